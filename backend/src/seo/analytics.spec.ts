import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { analyticsTags, type SearchEngineSettings } from './analytics.js';

const tags = (settings: Partial<SearchEngineSettings>) => analyticsTags(settings);
const GOOGLE_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

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

  it('Matomo with cookies, GA4 and Tag Manager: no tag in the page, only the tool the consent chunk loads after Accept', () => {
    const matomo = tags({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org/', matomoSiteId: '3' })!;
    expect(matomo).toEqual({
      head: '',
      consent: { tool: 'matomo', url: 'https://stats.example.org/', siteId: '3' },
      scriptSrc: ['https://stats.example.org'],
      connectSrc: ['https://stats.example.org'],
    });
    expect(tags({ analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' })).toEqual({
      head: '',
      consent: { tool: 'ga4', id: 'G-AB12CD34EF' },
      scriptSrc: ['https://www.googletagmanager.com'],
      connectSrc: GOOGLE_CONNECT,
    });
    expect(tags({ analyticsTool: 'Google Tag Manager', gtmId: 'GTM-AB12CD3' })).toEqual({
      head: '',
      consent: { tool: 'gtm', id: 'GTM-AB12CD3' },
      scriptSrc: ['https://www.googletagmanager.com'],
      connectSrc: GOOGLE_CONNECT,
    });
  });

  it('escapes what it writes into attributes and inline scripts', () => {
    const result = tags({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org/a&b', matomoSiteId: '</script>', matomoMode: 'Without cookies' })!;
    expect(result.head).toContain('"\\u003c/script>"');
    expect(result.head).toContain('src="https://stats.example.org/a&amp;b/matomo.js"');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(result.head)![1];
    expect(createHash('sha256').update(inline).digest('base64')).toHaveLength(44);
  });
});
