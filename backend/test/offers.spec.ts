import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { openShop, payAtSimulator, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Offer {
  _id: string;
  packageName: string;
  packagePrice: number;
  currency: string;
  billing: string;
  periods: number | null;
  setupPrice: number | null;
  description: string;
  points: string[];
  featured: boolean;
  listed: boolean;
  packagePointOne: string;
  packagePointTen: string;
  version: number;
}

const details = { customerName: 'Jonas Weber', customerAddress: 'Hauptstraße 1, Berlin', customerCountry: 'DE' };
const POINTS = Array.from({ length: 12 }, (_, n) => `Point ${n + 1}`);

describe('offers the agency defines', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    ({ admin, alice } = await openShop(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: Record<string, unknown>) => t.request('/api/pricings', { method: 'POST', json: body, headers: admin.headers });
  const offerCount = async () => Number((await t.app.get(DataSource).query(`SELECT count(*) AS n FROM pricing_package`))[0].n);

  it('keeps the spec three as they were: USD, one payment, ten points under the spec names', async () => {
    const plans = await json<Offer[]>(t.request('/api/pricings'));
    expect(plans.map((plan) => plan.packageName)).toEqual(['Basic', 'Standard', 'Premium']);
    for (const plan of plans) {
      expect(plan).toMatchObject({ currency: 'USD', billing: 'once', periods: null, setupPrice: null, listed: true });
      expect(plan.points).toHaveLength(10);
      expect(plan.packagePointOne).toBe(plan.points[0]);
      expect(plan.packagePointTen).toBe(plan.points[9]);
    }
  });

  it('adds a retainer in euros with any name, twelve points, a term and a setup fee, shown on the pricing page', async () => {
    const response = await create({
      packageName: 'Local SEO retainer',
      packagePrice: 1200,
      currency: 'EUR',
      billing: 'month',
      periods: 6,
      setupPrice: 1500.5,
      description: 'Six months of local search work.',
      points: POINTS,
      packageButtonText: 'Start the retainer',
      featured: true,
    });
    expect(response.status).toBe(201);
    const created = await json<Offer>(response);
    expect(created).toMatchObject({ currency: 'EUR', billing: 'month', periods: 6, setupPrice: 1500.5, packagePrice: 1200, featured: true, listed: true });
    const shown = (await json<Offer[]>(t.request('/api/pricings'))).find((plan) => plan._id === created._id)!;
    expect(shown.points).toEqual(POINTS);
    expect(shown.packagePointTen).toBe('Point 10');
    const [row] = await t.app.get(DataSource).query(`SELECT price_minor, setup_price_minor FROM pricing_package WHERE id = $1`, [created._id]);
    expect(row).toEqual({ price_minor: '120000', setup_price_minor: '150050' });
  });

  it.each([
    [{ currency: 'JPY', packagePrice: 1500.5 }, /decimals than JPY/],
    [{ currency: 'USD', packagePrice: 10.999 }, /decimals than USD/],
    [{ currency: 'XXX' }, /currency/],
    [{ billing: 'once', periods: 3 }, /recurring/],
    [{ billing: 'once', setupPrice: 10 }, /recurring/],
    [{ billing: 'month', periods: 1 }, /periods/],
    [{ billing: 'week' }, /billing/],
    [{ points: ['fine', ''] }, /points/],
    [{ points: Array.from({ length: 31 }, () => 'x') }, /points/],
    [{ packageName: '' }, /packageName/],
  ])('refuses %j with a 400 and stores nothing', async (change, message) => {
    const before = await offerCount();
    const response = await create({ packageName: `Refused ${Math.random()}`, packagePrice: 10, packageButtonText: 'Buy', ...change });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
    expect(await offerCount()).toBe(before);
  });

  it('tells webhook receivers of a new offer and of a price change, as content.changed of the pricing section', async () => {
    const hook = await t.request('/api/webhooks', {
      method: 'POST',
      json: { url: 'http://127.0.0.1:9/offers', description: 'offers', events: ['content.changed'] },
      headers: admin.headers,
    });
    expect(hook.status).toBe(201);
    const { id: endpoint } = await json<{ id: string }>(hook);
    const offer = await json<Offer>(create({ packageName: 'Webhook offer', packagePrice: 10, packageButtonText: 'Buy' }));
    await t.request(`/api/pricing/${offer._id}`, {
      method: 'PUT',
      json: { packageName: 'Webhook offer', packagePrice: 12, packageButtonText: 'Buy' },
      headers: admin.headers,
    });
    const bodies: { body: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT body FROM webhook_delivery WHERE endpoint_id = $1 AND event_type = 'content.changed' ORDER BY created_at`, [endpoint]);
    const changes = bodies.map(
      ({ body }) => (JSON.parse(body) as { data: { section: string; action: string; recordId: string; changedFields: string[]; record: Offer } }).data,
    );
    expect(changes.map(({ section, action, recordId }) => ({ section, action, recordId }))).toEqual([
      { section: 'pricings', action: 'create', recordId: offer._id },
      { section: 'pricings', action: 'update', recordId: offer._id },
    ]);
    expect(changes[1].changedFields).toEqual(['packagePrice']);
    expect(changes[1].record.packagePrice).toBe(12);
  });

  it('lets only an Admin add an offer', async () => {
    expect(
      (await t.request('/api/pricings', { method: 'POST', json: { packageName: 'X', packagePrice: 1, packageButtonText: 'B' }, headers: alice.headers }))
        .status,
    ).toBe(403);
    expect((await t.request('/api/pricings', { method: 'POST', json: { packageName: 'X', packagePrice: 1, packageButtonText: 'B' } })).status).toBe(401);
  });

  it('orders an unlisted offer by its link; the order keeps its price and currency when the offer changes', async () => {
    const quote = await json<Offer>(
      create({ packageName: 'Quote for Weber GmbH', packagePrice: 880, currency: 'EUR', packageButtonText: 'Order', listed: false, points: ['Audit'] }),
    );
    expect((await json<Offer[]>(t.request('/api/pricings'))).some((plan) => plan._id === quote._id)).toBe(false);
    expect((await t.request(`/api/pricing/${quote._id}`)).status).toBe(200);
    const placed = await t.request('/api/new-order', { method: 'POST', json: { packageId: quote._id, ...details }, headers: alice.headers });
    expect(placed.status).toBe(201);
    const order = await json<{ _id: string; packagePrice: number; currency: string; billing: string }>(placed);
    expect(order).toMatchObject({ packagePrice: 880, currency: 'EUR', billing: 'once' });

    const changed = await t.request(`/api/pricing/${quote._id}`, {
      method: 'PUT',
      json: { packageName: quote.packageName, packagePrice: 990, currency: 'GBP', packageButtonText: 'Order', listed: false },
      headers: admin.headers,
    });
    expect(changed.status).toBe(200);
    expect(await json(t.request(`/api/order/${order._id}`, { headers: alice.headers }))).toMatchObject({ packagePrice: 880, currency: 'EUR' });

    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${order._id}`, { headers: alice.headers }));
    expect(fields).toMatchObject({ cmd: '_xclick', amount: '880.00', currency_code: 'EUR' });
  });

  it('takes a euro payment for a euro order, and leaves the USD Total Sales alone', async () => {
    const offer = await json<Offer>(create({ packageName: 'Audit in euros', packagePrice: 249.9, currency: 'EUR', packageButtonText: 'Order' }));
    const order = await json<{ _id: string }>(
      t.request('/api/new-order', { method: 'POST', json: { packageId: offer._id, ...details }, headers: alice.headers }),
    );
    const salesBefore = await json<{ total: number }>(t.request('/api/orders-total-sales', { headers: admin.headers }));
    await payAtSimulator(t, alice, order._id);
    let status = '';
    for (let i = 0; i < 100 && status !== 'Paid'; i++) {
      status = (await json<{ paymentStatus: string }>(t.request(`/api/order/${order._id}`, { headers: alice.headers }))).paymentStatus;
      if (status !== 'Paid') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe('Paid');
    const [payment] = await t.app.get(DataSource).query(`SELECT amount_minor, currency FROM payment WHERE order_id = $1`, [order._id]);
    expect(payment).toEqual({ amount_minor: '24990', currency: 'EUR' });
    expect(await json(t.request('/api/orders-total-sales', { headers: admin.headers }))).toEqual(salesBefore);
  });

  it('takes a yen price without decimals, as PayPal does', async () => {
    const offer = await json<Offer>(create({ packageName: 'Tokyo audit', packagePrice: 150000, currency: 'JPY', packageButtonText: 'Order' }));
    const order = await json<{ _id: string }>(
      t.request('/api/new-order', { method: 'POST', json: { packageId: offer._id, ...details, customerCountry: 'JP' }, headers: alice.headers }),
    );
    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${order._id}`, { headers: alice.headers }));
    expect(fields).toMatchObject({ amount: '150000', currency_code: 'JPY' });
  });
});
