import { describe, expect, it } from '@jest/globals';
import { EMBED_PROVIDERS, parseEmbed } from '../../../../../backend/src/embeds/providers';
import { EMBED_LOOKS, embedLook } from './providers';

describe('the embeds’ looks are the server registry’s presentation half', () => {
  it('one look per provider, with its origins, cookies, size and frame permissions exactly as the server declares them', () => {
    expect(EMBED_LOOKS).toEqual(
      EMBED_PROVIDERS.map(({ id, label, frameOrigins, setsCookies, aspect, height, sandbox, allow, referrerPolicy }) =>
        Object.fromEntries(
          Object.entries({ id, label, frameOrigins, setsCookies, aspect, height, sandbox, allow, referrerPolicy }).filter(([, value]) => value !== undefined),
        ),
      ),
    );
  });

  it('finds the provider of every canonical src, and none for another origin or plain http', () => {
    for (const input of ['https://calendly.com/northpeak/intro', 'https://youtu.be/dQw4w9WgXcQ', 'https://meetings-eu1.hubspot.com/ana']) {
      const parsed = parseEmbed(input)!;
      expect(embedLook(parsed.src)?.id).toBe(parsed.provider.id);
    }
    expect(embedLook('https://evil.example/calendly.com')).toBeUndefined();
    expect(embedLook('http://calendly.com/northpeak')).toBeUndefined();
    expect(embedLook('not an address')).toBeUndefined();
  });
});
