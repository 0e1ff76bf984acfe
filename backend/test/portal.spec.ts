import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { openShop, payAtSimulator, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Project {
  _id: string;
  orderId: string;
  packageName: string;
  customerEmail: string;
  stages: { name: string; startsOn: string | null; endsOn: string | null }[];
  currentStage: number;
  questions: { label: string; required: boolean; long: boolean }[];
  answers: string[] | null;
  answeredAt: string | null;
}

interface OutboxFile {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const details = { customerName: 'Jonas Weber', customerAddress: 'Hauptstraße 1, Berlin', customerCountry: 'DE' };
const QUESTIONS = [
  { label: 'Your site’s address', required: true, long: false },
  { label: 'Your main competitors', required: false, long: true },
  { label: 'Access notes (logins stay out of mail)', required: true, long: true },
];

describe('the client portal: projects, stages and onboarding', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let offerId: string;
  let project: Project;

  const get = (path: string, session: Session) => t.request(path, { headers: session.headers });
  const put = (path: string, session: Session, body: object) => t.request(path, { method: 'PUT', json: body, headers: session.headers });
  const mine = async (session: Session) => (await json<{ items: Project[]; total: number }>(get('/api/projects', session))).items;
  const outboxFiles = (): OutboxFile[] => {
    const folder = join(dataDir, 'outbox');
    try {
      return readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as OutboxFile);
    } catch {
      return [];
    }
  };
  async function mailed(to: string, subject: RegExp): Promise<OutboxFile> {
    for (let i = 0; i < 200; i++) {
      const found = outboxFiles().find((mail) => mail.to === to && subject.test(mail.subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail ${subject} to ${to}`);
  }
  async function projectOf(session: Session, orderId: string): Promise<Project> {
    for (let i = 0; i < 200; i++) {
      const found = (await mine(session)).find((item) => item.orderId === orderId);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`order ${orderId} opened no project`);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-'));
    t = await startTestApp({ DEMO_CONTENT: 'false', DATA_DIR: dataDir });
    ({ admin, alice, bob } = await openShop(t));
    const offer = await t.request('/api/pricings', {
      method: 'POST',
      headers: admin.headers,
      json: { packageName: 'Local SEO', packagePrice: 900, currency: 'EUR', packageButtonText: 'Buy' },
    });
    expect(offer.status).toBe(201);
    offerId = (await json<{ _id: string }>(offer))._id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the default stages and no questions until the agency sets an offer up, and refuses a bad set-up', async () => {
    const initial = await json<{ stages: string[]; questions: unknown[]; customised: boolean }>(get(`/api/offer-portal/${offerId}`, admin));
    expect(initial).toMatchObject({ stages: ['Onboarding', 'Audit', 'Implementation', 'Monthly reporting'], questions: [], customised: false });
    expect((await put(`/api/offer-portal/${offerId}`, admin, { stages: [], questions: [] })).status).toBe(400);
    expect((await put(`/api/offer-portal/${offerId}`, admin, { stages: ['  '], questions: [] })).status).toBe(400);
    expect((await put(`/api/offer-portal/${offerId}`, admin, { stages: ['A'], questions: [{ label: '', required: true, long: false }] })).status).toBe(400);
    expect((await put(`/api/offer-portal/${offerId}`, alice, { stages: ['A'], questions: [] })).status).toBe(403);
    expect((await get(`/api/offer-portal/${offerId}`, alice)).status).toBe(403);
    expect((await json<{ customised: boolean }>(get(`/api/offer-portal/${offerId}`, admin))).customised).toBe(false);
    const saved = await put(`/api/offer-portal/${offerId}`, admin, { stages: ['Kick-off', 'Audit', 'Fixes', 'Monthly reporting'], questions: QUESTIONS });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ customised: true, stages: ['Kick-off', 'Audit', 'Fixes', 'Monthly reporting'], questions: QUESTIONS });
  });

  it('opens a project when the order is paid, with the offer’s stages and questions, for its customer alone', async () => {
    const order = await json<{ _id: string }>(
      t.request('/api/new-order', { method: 'POST', json: { packageId: offerId, ...details }, headers: alice.headers }),
    );
    // Unpaid: no project yet.
    expect(await mine(alice)).toEqual([]);
    await payAtSimulator(t, alice, order._id);
    project = await projectOf(alice, order._id);
    expect(project).toMatchObject({ packageName: 'Local SEO', customerEmail: 'alice@example.com', currentStage: 0, questions: QUESTIONS, answers: null });
    expect(project.stages.map((stage) => stage.name)).toEqual(['Kick-off', 'Audit', 'Fixes', 'Monthly reporting']);
    expect(project.stages[0].startsOn).toBe(new Date().toISOString().slice(0, 10));
    // The Admin sees it among everyone's; the other customer sees none of it.
    expect((await mine(admin)).map((item) => item._id)).toContain(project._id);
    expect(await mine(bob)).toEqual([]);
    const audit = await t.app.get(DataSource).query(`SELECT action FROM audit_entry WHERE kind = 'project' AND subject_id = $1`, [project._id]);
    expect(audit).toEqual([{ action: 'open' }]);
  });

  it('answers 404 to another customer for every operation on the project, and for an unknown or malformed id', async () => {
    for (const id of [project._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await get(`/api/project/${id}`, bob)).status).toBe(404);
      expect((await put(`/api/project/${id}/onboarding`, bob, { answers: ['https://bob.example', '', 'x'] })).status).toBe(404);
    }
    expect((await get(`/api/project/${project._id}`, alice)).status).toBe(200);
    // A customer plans no stages, even of their own project.
    expect((await put(`/api/project/${project._id}/stages`, alice, { stages: [{ name: 'Done' }], currentStage: 0 })).status).toBe(403);
    expect((await put(`/api/project/${project._id}/stages`, bob, { stages: [{ name: 'Done' }], currentStage: 0 })).status).toBe(403);
  });

  it('checks the onboarding answers on the server and stores nothing it refuses', async () => {
    const answer = (answers: unknown) => put(`/api/project/${project._id}/onboarding`, alice, { answers });
    expect((await answer(['https://alice.example'])).status).toBe(400);
    expect((await answer(['https://alice.example', 'x', '   '])).status).toBe(400);
    expect((await answer(['x'.repeat(301), '', 'notes'])).status).toBe(400);
    expect((await answer([1, 2, 3])).status).toBe(400);
    expect((await json<Project>(get(`/api/project/${project._id}`, alice))).answers).toBeNull();
    const saved = await answer(['https://alice.example', '', 'Ask Jonas for the CMS login']);
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ answers: ['https://alice.example', '', 'Ask Jonas for the CMS login'], answeredAt: expect.any(String) });
    // The Admin reads them on the project; an Admin does not answer for the client.
    expect((await json<Project>(get(`/api/project/${project._id}`, admin))).answers).toEqual(['https://alice.example', '', 'Ask Jonas for the CMS login']);
    expect((await put(`/api/project/${project._id}/onboarding`, admin, { answers: ['a', 'b', 'c'] })).status).toBe(404);
  });

  it('lets the agency plan stages with dates, refuses a bad plan, and mails the customer a link when the stage moves', async () => {
    const stages = (current: number, plan = project.stages) => put(`/api/project/${project._id}/stages`, admin, { stages: plan, currentStage: current });
    expect((await stages(4)).status).toBe(400);
    expect((await stages(0, [{ name: 'Audit', startsOn: '2026-12-10', endsOn: '2026-12-01' }])).status).toBe(400);
    expect((await stages(0, [{ name: 'Audit', startsOn: '10/12/2026', endsOn: null }])).status).toBe(400);
    expect((await stages(0, [])).status).toBe(400);
    expect((await json<Project>(get(`/api/project/${project._id}`, alice))).currentStage).toBe(0);

    const planned = project.stages.map((stage, index) => (index === 1 ? { ...stage, startsOn: null, endsOn: '2027-01-15' } : stage));
    const moved = await stages(1, planned);
    expect(moved.status).toBe(200);
    const after = await json<Project>(moved);
    expect(after.currentStage).toBe(1);
    expect(after.stages[1]).toEqual({ name: 'Audit', startsOn: new Date().toISOString().slice(0, 10), endsOn: '2027-01-15' });
    const mail = await mailed('alice@example.com', /Local SEO project: Audit/);
    expect(mail.kind).toBe('projectStage');
    expect(mail.text).toContain(`${t.baseUrl}/projects/${project._id}`);
    // Nothing private travels by mail: not the answers.
    expect(mail.text).not.toContain('CMS login');
    expect(mail.html).not.toContain('CMS login');
    // Saving the same stage again mails nothing more.
    expect((await stages(1, after.stages)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxFiles().filter((file) => file.kind === 'projectStage')).toHaveLength(1);
  });

  it('opens one project per order, however often it is paid again', async () => {
    const data = t.app.get(DataSource);
    const [{ n }] = await data.query(`SELECT count(*)::int AS n FROM project WHERE order_id = $1`, [project.orderId]);
    expect(n).toBe(1);
    const paidByHand = await t.request(`/api/order/${project.orderId}`, { method: 'PUT', json: { paymentStatus: 'UnPaid' }, headers: admin.headers });
    expect(paidByHand.status).toBe(200);
    await t.request(`/api/order/${project.orderId}`, { method: 'PUT', json: { paymentStatus: 'Paid' }, headers: admin.headers });
    const [{ n: again }] = await data.query(`SELECT count(*)::int AS n FROM project WHERE order_id = $1`, [project.orderId]);
    expect(again).toBe(1);
  });

  it('takes the portal away with the account that erases itself, keeping the paid order', async () => {
    const erased = await t.request('/api/account', { method: 'DELETE', json: { currentPassword: 'secret-pass' }, headers: alice.headers });
    expect(erased.status).toBe(200);
    const data = t.app.get(DataSource);
    expect(await data.query(`SELECT id FROM project WHERE id = $1`, [project._id])).toEqual([]);
    expect(await data.query(`SELECT id FROM customer_order WHERE id = $1`, [project.orderId])).toHaveLength(1);
    expect((await get(`/api/project/${project._id}`, admin)).status).toBe(404);
  });
});
