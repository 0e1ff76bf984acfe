import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MinorUnits1796000300000 } from '../src/database/migrations/1796000300000-minor-units.js';
import { Charts1763871650000 } from '../src/database/migrations/1763871650000-charts.js';
import { openShop, subscribeConfirmed, type Session, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const details = { customerName: 'Ada Buyer', customerAddress: '1 Main St, Springfield', customerCountry: 'US' };
const analysis = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Free analysis', message: 'Please look at example.com' };

interface Charts {
  timeZone: string;
  revenue: { month: string; orders: number; amount: number }[];
  paymentStatuses: { status: string; orders: number }[];
  orderStatuses: { status: string; orders: number }[];
  weeks: { week: string; messages: number; subscribers: number }[];
}

/** The figures per period counted from the tables themselves, in the site's calendar: what the dated tally must hold. */
const COUNTED = `WITH site AS (SELECT site_time_zone() AS zone)
  SELECT 'revenue' AS subject, to_char(date_trunc('month', paid_at AT TIME ZONE zone), 'YYYY-MM-DD') AS period, count(*)::int AS count, (sum(price_minor) / 100.0)::float AS amount
    FROM customer_order, site WHERE payment_status = 'Paid' GROUP BY 1, 2
  UNION ALL SELECT 'message', to_char(date_trunc('week', created_at AT TIME ZONE zone), 'YYYY-MM-DD'), count(*)::int, 0 FROM message, site GROUP BY 1, 2
  UNION ALL SELECT 'subscriber', to_char(date_trunc('week', confirmed_at AT TIME ZONE zone), 'YYYY-MM-DD'), count(*)::int, 0
    FROM subscriber, site WHERE confirmed_at IS NOT NULL GROUP BY 1, 2
  ORDER BY 1, 2`;
const TALLIED = `SELECT subject, to_char(period, 'YYYY-MM-DD') AS period, sum(row_count)::int AS count, sum(amount)::float AS amount
  FROM dated_tally GROUP BY 1, 2 HAVING sum(row_count) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2`;

describe('the panel charts, read from tallies kept by triggers', () => {
  let t: TestApp;
  let data: DataSource;
  let admin: Session;
  let alice: Session;
  let packages: Shop['packages'];
  const id = (name: string) => packages.find((p) => p.packageName === name)!._id;
  const price = (name: string) => packages.find((p) => p.packageName === name)!.packagePrice;

  beforeAll(async () => {
    // The demo content sets the site's time zone to America/New_York.
    t = await startTestApp();
    data = t.app.get(DataSource);
    ({ admin, alice, packages } = await openShop(t));
  });
  afterAll(() => t.close());

  const charts = () => json<Charts>(t.request('/api/panel-charts', { headers: admin.headers }));
  const thisMonth = async () => (await charts()).revenue.at(-1)!;
  const thisWeek = async () => (await charts()).weeks.at(-1)!;
  const statuses = async () => {
    const { paymentStatuses, orderStatuses } = await charts();
    return Object.fromEntries([...paymentStatuses, ...orderStatuses].map(({ status, orders }) => [status, orders]));
  };
  /** Now in the site's calendar, as PostgreSQL says (the months and weeks the triggers count in). */
  const calendar = async () =>
    (
      await data.query(`SELECT to_char(now() AT TIME ZONE 'America/New_York', 'YYYY-MM') AS month,
        to_char(date_trunc('week', now() AT TIME ZONE 'America/New_York'), 'YYYY-MM-DD') AS week`)
    )[0] as { month: string; week: string };

  async function order(session: Session, packageName: string): Promise<string> {
    const response = await t.request('/api/new-order', { method: 'POST', json: { packageId: id(packageName), ...details }, headers: session.headers });
    expect(response.status).toBe(201);
    return (await json<{ _id: string }>(response))._id;
  }
  const setPayment = async (orderId: string, paymentStatus: string) =>
    expect((await t.request(`/api/order/${orderId}`, { method: 'PUT', json: { paymentStatus }, headers: admin.headers })).status).toBe(200);

  it('answers the last 12 months and 12 weeks of the site calendar, zeros where nothing happened', async () => {
    const empty = await charts();
    const now = await calendar();
    expect(empty.timeZone).toBe('America/New_York');
    expect(empty.revenue).toHaveLength(12);
    expect(empty.revenue.at(-1)!.month).toBe(now.month);
    expect(empty.revenue.every(({ orders, amount }) => orders === 0 && amount === 0)).toBe(true);
    // Consecutive months, oldest first.
    const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
    expect(empty.revenue.map(({ month }) => monthIndex(month) - monthIndex(now.month))).toEqual(Array.from({ length: 12 }, (_, i) => i - 11));
    expect(empty.weeks).toHaveLength(12);
    expect(empty.weeks.at(-1)!.week).toBe(now.week);
    const days = empty.weeks.map(({ week }) => Date.parse(`${week}T00:00:00Z`) / 86_400_000);
    expect(days.map((day) => day - days[11])).toEqual(Array.from({ length: 12 }, (_, i) => (i - 11) * 7));
    expect(empty.weeks.every(({ week, messages, subscribers }) => new Date(`${week}T00:00:00Z`).getUTCDay() === 1 && messages + subscribers === 0)).toBe(true);
    expect(empty.paymentStatuses).toEqual([
      { status: 'UnPaid', orders: 0 },
      { status: 'Paid', orders: 0 },
      { status: 'Cancelled', orders: 0 },
    ]);
    expect(empty.orderStatuses).toEqual([
      { status: 'Pending', orders: 0 },
      { status: 'Delivered', orders: 0 },
    ]);
  });

  it('is for Admins only', async () => {
    expect((await t.request('/api/panel-charts')).status).toBe(401);
    expect((await t.request('/api/panel-charts', { headers: alice.headers })).status).toBe(403);
  });

  it('counts an order paid now in this month, moves orders between status buckets, and takes a refund out', async () => {
    const first = await order(alice, 'Standard');
    const second = await order(alice, 'Premium');
    expect(await statuses()).toMatchObject({ UnPaid: 2, Paid: 0, Pending: 2, Delivered: 0 });
    expect(await thisMonth()).toMatchObject({ orders: 0, amount: 0 });

    await setPayment(first, 'Paid');
    expect(await thisMonth()).toMatchObject({ orders: 1, amount: price('Standard') });
    expect(await statuses()).toMatchObject({ UnPaid: 1, Paid: 1 });

    expect((await t.request(`/api/order-status/${first}`, { method: 'PUT', json: { orderStatus: 'Delivered' }, headers: admin.headers })).status).toBe(200);
    expect(await statuses()).toMatchObject({ UnPaid: 1, Paid: 1, Pending: 1, Delivered: 1 });
    // Delivery keeps the payment, and so the month's revenue.
    expect(await thisMonth()).toMatchObject({ orders: 1, amount: price('Standard') });

    expect((await t.request(`/api/order-cancelled/${second}`, { method: 'PUT', json: { paymentStatus: 'Cancelled' }, headers: alice.headers })).status).toBe(
      200,
    );
    expect(await statuses()).toMatchObject({ UnPaid: 0, Paid: 1, Cancelled: 1 });

    await setPayment(first, 'UnPaid');
    expect(await thisMonth()).toMatchObject({ orders: 0, amount: 0 });
    expect(await statuses()).toMatchObject({ UnPaid: 1, Paid: 0, Cancelled: 1, Delivered: 1 });
    await setPayment(first, 'Paid');
    expect(await thisMonth()).toMatchObject({ orders: 1, amount: price('Standard') });
  });

  it('counts a paid order in the month it was paid in, not the month it was ordered in', async () => {
    const late = await order(alice, 'Basic');
    await data.query(`UPDATE customer_order SET created_at = now() - interval '200 days' WHERE id = $1`, [late]);
    const before = await thisMonth();
    await setPayment(late, 'Paid');
    expect(await thisMonth()).toEqual({ ...before, orders: before.orders + 1, amount: before.amount + price('Basic') });
  });

  it('counts a message in this week', async () => {
    const before = await thisWeek();
    expect((await t.request('/api/add-message', { method: 'POST', json: analysis })).status).toBe(201);
    expect(await thisWeek()).toEqual({ ...before, messages: before.messages + 1 });
  });

  it('counts a subscriber once confirmed, not while pending, and drops one who leaves', async () => {
    const before = await thisWeek();
    expect((await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: 'pending@example.com' } })).status).toBe(201);
    expect(await thisWeek()).toEqual(before);
    await subscribeConfirmed(t, 'reader@example.com');
    expect(await thisWeek()).toEqual({ ...before, subscribers: before.subscribers + 1 });
    const [reader]: { id: string }[] = await data.query(`SELECT id FROM subscriber WHERE subemail = 'reader@example.com'`);
    expect((await t.request(`/api/subscriber/${reader.id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    expect(await thisWeek()).toEqual(before);
  });

  it("draws the boundaries of months and weeks in the site's time zone", async () => {
    // A minute either side of midnight starting this month and this week in New York (UTC-4 or -5).
    const start = (unit: string) => `date_trunc('${unit}', now() AT TIME ZONE 'America/New_York') AT TIME ZONE 'America/New_York'`;
    const [month, week] = [await charts(), await calendar()];
    await data.query(
      `INSERT INTO customer_order (package_id, package_name, price_minor, customer_email, customer_name, customer_address, customer_country, payment_status, order_date, paid_at)
       SELECT $1, 'Basic', 1000, 'edge@example.com', 'Edge', 'Here', 'There', 'Paid', '01/01/2026', ${start('month')} + offset_by
       FROM (VALUES (interval '-1 minute'), (interval '1 minute')) AS edge (offset_by)`,
      [id('Basic')],
    );
    await data.query(
      `INSERT INTO message (name, email, subject, message, created_at)
       SELECT 'Edge', 'edge@example.com', 'Edge', 'Hello', ${start('week')} + offset_by FROM (VALUES (interval '-1 minute'), (interval '1 minute')) AS edge (offset_by)`,
    );
    const after = await charts();
    expect(after.revenue.at(-1)).toEqual({ ...month.revenue.at(-1)!, orders: month.revenue.at(-1)!.orders + 1, amount: month.revenue.at(-1)!.amount + 10 });
    expect(after.revenue.at(-2)).toEqual({ ...month.revenue.at(-2)!, orders: month.revenue.at(-2)!.orders + 1, amount: month.revenue.at(-2)!.amount + 10 });
    expect(after.weeks.at(-1)!.week).toBe(week.week);
    expect(after.weeks.at(-1)!.messages).toBe(month.weeks.at(-1)!.messages + 1);
    expect(after.weeks.at(-2)!.messages).toBe(month.weeks.at(-2)!.messages + 1);
  });

  it('agrees with a count over the tables after a mix of writes, concurrent ones included', async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, (_, i) => order(alice, ['Basic', 'Standard', 'Premium'][i % 3])));
    await Promise.all([
      ...orders.slice(0, 6).map((orderId) => setPayment(orderId, 'Paid')),
      ...Array.from({ length: 8 }, () => t.request('/api/add-message', { method: 'POST', json: analysis })),
      ...Array.from({ length: 4 }, (_, i) => subscribeConfirmed(t, `crowd${i}@example.com`)),
    ]);
    await Promise.all(orders.slice(0, 3).map((orderId) => setPayment(orderId, 'UnPaid')));
    expect((await t.request(`/api/order/${orders[9]}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    // History, written as an import would: a year of paid orders, messages and confirmations.
    await data.query(
      `INSERT INTO customer_order (package_id, package_name, price_minor, customer_email, customer_name, customer_address, customer_country, payment_status, order_status, order_date, created_at, paid_at)
       SELECT $1, 'Basic', (10 + n % 7) * 100, 'old' || n || '@example.com', 'Old', 'Here', 'There', CASE WHEN n % 3 = 0 THEN 'UnPaid' ELSE 'Paid' END,
         CASE WHEN n % 2 = 0 THEN 'Delivered' ELSE 'Pending' END, '01/01/2026', now() - n * interval '1 day', CASE WHEN n % 3 = 0 THEN NULL ELSE now() - n * interval '1 day' END
       FROM generate_series(1, 400) AS n`,
      [id('Basic')],
    );
    await data.query(
      `INSERT INTO message (name, email, subject, message, created_at) SELECT 'Old', 'old@example.com', 'Old', 'Hi', now() - n * interval '9 hours' FROM generate_series(1, 300) AS n`,
    );
    await data.query(
      `INSERT INTO subscriber (subemail, created_at, confirmed_at) SELECT 'old' || n || '@example.com', now() - n * interval '1 day', now() - n * interval '20 hours' FROM generate_series(1, 100) AS n`,
    );
    // An Admin's status changes and deletions in bulk, the way a statement touching many rows would.
    await data.query(`UPDATE customer_order SET payment_status = 'UnPaid' WHERE customer_email LIKE 'old1%' AND payment_status = 'Paid'`);
    await data.query(`UPDATE customer_order SET payment_status = 'Paid' WHERE customer_email LIKE 'old2%' AND payment_status = 'UnPaid'`);
    await data.query(`DELETE FROM message WHERE created_at < now() - interval '60 days'`);
    await data.query(`DELETE FROM subscriber WHERE subemail LIKE 'old3%'`);

    expect(await data.query(TALLIED)).toEqual(await data.query(COUNTED));
    const shown = await charts();
    const counted: { subject: string; period: string; count: number; amount: number }[] = await data.query(COUNTED);
    const of = (subject: string, period: string) => counted.find((row) => row.subject === subject && row.period === period);
    expect(shown.revenue).toEqual(
      shown.revenue.map(({ month }) => ({ month, orders: of('revenue', `${month}-01`)?.count ?? 0, amount: of('revenue', `${month}-01`)?.amount ?? 0 })),
    );
    expect(shown.weeks).toEqual(
      shown.weeks.map(({ week }) => ({ week, messages: of('message', week)?.count ?? 0, subscribers: of('subscriber', week)?.count ?? 0 })),
    );
    expect(shown.revenue.filter(({ orders }) => orders > 0).length).toBeGreaterThan(6);
    const [byStatus]: Record<string, number>[] = await data.query(`SELECT
      count(*) FILTER (WHERE payment_status = 'UnPaid')::int AS "UnPaid", count(*) FILTER (WHERE payment_status = 'Paid')::int AS "Paid",
      count(*) FILTER (WHERE payment_status = 'Cancelled')::int AS "Cancelled", count(*) FILTER (WHERE order_status = 'Pending')::int AS "Pending",
      count(*) FILTER (WHERE order_status = 'Delivered')::int AS "Delivered" FROM customer_order`);
    expect(await statuses()).toEqual(byStatus);
  });

  it("backfills from the rows already there when the migration runs: orders paid before it count at their payment's time", async () => {
    // Paid through PayPal 40 days ago; the orders an Admin set Paid have their audit entries.
    const viaPaypal = await order(alice, 'Premium');
    await data.query(`UPDATE customer_order SET payment_status = 'Paid' WHERE id = $1`, [viaPaypal]);
    await data.query(
      `INSERT INTO payment (txn_id, order_id, amount_minor, currency, created_at) VALUES ('BACKFILL1', $1, 100, 'USD', now() - interval '40 days')`,
      [viaPaypal],
    );
    const runner = data.createQueryRunner();
    try {
      // The charts migration runs on the columns it was written for; the later move to minor units follows.
      const [migration, minorUnits] = [new Charts1763871650000(), new MinorUnits1796000300000()];
      await minorUnits.down(runner);
      await migration.down(runner);
      await migration.up(runner);
      await minorUnits.up(runner);
    } finally {
      await runner.release();
    }
    const [paypal]: { matches: boolean }[] = await data.query(
      `SELECT o.paid_at = p.created_at AS matches FROM customer_order o JOIN payment p ON p.order_id = o.id WHERE p.txn_id = 'BACKFILL1'`,
    );
    expect(paypal.matches).toBe(true);
    const byAdmin: { matches: boolean }[] = await data.query(
      `SELECT o.paid_at = marked.at AS matches FROM customer_order o
       JOIN (SELECT subject_id, max(created_at) AS at FROM audit_entry WHERE action = 'payment-status' AND detail LIKE '%→ Paid' GROUP BY subject_id) marked
         ON marked.subject_id = o.id::text
       WHERE o.payment_status = 'Paid'`,
    );
    expect(byAdmin.length).toBeGreaterThan(2);
    expect(byAdmin.every(({ matches }) => matches)).toBe(true);
    const [disagreeing]: { count: number }[] = await data.query(
      `SELECT count(*)::int AS count FROM customer_order WHERE (payment_status = 'Paid') <> (paid_at IS NOT NULL)`,
    );
    expect(disagreeing.count).toBe(0);
    expect(await data.query(TALLIED)).toEqual(await data.query(COUNTED));
    const [pending]: { count: number }[] = await data.query(`SELECT count(*)::int AS count FROM customer_order WHERE order_status = 'Pending'`);
    expect((await statuses()).Pending).toBe(pending.count);
  });

  it('keeps counting in UTC when the saved time zone is one PostgreSQL does not know', async () => {
    await data.query(`UPDATE content_record SET fields = fields || '{"timeZone": "Mars/Olympus_Mons"}' WHERE singleton_key = 'siteIdentity'`);
    const before = await thisMonth();
    const paid = await order(alice, 'Basic');
    await setPayment(paid, 'Paid');
    const after = await charts();
    expect(after.timeZone).toBe('UTC');
    expect(after.revenue.at(-1)).toEqual({ month: new Date().toISOString().slice(0, 7), orders: before.orders + 1, amount: before.amount + price('Basic') });
  });
});
