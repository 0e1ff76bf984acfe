import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, hydrated, launch, seriousViolations, watchedPage } from './support';

describe('the account page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    const admin = await adminApi();
    if ((await admin.get<unknown[]>('/api/paypal-email')).length === 0) {
      const response = await fetch(`${baseUrl}/api/add-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify({ paypalEmail: 'payments@rankwell.test' }),
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a customer with a paid order downloads their data and deletes the account; the paid order stays anonymised and the address registers again', async () => {
    const { page, context } = await watchedPage(browser);
    const email = `leaving-${Date.now()}@example.com`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: 'customer-pass' } })).status()).toBe(201);
    const [plan] = (await (await page.request.get('/api/pricings')).json()) as { _id: string }[];
    const details = { customerName: 'Ada Leaving', customerAddress: '7 Exit Road, Springfield', customerCountry: 'US' };
    const placed = async () =>
      ((await (await page.request.post('/api/new-order', { data: { packageId: plan._id, ...details } })).json()) as { _id: string })._id;
    const paidId = await placed();
    await placed();

    await page.goto(`/pay-now/${paidId}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await page.getByText('No money moves').waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Your payment is confirmed').waitFor({ timeout: 15_000 });

    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Account/ }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await hydrated(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const mine = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { email: string };
      orders: { _id: string; paymentStatus: string; customerName: string }[];
      payments: { orderId: string }[];
    };
    expect(mine.account.email).toBe(email);
    expect(mine.orders.map((o) => o.paymentStatus).sort()).toEqual(['Paid', 'UnPaid']);
    expect(mine.payments.map((p) => p.orderId)).toEqual([paidId]);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Paid orders stay with us for our accounting, with your name, address and e-mail removed.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Password is Required').waitFor();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Your current password is not correct.').waitFor();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('customer-pass');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account is deleted.').waitFor();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect((await page.request.post('/api/auth/login', { data: { email, password: 'customer-pass' } })).status()).toBe(401);
    await context.close();

    const office = await watchedPage(browser);
    expect((await office.page.request.post(`${baseUrl}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } })).status()).toBe(200);
    await office.page.goto('/total-orders', { waitUntil: 'networkidle' });
    const row = office.page.locator('tbody tr', { hasText: 'Deleted customer' }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/@invalid/);
    await expect(office.page.getByText(email).count()).resolves.toBe(0);
    await expect(office.page.getByText(details.customerAddress).count()).resolves.toBe(0);
    await office.context.close();

    const again = await watchedPage(browser);
    await again.page.goto('/register', { waitUntil: 'networkidle' });
    await hydrated(again.page);
    await again.page.getByLabel('Email').fill(email);
    await again.page.getByRole('textbox', { name: 'Password' }).fill('a-new-start');
    await again.page.getByRole('button', { name: 'Sign Up' }).click();
    await again.page.waitForURL(`${baseUrl}/`);
    await again.context.close();
  }, 120_000);
});
