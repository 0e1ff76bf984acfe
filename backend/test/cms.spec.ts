import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { REVISIONS_KEPT, REVISION_DAYS } from '../src/content/content.service.js';
import { openShop, registerAdmin, type Session, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface AuditItem {
  id: string;
  createdAt: string;
  actorEmail: string | null;
  kind: string;
  action: string;
  subject: string;
  subjectId: string | null;
  detail: string | null;
}
interface AuditPage {
  items: AuditItem[];
  next: string | null;
}

const details = { customerName: 'Ada Buyer', customerAddress: '1 Main St, Springfield', customerCountry: 'US' };
const member = (name: string) => ({ teamMemberImg: '/images/team.jpg', teamMemberName: name, teamMemberTitle: 'SEO lead' });

describe("history, audit log and archive of an admin's changes", () => {
  let t: TestApp;
  let admin: Session;
  let second: Session;
  let alice: Session;
  let packages: Shop['packages'];
  const log = async (query = '') => json<AuditPage>(t.request(`/api/audit-log${query}`, { headers: admin.headers }));

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, alice, packages } = await openShop(t));
    second = await registerAdmin(t, 'second@example.com', admin);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs every change by any admin, newest first, with who and the change: content, prices, roster, payment e-mail, order status', async () => {
    const created = await json<{ _id: string }>(t.request('/api/add-team-Item', { method: 'POST', json: member('Sofia Rossi'), headers: admin.headers }));
    expect(created._id).toEqual(expect.any(String));
    await t.request(`/api/update-teamitems/${created._id}`, { method: 'PUT', json: member('Sofia Bianchi'), headers: second.headers });
    const standard = packages.find((p) => p.packageName === 'Standard')!;
    const { _id: _, createdAt: _c, updatedAt: _u, version: _v, archivedAt: _a, ...fields } = standard as unknown as Record<string, unknown>;
    expect((await t.request(`/api/pricing/${standard._id}`, { method: 'PUT', json: { ...fields, packagePrice: 149 }, headers: admin.headers })).status).toBe(
      200,
    );
    const order = await json<{ _id: string }>(
      t.request('/api/new-order', { method: 'POST', json: { packageId: standard._id, ...details }, headers: alice.headers }),
    );
    expect((await t.request(`/api/order/${order._id}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: second.headers })).status).toBe(200);

    const page = await log();
    const paid = page.items.find((item) => item.kind === 'order')!;
    expect(paid).toMatchObject({ actorEmail: second.email, action: 'payment-status', subjectId: order._id, detail: 'paymentStatus: UnPaid → Paid' });
    expect(Date.now() - new Date(paid.createdAt).getTime()).toBeLessThan(60_000);
    expect(page.items.find((item) => item.kind === 'pricing')).toMatchObject({
      actorEmail: admin.email,
      action: 'update',
      subject: 'Package: Standard',
      detail: 'Price: “249.00 USD” → “149.00 USD”',
    });
    expect(page.items.find((item) => item.kind === 'content' && item.action === 'update')).toMatchObject({
      actorEmail: second.email,
      subject: 'Team members: Sofia Bianchi',
      detail: 'Name: “Sofia Rossi” → “Sofia Bianchi”',
    });
    expect(page.items.filter((item) => item.kind === 'roster')).toEqual([
      expect.objectContaining({ actorEmail: admin.email, subject: 'Roster: second@example.com' }),
      expect.objectContaining({ actorEmail: admin.email, action: 'promote', detail: 'became the first Admin through the setup link' }),
    ]);
    expect(page.items.filter((item) => item.kind === 'payment-email')).toHaveLength(1);
    // Newest first.
    const times = page.items.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A customer's own actions (ordering) are not admin changes.
    expect(page.items.some((item) => item.actorEmail === alice.email)).toBe(false);
  });

  it('filters by admin, kind and date, and pages by cursor without repeating or skipping an entry', async () => {
    expect((await log(`?actor=${second.email}`)).items.every((item) => item.actorEmail === second.email)).toBe(true);
    expect((await log('?kind=order')).items.map((item) => item.kind)).toEqual(['order']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?from=${today}&to=${today}`)).items.length).toBeGreaterThan(3);
    expect((await log('?to=2001-01-01')).items).toEqual([]);
    const all = (await log('?pageSize=100')).items;
    const walked: AuditItem[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditPage = await log(`?pageSize=2${cursor ? `&after=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items);
      cursor = page.next;
    } while (cursor);
    expect(walked.map((item) => item.id)).toEqual(all.map((item) => item.id));
    for (const bad of [
      '?kind=everything',
      '?pageSize=0',
      '?pageSize=101',
      '?from=yesterday',
      '?after=%2F%2F',
      '?after=bm90LWEtY3Vyc29y',
      '?actor=not-an-email',
      '?from=2026-02-01&to=2026-01-01',
    ]) {
      expect((await t.request(`/api/audit-log${bad}`, { headers: admin.headers })).status).toBe(400);
    }
    expect((await t.request('/api/audit-log', { headers: alice.headers })).status).toBe(403);
  });

  it('says which fields of a record changed from what to what, by their editor labels, not the spec’s keys', async () => {
    const long = `Technical fixes often show within weeks, ${'and content takes longer '.repeat(4)}`;
    const created = await json<{ _id: string }>(
      t.request('/api/add-faq-item', { method: 'POST', json: { accodingTitle: 'How fast?', accodingText: 'Weeks.' }, headers: admin.headers }),
    );
    const updated = await t.request(`/api/faq-item/${created._id}`, {
      method: 'PUT',
      json: { accodingTitle: 'How fast?', accodingText: long },
      headers: admin.headers,
    });
    expect(updated.status).toBe(200);
    const entry = (await log('?kind=content')).items.find((item) => item.subjectId === created._id && item.action === 'update')!;
    expect(entry.detail).toBe(`Answer: “Weeks.” → “${long.replace(/\s+/g, ' ').trim().slice(0, 59)}…”`);
    expect(entry.detail).not.toContain('accodingText');
  });
  it('archives a package that has orders instead of deleting it: gone from the pricing page and new orders, kept on its orders, offered again on request', async () => {
    const standard = packages.find((p) => p.packageName === 'Standard')!;
    const archived = await t.request(`/api/pricing/${standard._id}`, { method: 'DELETE', headers: admin.headers });
    expect(await json(archived)).toEqual({ message: 'Package is Archived: its orders keep it' });
    expect((await json<{ _id: string }[]>(t.request('/api/pricings'))).map((p) => p._id)).not.toContain(standard._id);
    expect(JSON.stringify(await json(t.request('/api/site')))).not.toContain(standard._id);
    const forAdmin = await json<{ _id: string; archivedAt: string | null }[]>(t.request('/api/pricings', { headers: admin.headers }));
    expect(forAdmin.find((p) => p._id === standard._id)?.archivedAt).toEqual(expect.any(String));
    const refused = await t.request('/api/new-order', { method: 'POST', json: { packageId: standard._id, ...details }, headers: alice.headers });
    expect(refused.status).toBe(409);
    const orders = await json<{ items: { packageName: string; packageId: string }[] }>(t.request('/api/orders', { headers: alice.headers }));
    expect(orders.items.find((o) => o.packageId === standard._id)?.packageName).toBe('Standard');
    expect((await t.request(`/api/pricing/${standard._id}`)).status).toBe(200);
    expect((await t.request(`/api/pricing/${standard._id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
    expect((await t.request(`/api/pricing/${standard._id}/unarchive`, { method: 'POST', headers: admin.headers })).status).toBe(200);
    expect((await json<{ _id: string }[]>(t.request('/api/pricings'))).map((p) => p._id)).toContain(standard._id);

    const basic = packages.find((p) => p.packageName === 'Basic')!;
    const deleted = await t.request(`/api/pricing/${basic._id}`, { method: 'DELETE', headers: admin.headers });
    expect(await json(deleted)).toEqual({ message: 'Package is Deleted' });
    expect((await t.request(`/api/pricing/${basic._id}`)).status).toBe(404);
    expect((await log('?kind=pricing')).items.slice(0, 3).map((item) => item.action)).toEqual(['delete', 'restore', 'archive']);
  });

  it('refuses a stale package save with 409', async () => {
    const premium = await json<{ _id: string; version: number } & Record<string, unknown>>(
      t.request(`/api/pricing/${packages.find((p) => p.packageName === 'Premium')!._id}`),
    );
    const { _id, createdAt: _c, updatedAt: _u, version, archivedAt: _a, ...fields } = premium;
    const save = (price: number) =>
      t.request(`/api/pricing/${_id}`, { method: 'PUT', json: { ...fields, packagePrice: price }, headers: { ...admin.headers, 'if-match': `"${version}"` } });
    expect((await save(301)).status).toBe(200);
    expect((await save(302)).status).toBe(409);
    // Sent straight back as read (version and archive mark included), a package saves; the version counts as If-Match.
    const { _id: _read, createdAt: _c2, updatedAt: _u2, ...asRead } = await json<Record<string, unknown>>(t.request(`/api/pricing/${_id}`));
    expect((await t.request(`/api/pricing/${_id}`, { method: 'PUT', json: { ...asRead, packagePrice: 303 }, headers: admin.headers })).status).toBe(200);
    expect((await t.request(`/api/pricing/${_id}`, { method: 'PUT', json: { ...asRead, packagePrice: 304 }, headers: admin.headers })).status).toBe(409);
    expect((await json<{ packagePrice: number }>(t.request(`/api/pricing/${_id}`))).packagePrice).toBe(303);
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions of a record and every one of the last ${REVISION_DAYS} days`, async () => {
    const data = t.app.get(DataSource);
    const created = await json<{ _id: string }>(t.request('/api/add-team-Item', { method: 'POST', json: member('Bounded 0'), headers: admin.headers }));
    // 80 old revisions (two months ago), then 10 recent edits through the API.
    await data.query(
      `INSERT INTO content_revision (record_id, section, action, before, after, created_at)
       SELECT $1, 'teamItems', 'update', NULL, NULL, now() - interval '60 days' + n * interval '1 minute' FROM generate_series(1, 80) AS n`,
      [created._id],
    );
    for (let i = 1; i <= 10; i++) {
      expect((await t.request(`/api/update-teamitems/${created._id}`, { method: 'PUT', json: member(`Bounded ${i}`), headers: admin.headers })).status).toBe(
        200,
      );
    }
    const [{ kept, recent }]: [{ kept: number; recent: number }] = await data.query(
      `SELECT count(*)::int AS kept, count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS recent FROM content_revision WHERE record_id = $1`,
      [created._id],
    );
    // Every recent one (the creation and 10 edits), and of the old ones as many as make the newest 50.
    expect(recent).toBe(11);
    expect(kept - recent).toBe(REVISIONS_KEPT - 10);
    // Recent revisions are never pruned, however many.
    for (let i = 11; i <= REVISIONS_KEPT + 5; i++) {
      await t.request(`/api/update-teamitems/${created._id}`, { method: 'PUT', json: member(`Bounded ${i}`), headers: admin.headers });
    }
    const [{ all, old }]: [{ all: number; old: number }] = await data.query(
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE created_at < now() - interval '1 day')::int AS old FROM content_revision WHERE record_id = $1`,
      [created._id],
    );
    // The creation and 55 edits, all recent, are all kept; the old ones are no longer among the newest 50.
    expect([all, old]).toEqual([REVISIONS_KEPT + 6, 0]);
  });

  it('keeps places exact when admins move items at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(
        (
          await json<{ _id: string }>(
            t.request('/api/add-service-item', {
              method: 'POST',
              json: { serviceIcon: '/i.svg', serviceTitle: `S${i}`, serviceDetails: 'x' },
              headers: admin.headers,
            }),
          )
        )._id,
      );
    }
    await Promise.all(
      ids.map((id, i) =>
        t.request(`/api/sections/serviceItems/records/${id}/position`, {
          method: 'PUT',
          json: { position: ((i * 5) % 6) + 1 },
          headers: i % 2 ? admin.headers : second.headers,
        }),
      ),
    );
    const list = await json<{ _id: string; position: number }[]>(t.request('/api/service-items', { headers: admin.headers }));
    expect(list.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(list.map((item) => item._id))).toEqual(new Set(ids));
  });
});
