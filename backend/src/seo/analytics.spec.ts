import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { analyticsTags, type SearchEngineSettings } from './analytics.js';

const CONSENT = '/assets/consent-abc123.js';
const tags = (settings: Partial<SearchEngineSettings>) => analyticsTags(settings, CONSENT);
const GOOGLE_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const consentOf = (head: string) => JSON.parse((/data-consent="([^"]*)"/.exec(head)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as object;

describe('analytics tags: exactly the chosen tool, from exactly its origins', () => {
  it('adds nothing without a tool, with None, or with a tool whose fields are missing', () => {
    expect(tags({})).toBeUndefined();
    expect(tags({ analyticsTool: 'None', ga4Id: 'G-AB12CD34EF' })).toBeUndefined();
    expect(tags({ analyticsTool: 'Plausible' })).toBeUndefined();
  });

  it('Plausible: its script with the domain, from plausible.io or the self-hosted address, and nothing else', () => {
    expect(tags({ analyticsTool: 'Plausible', plausibleDomain: 'northpeak.example', ga4Id: 'G-AB12CD34EF' })).toEqual({
      head: '<script defer data-domain="northpeak.example" src="https://plausible.io/js/script.js"></script>',
      scriptSrc: ['https://plausible.io'],
      connectSrc: ['https://plausible.io'],
    });
    expect(tags({ analyticsTool: 'Plausible', plausibleDomain: 'northpeak.example', plausibleHost: 'https://stats.northpeak.example/some/path' })).toEqual({
      head: '<script defer data-domain="northpeak.example" src="https://stats.northpeak.example/js/script.js"></script>',
      scriptSrc: ['https://stats.northpeak.example'],
      connectSrc: ['https://stats.northpeak.example'],
    });
  });

  it('Umami: the script address as given, with the website id; events go to its origin', () => {
    expect(
      tags({ analyticsTool: 'Umami', umamiScriptUrl: 'https://cloud.umami.is/script.js', umamiWebsiteId: '94db1cb1-74f4-4a40-ad6c-962362670409' }),
    ).toEqual({
      head: '<script defer src="https://cloud.umami.is/script.js" data-website-id="94db1cb1-74f4-4a40-ad6c-962362670409"></script>',
      scriptSrc: ['https://cloud.umami.is'],
      connectSrc: ['https://cloud.umami.is'],
    });
  });

  it('Matomo without cookies: its queue inline (hashable, values escaped) and matomo.js from its host, no banner', () => {
    const result = tags({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org/matomo', matomoSiteId: '7', matomoMode: 'Without cookies' })!;
    expect(result.head).toBe(
      '<script>var _paq=window._paq=window._paq||[];_paq.push(["disableCookies"]);_paq.push(["trackPageView"]);_paq.push(["enableLinkTracking"]);' +
        '_paq.push(["setTrackerUrl","https://stats.example.org/matomo/matomo.php"]);_paq.push(["setSiteId","7"]);</script>' +
        '<script async src="https://stats.example.org/matomo/matomo.js"></script>',
    );
    expect(result.head).not.toContain('data-consent');
    expect([result.scriptSrc, result.connectSrc]).toEqual([['https://stats.example.org'], ['https://stats.example.org']]);
  });

  it('Matomo with cookies, GA4 and Tag Manager: only the consent chunk is in the page, told what to load after Accept', () => {
    const texts = { label: 'Cookie consent', text: expect.any(String), accept: 'Accept', decline: 'Decline', settings: 'Cookie settings' };
    const matomo = tags({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org/', matomoSiteId: '3' })!;
    expect(matomo.head).toMatch(/^<script type="module" src="\/assets\/consent-abc123\.js" data-consent="[^"]+"><\/script>$/);
    expect(consentOf(matomo.head)).toEqual({ tool: 'matomo', url: 'https://stats.example.org/', siteId: '3', texts });
    expect([matomo.scriptSrc, matomo.connectSrc]).toEqual([['https://stats.example.org'], ['https://stats.example.org']]);

    const ga4 = tags({ analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' })!;
    expect(ga4.head).not.toContain('googletagmanager');
    expect(consentOf(ga4.head)).toEqual({ tool: 'ga4', id: 'G-AB12CD34EF', texts });
    expect([ga4.scriptSrc, ga4.connectSrc]).toEqual([['https://www.googletagmanager.com'], GOOGLE_CONNECT]);

    const gtm = tags({ analyticsTool: 'Google Tag Manager', gtmId: 'GTM-AB12CD3' })!;
    expect(consentOf(gtm.head)).toEqual({ tool: 'gtm', id: 'GTM-AB12CD3', texts });
    expect([gtm.scriptSrc, gtm.connectSrc]).toEqual([['https://www.googletagmanager.com'], GOOGLE_CONNECT]);
  });

  it('escapes what it writes into attributes and inline scripts', () => {
    const result = tags({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org/a&b', matomoSiteId: '</script>', matomoMode: 'Without cookies' })!;
    expect(result.head).toContain('"\\u003c/script>"');
    expect(result.head).toContain('src="https://stats.example.org/a&amp;b/matomo.js"');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(result.head)![1];
    expect(createHash('sha256').update(inline).digest('base64')).toHaveLength(44);
  });
});
