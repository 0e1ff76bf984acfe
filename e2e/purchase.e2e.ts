import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, dataDir, launch, mailedLink, outboxMails, watchedPage } from './support';

/** What the agency's receipts print besides its legal name (Business details). */
const BUSINESS = { legalAddress: 'Hauptstraße 1\n10115 Berlin', taxId: 'DE123456789' };

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
  // The country is chosen from the list by typing part of its name; the order stores its code.
  await page.getByRole('combobox', { name: 'Country' }).fill('united st');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(`${baseUrl}/pending-order`);
}

const PHONE = { width: 375, height: 800 };

/**
 * The page fits a 375 px phone: nothing to scroll sideways, and each given element shows whole
 * (inside the screen, its text not cut short). Screenshots at 375 and 1280 px land in TMPDIR.
 */
async function fitsPhone(page: Page, name: string, whole: Locator[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const element of whole) {
    const box = await element.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await element.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }
  await page.screenshot({ path: join(tmpdir(), `${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(tmpdir(), `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
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
    // A save replaces the record's fields: where leads go (another test may have set it) is kept.
    const [business] = await admin.get<{ _id: string; leadsEmail?: string }[]>('/api/business-details');
    const saved = await fetch(`${baseUrl}/api/${business ? `business-details/${business._id}` : 'add-business-details'}`, {
      method: business ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: JSON.stringify({ ...BUSINESS, ...(business?.leadsEmail ? { leadsEmail: business.leadsEmail } : {}) }),
    });
    expect(saved.ok).toBe(true);
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

    // The receipt, from My Orders: the agency's legal details and PayPal's transaction id.
    const { transactionId, seller, order: paid } = await (await page.request.get(`/api/order/${paidOrderId}/receipt`)).json();
    expect(transactionId).toMatch(/^SIM[0-9A-F]{16}$/);
    expect(paid.customerCountry).toBe('US');
    await page.goto('/my-order', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /^Receipt of the Standard order from / }).click();
    await page.waitForURL(`${baseUrl}/received-payment/${paidOrderId}`);
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByTestId('transaction-id').textContent()).resolves.toBe(transactionId);
    await receipt.getByText(seller.name, { exact: true }).waitFor();
    await receipt.getByText(BUSINESS.taxId, { exact: false }).waitFor();
    await receipt.getByText('Hauptstraße 1', { exact: false }).waitFor();
    await receipt.getByText('United States', { exact: true }).waitFor();
    await receipt.getByText('$249.00 USD').first().waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    // Printed, the sheet stands alone: the site's header, navigation and footer and the buttons are left out.
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [page.locator('header').first(), page.locator('footer').first(), page.getByRole('button', { name: 'Print' })]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    expect(await receipt.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

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

  it('signs up on the way to Standard and comes back to it after confirming; pending orders, the PayPal id and the Delivered mail follow', async () => {
    const { page, problems, context } = await watchedPage(browser);
    const email = `on-the-way-${Date.now()}@example.com`;
    await page.goto('/pricing/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /: Standard package$/ }).click();
    await page.waitForURL(/\/login\?redirect=/);
    const orderPath = new URL(page.url()).searchParams.get('redirect')!;
    expect(orderPath).toMatch(/^\/order-now\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('customer-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}${orderPath}`);
    await page.getByRole('heading', { name: 'Buying Your SEO Plan' }).waitFor();

    // The confirmation link leads back to the chosen offer.
    await page.goto(await mailedLink(dataDir, email, '/verify-email'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await page.getByRole('status').getByText('Your e-mail address is confirmed.').waitFor();
    await page.getByRole('button', { name: 'Continue to your order' }).click();
    await page.waitForURL(`${baseUrl}${orderPath}`);
    await page.getByText('Standard package').waitFor();
    await page.getByLabel('Name').fill('Ada Buyer');
    await page.getByLabel('Address').fill('1 Main St, Springfield');
    await page.getByRole('combobox', { name: 'Country' }).fill('united st');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(`${baseUrl}/pending-order`);
    await page.getByRole('status').getByText('Thank you! Your order is placed.', { exact: false }).waitFor();

    await page.locator('tbody tr').first().getByRole('link', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/received-payment\//);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByText('Your payment is confirmed').waitFor({ timeout: 15_000 });
    const { transactionId } = await (await page.request.get(`/api/order/${orderId}/receipt`)).json();
    // Every order paid: the page no longer thanks for a placed one.
    await page.goto('/pending-order', { waitUntil: 'networkidle' });
    await page.getByRole('status').getByText('No order is waiting for payment').waitFor();
    expect(await page.getByText('Your order is placed', { exact: false }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();

    const office = await watchedPage(browser);
    expect((await office.page.request.post(`${baseUrl}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } })).status()).toBe(200);
    await office.page.goto(`/admin/payment-status/${orderId}`, { waitUntil: 'networkidle' });
    await expect(office.page.getByTestId('order-transaction').textContent()).resolves.toBe(`PayPal transaction ID: ${transactionId}`);
    await office.page.getByRole('combobox', { name: 'Order status' }).click();
    await office.page.getByRole('option', { name: 'Delivered', exact: true }).click();
    await office.page.getByRole('button', { name: 'Update order' }).click();
    await office.page.getByText('Now: Paid · Delivered').waitFor();
    // The mail left before the answer: its file is in the outbox.
    const delivered = outboxMails(dataDir).filter((mail) => mail.to === email && / is delivered$/.test(mail.subject));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].text).toContain(orderId);
    expect(office.problems).toEqual([]);
    await office.context.close();
  });

  it('fits My Orders, the pay-now page, the simulator and the receipt on a 375 px phone', async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.setViewportSize(PHONE);
    await register(page, `phone-${Date.now()}@example.com`);
    await order(page, 'Basic');

    await page.goto('/my-order', { waitUntil: 'networkidle' });
    const row = page.locator('tbody tr').first();
    const payNow = row.getByRole('link', { name: 'Pay Now' });
    await fitsPhone(page, 'my-orders', [row.getByText('Unpaid', { exact: true }), row.getByText('Pending', { exact: true }), payNow]);
    await payNow.click();

    const payButton = page.getByRole('button', { name: 'Pay Now With Paypal' });
    await payButton.waitFor();
    await fitsPhone(page, 'pay-now', [payButton]);
    await payButton.click();

    await page.getByText('No money moves').waitFor();
    await fitsPhone(page, 'simulator', [
      page.getByRole('button', { name: 'Pay', exact: true }),
      page.getByRole('button', { name: 'Cancel' }),
      page.locator('#amount'),
    ]);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Your payment is confirmed').waitFor({ timeout: 15_000 });

    await page.goto('/my-order', { waitUntil: 'networkidle' });
    const receiptLink = page.getByRole('link', { name: /^Receipt of the Basic order from / });
    await fitsPhone(page, 'my-orders-paid', [page.locator('tbody tr').first().getByText('Paid', { exact: true }), receiptLink]);
    await receiptLink.click();
    await page.getByTestId('transaction-id').waitFor();
    await fitsPhone(page, 'receipt', [page.getByTestId('transaction-id'), page.getByRole('button', { name: 'Print' })]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
