import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { openShop, payAtSimulator, register, registerAdmin, type Session, type Shop, subscribeConfirmed } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const details = { customerName: 'Ada Buyer', customerAddress: '1 Main St, Springfield', customerCountry: 'US' };
const analysis = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Free analysis', message: 'Please look at example.com' };

interface Figures {
  orders: number;
  unpaid: number;
  paid: number;
  cancelled: number;
  sales: number;
  unread: number;
  read: number;
  messages: number;
  subscribers: number;
}

/** The totals and counts the back office shows (read from the tallies). */
async function shown(t: TestApp, admin: Session): Promise<Figures> {
  const get = async <T>(path: string) => await json<T>(t.request(path, { headers: admin.headers }));
  const total = async (path: string) => (await get<{ total: number }>(path)).total;
  const counts = await get<{ unread: number; read: number }>('/api/messages-counts');
  const unreadPage = await total('/api/messages?status=UnRead&pageSize=1');
  const readPage = await total('/api/messages?status=Read&pageSize=1');
  expect([unreadPage, readPage]).toEqual([counts.unread, counts.read]);
  return {
    orders: await total('/api/orders?pageSize=1'),
    unpaid: await total('/api/orders?paymentStatus=UnPaid&pageSize=1'),
    paid: await total('/api/orders?paymentStatus=Paid&pageSize=1'),
    cancelled: await total('/api/orders?paymentStatus=Cancelled&pageSize=1'),
    sales: (await get<{ total: number }>('/api/orders-total-sales')).total,
    unread: counts.unread,
    read: counts.read,
    messages: await total('/api/messages?pageSize=1'),
    subscribers: await total('/api/subscribers?pageSize=1'),
  };
}

/** The same figures counted from the tables themselves, the slow way the tallies replace. */
async function counted(t: TestApp): Promise<Figures> {
  const [row]: Record<keyof Figures, string>[] = await t.app.get(DataSource).query(`SELECT
    (SELECT count(*) FROM customer_order) AS orders,
    (SELECT count(*) FROM customer_order WHERE payment_status = 'UnPaid') AS unpaid,
    (SELECT count(*) FROM customer_order WHERE payment_status = 'Paid') AS paid,
    (SELECT count(*) FROM customer_order WHERE payment_status = 'Cancelled') AS cancelled,
    (SELECT coalesce(sum(price_minor) / 100.0, 0) FROM customer_order WHERE payment_status = 'Paid') AS sales,
    (SELECT count(*) FROM message WHERE message_status = 'UnRead') AS unread,
    (SELECT count(*) FROM message WHERE message_status = 'Read') AS read,
    (SELECT count(*) FROM message) AS messages,
    (SELECT count(*) FROM subscriber WHERE confirmed_at IS NOT NULL) AS subscribers`);
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, Number(value)])) as unknown as Figures;
}

