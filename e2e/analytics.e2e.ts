import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, hydrated, launch, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

/** The CSP's directives by name, each with its sources. */
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
/** Sources of a directive that are neither 'self' nor a hash: the hosts it lets in. */
const hostsOf = (sources: string[]) => sources.filter((source) => source !== "'self'" && !source.startsWith("'sha256-"));

describe('analytics, robots.txt and the sitemap as an Admin sets them', () => {
  let server: OwnServer;
  let browser: Browser;
  let admin: string;
  let recordId: string;

  const save = async (body: object) => {
    const response = await fetch(`${server.url}/api/search-engines/${recordId}`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };
  const home = async () => {
    const response = await fetch(`${server.url}/`);
    return { html: await response.text(), csp: directives(response.headers.get('content-security-policy') ?? '') };
  };

  /** A visitor whose requests to the tools' hosts are answered here (no network in tests) and noted. */
  async function visitor(width: number): Promise<{ context: BrowserContext; page: Page; toolRequests: string[]; problems: string[] }> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 } });
    const toolRequests: string[] = [];
    // The banner is added outside what React rendered: hydration must not complain, nor the CSP refuse anything.
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    context.on('weberror', (error) => problems.push(error.error().message));
    await context.route(/^https:\/\/(plausible\.io|www\.googletagmanager\.com)\//, (route) => {
      toolRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* the tool */' });
    });
    return { context, page: await context.newPage(), toolRequests, problems };
  }

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    admin = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('without a tool, the home page has no tool script and its CSP names no other host', async () => {
    const { html, csp } = await home();
    expect(html).not.toMatch(/plausible|googletagmanager|data-consent/);
    expect(hostsOf(csp['script-src'])).toEqual([]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('an Admin sets Plausible: the home page carries its script, and the CSP names exactly its origin', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/auth/login`, { data: ADMIN });
    await page.goto('/brand', { waitUntil: 'networkidle' });
    const block = page.locator('.mantine-Paper-root', { has: page.getByRole('heading', { name: 'Search engines & analytics' }) });
    await block.getByRole('combobox', { name: 'Analytics tool' }).click();
    await page.getByRole('option', { name: 'Plausible', exact: true }).click();
    await block.getByRole('textbox', { name: /Plausible: the site’s domain/ }).fill('northpeak.example');
    await block.getByRole('textbox', { name: /Additions to robots\.txt/ }).fill('User-agent: GPTBot\nDisallow: /');
    await block.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Search engines & analytics are Updated').waitFor();
    await context.close();
    const [record] = (await (await fetch(`${server.url}/api/search-engines`, { headers: { cookie: admin } })).json()) as { _id: string }[];
    recordId = record._id;

    const { html, csp } = await home();
    expect(html).toContain('<script defer data-domain="northpeak.example" src="https://plausible.io/js/script.js"></script></head>');
    expect(hostsOf(csp['script-src'])).toEqual(['https://plausible.io']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://plausible.io']);
    expect(html).not.toContain('data-consent');

    // A visitor's browser loads it at once: no banner for a tool that sets no cookie.
    const { context: visiting, page: visitorPage, toolRequests } = await visitor(1280);
    await visitorPage.goto('/', { waitUntil: 'networkidle' });
    expect(toolRequests).toEqual(['https://plausible.io/js/script.js']);
    expect(await visitorPage.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    expect(await visitorPage.getByRole('button', { name: 'Cookie settings' }).count()).toBe(0);
    await visiting.close();
  });

  it('robots.txt carries the additions after the built-in rules; the sitemap lists the public pages with lastmod', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/[^\n]*\n\nUser-agent: GPTBot\nDisallow: \/\n\nSitemap: http:\/\/[^/]+\/sitemap\.xml\n$/);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of ['/', '/service/', '/pricing/', '/contact'])
      expect(sitemap).toMatch(new RegExp(`<loc>${server.url}${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z</lastmod>`));
    expect((await fetch(`${server.url}/sitemap-1.xml`)).status).toBe(404);
  });

  it('with GA4 a visitor sees the consent banner, and the GA script loads only after Accept', async () => {
    await save({ analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' });
    const { html, csp } = await home();
    expect(html).not.toContain('googletagmanager');
    expect(hostsOf(csp['script-src'])).toEqual(['https://www.googletagmanager.com']);

    const { context, page, toolRequests, problems } = await visitor(1280);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(toolRequests).toEqual([]);
    // By keyboard: the buttons are reached with Tab like any other control.
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    for (let waited = 0; toolRequests.length === 0 && waited < 5_000; waited += 50) await page.waitForTimeout(50);
    expect(toolRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF']);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBe(2);

    // Remembered: the next page loads GA at once, with no banner.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await banner.count()).toBe(0);
    expect(toolRequests).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Decline loads nothing, now or on the next visit', async () => {
    const { context, page, toolRequests } = await visitor(375);
    await page.goto('/', { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await banner.count()).toBe(0);
    expect(toolRequests).toEqual([]);
    await context.close();
  });

  it('Cookie settings on every page reopens the banner: withdrawing consent reloads the page without the tool', async () => {
    const { context, page, toolRequests, problems } = await visitor(1280);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    for (let waited = 0; toolRequests.length === 0 && waited < 5_000; waited += 50) await page.waitForTimeout(50);
    expect(toolRequests).toHaveLength(1);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.waitFor();
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Decline' }).click()]);
    await page.waitForLoadState('networkidle');
    // Reloaded without the tool, no banner, and the choice can still be changed.
    expect(toolRequests).toHaveLength(1);
    expect(await banner.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cookie settings' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the banner speaks the owner’s Fixed texts and links the published privacy page; the notice under forms no longer says no cookies', async () => {
    const call = (path: string, method: string, body?: object) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: body ? { cookie: admin, 'content-type': 'application/json' } : { cookie: admin },
        body: body && JSON.stringify(body),
      });
    // The seeded privacy policy is a draft to complete; the owner points the banner at a page of their own.
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Which cookies we set, and why.' }] }] };
    const added = await call('/api/pages', 'POST', { title: 'Cookie policy', slug: 'cookie-policy', body });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect((await call(`/api/pages/${id}/publish`, 'POST')).status).toBeLessThan(300);
    const texts = {
      consentText: 'We count visits with cookies, only if you say yes.',
      consentPrivacyLink: 'How we use cookies',
      privacyPage: '/cookie-policy',
    };
    expect((await call('/api/add-site-texts', 'POST', texts)).status).toBe(201);

    const { context, page, problems } = await visitor(375);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByText('We count visits with cookies, only if you say yes.').waitFor();
    await page.getByText('Cookies that count visits are set only if you accept them.').first().waitFor();
    expect(await page.getByText('No cookies track you on this site').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(/\/cookie-policy$/), banner.getByRole('link', { name: 'How we use cookies' }).click()]);
    await page.getByRole('heading', { name: 'Cookie policy', level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([375, 1280])('the home page with the banner has no serious axe findings at %i px', async (width) => {
    const { context, page } = await visitor(width);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
