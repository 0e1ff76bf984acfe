import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openShop, type Session, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Order {
  _id: string;
  orderStatus: string;
  paymentStatus: string;
  createdAt: string;
  updatedAt: string;
}
interface OrderPage {
  items: Order[];
  total: number;
}

const details = { customerName: 'Ada Buyer', customerAddress: '1 Main St, Springfield', customerCountry: 'US' };

describe('mirroring orders: filters by status and time, and changes since a moment', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let packages: Shop['packages'];
  const orders = (query: string) => json<OrderPage>(t.request(`/api/orders?${query}`, { headers: admin.headers }));

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, alice, packages } = await openShop(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const place = async () =>
    json<Order>(t.request('/api/new-order', { method: 'POST', json: { packageId: packages[0]._id, ...details }, headers: alice.headers }));

  it('reads what changed after a moment, oldest change first, and each change moves updatedAt', async () => {
    const first = await place();
    const second = await place();
    const third = await place();
    expect(first.updatedAt).toEqual(expect.any(String));

    // A mirror holding everything up to the third order's placement asks for what came after: nothing yet.
    const since = (await orders(`sort=updated&pageSize=100`)).items.at(-1)!.updatedAt;
    expect((await orders(`sort=updated&updatedSince=${encodeURIComponent(since)}`)).items).toEqual([]);

    // Then the first order is delivered: only it comes, with a later updatedAt.
    const delivered = await t.request(`/api/order-status/${first._id}`, { method: 'PUT', json: { orderStatus: 'Delivered' }, headers: admin.headers });
    expect(delivered.status).toBe(200);
    const changed = await orders(`sort=updated&updatedSince=${encodeURIComponent(since)}`);
    expect(changed.items.map((order) => order._id)).toEqual([first._id]);
    expect(changed.total).toBe(1);
    expect(Date.parse(changed.items[0].updatedAt)).toBeGreaterThan(Date.parse(since));

    // Sorted by change, the delivered order comes last; by default the newest placed comes first.
    expect((await orders('sort=updated&pageSize=100')).items.map((order) => order._id)).toEqual([second._id, third._id, first._id]);
    expect((await orders('pageSize=100')).items.map((order) => order._id)).toEqual([third._id, second._id, first._id]);
  });

  it('filters by order status and by the time placed, and counts what it finds', async () => {
    const pending = await orders('orderStatus=Pending&pageSize=100');
    expect(pending.items.every((order) => order.orderStatus === 'Pending')).toBe(true);
    expect(pending.total).toBe(pending.items.length);
    const delivered = await orders('orderStatus=Delivered');
    expect(delivered.items.map((order) => order.orderStatus)).toEqual(['Delivered']);

    const all = (await orders('pageSize=100')).items;
    const cut = all[1].createdAt;
    const after = await orders(`createdFrom=${encodeURIComponent(cut)}&pageSize=100`);
    const before = await orders(`createdBefore=${encodeURIComponent(cut)}&pageSize=100`);
    expect([...after.items, ...before.items].map((order) => order._id).sort()).toEqual(all.map((order) => order._id).sort());
    expect(after.items.map((order) => order._id)).toEqual(all.slice(0, 2).map((order) => order._id));
  });

  it('refuses a malformed time, status or sort with 400', async () => {
    for (const query of ['updatedSince=yesterday', 'createdFrom=2026-13-01', 'orderStatus=Lost', 'sort=random']) {
      expect((await t.request(`/api/orders?${query}`, { headers: admin.headers })).status).toBe(400);
    }
  });
});
