import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { openShop, payAtSimulator, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const POINTS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/**
 * A database made by the release before offers (the schema up to migration 1795900100000, its
 * packages' ten point fields and dollar prices, its orders and payments) moves into the offers,
 * retainers and invoices model without losing a record or a figure, and the move undoes cleanly.
 */
describe('the move of last release’s orders and payments into offers', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, alice } = await openShop(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every package, point, price, order, payment and total', async () => {
    const data = t.app.get(DataSource);
    const [basic] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    const details = { customerName: 'Ada', customerAddress: '1 Main St', customerCountry: 'US' };
    const placed = [];
    for (let i = 0; i < 3; i++) {
      placed.push(
        await json<{ _id: string }>(t.request('/api/new-order', { method: 'POST', json: { packageId: basic._id, ...details }, headers: alice.headers })),
      );
    }
    await payAtSimulator(t, alice, placed[0]._id);
    for (let i = 0; i < 100 && (await data.query(`SELECT count(*)::int AS n FROM payment`))[0].n === 0; i++) await new Promise((r) => setTimeout(r, 50));

    // Total Sales as the API answers it, read before the schema goes back: today's guards read
    // columns (the roster's roles) that the release before offers did not have. The move down and
    // up again must give the same figure.
    const sales = await json<{ total: number }>(t.request('/api/orders-total-sales', { headers: admin.headers }));
    const hasOffers = async () =>
      (await data.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'pricing_package' AND column_name = 'price_minor'`))[0]
        .n > 0;
    while (await hasOffers()) await data.undoLastMigration({ transaction: 'each' });
    // As the release before left them: a dollar price, ten named points (one left empty by its Admin), orders and a payment.
    await data.query(`UPDATE pricing_package SET package_price = 149.99, points = points || '{"packagePointSeven": ""}'::jsonb WHERE id = $1`, [basic._id]);
    const before = {
      packages: await data.query(`SELECT id, package_name, package_price, points FROM pricing_package ORDER BY position`),
      orders: await data.query(`SELECT id, package_name, package_price, payment_status, customer_email FROM customer_order ORDER BY id`),
      payments: await data.query(`SELECT txn_id, order_id, amount, currency FROM payment ORDER BY txn_id`),
      sales,
    };
    expect(before.payments).toHaveLength(1);

    const ran = (await data.runMigrations({ transaction: 'each' })).map((migration) => migration.name);
    // Later releases' migrations run after these.
    expect(ran.slice(0, 4)).toEqual(['Offers1796000000000', 'Subscriptions1796000100000', 'Invoices1796000200000', 'MinorUnits1796000300000']);

    const packages: { id: string; package_name: string; price_minor: string; currency: string; billing: string; points: string[] }[] = await data.query(
      `SELECT id, package_name, price_minor, currency, billing, points FROM pricing_package ORDER BY position`,
    );
    expect(packages.map(({ id, package_name }) => ({ id, package_name }))).toEqual(
      before.packages.map(({ id, package_name }: Record<string, string>) => ({ id, package_name })),
    );
    packages.forEach((offer, index) => {
      const old = before.packages[index] as { package_price: string; points: Record<string, string> };
      expect(offer).toMatchObject({ price_minor: String(Math.round(Number(old.package_price) * 100)), currency: 'USD', billing: 'once' });
      expect(offer.points).toEqual(POINTS.map((n) => old.points[`packagePoint${n}`]).filter(Boolean));
    });
    expect(packages[0]).toMatchObject({ price_minor: '14999' });
    expect(packages[0].points).toHaveLength(9);
    const cents = (amount: string) => String(Math.round(Number(amount) * 100));
    expect(await data.query(`SELECT id, package_name, price_minor, payment_status, customer_email FROM customer_order ORDER BY id`)).toEqual(
      before.orders.map(({ package_price, ...order }: Record<string, string>) => ({ ...order, price_minor: cents(package_price) })),
    );
    expect(await data.query(`SELECT currency, billing, vat_rate FROM customer_order GROUP BY 1, 2, 3`)).toEqual([
      { currency: 'USD', billing: 'once', vat_rate: 0 },
    ]);
    expect(await data.query(`SELECT txn_id, order_id, amount_minor, currency FROM payment ORDER BY txn_id`)).toEqual(
      before.payments.map(({ amount, ...payment }: Record<string, string>) => ({ ...payment, amount_minor: cents(amount) })),
    );
    expect(await json(t.request('/api/orders-total-sales', { headers: admin.headers }))).toEqual(before.sales);
    const [offer] = await json<{ packagePrice: number; packagePointOne: string }[]>(t.request('/api/pricings'));
    expect(offer.packagePrice).toBe(149.99);
  });

  it('moves prices and payments in yen and euros to minor units and back without changing a figure', async () => {
    const data = t.app.get(DataSource);
    const offer = (body: Record<string, unknown>) =>
      json<{ _id: string }>(t.request('/api/pricings', { method: 'POST', json: { packageButtonText: 'Order', ...body }, headers: admin.headers }));
    const details = { customerName: 'Ada', customerAddress: '1 Main St' };
    const placed: { _id: string }[] = [];
    for (const [name, price, currency, country] of [
      ['Tokyo audit', 150000, 'JPY', 'JP'],
      ['Berlin audit', 249.9, 'EUR', 'DE'],
    ] as const) {
      const { _id } = await offer({ packageName: name, packagePrice: price, currency });
      placed.push(
        await json<{ _id: string }>(
          t.request('/api/new-order', { method: 'POST', json: { packageId: _id, ...details, customerCountry: country }, headers: alice.headers }),
        ),
      );
    }
    for (const order of placed) await payAtSimulator(t, alice, order._id);
    const paidCount = async () => (await data.query(`SELECT count(*)::int AS n FROM payment WHERE order_id = ANY($1)`, [placed.map((o) => o._id)]))[0].n;
    for (let i = 0; i < 100 && (await paidCount()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const minor = {
      orders: await data.query(`SELECT id, currency, price_minor FROM customer_order WHERE id = ANY($1) ORDER BY id`, [placed.map((o) => o._id)]),
      payments: await data.query(`SELECT txn_id, currency, amount_minor FROM payment WHERE order_id = ANY($1) ORDER BY txn_id`, [placed.map((o) => o._id)]),
      sales: await json(t.request('/api/orders-total-sales', { headers: admin.headers })),
    };
    expect(minor.orders.map((row: { price_minor: string }) => row.price_minor).sort()).toEqual(['150000', '24990']);
    expect(minor.payments).toHaveLength(2);

    const hasMinorUnits = async () =>
      (await data.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'customer_order' AND column_name = 'price_minor'`))[0].n >
      0;
    while (await hasMinorUnits()) await data.undoLastMigration({ transaction: 'each' });
    const major: { currency: string; package_price: string }[] = await data.query(
      `SELECT currency, package_price FROM customer_order WHERE id = ANY($1) ORDER BY currency`,
      [placed.map((o) => o._id)],
    );
    expect(major).toEqual([
      { currency: 'EUR', package_price: '249.90' },
      { currency: 'JPY', package_price: '150000.00' },
    ]);
    expect(
      (await data.query(`SELECT amount FROM payment WHERE order_id = ANY($1) ORDER BY currency`, [placed.map((o) => o._id)])).map(
        (row: { amount: string }) => row.amount,
      ),
    ).toEqual(['249.90', '150000.00']);

    expect((await data.runMigrations({ transaction: 'each' })).map((migration) => migration.name)[0]).toBe('MinorUnits1796000300000');
    expect(await data.query(`SELECT id, currency, price_minor FROM customer_order WHERE id = ANY($1) ORDER BY id`, [placed.map((o) => o._id)])).toEqual(
      minor.orders,
    );
    expect(await data.query(`SELECT txn_id, currency, amount_minor FROM payment WHERE order_id = ANY($1) ORDER BY txn_id`, [placed.map((o) => o._id)])).toEqual(
      minor.payments,
    );
    expect(await json(t.request('/api/orders-total-sales', { headers: admin.headers }))).toEqual(minor.sales);
  });
});
