import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, hydrated, launch, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

/** The CSP's directives by name, each with its sources. */
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
const CALENDLY_SRC = 'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1';
const GOOGLE_TOKEN = 'AbC_123-xyzXYZ0123456789';

describe('a Calendly booking page embedded on the home page (issue 43)', () => {
  let server: OwnServer;
  let browser: Browser;
  let admin: string;

  const api = async (path: string, method = 'GET', body?: object) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect([path, response.status]).toEqual([path, method === 'POST' ? 201 : 200]);
    return response.json() as Promise<unknown>;
  };

  /** A visitor whose requests to Calendly are answered here (no network in tests) and noted. */
  async function visitor(width: number): Promise<{ context: BrowserContext; page: Page; calendly: string[]; problems: string[] }> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 } });
    const calendly: string[] = [];
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    context.on('weberror', (error) => problems.push(error.error().message));
    await context.route(/^https:\/\/([a-z0-9-]+\.)*calendly\.com\//, (route) => {
      calendly.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Calendly</title><p>Pick a time</p>' });
    });
    return { context, page: await context.newPage(), calendly, problems };
  }

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    admin = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    // The owner pastes Calendly's inline embed code; the server keeps the src it rebuilds from it.
    const code = '<div class="calendly-inline-widget" data-url="https://calendly.com/northpeak/intro-call" style="min-width:320px;height:700px;"></div>';
    await api('/api/add-embed', 'POST', { embedTitle: 'Book an intro call', embedUrl: code });
    const [seo] = (await api('/api/search-engines')) as { _id: string }[];
    if (seo) await api(`/api/search-engines/${seo._id}`, 'PUT', { googleVerification: GOOGLE_TOKEN });
    else await api('/api/add-search-engines', 'POST', { googleVerification: GOOGLE_TOKEN });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('the page frames exactly Calendly’s origin and carries the verification tag in its head', async () => {
    const response = await fetch(`${server.url}/`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<meta name="google-site-verification" content="${GOOGLE_TOKEN}">`);
    expect(directives(response.headers.get('content-security-policy') ?? '')['frame-src']).toEqual(['https://calendly.com']);
    // No iframe in what the server sends: only the placeholder, and the consent banner's module.
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-embed-placeholder="calendly"');
    expect(html).toContain('data-consent=');
    // A page without the embed frames nothing but the default.
    const contact = await fetch(`${server.url}/contact`);
    expect(contact.headers.get('content-security-policy')).not.toContain('frame-src');
  });

  it('before consent no iframe and no request to Calendly; Accept loads it with its title', async () => {
    const { context, page, calendly, problems } = await visitor(1280);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const placeholder = page.locator('[data-embed-placeholder="calendly"]');
    await placeholder.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(calendly).toEqual([]);
    // Its button asks for the banner; Accept there loads the frame.
    await placeholder.getByRole('button', { name: 'Load Calendly' }).click();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    const frame = page.locator('iframe[title="Book an intro call"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(CALENDLY_SRC);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
    for (let waited = 0; calendly.length === 0 && waited < 5_000; waited += 50) await page.waitForTimeout(50);
    expect(calendly).toEqual([CALENDLY_SRC]);
    // Remembered: the next visit loads it as it comes into view, with no banner.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await banner.count()).toBe(0);
    await page.locator('iframe[title="Book an intro call"]').scrollIntoViewIfNeeded();
    expect(problems.filter((problem) => /Content Security Policy|hydrat/i.test(problem))).toEqual([]);
    await context.close();
  });

  it('Decline keeps the placeholder, which can open the banner again to change the choice', async () => {
    const { context, page, calendly } = await visitor(375);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    const placeholder = page.locator('[data-embed-placeholder="calendly"]');
    await placeholder.scrollIntoViewIfNeeded();
    await placeholder.getByText('You declined cookies, so Calendly is not loaded.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await placeholder.getByRole('button', { name: 'Change your cookie choice' }).click();
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.locator('iframe[title="Book an intro call"]').waitFor();
    for (let waited = 0; calendly.length === 0 && waited < 5_000; waited += 50) await page.waitForTimeout(50);
    expect(calendly).toEqual([CALENDLY_SRC]);
    await context.close();
  });

  it.each([375, 1280])('the home page with the embed’s placeholder has no serious axe findings at %i px', async (width) => {
    const { context, page } = await visitor(width);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await page.locator('[data-embed-placeholder="calendly"]').scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
