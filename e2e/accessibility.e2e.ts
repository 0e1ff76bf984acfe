import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, launch, openSettled, seriousViolations, watchedPage } from './support';

const WIDTHS = [375, 1280];

async function signedIn(browser: Browser, width: number, email: string, password: string) {
  const watched = await watchedPage(browser);
  await watched.page.setViewportSize({ width, height: 900 });
  let response = await watched.page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  if (response.status() === 401) response = await watched.page.request.post(`${baseUrl}/api/auth/register`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  return watched;
}

/** Opens a page, waits for its data (no loader left) and lists what axe finds. */
async function audit(page: Page, path: string, heading: string | RegExp): Promise<string[]> {
  await openSettled(page, path);
  await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
  await page
    .getByLabel('Loading')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  return (await seriousViolations(page)).map((line) => `${path}: ${line}`);
}

const ADMIN_PAGES: [string, string | RegExp][] = [
  ['/admin', 'Panel'],
  ['/setting', 'Site settings'],
  ['/total-orders', 'Total Orders'],
  ['/all-messages', 'Messages'],
  ['/all-subscriber', 'Subscribers'],
  ['/add-user', 'Admin users'],
  ['/add-pricing', 'Pricing'],
  ['/package-new', 'New package'],
  ['/retainers', 'Retainers'],
  ['/invoices', 'Invoices'],
  ['/tax-settings', 'Tax settings'],
  ['/home-layout', 'Home page'],
  ['/edit-banner', 'Banner'],
  ['/edit-faq', 'FAQ'],
  ['/edit-embeds', 'Embeds'],
  ['/brand', 'Brand & site'],
  ['/site-texts', 'Fixed texts'],
  ['/audit-log', 'Audit log'],
  ['/audits', 'Audits'],
  ['/media', 'Media library'],
  ['/redirects', 'Redirects'],
  ['/search-appearance', 'Search appearance'],
  ['/blog-posts', 'Blog posts'],
  ['/blog-post/new', 'Write a post'],
  ['/site-pages', 'Pages'],
  ['/site-pages/new', 'New page'],
  ['/menus', 'Menus'],
  ['/case-study-admin', 'Case studies'],
  ['/case-study-admin/new', 'Add a case study'],
  ['/blog-terms', 'Categories, tags and author'],
  ['/mail-preview', 'Mail preview'],
  ['/api-keys', 'API keys'],
  ['/webhooks', 'Webhooks'],
];

const CUSTOMER_PAGES: [string, string | RegExp][] = [
  ['/dashboard', 'Dashboard'],
  ['/my-order', 'My Orders'],
  ['/account', 'Your account'],
];

describe('accessibility (axe, WCAG 2.2 A/AA): no serious or critical violations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(WIDTHS)(
    'in the back office at %i px',
    async (width) => {
      const { page, context } = await signedIn(browser, width, ADMIN.email, ADMIN.password);
      const found: string[] = [];
      for (const [path, heading] of ADMIN_PAGES) found.push(...(await audit(page, path, heading)));
      expect(found).toEqual([]);
      await context.close();
      // some twenty screens, each rendered and audited: 98 s on a busy machine, far past one test's default minute
    },
    300_000,
  );

  it.each(WIDTHS)('on the customer pages and the back-office refusal at %i px', async (width) => {
    const { page, context } = await signedIn(browser, width, `axe-${width}@example.com`, 'customer-pass');
    const found: string[] = [];
    for (const [path, heading] of CUSTOMER_PAGES) found.push(...(await audit(page, path, heading)));
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.getByText("You don't have any permission").waitFor();
    found.push(...(await seriousViolations(page)).map((line) => `/admin refused: ${line}`));
    expect(found).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)("on the order form and a paid order's receipt at %i px", async (width) => {
    const { page, context } = await signedIn(browser, width, `axe-receipt-${width}@example.com`, 'customer-pass');
    const [plan] = (await (await page.request.get('/api/pricings')).json()) as { _id: string }[];
    const created = await page.request.post('/api/new-order', {
      data: { packageId: plan._id, customerName: 'Axe Buyer', customerAddress: '1 Main St\nSpringfield', customerCountry: 'US' },
    });
    const { _id: orderId } = (await created.json()) as { _id: string };
    const admin = await adminApi();
    const paid = await fetch(`${baseUrl}/api/order/${orderId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: JSON.stringify({ paymentStatus: 'Paid' }),
    });
    expect(paid.status).toBe(200);
    const found = await audit(page, `/order-now/${plan._id}`, 'Buying Your SEO Plan');
    found.push(...(await audit(page, `/received-payment/${orderId}`, 'Receipt')));
    await page.getByTestId('receipt').waitFor();
    expect(found).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)('on the pages mailed links open (confirm a subscription or a new address, unsubscribe) at %i px', async (width) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
    const page = await context.newPage();
    const found: string[] = [];
    for (const [path, heading] of [
      ['/confirm-subscription?token=not-a-real-token', 'Confirm your subscription'],
      ['/confirm-email?token=not-a-real-token', 'Confirm your new e-mail address'],
      ['/unsubscribe/not-a-real-token', 'Unsubscribe'],
    ] as const) {
      found.push(...(await audit(page, path, heading)));
    }
    // The unsubscribe page's answer (here: the link is not valid) is audited too.
    await page.getByText('This unsubscribe link is not valid.').waitFor();
    found.push(...(await seriousViolations(page)).map((line) => `/unsubscribe answered: ${line}`));
    expect(found).toEqual([]);
    await context.close();
  });

  it('fits the back office header and its sign-out on a 375 px phone', async () => {
    const { page, context } = await signedIn(browser, 375, ADMIN.email, ADMIN.password);
    await page.goto('/total-orders', { waitUntil: 'networkidle' });
    const signOut = page.getByRole('button', { name: 'Sign out' });
    const box = await signOut.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await context.close();
  });
});
