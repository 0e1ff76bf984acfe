import { describe, expect, it } from '@jest/globals';
import { embedPolicy } from './embed-policy.js';
import { createGeneratorSync } from 'json-schema-faker';
import { EMBED_INPUT_MAX, EMBED_PROVIDERS, EMBED_SCHEMA_PATTERN, parseEmbed } from './providers.js';

const srcOf = (input: string) => parseEmbed(input)?.src;

describe('embed providers: only known services, the src rebuilt from parsed parts', () => {
  it.each([
    ['https://calendly.com/northpeak/intro-call', 'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1'],
    ['https://calendly.com/northpeak?month=2026-12', 'https://calendly.com/northpeak?embed_type=Inline&hide_gdpr_banner=1'],
    [
      '<div class="calendly-inline-widget" data-url="https://calendly.com/northpeak/intro-call?hide_event_type_details=1" style="min-width:320px;height:700px;"></div>\n<script src="https://assets.calendly.com/assets/external/widget.js" async></script>',
      'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1',
    ],
    ['https://cal.com/northpeak/30min', 'https://cal.com/northpeak/30min/embed'],
    ['https://cal.com/northpeak/30min/embed', 'https://cal.com/northpeak/30min/embed'],
    ['Cal("inline", { elementOrSelector: "#my-cal", calLink: "northpeak/30min" });', 'https://cal.com/northpeak/30min/embed'],
    ['https://meetings.hubspot.com/ana-lee', 'https://meetings.hubspot.com/ana-lee?embed=true'],
    [
      '<div class="meetings-iframe-container" data-src="https://meetings-eu1.hubspot.com/ana-lee/intro?embed=true"></div>',
      'https://meetings-eu1.hubspot.com/ana-lee/intro?embed=true',
    ],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=5" title="YouTube video player" allowfullscreen></iframe>',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/0a1b2c3d4e', 'https://player.vimeo.com/video/76979871?dnt=1&h=0a1b2c3d4e'],
    [
      '<iframe src="https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&badge=0&autopause=0"></iframe>',
      'https://player.vimeo.com/video/76979871?dnt=1&h=0a1b2c3d4e',
    ],
    [
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2482.9!2d-0.12!3d51.50!2m3!1f0!2f0!3f0" width="600" height="450" loading="lazy"></iframe>',
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2482.9!2d-0.12!3d51.50!2m3!1f0!2f0!3f0',
    ],
    [
      'https://www.openstreetmap.org/export/embed.html?bbox=-0.1300%2C51.5000%2C-0.1200%2C51.5100&layer=mapnik&marker=51.505%2C-0.125',
      'https://www.openstreetmap.org/export/embed.html?bbox=-0.1300%2C51.5000%2C-0.1200%2C51.5100&layer=mapnik&marker=51.505%2C-0.125',
    ],
  ])('accepts %s', (input, src) => {
    expect(srcOf(input)).toBe(src);
    // The canonical src is itself accepted as it is: a stored value reads back to the same embed.
    expect(srcOf(src)).toBe(src);
  });

  it.each([
    ['plain http', 'http://calendly.com/northpeak/intro-call'],
    ['another host', 'https://calendly.com.evil.example/northpeak'],
    ['a look-alike subdomain', 'https://evil.calendly.co/northpeak'],
    ['an unknown provider', 'https://example.com/booking'],
    ['credentials', 'https://user:pw@calendly.com/northpeak'],
    ['a port', 'https://calendly.com:8443/northpeak'],
    ['a javascript: address', 'javascript:alert(1)//calendly.com/x'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a path that is no booking page', 'https://calendly.com/a/b/c/d'],
    ['odd characters in the path', 'https://calendly.com/north%22peak'],
    ['a YouTube id of the wrong form', 'https://www.youtube.com/watch?v=short'],
    ['a YouTube channel', 'https://www.youtube.com/@northpeak'],
    ['a Vimeo address that is no video', 'https://vimeo.com/channels/staffpicks'],
    ['a Google Maps page that is no embed', 'https://www.google.com/maps/place/London'],
    ['a Google address that is no map', 'https://www.google.com/search?pb=x'],
    ['an OpenStreetMap embed without a box', 'https://www.openstreetmap.org/export/embed.html?layer=mapnik'],
    ['an OpenStreetMap layer not offered', 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=evil'],
    ['an iframe of another site', '<iframe src="https://evil.example/calendly.com"></iframe>'],
    ['white space inside the address', 'https://calendly.com/north peak'],
    ['nothing', ''],
    ['a paste past the bound', `https://calendly.com/northpeak?x=${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, input) => {
    expect(parseEmbed(input)).toBeUndefined();
  });

  it('drops whatever the paste carried beyond the parts it reads (queries, fragments, extra attributes)', () => {
    expect(srcOf('https://calendly.com/northpeak/intro?utm_source=x&"onload=alert(1)#frag')).toBe(
      'https://calendly.com/northpeak/intro?embed_type=Inline&hide_gdpr_banner=1',
    );
    expect(srcOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&autoplay=1')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('each provider declares where it frames from and what its frame may do; the cookie setters are the booking tools and Google Maps', () => {
    for (const provider of EMBED_PROVIDERS) {
      expect(provider.frameOrigins.every((origin) => /^https:\/\/[a-z0-9.-]+$/.test(origin))).toBe(true);
      expect(provider.sandbox).not.toMatch(/allow-top-navigation(?!-by-user)/);
      expect(provider.aspect ?? provider.height).toBeDefined();
    }
    expect(EMBED_PROVIDERS.filter((provider) => provider.setsCookies).map((provider) => provider.id)).toEqual(['calendly', 'cal', 'hubspot', 'googleMaps']);
  });
});

describe('embed policy: a page frames exactly the origins of its embeds', () => {
  const calendly = 'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1';
  const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

  it('nothing without embeds', () => {
    expect(embedPolicy([])).toEqual({ frameSrc: [], needsConsent: false });
  });

  it('one origin per provider however many embeds, and consent only when one sets cookies', () => {
    expect(embedPolicy([calendly, calendly.replace('intro-call', 'audit')])).toEqual({ frameSrc: ['https://calendly.com'], needsConsent: true });
    expect(embedPolicy([youtube])).toEqual({ frameSrc: ['https://www.youtube-nocookie.com'], needsConsent: false });
    expect(embedPolicy([youtube, calendly])).toEqual({ frameSrc: ['https://calendly.com', 'https://www.youtube-nocookie.com'], needsConsent: true });
  });

  it('takes no origin on trust: a src that is not a canonical embed adds nothing', () => {
    expect(
      embedPolicy([
        'https://evil.example/x',
        'https://calendly.com/northpeak/intro-call',
        "https://calendly.com/x?embed_type=Inline&hide_gdpr_banner=1 'unsafe-inline'",
      ]),
    ).toEqual({
      frameSrc: [],
      needsConsent: false,
    });
  });
});

describe('the embed pattern the API’s schema states', () => {
  const published = new RegExp(EMBED_SCHEMA_PATTERN, 'u');
  it('allows only pastes the check takes: generated from it, each is parsed, and its src parses to itself', () => {
    const generator = createGeneratorSync({ seed: 48 });
    const pastes = Array.from(
      { length: 400 },
      () => generator.generate({ type: 'string', maxLength: EMBED_INPUT_MAX, pattern: EMBED_SCHEMA_PATTERN }) as string,
    );
    const providers = new Set<string>();
    for (const paste of pastes) {
      expect(published.test(paste)).toBe(true);
      expect(paste.length).toBeLessThanOrEqual(EMBED_INPUT_MAX);
      const parsed = parseEmbed(paste);
      expect(parsed).toBeDefined();
      expect(srcOf(parsed!.src)).toBe(parsed!.src);
      providers.add(parsed!.provider.id);
    }
    // Every provider's forms are in it.
    expect([...providers].sort()).toEqual(EMBED_PROVIDERS.map((provider) => provider.id).sort());
  });
  it('holds each provider’s usual forms and refuses what the check refuses', () => {
    for (const paste of [
      'https://calendly.com/northpeak/intro-call',
      'https://cal.com/northpeak/30min/embed',
      'https://meetings-eu1.hubspot.com/jane',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600" height="450" loading="lazy"></iframe>',
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=13.37%2C52.51%2C13.39%2C52.52&amp;layer=mapnik"></iframe>',
    ]) {
      expect(published.test(paste)).toBe(true);
      expect(parseEmbed(paste)).toBeDefined();
    }
    for (const paste of [
      'https://cal.com/embed',
      'http://youtu.be/dQw4w9WgXcQ',
      'https://evil.example/x',
      'https://calendly.com/calLink',
      '<iframe src="https://evil.example/"></iframe>',
    ])
      expect(published.test(paste)).toBe(false);
  });
});
