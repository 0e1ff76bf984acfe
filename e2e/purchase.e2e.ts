import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, launch, watchedPage } from './support';

async function register(page: Page, email: string) {
  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('customer-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function order(page: Page, packageName: string) {
  await page.goto('/pricing/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: new RegExp(`: ${packageName} package$`) }).click();
  await page.getByRole('heading', { name: 'Buying Your SEO Plan' }).waitFor();
  await page.getByText(`${packageName} package`).waitFor();
  await page.getByLabel('Name').fill('Ada Buyer');
  await page.getByLabel('Address').fill('1 Main St, Springfield');
  await page.getByLabel('Country').fill('United States');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(`${baseUrl}/pending-order`);
}

describe('buying a package', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    const admin = await adminApi();
    const existing = await admin.get<unknown[]>('/api/paypal-email');
    if (existing.length === 0) {
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

  it('registers, orders Standard, pays in the simulator, and sees the payment; a second order is cancelled', async () => {
    const { page, problems, context } = await watchedPage(browser);
    const email = `buyer-${Date.now()}@example.com`;
    await register(page, email);
    await order(page, 'Standard');
    const row = page.locator('tbody tr').first();
    await row.getByText('Standard').waitFor();
    await row.getByRole('link', { name: 'Pay Now' }).click();

    await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await page.getByText('No money moves').waitFor();
    await expect(page.locator('#amount').textContent()).resolves.toBe('249.00 USD');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/received-payment\//);
    const paidOrderId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByText('Your payment is confirmed').waitFor({ timeout: 15_000 });

    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByText('You Have Paid').waitFor();
    await expect(page.getByTestId('total-spent').textContent()).resolves.toBe('$249.00');

    await order(page, 'Basic');
    await page.locator('tbody tr').first().getByRole('link', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/order-cancelled\//);
    await page.getByText('You have cancelled the payment').waitFor();
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();

    await page.goto('/my-order', { waitUntil: 'networkidle' });
    await page.getByText('You Have Cancelled').waitFor();
    await page.getByText('You Have Paid').waitFor();
    await expect(page.getByTestId('total-spent').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    // PayPal's cancel return for the order already paid: nothing changes, and the page says so under a heading that agrees.
    await page.goto(`/order-cancelled/${paidOrderId}`);
    await page.getByText('We could not update this order. It may already be paid or cancelled.').waitFor();
    await page.getByRole('heading', { name: 'Order not updated' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Payment cancelled' }).count()).toBe(0);
    await context.close();

    // The agency delivers the paid order.
    const office = await watchedPage(browser);
    expect((await office.page.request.post(`${baseUrl}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } })).status()).toBe(200);
    await office.page.goto(`/admin/payment-status/${paidOrderId}`, { waitUntil: 'networkidle' });
    await office.page.getByText('Now: Paid · Pending').waitFor();
    await office.page.getByRole('combobox', { name: 'Order status' }).click();
    await office.page.getByRole('option', { name: 'Delivered', exact: true }).click();
    await office.page.getByRole('button', { name: 'Update order' }).click();
    await office.page.getByText('OrderStatus is Updated').waitFor();
    await office.page.getByText('Now: Paid · Delivered').waitFor();
    await office.context.close();
  });
});
