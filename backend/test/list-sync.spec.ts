import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openShop, subscribeConfirmed, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Synced {
  _id: string;
  createdAt: string;
  updatedAt: string;
}
interface Page {
  items: Synced[];
  total: number;
}

const details = { customerName: 'Jonas Weber', customerAddress: 'Hauptstraße 1, Berlin', customerCountry: 'DE' };
const message = (subject: string) => ({ name: 'Jane Doe', email: 'jane@example.com', subject, message: 'Please call me back' });

/**
 * The lists an integrator mirrors besides the orders (order-sync.spec): each takes `updatedSince`
 * and `sort=updated`, oldest change first, and the greatest `updatedAt` a mirror holds never comes
 * back as changed after itself (milliseconds stored, as sent; on a PostgreSQL server too).
 */
describe('mirroring subscribers, messages, retainers and invoices: changes since a moment', () => {
  let t: TestApp;
  let admin: Session;
  let bob: Session;
  const list = (path: string, query: string) => json<Page>(t.request(`${path}?${query}`, { headers: admin.headers }));
  const held = async (path: string) => (await list(path, 'sort=updated&pageSize=100')).items.at(-1)!.updatedAt;
  const since = (path: string, at: string) => list(path, `sort=updated&pageSize=100&updatedSince=${encodeURIComponent(at)}`);

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, bob } = await openShop(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('subscribers: a confirmation comes after what a mirror held, and only it', async () => {
    await subscribeConfirmed(t, 'first@example.com');
    await subscribeConfirmed(t, 'second@example.com');
    const at = await held('/api/subscribers');
    expect((await since('/api/subscribers', at)).items).toEqual([]);
    await subscribeConfirmed(t, 'third@example.com');
    const changed = await since('/api/subscribers', at);
    expect(changed.items.map((item) => (item as unknown as { subemail: string }).subemail)).toEqual(['third@example.com']);
    expect(changed.total).toBe(1);
    expect(Date.parse(changed.items[0].updatedAt)).toBeGreaterThan(Date.parse(at));
    // The default stays newest first.
    expect((await list('/api/subscribers', 'pageSize=100')).items.map((item) => (item as unknown as { subemail: string }).subemail)).toEqual([
      'third@example.com',
      'second@example.com',
      'first@example.com',
    ]);
  });

  it('messages: marking one Read moves it to the end, after what a mirror held', async () => {
    for (const subject of ['one', 'two', 'three']) expect((await t.request('/api/add-message', { method: 'POST', json: message(subject) })).status).toBe(201);
    const all = (await list('/api/messages', 'sort=updated&pageSize=100')).items as (Synced & { subject: string })[];
    expect(all.map((item) => item.subject)).toEqual(['one', 'two', 'three']);
    const at = all.at(-1)!.updatedAt;
    expect((await since('/api/messages', at)).items).toEqual([]);
    const first = all[0];
    expect((await t.request(`/api/message/${first._id}`, { method: 'PUT', json: { messageStatus: 'Read' }, headers: admin.headers })).status).toBe(200);
    const changed = (await since('/api/messages', at)).items as (Synced & { subject: string; messageStatus: string })[];
    expect(changed.map((item) => [item.subject, item.messageStatus])).toEqual([['one', 'Read']]);
    expect((await list('/api/messages', 'sort=updated&pageSize=100')).items.map((item) => item._id).at(-1)).toBe(first._id);
  });

  it('retainers and invoices: a payment moves the retainer and issues an invoice after what a mirror held', async () => {
    const offer = await json<{ _id: string }>(
      t.request('/api/pricings', {
        method: 'POST',
        headers: admin.headers,
        json: { packageName: 'Sync retainer', packagePrice: 1200, currency: 'EUR', billing: 'month', periods: 3, packageButtonText: 'Start' },
      }),
    );
    const placed = await json<{ _id: string }>(
      t.request('/api/new-order', { method: 'POST', json: { packageId: offer._id, ...details }, headers: bob.headers }),
    );
    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${placed._id}`, { headers: bob.headers }));
    await t.request('/api/payments/simulator/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
      for (let i = 0; i < 200; i++) {
        const value = await read();
        if (done(value)) return value;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('never reached');
    };
    type Retainer = Synced & { paymentsMade: number; paypalSubscrId: string };
    const started = await until(
      async () => (await list('/api/subscriptions', 'pageSize=100')).items as Retainer[],
      (items) => items[0]?.paymentsMade === 1,
    );
    const retainersAt = await held('/api/subscriptions');
    const invoicesBefore = await until(
      () => list('/api/invoices', 'sort=updated&pageSize=100'),
      (page) => page.items.length === 1,
    );
    const invoicesAt = invoicesBefore.items.at(-1)!.updatedAt;
    expect(invoicesAt).toBe(invoicesBefore.items[0].createdAt);
    expect((await since('/api/subscriptions', retainersAt)).items).toEqual([]);
    expect((await since('/api/invoices', invoicesAt)).items).toEqual([]);

    // PayPal takes the second month: the retainer changes, and a second invoice is issued.
    const billed = await t.request(`/api/payments/simulator/subscriptions/${started[0].paypalSubscrId}/bill`, { method: 'POST', redirect: 'manual' });
    expect(billed.status).toBe(303);
    const changed = await until(
      async () => (await since('/api/subscriptions', retainersAt)).items as Retainer[],
      (items) => items[0]?.paymentsMade === 2,
    );
    expect(changed.map((item) => item._id)).toEqual([started[0]._id]);
    expect(Date.parse(changed[0].updatedAt)).toBeGreaterThan(Date.parse(retainersAt));
    const issued = await until(
      () => since('/api/invoices', invoicesAt),
      (page) => page.items.length === 1,
    );
    expect(issued.total).toBe(1);
    expect(issued.items[0]._id).not.toBe(invoicesBefore.items[0]._id);
  });

  it('refuses a malformed time or sort with 400 on every list', async () => {
    for (const path of ['/api/subscribers', '/api/messages', '/api/subscriptions', '/api/invoices']) {
      for (const query of ['updatedSince=yesterday', 'updatedSince=2026-13-01', 'sort=random']) {
        expect([path, query, (await t.request(`${path}?${query}`, { headers: admin.headers })).status]).toEqual([path, query, 400]);
      }
    }
  });
});