describe('totals and counts of the back office, kept by the tally triggers', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let packages: Shop['packages'];
  const price = (name: string) => packages.find((p) => p.packageName === name)!.packagePrice;
  const id = (name: string) => packages.find((p) => p.packageName === name)!._id;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, alice, bob, packages } = await openShop(t));
  });
  afterAll(async () => {
    await t.close();
  });

  async function order(session: Session, packageName: string): Promise<string> {
    const response = await t.request('/api/new-order', { method: 'POST', json: { packageId: id(packageName), ...details }, headers: session.headers });
    expect(response.status).toBe(201);
    return (await json<{ _id: string }>(response))._id;
  }

  async function settled(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const open: unknown[] = await t.app.get(DataSource).query(`SELECT 1 FROM payment_notification WHERE outcome IN ('received', 'verifying')`);
      if (open.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('notifications did not settle');
  }

  /** Pays through the simulator's checkout, as the customer's browser does. */
  async function pay(session: Session, orderId: string): Promise<void> {
    await payAtSimulator(t, session, orderId);
    await settled();
  }

  /** A verified PayPal refund of the order's payment (as if the simulator had sent it). */
  async function refund(orderId: string): Promise<void> {
    const data = t.app.get(DataSource);
    const [payment]: { txn_id: string; amount: string }[] = await data.query(
      `SELECT txn_id, (amount_minor / 100.0)::numeric(10,2)::text AS amount FROM payment WHERE order_id = $1`,
      [orderId],
    );
    const raw = new URLSearchParams({
      mc_gross: `-${payment.amount}`,
      payment_status: 'Refunded',
      parent_txn_id: payment.txn_id,
      txn_id: `R${payment.txn_id}`.slice(0, 20),
      receiver_email: 'payments@rankwell.test',
      mc_currency: 'USD',
      custom: orderId,
    }).toString();
    await data.query(`INSERT INTO simulator_message (body_hash) VALUES ($1)`, [createHash('sha256').update(raw).digest('hex')]);
    const response = await t.request('/api/payments/paypal/ipn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: raw,
    });
    expect(response.status).toBe(200);
    await settled();
  }

  const status = async (orderId: string) =>
    (await json<{ paymentStatus: string }>(t.request(`/api/order/${orderId}`, { headers: admin.headers }))).paymentStatus;

  it('counts orders by payment status and sums Paid ones through ordering, paying, cancelling and a refund', async () => {
    const zero = { orders: 0, unpaid: 0, paid: 0, cancelled: 0, sales: 0 };
    expect(await shown(t, admin)).toMatchObject(zero);

    const first = await order(alice, 'Standard');
    const second = await order(alice, 'Premium');
    const third = await order(bob, 'Basic');
    expect(await shown(t, admin)).toMatchObject({ ...zero, orders: 3, unpaid: 3 });

    await pay(alice, first);
    expect(await status(first)).toBe('Paid');
    expect(await shown(t, admin)).toMatchObject({ orders: 3, unpaid: 2, paid: 1, cancelled: 0, sales: price('Standard') });

    expect((await t.request(`/api/order/${second}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: admin.headers })).status).toBe(200);
    expect((await t.request(`/api/order-cancelled/${third}`, { method: 'PUT', json: { paymentStatus: 'Cancelled' }, headers: bob.headers })).status).toBe(200);
    expect(await shown(t, admin)).toMatchObject({ orders: 3, unpaid: 0, paid: 2, cancelled: 1, sales: price('Standard') + price('Premium') });

    // A change that keeps the payment status (delivery) leaves every total as it was.
    expect((await t.request(`/api/order-status/${first}`, { method: 'PUT', json: { orderStatus: 'Delivered' }, headers: admin.headers })).status).toBe(200);
    expect(await shown(t, admin)).toMatchObject({ orders: 3, unpaid: 0, paid: 2, cancelled: 1, sales: price('Standard') + price('Premium') });

    await refund(first);
    expect(await status(first)).toBe('UnPaid');
    expect(await shown(t, admin)).toMatchObject({ orders: 3, unpaid: 1, paid: 1, cancelled: 1, sales: price('Premium') });

    // Setting the status an order already has changes nothing either.
    expect((await t.request(`/api/order/${second}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: admin.headers })).status).toBe(200);
    expect(await shown(t, admin)).toEqual(await counted(t));
    expect((await shown(t, admin)).sales).toBe(price('Premium'));
  });

  it("counts a customer's own orders and what they spent, apart from everyone else's", async () => {
    const [mine, spent] = await Promise.all([
      t.request('/api/orders?mine=true&pageSize=1', { headers: alice.headers }).then((r) => r.json() as Promise<{ total: number }>),
      t.request('/api/orders-total-spent', { headers: alice.headers }).then((r) => r.json() as Promise<{ total: number }>),
    ]);
    expect(mine.total).toBe(2);
    expect(spent.total).toBe(price('Premium'));
    const bobs = await json<{ total: number }>(t.request('/api/orders', { headers: bob.headers }));
    expect(bobs.total).toBe(1);
    const search = await json<{ total: number }>(t.request('/api/orders?email=alice&pageSize=1', { headers: admin.headers }));
    expect(search.total).toBe(2);
  });

  it('counts messages as they arrive and as they are marked read', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await t.request('/api/add-message', { method: 'POST', json: { ...analysis, subject: `Request ${i}` } })).status).toBe(201);
    expect(await shown(t, admin)).toMatchObject({ unread: 4, read: 0, messages: 4 });
    const page = await json<{ items: { _id: string }[] }>(t.request('/api/messages?status=UnRead&pageSize=2', { headers: admin.headers }));
    for (const message of page.items) {
      expect((await t.request(`/api/message/${message._id}`, { method: 'PUT', json: { messageStatus: 'Read' }, headers: admin.headers })).status).toBe(200);
    }
    // Marking a read message read again is no change.
    await t.request(`/api/message/${page.items[0]._id}`, { method: 'PUT', json: { messageStatus: 'Read' }, headers: admin.headers });
    expect(await shown(t, admin)).toMatchObject({ unread: 2, read: 2, messages: 4 });
  });

  it('counts a subscriber once they confirm, and once however often they subscribe', async () => {
    const subscribe = (subemail: string) => t.request('/api/add-subscriber', { method: 'POST', json: { subemail } });
    expect((await json<{ created: boolean }>(subscribe('reader@example.com'))).created).toBe(true);
    expect((await shown(t, admin)).subscribers).toBe(0);
    await subscribeConfirmed(t, 'Reader@Example.com');
    expect((await json<{ created: boolean }>(subscribe('Reader@Example.com'))).created).toBe(false);
    expect((await subscribe('not-an-address')).status).toBe(400);
    expect((await shown(t, admin)).subscribers).toBe(1);
    expect(await shown(t, admin)).toEqual(await counted(t));
  });

  it('stays exact with many writers at once', async () => {
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => order(i % 2 ? alice : bob, 'Basic')),
      ...Array.from({ length: 12 }, (_, i) => t.request('/api/add-subscriber', { method: 'POST', json: { subemail: `crowd${i}@example.com` } })),
      ...Array.from({ length: 12 }, () => t.request('/api/add-message', { method: 'POST', json: analysis })),
    ]);
    expect(await shown(t, admin)).toEqual(await counted(t));
    expect(await shown(t, admin)).toMatchObject({ orders: 15, subscribers: 1, messages: 16 });
    // The twelve follow their links at once.
    const outbox = t.app.get(MailService).outbox;
    const links = Array.from({ length: 12 }, (_, i) => outbox.find((mail) => mail.to === `crowd${i}@example.com`)!.text.match(/https?:\/\/\S+/)![0]);
    await Promise.all(
      links.map((link) => t.request('/api/confirm-subscription', { method: 'POST', json: { token: new URL(link).searchParams.get('token') } })),
    );
    expect(await shown(t, admin)).toEqual(await counted(t));
    expect((await shown(t, admin)).subscribers).toBe(13);
  });

  it('stays exact when an Admin deletes orders, messages and subscribers; an order with a PayPal payment is kept', async () => {
    const before = await shown(t, admin);
    const spam = await order(bob, 'Standard');
    expect((await t.request(`/api/order/${spam}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: admin.headers })).status).toBe(200);
    expect(await shown(t, admin)).toMatchObject({ orders: before.orders + 1, paid: before.paid + 1, sales: before.sales + price('Standard') });
    expect((await t.request(`/api/order/${spam}`, { method: 'DELETE', headers: bob.headers })).status).toBe(403);
    const deleted = await t.request(`/api/order/${spam}`, { method: 'DELETE', headers: admin.headers });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: 'Order is Deleted' });
    expect((await t.request(`/api/order/${spam}`, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
    expect(await shown(t, admin)).toEqual(before);

    const paidThroughPaypal = await order(alice, 'Premium');
    await pay(alice, paidThroughPaypal);
    expect((await t.request(`/api/order/${paidThroughPaypal}`, { method: 'DELETE', headers: admin.headers })).status).toBe(409);
    expect(await status(paidThroughPaypal)).toBe('Paid');

    const message = await json<{ items: { _id: string }[] }>(t.request('/api/messages?pageSize=1', { headers: admin.headers }));
    expect((await t.request(`/api/message/${message.items[0]._id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    expect((await t.request(`/api/message/${message.items[0]._id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
    const subscriber = await json<{ items: { _id: string }[] }>(t.request('/api/subscribers?pageSize=1', { headers: admin.headers }));
    expect((await t.request(`/api/subscriber/${subscriber.items[0]._id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    expect((await t.request(`/api/subscriber/${subscriber.items[0]._id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
    const after = await shown(t, admin);
    expect(after).toEqual(await counted(t));
    expect(after).toMatchObject({
      messages: before.messages - 1,
      subscribers: before.subscribers - 1,
      orders: before.orders + 1,
      sales: before.sales + price('Premium'),
    });
  });

  it('stays exact when rows are written outside the app: a bulk insert, deletes and a truncate', async () => {
    const data = t.app.get(DataSource);
    const start = await shown(t, admin);
    await data.query(`INSERT INTO subscriber (subemail, confirmed_at) SELECT 'bulk' || n || '@example.com', now() FROM generate_series(1, 500) AS n`);
    await data.query(`INSERT INTO subscriber (subemail) SELECT 'pending' || n || '@example.com' FROM generate_series(1, 50) AS n`);
    await data.query(`UPDATE subscriber SET confirmed_at = now() WHERE subemail LIKE 'pending1%'`);
    await data.query(
      `INSERT INTO message (name, email, subject, message, message_status) SELECT 'Bulk', 'bulk@example.com', 'Bulk ' || n, 'Hello', CASE WHEN n % 2 = 0 THEN 'Read' ELSE 'UnRead' END FROM generate_series(1, 300) AS n`,
    );
    // pending1 and pending10…pending19 confirmed in one update: eleven more.
    expect(await shown(t, admin)).toMatchObject({ subscribers: start.subscribers + 511, messages: start.messages + 300 });
    await data.query(`DELETE FROM subscriber WHERE subemail LIKE 'bulk1%'`);
    await data.query(`DELETE FROM message WHERE message_status = 'Read'`);
    await data.query(`DELETE FROM payment WHERE order_id IN (SELECT id FROM customer_order WHERE package_name = 'Premium')`);
    await data.query(`DELETE FROM customer_order WHERE package_name = 'Premium'`);
    expect(await shown(t, admin)).toEqual(await counted(t));
    expect((await shown(t, admin)).sales).toBe(0);
    await data.query(`TRUNCATE message`);
    await data.query(`TRUNCATE subscriber`);
    await data.query(`TRUNCATE customer_order CASCADE`);
    expect(await shown(t, admin)).toEqual({ orders: 0, unpaid: 0, paid: 0, cancelled: 0, sales: 0, unread: 0, read: 0, messages: 0, subscribers: 0 });
    await order(bob, 'Basic');
    expect(await shown(t, admin)).toMatchObject({ orders: 1, unpaid: 1 });
  });
});

describe('the tally migration', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@rankwell.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the rows a database held before the tallies existed, and undoes cleanly', async () => {
    const data = t.app.get(DataSource);
    const customer = await register(t, 'early@example.com');
    const [basic] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    for (let i = 0; i < 3; i++) {
      await t.request('/api/new-order', { method: 'POST', json: { packageId: basic._id, ...details }, headers: customer.headers });
    }
    const tallyTable = async () => ((await data.query(`SELECT to_regclass('tally') AS tally`)) as { tally: string | null }[])[0].tally;
    // Back to the schema before the tallies (undoing any later migration on the way).
    while (await tallyTable()) await data.undoLastMigration({ transaction: 'each' });
    await data.query(`UPDATE customer_order SET payment_status = 'Paid' WHERE id = (SELECT id FROM customer_order LIMIT 1)`);
    await data.query(
      `INSERT INTO message (name, email, subject, message) VALUES ('Early', 'early@example.com', 'Before', 'Hello'), ('Early', 'early@example.com', 'Before', 'Again')`,
    );
    await data.query(`INSERT INTO subscriber (subemail) VALUES ('early@example.com')`);
    expect((await data.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toContain('Tallies1763870400000');
    expect(await shown(t, admin)).toEqual(await counted(t));
    expect(await shown(t, admin)).toMatchObject({ orders: 3, unpaid: 2, paid: 1, unread: 2, subscribers: 1 });
  });
});
