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

  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const upload = (projectId: string, session: Session, file: Blob, name: string, title?: string) => {
    const form = new FormData();
    if (title !== undefined) form.append('title', title);
    form.append('file', file, name);
    return t.request(`/api/project/${projectId}/deliverables`, { method: 'POST', body: form, headers: session.headers });
  };

  it('delivers a private file: to the project’s customer and the Admins only, as an uncached attachment, each download logged', async () => {
    // Refused: no title, bytes that are not an accepted type whatever the name says, a customer uploading.
    expect((await upload(project._id, admin, new Blob([PDF]), 'report.pdf')).status).toBe(400);
    expect((await upload(project._id, admin, new Blob(['<script>alert(1)</script>']), 'report.pdf', 'Report')).status).toBe(400);
    expect((await upload(project._id, alice, new Blob([PDF]), 'report.pdf', 'Report')).status).toBe(403);
    const data = t.app.get(DataSource);
    expect(await data.query(`SELECT id FROM project_deliverable`)).toEqual([]);

    const created = await upload(project._id, admin, new Blob([PDF], { type: 'text/html' }), '../../March report.pdf', 'March audit report');
    expect(created.status).toBe(201);
    const file = await json<{ _id: string; downloadUrl: string; fileName: string; contentType: string }>(created);
    expect(file).toMatchObject({ fileName: 'March report.pdf', contentType: 'application/pdf', downloadUrl: `/api/deliverable/${file._id}/file` });
    const mail = await mailed('alice@example.com', /Something new in your Local SEO project/);
    expect(mail.text).toContain(`${t.baseUrl}/projects/${project._id}`);
    expect(mail.text).not.toContain('March audit report');

    const download = await get(file.downloadUrl, alice);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="March report.pdf"');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    // Never under a public address: not to a visitor, not to another customer, not from the media library's paths.
    expect((await t.request(file.downloadUrl)).status).toBe(401);
    expect((await get(file.downloadUrl, bob)).status).toBe(404);
    const [{ file_hash: hash }] = await data.query(`SELECT file_hash FROM project_deliverable WHERE id = $1`, [file._id]);
    for (const path of [`/media/${hash}`, `/media/deliverable/${hash}`, `/media/${hash}.svg`, `/media/deliverable%2F${hash}`])
      expect((await t.request(path)).status).toBe(404);
    expect((await get(`/api/project/${project._id}/deliverables`, bob)).status).toBe(404);

    expect((await get(file.downloadUrl, admin)).status).toBe(200);
    const [seen] = await json<{ downloads?: { who: string; byCustomer: boolean }[] }[]>(get(`/api/project/${project._id}/deliverables`, admin));
    expect(seen.downloads).toEqual([
      expect.objectContaining({ who: 'owner@rankwell.test', byCustomer: false }),
      expect.objectContaining({ who: 'alice@example.com', byCustomer: true }),
    ]);
    const [mineSeen] = await json<{ downloads?: unknown }[]>(get(`/api/project/${project._id}/deliverables`, alice));
    expect(mineSeen.downloads).toBeUndefined();
  });

  it('records an approval asked, the changes the client wants and then their approval, on both sides', async () => {
    const link = await t.request(`/api/project/${project._id}/links`, {
      method: 'POST',
      json: { title: 'Content brief', url: 'https://docs.example.com/brief' },
      headers: admin.headers,
    });
    expect(link.status).toBe(201);
    const brief = await json<{ _id: string }>(link);
    expect(
      (await t.request(`/api/project/${project._id}/links`, { method: 'POST', json: { title: 'x', url: 'javascript:alert(1)' }, headers: admin.headers }))
        .status,
    ).toBe(400);
    const decide = (session: Session, body: object) =>
      t.request(`/api/deliverable/${brief._id}/approval`, { method: 'POST', json: body, headers: session.headers });
    // Not asked yet.
    expect((await decide(alice, { decision: 'approved' })).status).toBe(409);
    expect((await t.request(`/api/deliverable/${brief._id}/approval-request`, { method: 'POST', headers: alice.headers })).status).toBe(403);
    expect((await t.request(`/api/deliverable/${brief._id}/approval-request`, { method: 'POST', headers: admin.headers })).status).toBe(200);
    await mailed('alice@example.com', /Your approval is asked/);
    expect((await decide(bob, { decision: 'approved' })).status).toBe(404);
    expect((await decide(admin, { decision: 'approved' })).status).toBe(404);
    expect((await decide(alice, { decision: 'changes' })).status).toBe(400);
    expect((await decide(alice, { decision: 'maybe' })).status).toBe(400);
    const changes = await decide(alice, { decision: 'changes', comment: 'Add the blog section' });
    expect(changes.status).toBe(200);
    expect(await json(changes)).toMatchObject({ approval: 'changes', approvalComment: 'Add the blog section' });
    await mailed('owner@rankwell.test', /Changes asked: Local SEO/);
    await t.request(`/api/deliverable/${brief._id}/approval-request`, { method: 'POST', headers: admin.headers });
    expect((await decide(alice, { decision: 'approved', comment: 'Thanks' })).status).toBe(200);
    expect((await decide(alice, { decision: 'changes', comment: 'One more' })).status).toBe(409);
    const seen = await json<{ _id: string; approval: string | null; approvalComment: string | null }[]>(get(`/api/project/${project._id}/deliverables`, admin));
    expect(seen.find((item) => item._id === brief._id)).toMatchObject({ approval: 'approved', approvalComment: 'Thanks' });
  });

  it('keeps one thread per project: mails each side a link and a short preview, and counts what each has not read', async () => {
    const write = (session: Session, body: unknown, id = project._id) =>
      t.request(`/api/project/${id}/messages`, { method: 'POST', json: { body }, headers: session.headers });
    const thread = (session: Session) =>
      json<{ items: { fromAgency: boolean; body: string }[]; unread: number }>(get(`/api/project/${project._id}/messages`, session));
    expect((await write(alice, '   ')).status).toBe(400);
    expect((await write(alice, 'x'.repeat(4001))).status).toBe(400);
    expect((await write(bob, 'Hello')).status).toBe(404);
    expect((await get(`/api/project/${project._id}/messages`, bob)).status).toBe(404);
    expect((await t.request(`/api/project/${project._id}/messages/read`, { method: 'POST', headers: bob.headers })).status).toBe(404);

    const long = `Could we add the blog to the audit? ${'Also the shop pages and their categories. '.repeat(5)}SECRET-TAIL`;
    expect((await write(alice, long)).status).toBe(201);
    const toAgency = await mailed('owner@rankwell.test', /Message from alice@example.com/);
    expect(toAgency.text).toContain(`${t.baseUrl}/client-projects/${project._id}`);
    expect(toAgency.text).toContain('Could we add the blog to the audit?');
    expect(toAgency.text).not.toContain('SECRET-TAIL');
    expect((await thread(admin)).unread).toBe(1);
    expect((await json<Project & { unreadMessages: number }>(get(`/api/project/${project._id}`, admin))).unreadMessages).toBe(1);
    expect((await thread(alice)).unread).toBe(0);

    expect((await write(admin, 'Yes, we add it this week.')).status).toBe(201);
    const toClient = await mailed('alice@example.com', /New message in your Local SEO project/);
    expect(toClient.text).toContain(`${t.baseUrl}/projects/${project._id}`);
    // Writing is reading: the agency has read the client's message.
    expect((await thread(admin)).unread).toBe(0);
    expect((await thread(alice)).unread).toBe(1);
    expect((await json<{ items: (Project & { unreadMessages: number })[] }>(get('/api/projects', alice))).items[0].unreadMessages).toBe(1);
    const read = await t.request(`/api/project/${project._id}/messages/read`, { method: 'POST', headers: alice.headers });
    expect(read.status).toBe(200);
    expect((await thread(alice)).unread).toBe(0);
    expect((await thread(alice)).items.map((item) => [item.fromAgency, item.body.slice(0, 20)])).toEqual([
      [false, 'Could we add the blo'],
      [true, 'Yes, we add it this '],
    ]);
  });

  it('makes a file attached to a message a private deliverable of the project, listed in the thread, from either side', async () => {
    const attach = (session: Session, file: Blob, name: string, body?: string, id = project._id) => {
      const form = new FormData();
      if (body !== undefined) form.append('body', body);
      form.append('file', file, name);
      return t.request(`/api/project/${id}/messages/attachment`, { method: 'POST', body: form, headers: session.headers });
    };
    const data = t.app.get(DataSource);
    const before = await data.query(`SELECT count(*)::int AS n FROM project_deliverable`);
    const messagesBefore = await data.query(`SELECT count(*)::int AS n FROM project_message`);
    // Refused, storing nothing: another client's project, bytes of no accepted type, a message too long.
    expect((await attach(bob, new Blob([PDF]), 'brief.pdf', 'Here')).status).toBe(404);
    expect((await attach(alice, new Blob(['<html><script>alert(1)</script>']), 'brief.pdf', 'Here')).status).toBe(400);
    expect((await attach(alice, new Blob([PDF]), 'brief.pdf', 'x'.repeat(4001))).status).toBe(400);
    expect(await data.query(`SELECT count(*)::int AS n FROM project_deliverable`)).toEqual(before);
    expect(await data.query(`SELECT count(*)::int AS n FROM project_message`)).toEqual(messagesBefore);

    const sent = await attach(alice, new Blob([PDF]), 'Our brand guide.pdf', 'The brand guide you asked for');
    expect(sent.status).toBe(201);
    const message = await json<{ _id: string; body: string; attachments: { _id: string; fileName: string; size: number; downloadUrl: string }[] }>(sent);
    expect(message.body).toBe('The brand guide you asked for');
    expect(message.attachments).toEqual([
      { _id: expect.any(String), fileName: 'Our brand guide.pdf', size: PDF.length, downloadUrl: expect.stringMatching(/^\/api\/deliverable\/.+\/file$/) },
    ]);
    const [attachment] = message.attachments;
    const toAgency = await mailed('owner@rankwell.test', /Message from alice@example.com/);
    expect(toAgency.text).toContain(`${t.baseUrl}/client-projects/${project._id}`);
    // A deliverable of the project: listed with the others, downloaded by the agency and its client only.
    const listed = await json<{ _id: string; messageId: string | null; kind: string }[]>(get(`/api/project/${project._id}/deliverables`, admin));
    expect(listed.find((item) => item._id === attachment._id)).toMatchObject({ kind: 'file', messageId: message._id });
    expect((await get(attachment.downloadUrl, admin)).status).toBe(200);
    expect((await get(attachment.downloadUrl, bob)).status).toBe(404);
    expect((await t.request(attachment.downloadUrl)).status).toBe(401);
    // The agency answers with a file and no words: the message is the file's name.
    const answer = await json<{ body: string; fromAgency: boolean }>(attach(admin, new Blob(['keyword,volume\nseo,100\n']), 'keywords.csv'));
    expect(answer).toMatchObject({ body: 'keywords.csv', fromAgency: true });
    const thread = await json<{ items: { _id: string; attachments: { fileName: string }[] }[] }>(get(`/api/project/${project._id}/messages`, alice));
    expect(thread.items.find((item) => item._id === message._id)!.attachments.map((file) => file.fileName)).toEqual(['Our brand guide.pdf']);
    expect(thread.items.at(-1)!.attachments.map((file) => file.fileName)).toEqual(['keywords.csv']);
  });

  it('puts the portal in the account’s data export: projects, answers, messages, deliverables and approvals', async () => {
    const exported = await json<{
      projects: {
        _id: string;
        answers: string[] | null;
        messages: { body: string }[];
        deliverables: { title: string; approval: string | null }[];
        reports: unknown[];
      }[];
    }>(get('/api/account/export', alice));
    const mineExported = exported.projects.find((item) => item._id === project._id)!;
    expect(mineExported.answers).toEqual((await json<Project>(get(`/api/project/${project._id}`, alice))).answers);
    expect(mineExported.messages.map((message) => message.body)).toContain('The brand guide you asked for');
    expect(mineExported.deliverables).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'March audit report' }),
        expect.objectContaining({ title: 'Content brief', approval: 'approved' }),
      ]),
    );
    expect(mineExported.reports).toEqual([]);
    // Another client's export holds none of it.
    expect((await json<{ projects: { _id: string }[] }>(get('/api/account/export', bob))).projects.map((item) => item._id)).not.toContain(project._id);
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
    const erased = await t.request('/api/account', { method: 'DELETE', json: { currentPassword: 'long-secret-pass' }, headers: alice.headers });
    expect(erased.status).toBe(200);
    const data = t.app.get(DataSource);
    expect(await data.query(`SELECT id FROM project WHERE id = $1`, [project._id])).toEqual([]);
    // The delivered files' bytes go too, and their download log with them.
    expect(await data.query(`SELECT key FROM media_blob WHERE key LIKE 'deliverable/%'`)).toEqual([]);
    expect(await data.query(`SELECT id FROM deliverable_download`)).toEqual([]);
    expect(await data.query(`SELECT id FROM project_message`)).toEqual([]);
    expect(await data.query(`SELECT id FROM customer_order WHERE id = $1`, [project.orderId])).toHaveLength(1);
    expect((await get(`/api/project/${project._id}`, admin)).status).toBe(404);
  });
});
