import { describe, expect, it } from '@jest/globals';
import { siteTools, verificationTags } from './site-tools.js';
import { trackingTools } from './tracking.js';

describe('tracking tools beside analytics: each consent-gated, from exactly its origins', () => {
  it('adds nothing without an id', () => {
    expect(trackingTools({})).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [], consent: [] });
  });

  it.each([
    [
      { metaPixelId: '123456789012345' },
      { tool: 'metaPixel', id: '123456789012345' },
      ['https://connect.facebook.net'],
      ['https://connect.facebook.net', 'https://www.facebook.com'],
      ['https://www.facebook.com'],
    ],
    [
      { linkedinPartnerId: '1234567' },
      { tool: 'linkedin', id: '1234567' },
      ['https://snap.licdn.com'],
      ['https://px.ads.linkedin.com'],
      ['https://px.ads.linkedin.com'],
    ],
    [
      { clarityProjectId: 'abcd1234ef' },
      { tool: 'clarity', id: 'abcd1234ef' },
      ['https://*.clarity.ms'],
      ['https://*.clarity.ms', 'https://c.bing.com'],
      ['https://*.clarity.ms', 'https://c.bing.com'],
    ],
    [
      { hotjarSiteId: '1234567' },
      { tool: 'hotjar', id: '1234567' },
      ['https://*.hotjar.com'],
      ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      ['https://*.hotjar.com'],
    ],
  ])('%j: its tool for the consent chunk and its origins alone', (settings, consent, scriptSrc, connectSrc, imgSrc) => {
    expect(trackingTools(settings)).toEqual({ scriptSrc, connectSrc, imgSrc, consent: [consent] });
    // Beside an analytics tool that needs consent, both wait for it; no tag is written into the page.
    const tools = siteTools({ ...settings, analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' }, '/assets/consent.js');
    expect(tools.head).toBe('');
    expect(tools.consent).toEqual([{ tool: 'ga4', id: 'G-AB12CD34EF' }, consent]);
    expect(tools.scriptSrc).toEqual(['https://www.googletagmanager.com', ...scriptSrc]);
  });

  it('nothing for an Admin, and no origin at all without the consent chunk to load them', () => {
    const settings = { metaPixelId: '123456789012345', analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' } as const;
    expect(siteTools(settings, '/assets/consent.js', true)).toMatchObject({ scriptSrc: [], connectSrc: [], imgSrc: [], consent: [] });
    expect(siteTools(settings, undefined)).toMatchObject({ scriptSrc: [], connectSrc: [], imgSrc: [], consent: [] });
  });
});

describe('site verification', () => {
  it('one meta tag per engine whose token is set, with its own name', () => {
    expect(verificationTags({})).toBe('');
    expect(
      verificationTags({
        googleVerification: 'g-token_0123456789abcdefghij',
        bingVerification: '0123456789ABCDEF0123456789ABCDEF',
        yandexVerification: '0123456789abcdef',
        pinterestVerification: '0123456789abcdef0123456789abcdef',
        baiduVerification: 'code-a1B2c3D4e5',
        naverVerification: '0123456789abcdef0123456789abcdef01234567',
      }),
    ).toBe(
      '<meta name="google-site-verification" content="g-token_0123456789abcdefghij">' +
        '<meta name="msvalidate.01" content="0123456789ABCDEF0123456789ABCDEF">' +
        '<meta name="yandex-verification" content="0123456789abcdef">' +
        '<meta name="p:domain_verify" content="0123456789abcdef0123456789abcdef">' +
        '<meta name="baidu-site-verification" content="code-a1B2c3D4e5">' +
        '<meta name="naver-site-verification" content="0123456789abcdef0123456789abcdef01234567">',
    );
  });
});
