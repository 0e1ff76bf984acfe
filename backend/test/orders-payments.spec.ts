import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { openShop, register, type Session, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Order {
  _id: string;
  packageName: string;
  packagePrice: number;
  customerEmail: string;
  paymentStatus: string;
  orderStatus: string;
  orderDate: string;
}

const details = { customerName: 'Ada Buyer', customerAddress: '1 Main St, Springfield', customerCountry: 'US' };

describe('ordering and paying with PayPal', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let packages: Shop['packages'];
  const standard = () => packages.find((p) => p.packageName === 'Standard')!;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, alice, bob, packages } = await openShop(t));
  });
  afterAll(async () => {
    await t.close();
  });

  async function order(session: Session, packageId = standard()._id): Promise<Order> {
    const response = await t.request('/api/new-order', { method: 'POST', json: { packageId, ...details }, headers: session.headers });
    expect(response.status).toBe(201);
    return await json<Order>(response);
  }

  async function orderState(id: string): Promise<Order> {
    return await json<Order>(t.request(`/api/order/${id}`, { headers: admin.headers }));
  }

  /** Waits until the newest notification with this raw body (or every stored one) has left the given outcomes. */
  async function settled(raw?: string, unsettled = ['received', 'verifying']): Promise<string | undefined> {
    const data = t.app.get(DataSource);
    // A retry waits for the job queue's next poll and backoff: seconds on a loaded machine, so the wait is long and the loop quick.
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const rows: { outcome: string }[] = raw
        ? await data.query(`SELECT outcome FROM payment_notification WHERE raw = $1 ORDER BY created_at DESC, attempts DESC LIMIT 1`, [raw])
        : await data.query(`SELECT outcome FROM payment_notification WHERE outcome = ANY($1)`, [unsettled]);
      if (raw ? rows[0] && !unsettled.includes(rows[0].outcome) : rows.length === 0) return rows[0]?.outcome;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('notifications did not settle');
  }

  const postNotification = (body: string, type = 'application/x-www-form-urlencoded') =>
    t.request('/api/payments/paypal/ipn', { method: 'POST', headers: { 'content-type': type }, body });

  /** Posts a notification as PayPal would; the simulator verifies only messages it sent itself. */
  async function notify(fields: Record<string, string>): Promise<string> {
    const raw = new URLSearchParams(fields).toString();
    const response = await postNotification(raw);
    expect(response.status).toBe(200);
    return (await settled(raw))!;
  }

  /** A message the simulator "sent", so verification says VERIFIED and the business rules decide. */
  async function verified(fields: Record<string, string>): Promise<string> {
    await vouchFor(new URLSearchParams(fields).toString());
    return notify(fields);
  }

  async function vouchFor(raw: string): Promise<void> {
    const { createHash } = await import('node:crypto');
    await t.app
      .get(DataSource)
      .query(`INSERT INTO simulator_message (body_hash) VALUES ($1) ON CONFLICT DO NOTHING`, [createHash('sha256').update(raw).digest('hex')]);
  }

  /** PayPal's notification of a completed payment of the whole order to the shop's payment e-mail. */
  const completed = (paid: Order, txnId: string) => ({
    mc_gross: paid.packagePrice.toFixed(2),
    payment_status: 'Completed',
    txn_id: txnId,
    receiver_email: 'payments@rankwell.test',
    mc_currency: 'USD',
    custom: paid._id,
    invoice: paid._id,
  });

  const storedNotifications = async () => Number((await t.app.get(DataSource).query(`SELECT count(*) FROM payment_notification`))[0].count);

  it('prices the order from the stored package and sets statuses, e-mail and date itself', async () => {
    const response = await t.request('/api/new-order', {
      method: 'POST',
      json: {
        packageId: standard()._id,
        ...details,
        packageName: 'Premium',
        packagePrice: 1,
        customerEmail: 'someone@else.com',
        paymentStatus: 'Paid',
        orderStatus: 'Delivered',
        orderDate: '01/01/1999',
      },
      headers: alice.headers,
    });
    expect(response.status).toBe(201);
    const created = await json<Order>(response);
    expect(created).toMatchObject({
      packageName: 'Standard',
      packagePrice: standard().packagePrice,
      customerEmail: 'alice@example.com',
      paymentStatus: 'UnPaid',
      orderStatus: 'Pending',
    });
    expect(created.orderDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(t.app.get(MailService).outbox.some((m) => m.to === 'alice@example.com' && m.subject.includes('Standard'))).toBe(true);
    expect(t.app.get(MailService).outbox.some((m) => m.to === 'owner@rankwell.test' && m.subject.startsWith('New order'))).toBe(true);
  });

  it('refuses an unknown package with 404, missing fields with 400, and anonymous orders with 401', async () => {
    const unknown = await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: '00000000-0000-4000-8000-000000000000', ...details },
      headers: alice.headers,
    });
    expect(unknown.status).toBe(404);
    expect((await json<{ message: string }>(unknown)).message).toContain('was not found');
    const missing = await t.request('/api/new-order', { method: 'POST', json: { packageId: standard()._id, customerName: 'A' }, headers: alice.headers });
    expect(missing.status).toBe(400);
    expect((await t.request('/api/new-order', { method: 'POST', json: { packageId: standard()._id, ...details } })).status).toBe(401);
  });

  it("shows a customer only their own orders, newest first and paged; an Admin sees everyone's", async () => {
    for (let i = 0; i < 5; i++) await order(bob);
    const page1 = await json<{ items: Order[]; total: number }>(t.request('/api/orders?page=1&pageSize=3', { headers: bob.headers }));
    expect(page1.total).toBe(5);
    expect(page1.items).toHaveLength(3);
    expect(page1.items.every((o) => o.customerEmail === 'bob@example.com')).toBe(true);
    const all = await json<{ total: number }>(t.request('/api/orders?pageSize=100', { headers: admin.headers }));
    expect(all.total).toBe(6);
    const mine = await json<{ total: number }>(t.request('/api/orders?mine=true', { headers: admin.headers }));
    expect(mine.total).toBe(0);
    const search = await json<{ items: Order[] }>(t.request('/api/orders?email=alice', { headers: admin.headers }));
    expect(search.items.map((o) => o.customerEmail)).toEqual(['alice@example.com']);
  });

  it("answers 404 for someone else's order, so ids cannot be probed", async () => {
    const bobs = await order(bob);
    expect((await t.request(`/api/order/${bobs._id}`, { headers: alice.headers })).status).toBe(404);
    expect((await t.request(`/api/order/${bobs._id}`, { headers: bob.headers })).status).toBe(200);
    expect((await t.request(`/api/checkout/${bobs._id}`, { headers: alice.headers })).status).toBe(404);
    expect((await t.request(`/api/order-cancelled/${bobs._id}`, { method: 'PUT', json: {}, headers: alice.headers })).status).toBe(404);
  });

  it("builds PayPal's standard checkout form with the spec's fields", async () => {
    const mine = await order(alice);
    const checkout = await json<{
      action: string;
      fields: Record<string, string>;
    }>(t.request(`/api/checkout/${mine._id}`, { headers: alice.headers }));
    expect(checkout.action).toBe(`${t.baseUrl}/api/payments/simulator/checkout`);
    expect(checkout.fields).toEqual({
      cmd: '_xclick',
      business: 'payments@rankwell.test',
      // No Brand & site record yet (no demo content): the site's host name stands in for its name.
      item_name: `${new URL(t.baseUrl).hostname}: Standard SEO package`,
      item_number: '1',
      amount: standard().packagePrice.toFixed(2),
      no_shipping: '1',
      currency_code: 'USD',
      notify_url: `${t.baseUrl}/api/payments/paypal/ipn`,
      cancel_return: `${t.baseUrl}/order-cancelled/${mine._id}`,
      return: `${t.baseUrl}/received-payment/${mine._id}`,
      custom: mine._id,
      invoice: mine._id,
    });
  });

  it('pays through the simulator: a real notification, verified by post-back, marks the order Paid once', async () => {
    const mine = await order(alice);
    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${mine._id}`, { headers: alice.headers }));
    const page = await t.request('/api/payments/simulator/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(await page.text()).toContain('No money moves');
    const pay = await t.request('/api/payments/simulator/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${t.baseUrl}/received-payment/${mine._id}`);
    await settled();
    expect((await orderState(mine._id)).paymentStatus).toBe('Paid');
    expect(await (await t.request('/api/orders-total-spent', { headers: alice.headers })).json()).toEqual({
      total: standard().packagePrice,
      formatted: `$${standard().packagePrice.toFixed(2)}`,
    });
    expect(t.app.get(MailService).outbox.some((m) => m.to === 'alice@example.com' && m.subject.startsWith('Payment received'))).toBe(true);

    const raw: { raw: string }[] = await t.app.get(DataSource).query(`SELECT raw FROM payment_notification WHERE outcome = 'paid'`);
    const replay = await notify(Object.fromEntries(new URLSearchParams(raw[0].raw)));
    expect(replay).toBe('ignored');
    expect((await t.request(`/api/checkout/${mine._id}`, { headers: alice.headers })).status).toBe(409);
  });

  it.each([
    ['not verified', {}],
    ['wrong receiver', { receiver_email: 'thief@example.com', business: 'thief@example.com' }],
    ['wrong amount', { mc_gross: '1.00' }],
    ['wrong currency', { mc_currency: 'EUR' }],
    ['non-Completed status', { payment_status: 'Pending' }],
  ])('a forged notification (%s) never marks an order Paid', async (_case, change) => {
    const mine = await order(alice);
    const forged = {
      mc_gross: standard().packagePrice.toFixed(2),
      payment_status: 'Completed',
      txn_id: `FORGED${Math.random()}`.slice(0, 20),
      receiver_email: 'payments@rankwell.test',
      business: 'payments@rankwell.test',
      mc_currency: 'USD',
      custom: mine._id,
      invoice: mine._id,
      ...change,
    };
    const outcome = await notify(forged);
    expect(outcome).toBe('unverified');
    expect((await orderState(mine._id)).paymentStatus).toBe('UnPaid');
  });

  it('acts on a verified notification only when receiver, amount, currency and order all match', async () => {
    const data = t.app.get(DataSource);
    const mine = await order(alice);
    const base = {
      mc_gross: standard().packagePrice.toFixed(2),
      payment_status: 'Completed',
      receiver_email: 'payments@rankwell.test',
      mc_currency: 'USD',
      custom: mine._id,
    };
    expect(await verified({ ...base, txn_id: 'T1', receiver_email: 'thief@example.com' })).toBe('rejected');
    expect(await verified({ ...base, txn_id: 'T2', mc_gross: '0.01' })).toBe('rejected');
    expect(await verified({ ...base, txn_id: 'T3', mc_currency: 'EUR' })).toBe('rejected');
    expect(await verified({ ...base, txn_id: 'T4', custom: '00000000-0000-4000-8000-000000000000' })).toBe('rejected');
    expect(await verified({ ...base, txn_id: 'T5', payment_status: 'Pending' })).toBe('ignored');
    expect((await orderState(mine._id)).paymentStatus).toBe('UnPaid');
    expect(await verified({ ...base, txn_id: 'T6' })).toBe('paid');
    expect((await orderState(mine._id)).paymentStatus).toBe('Paid');
    expect(await verified({ ...base, txn_id: 'T6' })).toBe('ignored');
    expect(await verified({ ...base, txn_id: 'T7', payment_status: 'Refunded', parent_txn_id: 'T6', mc_gross: '-' + base.mc_gross })).toBe('refunded');
    expect((await orderState(mine._id)).paymentStatus).toBe('UnPaid');
    const kept: { count: string }[] = await data.query(`SELECT count(*) FROM payment_notification`);
    expect(Number(kept[0].count)).toBeGreaterThanOrEqual(9);
  });

  it('pays an order once when three payments of it arrive together; the others are kept as duplicates to refund', async () => {
    const mine = await order(alice);
    const outcomes = await Promise.all(['RACE1', 'RACE2', 'RACE3'].map((txnId) => verified(completed(mine, txnId))));
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    expect((await orderState(mine._id)).paymentStatus).toBe('Paid');
    const payments: { duplicate: boolean }[] = await t.app.get(DataSource).query(`SELECT duplicate FROM payment WHERE order_id = $1`, [mine._id]);
    expect(payments.map((payment) => payment.duplicate).sort()).toEqual([false, true, true]);
    const mails = t.app.get(MailService).outbox.filter((mail) => mail.text.includes(mine._id));
    const sent = (to: string, subject: string) => mails.filter((mail) => mail.to === to && mail.subject.startsWith(subject)).length;
    expect(sent('alice@example.com', 'Payment received')).toBe(1);
    expect(sent('owner@rankwell.test', 'Payment received')).toBe(1);
    expect(sent('owner@rankwell.test', 'Duplicate payment')).toBe(2);
  });

  it('keeps an order Paid while another of its payments stands, and makes it UnPaid when the last one is refunded', async () => {
    const mine = await order(alice);
    expect(await verified(completed(mine, 'TWICE1'))).toBe('paid');
    expect(await verified(completed(mine, 'TWICE2'))).toBe('duplicate');
    const refund = (parent: string, txnId: string) =>
      verified({ ...completed(mine, txnId), payment_status: 'Refunded', parent_txn_id: parent, mc_gross: `-${mine.packagePrice.toFixed(2)}` });
    expect(await refund('TWICE1', 'REFUND1')).toBe('refunded');
    expect((await orderState(mine._id)).paymentStatus).toBe('Paid');
    expect(await refund('TWICE1', 'REFUND1')).toBe('ignored');
    expect((await orderState(mine._id)).paymentStatus).toBe('Paid');
    expect(await refund('TWICE2', 'REFUND2')).toBe('refunded');
    expect((await orderState(mine._id)).paymentStatus).toBe('UnPaid');
    const refunds = t.app.get(MailService).outbox.filter((mail) => mail.subject === `Payment refunded: order ${mine._id}`);
    expect(refunds.map((mail) => mail.text.includes('UnPaid'))).toEqual([false, true]);
  });

  it('writes every payment status change to the audit log, whoever caused it: PayPal, a refund, the customer, an Admin', async () => {
    const paid = await order(alice);
    expect(await verified(completed(paid, 'AUDIT1'))).toBe('paid');
    expect(
      await verified({ ...completed(paid, 'AUDIT2'), payment_status: 'Refunded', parent_txn_id: 'AUDIT1', mc_gross: `-${paid.packagePrice.toFixed(2)}` }),
    ).toBe('refunded');
    const cancelled = await order(alice);
    expect(
      (await t.request(`/api/order-cancelled/${cancelled._id}`, { method: 'PUT', json: { paymentStatus: 'Cancelled' }, headers: alice.headers })).status,
    ).toBe(200);
    const byHand = await order(alice);
    expect((await t.request(`/api/order/${byHand._id}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: admin.headers })).status).toBe(200);
    const log = await json<{ items: { actorEmail: string | null; subjectId: string; detail: string }[] }>(
      t.request('/api/audit-log?kind=order&pageSize=50', { headers: admin.headers }),
    );
    const of = (id: string) => log.items.filter((entry) => entry.subjectId === id).map((entry) => [entry.actorEmail, entry.detail]);
    expect(of(paid._id)).toEqual([
      [null, 'paymentStatus: Paid → UnPaid (by PayPal: Refunded of AUDIT1)'],
      [null, 'paymentStatus: UnPaid → Paid (by PayPal: payment AUDIT1)'],
    ]);
    expect(of(cancelled._id)).toEqual([[null, 'paymentStatus: UnPaid → Cancelled (by the customer)']]);
    expect(of(byHand._id)).toEqual([[admin.email, 'paymentStatus: UnPaid → Paid']]);
  });

  it('finds the order in invoice when custom is empty', async () => {
    const mine = await order(alice);
    expect(await verified({ ...completed(mine, 'INVOICE1'), custom: '' })).toBe('paid');
    expect((await orderState(mine._id)).paymentStatus).toBe('Paid');
  });

  interface Receipt {
    order: Order & { customerName: string; customerAddress: string; customerCountry: string };
    seller: { name: string; address: string | null; taxId: string | null };
    paymentMethod: string;
    transactionId: string | null;
    paidAt: string | null;
    amount: number;
    currency: string;
  }
  const receiptOf = (id: string, session?: Session) => t.request(`/api/order/${id}/receipt`, { headers: session?.headers });

  it("issues a paid order's receipt to its owner and the Admins, with the agency's legal details and PayPal's transaction id", async () => {
    const add = (path: string, body: object) => t.request(path, { method: 'POST', json: body, headers: admin.headers });
    expect((await add('/api/add-site-identity', { siteName: 'Northpeak', legalName: 'Northpeak Search GmbH' })).status).toBe(201);
    const tooLong = await add('/api/add-business-details', { taxId: 'D'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect((await add('/api/add-business-details', { legalAddress: 'Hauptstraße 1\n10115 Berlin', taxId: 'DE123456789' })).status).toBe(201);

    const mine = await order(alice);
    const unpaid = await receiptOf(mine._id, alice);
    expect(unpaid.status).toBe(409);
    expect((await json<{ message: string }>(unpaid)).message).toBe(`Order ${mine._id} is UnPaid; its receipt is issued once it is paid`);
    expect(await verified(completed(mine, 'RECEIPT1'))).toBe('paid');

    const owner = await receiptOf(mine._id, alice);
    expect(owner.status).toBe(200);
    const receipt = await json<Receipt>(owner);
    expect(receipt).toMatchObject({
      order: { _id: mine._id, packageName: 'Standard', packagePrice: standard().packagePrice, ...details, paymentStatus: 'Paid', orderDate: mine.orderDate },
      seller: { name: 'Northpeak Search GmbH', address: 'Hauptstraße 1\n10115 Berlin', taxId: 'DE123456789' },
      paymentMethod: 'PayPal',
      transactionId: 'RECEIPT1',
      amount: standard().packagePrice,
      currency: 'USD',
    });
    expect(Date.now() - Date.parse(receipt.paidAt!)).toBeLessThan(60_000);
    expect(await json<Receipt>(receiptOf(mine._id, admin))).toEqual(receipt);
    expect((await receiptOf(mine._id, bob)).status).toBe(404);
    expect((await receiptOf(mine._id)).status).toBe(401);
    expect((await receiptOf('00000000-0000-4000-8000-000000000000', alice)).status).toBe(404);

    const paidMail = t.app
      .get(MailService)
      .outbox.find((mail) => mail.to === 'alice@example.com' && mail.subject.startsWith('Payment received') && mail.text.includes(mine._id));
    expect(paidMail?.text).toContain(`View my receipt:\n${t.baseUrl}/received-payment/${mine._id}`);
  });

  it('prints the payment that stands on a receipt, none for an order an Admin marked Paid by hand, and refuses one refunded', async () => {
    const mine = await order(alice);
    expect(await verified(completed(mine, 'STANDS1'))).toBe('paid');
    expect(await verified(completed(mine, 'STANDS2'))).toBe('duplicate');
    const refund = (parent: string, txnId: string) =>
      verified({ ...completed(mine, txnId), payment_status: 'Refunded', parent_txn_id: parent, mc_gross: `-${mine.packagePrice.toFixed(2)}` });
    expect(await refund('STANDS1', 'STANDSR1')).toBe('refunded');
    expect((await json<Receipt>(receiptOf(mine._id, alice))).transactionId).toBe('STANDS2');
    expect(await refund('STANDS2', 'STANDSR2')).toBe('refunded');
    expect((await receiptOf(mine._id, alice)).status).toBe(409);

    const byHand = await order(alice);
    expect((await t.request(`/api/order/${byHand._id}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: admin.headers })).status).toBe(200);
    expect(await json<Receipt>(receiptOf(byHand._id, alice))).toMatchObject({ transactionId: null, paidAt: null, amount: standard().packagePrice });
  });

  it('takes only an ISO country code on a new order and stores nothing else; exports name the country, and older free text shows as typed', async () => {
    const data = t.app.get(DataSource);
    const count = async () => Number((await data.query(`SELECT count(*) FROM customer_order`))[0].count);
    const before = await count();
    for (const customerCountry of ['United States', 'ZZ', 'EU', 'USA', 'u', '', 42]) {
      const refused = await t.request('/api/new-order', {
        method: 'POST',
        json: { packageId: standard()._id, ...details, customerCountry },
        headers: bob.headers,
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain('customerCountry must be the ISO 3166-1 alpha-2 code of a country');
    }
    expect(await count()).toBe(before);

    const german = await json<Order & { customerCountry: string }>(
      t.request('/api/new-order', { method: 'POST', json: { packageId: standard()._id, ...details, customerCountry: ' de ' }, headers: bob.headers }),
    );
    expect(german.customerCountry).toBe('DE');
    const older = await order(bob);
    await data.query(`UPDATE customer_order SET customer_country = 'Testland' WHERE id = $1`, [older._id]);
    expect((await orderState(older._id)) as Order & { customerCountry: string }).toMatchObject({ customerCountry: 'Testland' });
    const csv = await (await t.request('/api/orders.csv?email=bob', { headers: admin.headers })).text();
    const line = (id: string) => csv.split('\n').find((row) => row.includes(id));
    expect(line(german._id)).toContain('"1 Main St, Springfield",Germany,Standard,');
    expect(line(older._id)).toContain('"1 Main St, Springfield",Testland,Standard,');
  });

  async function setPaymentEmail(paypalEmail: string): Promise<void> {
    const [record] = await json<{ _id: string }[]>(t.request('/api/paypal-email', { headers: admin.headers }));
    const response = await t.request(`/api/paypal-email/${record._id}`, { method: 'PUT', json: { paypalEmail }, headers: admin.headers });
    expect(response.status).toBe(200);
  }

  it('keeps a payment refused for its receiver refused when PayPal resends it after the payment e-mail changed to that receiver', async () => {
    const mine = await order(alice);
    const elsewhere = { ...completed(mine, 'ELSEWHERE1'), receiver_email: 'other@rankwell.test' };
    expect(await verified(elsewhere)).toBe('rejected');
    await setPaymentEmail('other@rankwell.test');
    try {
      expect(await verified(elsewhere)).toBe('rejected');
      expect((await orderState(mine._id)).paymentStatus).toBe('UnPaid');
    } finally {
      await setPaymentEmail('payments@rankwell.test');
    }
  });

  it('checks the receiver against the payment e-mail of the moment the notification arrived, however late PayPal verifies it', async () => {
    const mine = await order(alice);
    const raw = new URLSearchParams({ ...completed(mine, 'LATE1'), receiver_email: 'other@rankwell.test' }).toString();
    await vouchFor(raw);
    const reachable = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input).endsWith('/api/payments/simulator/verify') ? Promise.reject(new Error('PayPal cannot be reached')) : reachable(input, init);
    try {
      expect((await postNotification(raw)).status).toBe(200);
      expect(await settled(raw)).toBe('verify-failed');
    } finally {
      globalThis.fetch = reachable;
    }
    await setPaymentEmail('other@rankwell.test');
    try {
      expect(await settled(raw, ['received', 'verifying', 'verify-failed'])).toBe('rejected');
      expect((await orderState(mine._id)).paymentStatus).toBe('UnPaid');
    } finally {
      await setPaymentEmail('payments@rankwell.test');
    }
  });

  it('refuses a notification over 16 KB with 413, storing nothing', async () => {
    const before = await storedNotifications();
    const response = await postNotification(new URLSearchParams({ txn_id: 'HUGE1', memo: 'x'.repeat(16 * 1024) }).toString());
    expect(response.status).toBe(413);
    expect(await storedNotifications()).toBe(before);
  });

  it('refuses a notification that is not a form with 415, storing nothing', async () => {
    const before = await storedNotifications();
    expect((await postNotification(JSON.stringify({ txn_id: 'JSON1' }), 'application/json')).status).toBe(415);
    expect((await postNotification('txn_id=TEXT1', 'text/plain')).status).toBe(415);
    expect(await storedNotifications()).toBe(before);
  });

  it('answers a NUL in a notification with 400, stores nothing, and still settles the next payment', async () => {
    const before = await storedNotifications();
    for (const body of ['txn_id=a%00b&payment_status=Completed', 'txn_id=a\u0000b&payment_status=Completed', 'memo%00=x']) {
      const response = await postNotification(body);
      expect(response.status).toBe(400);
      expect((await json<{ message: string }>(response)).message).toContain('NUL');
    }
    expect(await storedNotifications()).toBe(before);
    const mine = await order(alice);
    expect(await verified(completed(mine, 'AFTERNUL1'))).toBe('paid');
  });

  it('keeps only the first 2,000 characters of a notification PayPal does not verify', async () => {
    const raw = new URLSearchParams({ txn_id: 'FORGEDBIG1', payment_status: 'Completed', memo: 'x'.repeat(12_000) }).toString();
    expect((await postNotification(raw)).status).toBe(200);
    await settled();
    const [kept]: { outcome: string; length: number }[] = await t.app
      .get(DataSource)
      .query(`SELECT outcome, length(raw) AS length FROM payment_notification WHERE txn_id = 'FORGEDBIG1'`);
    expect(kept.outcome).toBe('unverified');
    expect(kept.length).toBe(2_000);
  });

  it('lets the owner cancel an unpaid order, and only an unpaid one', async () => {
    const mine = await order(alice);
    const cancelled = await t.request(`/api/order-cancelled/${mine._id}`, { method: 'PUT', json: { paymentStatus: 'Cancelled' }, headers: alice.headers });
    expect(cancelled.status).toBe(200);
    expect((await orderState(mine._id)).paymentStatus).toBe('Cancelled');
    await t.request(`/api/order/${mine._id}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: admin.headers });
    const late = await t.request(`/api/order-cancelled/${mine._id}`, { method: 'PUT', json: {}, headers: alice.headers });
    expect(late.status).toBe(409);
  });

  it('lets an Admin set payment and order status to the allowed values only', async () => {
    const mine = await order(bob);
    expect((await t.request(`/api/order/${mine._id}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: bob.headers })).status).toBe(403);
    expect((await t.request(`/api/order/${mine._id}`, { method: 'PUT', json: { paymentStatus: 'Refunded' }, headers: admin.headers })).status).toBe(400);
    expect((await t.request(`/api/order-status/${mine._id}`, { method: 'PUT', json: { orderStatus: 'Shipped' }, headers: admin.headers })).status).toBe(400);
    expect((await t.request(`/api/order-status/${mine._id}`, { method: 'PUT', json: { orderStatus: 'Delivered' }, headers: admin.headers })).status).toBe(200);
    expect((await orderState(mine._id)).orderStatus).toBe('Delivered');
  });

  it('sums Paid orders in total sales with two decimals', async () => {
    const rows: { sum: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT sum(price_minor) / 100.0 AS sum FROM customer_order WHERE payment_status = 'Paid'`);
    const sales = await json<{ total: number; formatted: string }>(t.request('/api/orders-total-sales', { headers: admin.headers }));
    expect(sales.total).toBe(Number(rows[0].sum));
    expect(sales.formatted).toBe(`$${Number(rows[0].sum).toFixed(2)}`);
    expect((await t.request('/api/orders-total-sales', { headers: alice.headers })).status).toBe(403);
  });
});

describe('paying before a payment e-mail exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('explains that payment is not configured instead of posting an empty business', async () => {
    const customer = await register(t, 'early@example.com');
    const [first] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    const created = await json<{ _id: string }>(
      await t.request('/api/new-order', { method: 'POST', json: { packageId: first._id, ...details }, headers: customer.headers }),
    );
    const checkout = await t.request(`/api/checkout/${created._id}`, { headers: customer.headers });
    expect(checkout.status).toBe(409);
    expect((await json<{ message: string }>(checkout)).message).toContain('Payment is not configured yet');
  });
});

describe('the PayPal notification listener under a flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 past 60 notifications a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await t.request('/api/payments/paypal/ipn', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `txn_id=FLOOD${i}&payment_status=Completed`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
