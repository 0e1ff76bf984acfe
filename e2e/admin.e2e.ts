import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, dataDir, launch, mailedLink, watchedPage } from './support';

async function signedInAdmin(browser: Browser) {
  const watched = await watchedPage(browser);
  const response = await watched.page.request.post(`${baseUrl}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(response.status()).toBe(200);
  return watched;
}

async function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: false }).first();
}

describe('the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('edits the banner heading and the home page shows it right away', async () => {
    const { page, problems, context } = await signedInAdmin(browser);
    await page.goto('/setting', { waitUntil: 'networkidle' });
    // The Fixed texts card mentions the cookie banner too: the Banner card is the one its title starts.
    await page.getByRole('link', { name: /^Banner/ }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit banner' }).waitFor();
    const heading = await field(page, 'Heading');
    await heading.fill('Search traffic that pays');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Banner is Updated').waitFor();
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toContain('<h1');
    expect(home).toContain('Search traffic that pays');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('previews each mail in the brand, as HTML in a sandboxed frame at desktop and phone width, and as plain text', async () => {
    const { page, problems, context } = await signedInAdmin(browser);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Mail preview' }).click();
    await page.getByRole('heading', { name: 'Mail preview', level: 1 }).waitFor();
    const frame = page.locator('iframe[title^="The mail"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe[title^="The mail"]').getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await page.frameLocator('iframe[title^="The mail"]').getByRole('link', { name: 'Confirm my address' }).waitFor();
    await page.getByText(`Confirm my address:\n${baseUrl}/verify-email?token=sample-token`).waitFor();

    await page.getByRole('combobox', { name: 'Mail' }).click();
    await page.getByRole('option', { name: /^Confirm a newsletter subscription/ }).click();
    await page.frameLocator('iframe[title^="The mail"]').getByRole('link', { name: 'Unsubscribe in one click' }).waitFor();
    await page.getByText('Carries an unsubscribe link').waitFor();

    expect((await frame.boundingBox())!.width).toBeGreaterThan(600);
    await page.getByRole('button', { name: 'Phone (375 px)' }).click();
    const width = async () => Math.round((await frame.boundingBox())!.width);
    for (let tries = 0; tries < 50 && (await width()) > 400; tries++) await page.waitForTimeout(50);
    expect(await width()).toBe(375);
    // No CSP refusal or failed request: the frame's styles and images load under the page's policy.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses an empty required field before sending, and keeps what was typed', async () => {
    const { page, context } = await signedInAdmin(browser);
    await page.goto('/edit-faq', { waitUntil: 'networkidle' });
    await (await field(page, 'Question')).fill('Half a question');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Answer is required').waitFor();
    expect(await (await field(page, 'Question')).inputValue()).toBe('Half a question');
    await context.close();
  });

  it('adds a FAQ item that the public page then shows', async () => {
    const { page, context } = await signedInAdmin(browser);
    await page.goto('/edit-faq', { waitUntil: 'networkidle' });
    await (await field(page, 'Question')).fill('Do you work with online shops?');
    await (await field(page, 'Answer')).fill('Yes, from small shops to large catalogues.');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('FAQ Item is Added').waitFor();
    await page.goto('/pricing/', { waitUntil: 'networkidle' });
    // Each question is the summary of a <details>: the answer shows once it is opened.
    await page.locator('summary', { hasText: 'Do you work with online shops?' }).click();
    await page.getByText('Yes, from small shops to large catalogues.').waitFor();
    await context.close();
  });

  it('opens an unread message, marks it read, and finds it in the Read table', async () => {
    const subject = `Audit request ${Date.now()}`;
    await fetch(`${baseUrl}/api/add-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Henry', email: 'henry@example.com', subject, message: 'Please audit henry.example', messageStatus: 'UnRead' }),
    });
    const { page, context } = await signedInAdmin(browser);
    await page.goto('/all-messages', { waitUntil: 'networkidle' });
    const unread = page.getByRole('table', { name: 'Unread messages' });
    await unread
      .getByRole('row', { name: new RegExp(subject) })
      .getByRole('link', { name: 'View Message' })
      .click();
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByRole('button', { name: 'Mark Read' }).click();
    await page.getByText('Message is Read').waitFor();
    await page.goto('/all-messages', { waitUntil: 'networkidle' });
    await page
      .getByRole('table', { name: 'Read messages' })
      .getByRole('row', { name: new RegExp(subject) })
      .waitFor();
    expect(await unread.getByRole('row', { name: new RegExp(subject) }).count()).toBe(0);
    await context.close();
  });

  it('downloads every subscriber as CSV', async () => {
    for (const email of ['a-reader@example.com', 'b-reader@example.com']) {
      await fetch(`${baseUrl}/api/add-subscriber`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subemail: email }),
      });
      // Only confirmed subscribers download: each follows the link they were mailed.
      const token = new URL(await mailedLink(dataDir, email, '/confirm-subscription')).searchParams.get('token');
      const confirmed = await fetch(`${baseUrl}/api/confirm-subscription`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(confirmed.status).toBe(200);
    }
    const { page, context } = await signedInAdmin(browser);
    await page.goto('/all-subscriber', { waitUntil: 'networkidle' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe('Email,Subscribed at,Confirmed at,Consent text,Consent page');
    expect(csv).toContain('a-reader@example.com');
    expect(csv).toContain('b-reader@example.com');
    await context.close();
  });

  it("shows the panel's charts, each with a heading and its figures for screen readers, at 375 and 1280 px", async () => {
    const sent = await fetch(`${baseUrl}/api/add-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Chart Reader', email: 'chart@example.com', subject: 'Charts', message: 'Counted this week' }),
    });
    expect(sent.status).toBe(201);
    const { page, problems, context } = await signedInAdmin(browser);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin', { waitUntil: 'networkidle' });
      for (const heading of ['Revenue per month', 'Orders by status', 'Messages and subscribers per week']) {
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
      }
      // The drawings are hidden from screen readers; the tables beside them carry the numbers.
      const weeks = page.getByRole('table', { name: 'Messages received and subscribers confirmed per week' });
      const thisWeek = weeks.locator('tbody tr').last();
      expect(Number(await thisWeek.locator('td').first().textContent())).toBeGreaterThanOrEqual(1);
      expect(
        await page
          .getByRole('table', { name: /^Revenue per month/ })
          .locator('tbody tr')
          .count(),
      ).toBe(12);
      expect(await page.locator('.recharts-surface').count()).toBe(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pages through orders and marks a paid order Delivered', async () => {
    const customer = `pager-${Date.now()}@example.com`;
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer, password: 'pager-pass' }),
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const [plan] = (await (await fetch(`${baseUrl}/api/pricings`)).json()) as { _id: string }[];
    for (let i = 0; i < 12; i++) {
      await fetch(`${baseUrl}/api/new-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ packageId: plan._id, customerName: `Order ${i}`, customerAddress: 'Street 1', customerCountry: 'IE' }),
      });
    }
    const { page, context } = await signedInAdmin(browser);
    await page.goto('/total-orders', { waitUntil: 'networkidle' });
    await page.getByLabel('Customer e-mail').fill(customer);
    // The filter reaches the address once typing pauses; paging before that would be undone by it.
    await page.waitForURL((url) => url.searchParams.get('email') === customer);
    await page.getByText('Order 11').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    const previous = page.getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Order 1', { exact: true }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await page
      .getByRole('link', { name: /^Update order of/ })
      .first()
      .click();
    await page.waitForURL(/\/admin\/payment-status\//);
    await page.getByRole('heading', { name: 'Update order' }).waitFor();
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    await page.getByRole('button', { name: 'Update payment' }).click();
    await page.getByText('PaymentStatus is Updated').waitFor();
    await page.getByRole('combobox', { name: 'Order status' }).click();
    await page.getByRole('option', { name: 'Delivered', exact: true }).click();
    await page.getByRole('button', { name: 'Update order' }).click();
    await page.getByText('OrderStatus is Updated').waitFor();
    await page.getByText('Now: Paid · Delivered').waitFor();
    await context.close();
  });
});
