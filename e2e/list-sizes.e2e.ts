import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, dataDir, launch, mailedLink, openSettled } from './support';

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('messages and subscribers: the Admin chooses how many a page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
    for (let i = 1; i <= 7; i++) {
      const sent = await post('/api/add-message', {
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        subject: `Page size ${i}`,
        message: 'Please look at example.com',
        messageStatus: 'UnRead',
      });
      expect(sent.status).toBe(201);
      const email = `size-reader${i}@example.com`;
      expect((await post('/api/add-subscriber', { subemail: email, page: '/blog/' })).status).toBe(201);
      const token = new URL(await mailedLink(dataDir, email, '/confirm-subscription')).searchParams.get('token');
      expect((await post('/api/confirm-subscription', { token })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([375, 1280])('at %i px: 3 messages a page by default, 25 once chosen, kept in the address', async (width) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.request.post('/api/auth/login', { data: ADMIN });
    await openSettled(page, '/all-messages');
    const unread = page.getByRole('table', { name: 'Unread messages' });
    await unread.locator('tbody tr').first().waitFor();
    expect(await unread.locator('tbody tr').count()).toBe(3);
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('25');
    await page.waitForURL(/perPage=25/);
    await unread.locator('tbody tr').nth(6).waitFor();
    expect(await unread.locator('tbody tr').count()).toBeGreaterThanOrEqual(7);
    await context.close();
  });

  it.each([375, 1280])('at %i px: subscribers 5 a page by default, 50 once chosen, each with its sign-up date and source', async (width) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.request.post('/api/auth/login', { data: ADMIN });
    await openSettled(page, '/all-subscriber');
    const list = page.getByRole('table', { name: 'Subscribers' });
    await list.locator('tbody tr').first().waitFor();
    expect(await list.locator('tbody tr').count()).toBe(5);
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('50');
    await page.waitForURL(/perPage=50/);
    await list.locator('tbody tr').nth(6).waitFor();
    const row = list.getByRole('row', { name: /size-reader7@example\.com/ });
    expect(await row.getByRole('cell', { name: 'Footer form on /blog/' }).count()).toBe(1);
    // The sign-up's date, as the site writes dates (this year's number is in it).
    expect(await row.getByRole('cell', { name: new RegExp(String(new Date().getFullYear())) }).count()).toBe(1);
    await context.close();
  });

  it('the server holds the largest page to 100 and refuses a size that is not one', async () => {
    const { cookie } = await adminApi();
    for (const path of ['/api/messages?status=UnRead', '/api/subscribers']) {
      const largest = await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}pageSize=100`, { headers: { cookie } });
      expect(largest.status).toBe(200);
      expect(((await largest.json()) as { pageSize: number }).pageSize).toBe(100);
      for (const size of ['101', '0', 'ten', '2.5']) {
        const refused = await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}pageSize=${size}`, { headers: { cookie } });
        expect(refused.status).toBe(400);
      }
    }
  });
});
