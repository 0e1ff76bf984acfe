import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, launch, outboxMails, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

const YEAR = new Date().getUTCFullYear();

/**
 * Issue 42's two purchases, in the browser, on a server of this file's own (its tax settings and
 * invoice numbers are its own): a German business's euro retainer from a UK-registered seller,
 * renewed, failed, cancelled, with its three reverse-charge invoices and its mails; and a UK
 * consumer's one-off package in pounds with 20 % VAT, refunded with a credit note.
 */
describe('retainers, tax and invoices', () => {
  let server: OwnServer;
  let browser: Browser;
  let admin: string;
  let retainerId: string;
  let auditId: string;

  const api = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie: admin, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    admin = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    await api('/api/add-email', 'POST', { paypalEmail: 'payments@northpeak.example' });
    // The demo content may have made a record already: it is edited, else added.
    const upsert = async (section: string, fields: Record<string, unknown>) => {
      const [existing] = (await api(`/api/${section}`)) as unknown as Record<string, unknown>[];
      if (existing) {
        const { _id, createdAt: _created, updatedAt: _updated, version: _version, ...kept } = existing;
        await api(`/api/${section}/${_id as string}`, 'PUT', { ...kept, ...fields });
      } else await api(`/api/add-${section}`, 'POST', fields);
    };
    await upsert('site-identity', { siteName: 'Northpeak', legalName: 'Northpeak Search Ltd', locale: 'en-GB' });
    await upsert('business-details', { legalAddress: '1 Fleet Street\nLondon EC4Y 1AA', taxId: 'GB123456789' });
    const tax = await api('/api/tax-settings');
    await api('/api/tax-settings', 'PUT', { sellerCountry: 'GB', pricesInclude: 'net', rates: tax.rates, version: tax.version });
    retainerId = (
      await api('/api/pricings', 'POST', {
        packageName: 'Local retainer',
        packagePrice: 1200,
        currency: 'EUR',
        billing: 'month',
        packageButtonText: 'Start the retainer',
        points: ['Local citations', 'Monthly report'],
      })
    )._id as string;
    auditId = (await api('/api/pricings', 'POST', { packageName: 'Site audit', packagePrice: 1000, currency: 'GBP', packageButtonText: 'Order the audit' }))
      ._id as string;
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  async function customer(email: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/register', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('customer-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${server.url}/`);
    return { context, page };
  }

  async function placeOrder(page: Page, offerId: string, fields: Record<string, string>, country: [string, string]): Promise<string> {
    await page.goto(`/order-now/${offerId}`, { waitUntil: 'networkidle' });
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
    await page.getByRole('combobox', { name: 'Country' }).fill(country[0]);
    await page.getByRole('option', { name: country[1], exact: true }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(`${server.url}/pending-order`);
    await page.locator('tbody tr').first().getByRole('link', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/pay-now\//);
    return new URL(page.url()).pathname.split('/').pop()!;
  }

  const mailsTo = (to: string) => outboxMails(server.dataDir).filter((mail) => mail.to === to);

  async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
    for (let waited = 0; waited < 20_000; waited += 200) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`never: ${what}`);
  }

  it('a German business buys a euro retainer from a UK seller: two renewals, a failed payment, a cancellation, three reverse-charge invoices', async () => {
    const email = `weber-${Date.now()}@example.com`;
    const { context, page } = await customer(email);
    await placeOrder(
      page,
      retainerId,
      {
        Name: 'Jonas Weber',
        'Company (for a business)': 'Weber Digital GmbH',
        'VAT number (for a business)': 'DE 123 456 789',
        Address: 'Hauptstraße 1, 10115 Berlin',
      },
      ['germ', 'Germany'],
    );
    await page.getByText('A retainer: PayPal takes a payment every month').waitFor();
    await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await page.getByText('No money moves').waitFor();
    await expect(page.locator('#amount').textContent()).resolves.toBe('1200.00 EUR every 1 month(s), until cancelled');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/received-payment\//);

    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const card = page.getByTestId('retainer');
    await until(async () => {
      await page.reload({ waitUntil: 'networkidle' });
      return (await card.getByText('Active').count()) === 1;
    }, 'the retainer is active');
    await card.getByText('€1,200.00 / month').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'retainer-dashboard-1280.png'), fullPage: true });

    // PayPal's own page, as the customer reaches it from the dashboard: here the simulator's, with its test controls.
    await card.getByRole('link', { name: 'Cancel at PayPal' }).click();
    await page.getByRole('heading', { name: 'Your subscription' }).waitFor();
    for (const [control, payments] of [
      ['Bill the next period', '2'],
      ['Bill the next period', '3'],
    ]) {
      await page.getByRole('button', { name: control }).click();
      await expect(page.locator('#payments').textContent()).resolves.toBe(payments);
    }
    await page.getByRole('button', { name: 'Fail a payment' }).click();
    await until(() => mailsTo(email).some((mail) => mail.subject === 'Your payment for Local retainer did not go through'), 'the dunning mail');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.locator('#status').textContent()).resolves.toBe('cancelled');

    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await until(async () => {
      await page.reload({ waitUntil: 'networkidle' });
      return (await card.getByText('Cancelled').count()) === 1;
    }, 'the retainer is cancelled');
    await card.getByText(/No more payments; our work runs until/).waitFor();
    expect(await card.getByRole('link', { name: 'Cancel at PayPal' }).count()).toBe(0);

    await page.goto('/my-order', { waitUntil: 'networkidle' });
    const invoices = page.locator('tr[data-invoice]');
    await until(async () => (await invoices.count()) === 3, 'three invoices');
    expect(await invoices.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-invoice')).sort())).toEqual([
      `${YEAR}-0001`,
      `${YEAR}-0002`,
      `${YEAR}-0003`,
    ]);
    expect(await page.locator('tr[data-invoice]', { hasText: 'Reverse charge' }).count()).toBe(3);
    await page.screenshot({ path: join(tmpdir(), 'retainer-invoices-1280.png'), fullPage: true });
    const { items } = (await (await page.request.get('/api/invoices')).json()) as { items: { htmlUrl: string; pdfUrl: string; gross: string }[] };
    expect(items.map((item) => item.gross)).toEqual(['1200.00', '1200.00', '1200.00']);
    const html = await (await page.request.get(items[0].htmlUrl)).text();
    for (const fact of ['Reverse charge', 'DE123456789', 'Weber Digital GmbH', 'Northpeak Search Ltd', 'GB123456789', '€1,200.00'])
      expect(html).toContain(fact);
    const pdf = await page.request.get(items[0].pdfUrl);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const subjects = mailsTo(email).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'Payment received for your Local retainer retainer')).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Payment received — thank you!',
        'Your payment for Local retainer did not go through',
        'Your Local retainer retainer is cancelled',
      ]),
    );
    expect(mailsTo(ADMIN.email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`Retainer payment failed: Local retainer, ${email}`, `Retainer cancelled: Local retainer, ${email}`]),
    );

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/dashboard', '/my-order']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
    await page.screenshot({ path: join(tmpdir(), 'retainer-invoices-375.png'), fullPage: true });
    await context.close();
  });

  it('a UK consumer buys a one-off package in pounds with 20 % VAT, and a refund issues a credit note', async () => {
    const email = `smith-${Date.now()}@example.com`;
    const { context, page } = await customer(email, 375);
    const orderId = await placeOrder(page, auditId, { Name: 'Alice Smith', Address: '2 High Street, Leeds' }, ['united k', 'United Kingdom']);
    await page.getByText('Site audit package — £1,200').waitFor();
    await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await expect(page.locator('#amount').textContent()).resolves.toBe('1200.00 GBP');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/received-payment\//);

    await page.goto('/my-order', { waitUntil: 'networkidle' });
    const invoice = page.locator('tr[data-invoice]');
    await until(async () => {
      await page.reload({ waitUntil: 'networkidle' });
      return (await invoice.count()) === 1;
    }, 'the invoice');
    await invoice.getByText('20 %').waitFor();
    const { transactionId } = (await (await page.request.get(`/api/order/${orderId}/receipt`)).json()) as { transactionId: string };
    const [first] = ((await (await page.request.get('/api/invoices')).json()) as { items: { number: string; net: string; vat: string; gross: string }[] })
      .items;
    expect(first).toMatchObject({ net: '1000.00', vat: '200.00', gross: '1200.00' });

    // The agency refunds at PayPal (the simulator's refund), and PayPal tells the shop.
    const refunded = await fetch(`${server.url}/api/payments/simulator/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({
        parent_txn_id: transactionId,
        amount: '1200.00',
        currency_code: 'GBP',
        business: 'payments@northpeak.example',
        custom: orderId,
        notify_url: `${server.url}/api/payments/paypal/ipn`,
      }).toString(),
    });
    expect(refunded.status).toBe(204);
    await until(async () => {
      await page.reload({ waitUntil: 'networkidle' });
      return (await invoice.count()) === 2;
    }, 'the credit note');
    const credit = page.locator(`tr[data-invoice="CN-${YEAR}-0001"]`);
    await credit.getByText(`for invoice ${first.number}`).waitFor();
    await credit.getByText('-£1,200.00').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'credit-note-375.png'), fullPage: true });
    expect(mailsTo(email).map((mail) => mail.subject)).toContain('Payment received — thank you!');
    await context.close();
  });
});
