import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SitemapService } from '../src/seo/sitemap.js';
import { openShop, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const UMAMI_ID = '94db1cb1-74f4-4a40-ad6c-962362670409';

describe('Search engines & analytics: what the server accepts for robots.txt and each analytics tool', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    shop = await openShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = () => json<Record<string, unknown>[]>(t.request('/api/search-engines', { headers: shop.admin.headers }));
  const create = (body: object) => t.request('/api/add-search-engines', { method: 'POST', json: body, headers: shop.admin.headers });
  /** A refused body: 400, the messages, and nothing stored. */
  const refused = async (body: object): Promise<string> => {
    const response = await create(body);
    const text = JSON.stringify(await response.json());
    expect([response.status, text]).toEqual([400, expect.any(String)]);
    expect(await stored()).toEqual([]);
    return text;
  };

  it('is the back office’s: visitors and customers cannot read or write it, and it is not in the site read', async () => {
    expect((await t.request('/api/search-engines')).status).toBe(401);
    expect((await t.request('/api/search-engines', { headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request('/api/add-search-engines', { method: 'POST', json: { analyticsTool: 'None' }, headers: shop.alice.headers })).status).toBe(403);
    expect(Object.keys(await json<object>(t.request('/api/site')))).not.toContain('seo');
  });

  it('refuses robots.txt additions that are not directives, naming the line', async () => {
    expect(await refused({ robotsAdditions: 'User-agent: GPTBot\nDisallow: /\n<meta name="robots">' })).toContain(
      'robotsAdditions line 3 is not a robots.txt rule: write User-agent:, Allow:, Disallow:, Crawl-delay: or Sitemap: lines, or # comments',
    );
    expect(await refused({ robotsAdditions: 'Disallow: drafts' })).toContain('robotsAdditions line 1: Disallow must be empty or a path starting with / or *');
    expect(await refused({ robotsAdditions: `# ${'x'.repeat(4000)}` })).toContain('robotsAdditions must be shorter than or equal to 4000 characters');
  });

  it('requires each tool’s own fields once the tool is chosen, in their exact form', async () => {
    expect(await refused({ analyticsTool: 'Tracker9000' })).toContain(
      'analyticsTool must be one of: None, Plausible, Matomo, Umami, Google Analytics 4, Google Tag Manager',
    );
    expect(await refused({ analyticsTool: 'Plausible' })).toContain('plausibleDomain is required when analyticsTool is Plausible');
    expect(await refused({ analyticsTool: 'Plausible', plausibleDomain: 'https://example.com' })).toContain(
      'plausibleDomain must be a domain name such as example.com',
    );
    expect(await refused({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org' })).toContain(
      'matomoSiteId is required when analyticsTool is Matomo',
    );
    expect(await refused({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org', matomoSiteId: '1; alert(1)' })).toContain(
      'matomoSiteId must be a number such as 1',
    );
    expect(await refused({ analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org', matomoSiteId: '1', matomoMode: 'Sometimes' })).toContain(
      'matomoMode must be one of: Cookies after consent, Without cookies',
    );
    expect(await refused({ analyticsTool: 'Umami', umamiScriptUrl: 'https://cloud.umami.is/script.js', umamiWebsiteId: 'abc' })).toContain(
      'umamiWebsiteId must be a website ID',
    );
    expect(await refused({ analyticsTool: 'Google Analytics 4', ga4Id: 'UA-12345-1' })).toContain('ga4Id must be a measurement ID such as G-AB12CD34EF');
    expect(await refused({ analyticsTool: 'Google Analytics 4' })).toContain('ga4Id is required when analyticsTool is Google Analytics 4');
    expect(await refused({ analyticsTool: 'Google Tag Manager', gtmId: 'GTM-ab"><script>' })).toContain('gtmId must be a container ID such as GTM-AB12CD3');
  });

  it('takes tool addresses only as public https addresses', async () => {
    const plausible = (plausibleHost: string) => refused({ analyticsTool: 'Plausible', plausibleDomain: 'example.com', plausibleHost });
    expect(await plausible('http://stats.example.com')).toContain('plausibleHost must be an https:// address without a query or fragment');
    expect(await plausible('javascript:alert(1)')).toContain('plausibleHost must be an https:// address');
    expect(await plausible('https://stats.example.com/?x=1')).toContain('plausibleHost must be an https:// address without a query or fragment');
    expect(await plausible('https://user:pw@stats.example.com')).toContain('plausibleHost must not carry a user name or password');
    for (const host of ['localhost', '127.0.0.1', '10.1.2.3', '192.168.0.10', '[::1]', '0x7f.1', 'stats.internal', '169.254.169.254']) {
      expect(await plausible(`https://${host}/`)).toMatch(/plausibleHost: \S+ is a private, loopback or local address/);
    }
    expect(await refused({ analyticsTool: 'Matomo', matomoUrl: 'https://10.0.0.5/matomo/', matomoSiteId: '1' })).toContain('matomoUrl: 10.0.0.5 is a private');
    expect(await refused({ analyticsTool: 'Umami', umamiScriptUrl: 'https://[fd00::1]/script.js', umamiWebsiteId: UMAMI_ID })).toContain(
      'umamiScriptUrl: [fd00::1] is a private',
    );
  });

  // The tools' tags are no part of what a page shows: the sitemap's lastmod stays (issue 44). What
  // the tool does with cookies is: the notice under the footer's form says it, so that moves it.
  it('stores a valid setting for each tool, and moves the pages’ lastmod only when the notice about cookies changes', async () => {
    const bodies = [
      { analyticsTool: 'Plausible', plausibleDomain: 'northpeak.example', plausibleHost: 'https://stats.northpeak.example' },
      { analyticsTool: 'Matomo', matomoUrl: 'https://stats.example.org/matomo/', matomoSiteId: '12', matomoMode: 'Without cookies' },
      { analyticsTool: 'Umami', umamiScriptUrl: 'https://cloud.umami.is/script.js', umamiWebsiteId: UMAMI_ID },
      { analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' },
      { analyticsTool: 'Google Tag Manager', gtmId: 'GTM-AB12CD3', robotsAdditions: 'User-agent: GPTBot\r\nDisallow: /' },
      { analyticsTool: 'None' },
    ];
    // The site read's cookie mode after each save, in the order above.
    const modes = ['cookieless', 'cookieless', 'cookieless', 'afterConsent', 'afterConsent', 'none'];
    const sitemap = t.app.get(SitemapService);
    const lastmod = async () => /<lastmod>([^<]+)<\/lastmod>/.exec((await sitemap.file(0)) ?? '')?.[1];
    const created = await create(bodies[0]);
    expect(created.status).toBe(201);
    const { _id } = await json<{ _id: string }>(created);
    let before = await lastmod();
    expect(before).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    for (const [index, body] of bodies.entries()) {
      if (index === 0) continue;
      // A second apart, so that a lastmod taken from the save would differ from the one before.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const updated = await t.request(`/api/search-engines/${_id}`, { method: 'PUT', json: body, headers: shop.admin.headers });
      expect([body.analyticsTool, updated.status]).toEqual([body.analyticsTool, 200]);
      expect(await stored()).toEqual([expect.objectContaining(body)]);
      const now = await lastmod();
      if (modes[index] === modes[index - 1]) expect([body.analyticsTool, now]).toEqual([body.analyticsTool, before]);
      else expect([body.analyticsTool, now]).not.toEqual([body.analyticsTool, before]);
      before = now;
    }
  });
});
