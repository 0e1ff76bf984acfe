import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { openShop, payAtSimulator, register, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface InvoiceRecord {
  _id: string;
  number: string;
  kind: string;
  orderId: string;
  refersTo: string | null;
  currency: string;
  net: string;
  vatRate: number;
  vat: string;
  gross: string;
  taxNote: string | null;
  pdfUrl: string;
  htmlUrl: string;
}

const YEAR = new Date().getUTCFullYear();

describe('tax-correct invoices and credit notes', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let audit: string;
  let retainer: string;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, alice, bob } = await openShop(t));
    const save = async (path: string, method: string, body: unknown) => {
      const response = await t.request(path, { method, json: body, headers: admin.headers });
      if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return json<{ _id: string }>(response);
    };
    await save('/api/add-site-identity', 'POST', { siteName: 'Northpeak', legalName: 'Northpeak Search Ltd', locale: 'en-GB' });
    await save('/api/add-business-details', 'POST', { legalAddress: '1 Fleet Street\nLondon EC4Y 1AA', taxId: 'GB123456789' });
    const settings = await json<{ version: number; rates: Record<string, number> }>(t.request('/api/tax-settings', { headers: admin.headers }));
    expect(settings.rates).toMatchObject({ GB: 2000, DE: 1900 });
    await save('/api/tax-settings', 'PUT', { sellerCountry: 'GB', pricesInclude: 'net', rates: settings.rates, version: settings.version });
    audit = (await save('/api/pricings', 'POST', { packageName: 'Site audit', packagePrice: 1000, currency: 'GBP', packageButtonText: 'Order' }))._id;
    retainer = (
      await save('/api/pricings', 'POST', { packageName: 'Retainer', packagePrice: 1200, currency: 'EUR', billing: 'month', packageButtonText: 'Start' })
    )._id;
  });
  afterAll(async () => {
    await t.close();
  });

  const order = (session: Session, body: Record<string, unknown>) => t.request('/api/new-order', { method: 'POST', json: body, headers: session.headers });
  const invoicesOf = async (orderId: string, session: Session = admin) =>
    (await json<{ items: InvoiceRecord[] }>(t.request(`/api/invoices?orderId=${orderId}`, { headers: session.headers }))).items;

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`never reached: ${JSON.stringify(await read())}`);
  }

  it('charges a UK consumer 20 % VAT and issues the invoice with the payment; a refund issues a credit note that refers to it', async () => {
    const placed = await json<{ _id: string; packagePrice: number; vatRate: number; taxNote: string | null }>(
      order(alice, { packageId: audit, customerName: 'Alice Smith', customerAddress: '2 High St, Leeds', customerCountry: 'GB' }),
    );
    expect(placed).toMatchObject({ packagePrice: 1200, vatRate: 2000, taxNote: null });
    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${placed._id}`, { headers: alice.headers }));
    expect(fields).toMatchObject({ amount: '1200.00', currency_code: 'GBP' });
    await payAtSimulator(t, alice, placed._id);
    const [invoice] = await until(
      () => invoicesOf(placed._id),
      (items) => items.length === 1,
    );
    expect(invoice).toMatchObject({
      number: `${YEAR}-0001`,
      kind: 'invoice',
      currency: 'GBP',
      net: '1000.00',
      vatRate: 2000,
      vat: '200.00',
      gross: '1200.00',
      taxNote: null,
    });

    const pdf = await t.request(invoice.pdfUrl, { headers: alice.headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const html = await (await t.request(invoice.htmlUrl, { headers: alice.headers })).text();
    for (const fact of [
      `${YEAR}-0001`,
      'Northpeak Search Ltd',
      '1 Fleet Street',
      'GB123456789',
      'Alice Smith',
      '2 High St, Leeds',
      '£1,000.00',
      '£200.00',
      '£1,200.00',
    ]) {
      expect(html).toContain(fact);
    }
    expect((await t.request(invoice.pdfUrl, { headers: bob.headers })).status).toBe(404);
    // The mail follows the commit that issued the invoice.
    const mail = await until(
      async () => t.app.get(MailService).outbox.find((m) => m.to === 'alice@example.com' && m.subject === 'Payment received — thank you!'),
      (found) => found !== undefined,
    );
    expect(mail!.text).toContain(`${t.baseUrl}/my-order`);
    expect(await invoicesOf(placed._id, bob)).toEqual([]);

    const [{ txn_id: txnId }] = await t.app.get(DataSource).query(`SELECT txn_id FROM payment WHERE order_id = $1`, [placed._id]);
    const refund = new URLSearchParams({
      txn_type: 'web_accept',
      payment_status: 'Refunded',
      parent_txn_id: txnId,
      txn_id: `REFUND-${txnId}`,
      mc_gross: '-1200.00',
      mc_currency: 'GBP',
      receiver_email: 'payments@rankwell.test',
      custom: placed._id,
      charset: 'UTF-8',
    }).toString();
    await t.app.get(DataSource).query(`INSERT INTO simulator_message (body_hash) VALUES ($1)`, [createHash('sha256').update(refund).digest('hex')]);
    await t.request('/api/payments/paypal/ipn', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: refund });
    const both = await until(
      () => invoicesOf(placed._id),
      (items) => items.length === 2,
    );
    const credit = both.find((item) => item.kind === 'credit-note')!;
    expect(credit).toMatchObject({ number: `CN-${YEAR}-0001`, refersTo: `${YEAR}-0001`, net: '-1000.00', vat: '-200.00', gross: '-1200.00' });
    expect(await (await t.request(credit.htmlUrl, { headers: alice.headers })).text()).toContain(`${YEAR}-0001`);
  });

  it('reverse-charges a German business with a VAT number, and invoices each retainer payment with its period', async () => {
    const placed = await json<{ _id: string; packagePrice: number; vatRate: number; taxNote: string; customerVatNumber: string }>(
      order(bob, {
        packageId: retainer,
        customerName: 'Jonas Weber',
        customerCompany: 'Weber Digital GmbH',
        customerVatNumber: 'de 123 456 789',
        customerAddress: 'Hauptstraße 1, 10115 Berlin',
        customerCountry: 'DE',
      }),
    );
    expect(placed).toMatchObject({ packagePrice: 1200, vatRate: 0, taxNote: 'Reverse charge', customerVatNumber: 'DE123456789' });
    await payAtSimulator(t, bob, placed._id);
    const [first] = await until(
      () => invoicesOf(placed._id),
      (items) => items.length === 1,
    );
    expect(first).toMatchObject({ currency: 'EUR', net: '1200.00', vatRate: 0, vat: '0.00', gross: '1200.00', taxNote: 'Reverse charge' });
    const html = await (await t.request(first.htmlUrl, { headers: bob.headers })).text();
    expect(html).toContain('Reverse charge');
    expect(html).toContain('DE123456789');
    expect(html).toContain('Weber Digital GmbH');
  });

  it('refuses a VAT number of the wrong format, or without a company, and stores nothing', async () => {
    const count = async () => Number((await t.app.get(DataSource).query(`SELECT count(*) AS n FROM customer_order`))[0].n);
    const before = await count();
    const base = { packageId: audit, customerName: 'X', customerAddress: 'Y', customerCountry: 'DE' };
    const wrong = await order(alice, { ...base, customerCompany: 'X GmbH', customerVatNumber: 'DE12' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('A German VAT number is DE followed by 9 digits');
    expect((await order(alice, { ...base, customerVatNumber: 'DE123456789' })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps an issued invoice as it was: the database refuses to change or delete it', async () => {
    const data = t.app.get(DataSource);
    await expect(data.query(`UPDATE invoice SET gross_minor = 1`)).rejects.toThrow(/never changed/);
    await expect(data.query(`DELETE FROM invoice`)).rejects.toThrow(/never changed/);
  });

  it('exports every invoice and credit note for the accountant, by currency', async () => {
    const lines = (await (await t.request('/api/invoices.csv', { headers: admin.headers })).text()).trim().split('\n');
    expect(lines[0]).toBe('Number,Kind,Issued on,Refers to,Order,Buyer,Buyer country,Buyer VAT number,Currency,Net,VAT rate (%),VAT,Gross,Tax note');
    expect(lines.slice(1).map((line) => line.split(',')[8])).toEqual(['EUR', 'GBP', 'GBP']);
    expect(lines[3]).toContain(`CN-${YEAR}-0001,Credit note`);
    expect((await t.request('/api/invoices.csv', { headers: alice.headers })).status).toBe(403);
  });

  it('lets only an Admin set the tax settings, refusing a rate that is not whole basis points', async () => {
    const current = await json<{ version: number; rates: Record<string, number> }>(t.request('/api/tax-settings', { headers: admin.headers }));
    const put = (body: unknown, session = admin) => t.request('/api/tax-settings', { method: 'PUT', json: body, headers: session.headers });
    expect((await put({ sellerCountry: 'GB', pricesInclude: 'net', rates: { GB: 20.5 } })).status).toBe(400);
    expect((await put({ sellerCountry: 'XX', pricesInclude: 'net', rates: {} })).status).toBe(400);
    expect((await put({ sellerCountry: 'GB', pricesInclude: 'net', rates: { ZZ: 2000 } })).status).toBe(400);
    expect((await put({ sellerCountry: 'GB', pricesInclude: 'net', rates: current.rates }, alice)).status).toBe(403);
    expect((await put({ sellerCountry: 'GB', pricesInclude: 'net', rates: current.rates, version: current.version - 1 })).status).toBe(409);
    const carol = await register(t, 'carol@example.com');
    expect((await t.request('/api/tax-settings', { headers: carol.headers })).status).toBe(403);
  });
});
