import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { adminApi, baseUrl, hydrated, launch, watchedPage } from './support';

describe('the public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('loads / with the navigation bar and the footer, without console errors or failed requests', async () => {
    const { page, problems, context } = await watchedPage(browser);
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').getByText('© 2026 Rankwell. All rights reserved.').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('allows exactly the inline scripts the server wrote, by their hashes, and the page hydrates with no CSP violation', async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    const policy = response!.headers()['content-security-policy'];
    // Every script the page runs inline; the JSON-LD is a data block, which browsers neither run nor check against the CSP.
    const inline = [...(await response!.text()).matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(([, content]) => content);
    expect(inline.length).toBeGreaterThan(1);
    const hashes = policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ')
      .slice(2);
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hashes.sort()).toEqual([...new Set(inline.map(sha256))].sort());
    // Only a hydrated page opens the navigation panel: React's handlers are attached.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
    // The next visitor gets the cached page, and with it the same policy.
    expect((await fetch(`${baseUrl}/`)).headers.get('content-security-policy')).toBe(policy);
  });

  it.each([
    ['/?utm_source=newsletter', /./],
    ['/PRICING', /./],
    ['/contact/', /./],
    ['/reset?token=from-an-old-link', /Choose a new password/],
    ['/no-such-page', /Page not found/],
    ['/no/such/page', /Page not found/],
  ])('hydrates %s, rendered from the address its page is kept under, without console errors', async (path, heading) => {
    const { page, problems, context } = await watchedPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await page.getByRole('heading', { name: heading, level: 1 }).count()).toBe(1);
    expect(problems.filter((problem) => !problem.startsWith('HTTP 404: GET') && !problem.includes('404 (Not Found)'))).toEqual([]);
    await context.close();
  });

  it('answers pages and assets compressed ahead of time, with an ETag and 304 for a current copy', async () => {
    const page = await fetch(`${baseUrl}/pricing/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const html = await page.text();
    expect(html).toContain('<h1');
    expect((await fetch(`${baseUrl}/pricing/`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const gzipped = await fetch(`${baseUrl}/pricing/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const entry = html.match(/src="(\/assets\/entry-client-[^"]+\.js)"/)![1];
    const asset = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('shows every seeded section on the home page', async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    // Other browser tests edit the banner; its heading is whatever the content says now.
    const site = (await (await fetch(`${baseUrl}/api/site`)).json()) as { banner: { bannerHeading: string }[] };
    for (const heading of [
      site.banner[0].bannerHeading,
      'Services that move you up the results page',
      'An SEO team that reports in revenue, not in jargon',
      'Results our clients can bank on',
      'See how we take a site from page five to page one',
      'How we work',
      'Plans that grow with you',
      'Why agencies and brands choose us',
      'What our clients say',
      'Meet the team',
      'Frequently asked questions',
      'Get Free SEO Analysis?',
    ]) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBeGreaterThan(0);
    }
    expect(await page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scrolls to each section from its anchor in the navigation bar', async () => {
    const { page, context } = await watchedPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    for (const [name, id] of [
      ['About', 'about-sec'],
      ['Services', 'services-sec'],
      ['Pricing', 'pricing-sec'],
      ['Contact', 'contact-sec'],
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await page.waitForFunction((target) => {
        const box = document.getElementById(target)?.getBoundingClientRect();
        return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
      }, id);
      expect(page.url()).toBe(`${baseUrl}/#${id}`);
    }
    await context.close();
  });

  it('loads / from this site alone, every image sized, the ones below the fold lazy', async () => {
    const { page, problems, context } = await watchedPage(browser);
    const origins = new Set<string>();
    page.on('request', (request) => {
      if (/^https?:/.test(request.url())) origins.add(new URL(request.url()).origin);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect([...origins]).toEqual([baseUrl]);

    const fold = page.viewportSize()!.height;
    // Pictures, and the shipped artwork, which is drawn as <svg><use> so that it takes the brand's colour.
    const images = await page.locator('img, svg:has(> use)').evaluateAll((nodes) =>
      nodes.map((node) => ({
        tag: node.tagName.toLowerCase(),
        src: node.tagName === 'IMG' ? node.getAttribute('src') : (node.querySelector('use')?.getAttribute('href') ?? '').replace(/#.*$/, ''),
        width: node.getAttribute('width'),
        height: node.getAttribute('height'),
        loading: node.getAttribute('loading'),
        top: node.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect(image).toEqual(expect.objectContaining({ width: expect.stringMatching(/^\d+$/), height: expect.stringMatching(/^\d+$/) }));
      if (image.tag === 'img' && image.top > fold) expect(image).toEqual(expect.objectContaining({ loading: 'lazy' }));
    }
    // What a visitor sees first loads at once: the logo and the banner picture.
    const site = (await (await fetch(`${baseUrl}/api/site`)).json()) as { banner: { imageOne: string }[]; logo: { logo: string }[] };
    const [logo] = images.filter((image) => image.src === site.logo[0].logo);
    const [banner] = images.filter((image) => image.src === site.banner[0].imageOne);
    expect([logo.loading, banner.loading]).toEqual([null, null]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives /, /pricing/, /service/, /contact and /thanks one h1 each', async () => {
    const { page, context } = await watchedPage(browser);
    for (const path of ['/', '/pricing/', '/service/', '/contact', '/thanks']) {
      await page.goto(path);
      expect([path, await page.locator('h1').count()]).toEqual([path, 1]);
    }
    await context.close();
  });

  it('folds the navigation on a phone and follows a section link from the panel', async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await panel.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('pricing-sec')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
    expect(await panel.isVisible()).toBe(false);
    expect(page.url()).toBe(`${baseUrl}/#pricing-sec`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends the free analysis request and the database holds it UnRead', async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Free SEO analysis' });
    await form.getByLabel('Name').fill('Grace Visitor');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Subject').fill('Analysis for grace.example');
    await form.getByLabel('Message').fill('We dropped to page two last month.');
    // At a person's pace: a form sent within three seconds of showing is kept aside as likely spam.
    await page.waitForTimeout(3_200);
    await form.getByRole('button', { name: 'Send Now' }).click();
    await page.getByText('Message is Send. Thanks').waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const admin = await adminApi();
    const unread = await admin.get<{ items: { name: string; email: string; subject: string; messageStatus: string }[] }>(
      '/api/messages?status=UnRead&pageSize=100',
    );
    expect(unread.items).toContainEqual(
      expect.objectContaining({ name: 'Grace Visitor', email: 'grace@example.com', subject: 'Analysis for grace.example', messageStatus: 'UnRead' }),
    );
  });

  it('leads from each pricing button to /order-now/{id} of that package', async () => {
    const { page, context } = await watchedPage(browser);
    const packages = (await (await fetch(`${baseUrl}/api/pricings`)).json()) as { _id: string; packageName: string; packageButtonText: string }[];
    for (const plan of packages) {
      await page.goto('/pricing/', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: `${plan.packageButtonText}: ${plan.packageName} package` }).click();
      await page.waitForURL((url) => url.pathname === '/login' || url.pathname === `/order-now/${plan._id}`);
      expect(decodeURIComponent(page.url())).toContain(`/order-now/${plan._id}`);
    }
    await context.close();
  });
});
