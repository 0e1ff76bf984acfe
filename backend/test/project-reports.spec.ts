import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ProjectReportsService } from '../src/projects/project-reports.service.js';
import { openShop, payAtSimulator, type Session } from './accounts.js';
import { FixtureSite } from './audit-fixture-site.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Project {
  _id: string;
  orderId: string;
  siteUrl: string | null;
  reportSite: string | null;
  reportSchedule: string;
  nextReportAt: string | null;
}
interface Issue {
  id: string;
  title: string;
}
interface Report {
  _id: string;
  siteUrl: string;
  scheduled: boolean;
  status: string;
  score: number | null;
  scoreChange: number | null;
  issues: Issue[];
  newIssues: Issue[];
  fixedIssues: Issue[];
  auditRunId?: string;
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
  { label: 'Your goals', required: false, long: true },
];
const MONTH_MS = 28 * 86_400_000;

/** A one-page site whose home page has a title and a heading, and (until told) no description. */
const home = (description?: string) =>
  `<!doctype html><html lang="en"><head><title>Fixture bakery in Berlin, fresh bread daily</title>${
    description ? `<meta name="description" content="${description}">` : ''
  }</head><body><h1>Fixture bakery</h1><p>Bread.</p></body></html>`;

describe('the client portal: monthly site reports of a retainer', () => {
  let t: TestApp;
  let dataDir: string;
  let data: DataSource;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let site: FixtureSite;
  let project: Project;
  let oneOff: Project;

  const get = (path: string, session: Session) => t.request(path, { headers: session.headers });
  const send = (method: string, path: string, session: Session, body?: object) => t.request(path, { method, json: body, headers: session.headers });
  const reports = (session: Session, id = project._id) => json<Report[]>(get(`/api/project/${id}/reports`, session));
  const outbox = (): OutboxFile[] => {
    try {
      return readdirSync(join(dataDir, 'outbox')).map((file) => JSON.parse(readFileSync(join(dataDir, 'outbox', file), 'utf8')) as OutboxFile);
    } catch {
      return [];
    }
  };
  const reportMails = () => outbox().filter((mail) => mail.kind === 'projectReport');
  async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 1200; i++) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }
  const settled = (count: number) =>
    until(`${count} settled reports`, async () => {
      const list = await reports(alice);
      return list.length === count && list.every((report) => report.status === 'done' || report.status === 'failed') ? list : undefined;
    });
  async function openProject(session: Session, packageId: string): Promise<Project> {
    const order = await json<{ _id: string }>(t.request('/api/new-order', { method: 'POST', json: { packageId, ...details }, headers: session.headers }));
    await payAtSimulator(t, session, order._id);
    return until('the project', async () => (await json<{ items: Project[] }>(get('/api/projects', session))).items.find((item) => item.orderId === order._id));
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'project-reports-'));
    site = await new FixtureSite({ '/': home() }).start();
    // The crawler reaches the loopback fixture only behind its explicit test setting.
    t = await startTestApp({
      DEMO_CONTENT: 'false',
      DATA_DIR: dataDir,
      AUDITS_ALLOW_PRIVATE: 'true',
      AUDIT_MAX_PAGES: '5',
      PROJECT_REPORT_SWEEP_SECONDS: '1',
    });
    data = t.app.get(DataSource);
    ({ admin, alice, bob } = await openShop(t));
    const create = async (body: object) => (await json<{ _id: string }>(send('POST', '/api/pricings', admin, body)))._id;
    const retainer = await create({
      packageName: 'Monthly SEO',
      packagePrice: 900,
      currency: 'EUR',
      billing: 'month',
      periods: 12,
      packageButtonText: 'Start',
    });
    const audit = await create({ packageName: 'One audit', packagePrice: 500, currency: 'EUR', packageButtonText: 'Buy' });
    for (const id of [retainer, audit]) {
      expect((await send('PUT', `/api/offer-portal/${id}`, admin, { stages: ['Onboarding', 'Monthly reporting'], questions: QUESTIONS })).status).toBe(200);
    }
    project = await openProject(alice, retainer);
    oneOff = await openProject(bob, audit);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('schedules nothing until the site is known, and runs nothing for an order that is not a retainer', async () => {
    expect(project).toMatchObject({ siteUrl: null, reportSite: null, reportSchedule: 'monthly', nextReportAt: null });
    expect(await t.app.get(ProjectReportsService).sweep()).toBe(0);
    expect(await reports(alice)).toEqual([]);
    // Nothing to audit: the agency's "Run a report now" says so and stores nothing.
    expect((await send('POST', `/api/project/${project._id}/reports`, admin)).status).toBe(409);
    // A one-off order with its site known is reported on only when the agency asks.
    await send('PUT', `/api/project/${oneOff._id}/onboarding`, bob, { answers: ['bakery.example', ''] });
    expect((await json<Project>(get(`/api/project/${oneOff._id}`, bob))).reportSite).toBe('https://bakery.example/');
    expect(await t.app.get(ProjectReportsService).sweep()).toBe(0);
    expect(await data.query(`SELECT count(*)::int AS n FROM project_report`)).toEqual([{ n: 0 }]);
  });

  it('audits the site named in the onboarding answers on schedule, adds the report and mails its client a link and a preview only', async () => {
    const answered = await send('PUT', `/api/project/${project._id}/onboarding`, alice, { answers: [site.url('/'), 'More bookings'] });
    expect(answered.status).toBe(200);
    expect((await json<Project>(answered)).reportSite).toBe(site.url('/'));
    // The periodic sweep (every second here) finds it due and queues the audit.
    const [first] = await settled(1);
    expect(first).toMatchObject({ siteUrl: site.url('/'), scheduled: true, status: 'done', scoreChange: null, fixedIssues: [] });
    expect(first.score).toBeGreaterThan(0);
    expect(first.score).toBeLessThan(100);
    expect(first.issues.map((issue) => issue.id)).toContain('description-missing');
    expect(first.newIssues).toEqual(first.issues);
    expect(first.auditRunId).toBeUndefined();
    expect((await reports(admin))[0].auditRunId).toMatch(/^[0-9a-f-]{36}$/);
    expect(site.asked('/')).toBe(true);

    const mail = await until('the report mail', async () => reportMails()[0]);
    expect(mail.to).toBe('alice@example.com');
    expect(mail.subject).toBe(`Your site report for ${site.origin.replace('http://', '')} is ready`);
    expect(mail.text).toContain(`/projects/${project._id}`);
    expect(mail.text).toContain(`${first.score}/100`);
    // The findings stay behind the sign-in.
    for (const issue of first.issues) expect(mail.text).not.toContain(issue.title);

    const after = await json<Project>(get(`/api/project/${project._id}`, alice));
    const due = new Date(after.nextReportAt!).getTime() - Date.now();
    expect(due).toBeGreaterThan(MONTH_MS);
    expect(due).toBeLessThan(31 * 86_400_000 + 60_000);
    // Not due again: more sweeps make nothing.
    expect(await t.app.get(ProjectReportsService).sweep()).toBe(0);
    expect(reportMails()).toHaveLength(1);
  });

  it('makes one report per due period however many sweeps race for it, with the trend and the issues fixed since the last', async () => {
    site.set('/', home('The fixture bakery in Berlin bakes sourdough, rye and spelt bread every morning; order online or visit us.'));
    await data.query(`UPDATE project SET next_report_at = now() - interval '1 minute' WHERE id = $1`, [project._id]);
    const service = t.app.get(ProjectReportsService);
    const made = await Promise.all([service.sweep(), service.sweep(), service.sweep()]);
    // The timer's own sweep may have taken it first: either way, exactly one report for the period.
    expect(made.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1);
    const [second, first] = await settled(2);
    expect(await data.query(`SELECT count(*)::int AS n FROM project_report WHERE project_id = $1 AND scheduled`, [project._id])).toEqual([{ n: 2 }]);
    expect(second.score!).toBeGreaterThan(first.score!);
    expect(second.scoreChange).toBe(second.score! - first.score!);
    expect(second.fixedIssues.map((issue) => issue.id)).toContain('description-missing');
    expect(second.newIssues).toEqual([]);
    const mail = await until('the second mail', async () => (reportMails().length === 2 ? reportMails() : undefined));
    expect(mail.map((m) => m.text).join('\n')).toContain(`up ${second.scoreChange}`);
  });

  it('lets the agency run a report now and set the site and schedule; the client and others cannot', async () => {
    for (const session of [alice, bob]) {
      expect((await send('POST', `/api/project/${project._id}/reports`, session)).status).toBe(403);
      expect((await send('PUT', `/api/project/${project._id}/reporting`, session, { siteUrl: null, schedule: 'off' })).status).toBe(403);
    }
    // Another client's project answers as a missing one.
    expect((await get(`/api/project/${project._id}/reports`, bob)).status).toBe(404);
    expect((await get(`/api/project/${oneOff._id}/reports`, alice)).status).toBe(404);

    const asked = await send('POST', `/api/project/${project._id}/reports`, admin);
    expect(asked.status).toBe(201);
    expect(await json(asked)).toMatchObject({ scheduled: false, siteUrl: site.url('/') });
    // One at a time: a second while the first is under way is refused, and stores nothing.
    const again = await send('POST', `/api/project/${project._id}/reports`, admin);
    if (again.status === 201) {
      // the first had already ended (a fast machine): then the second is a report of its own
      await settled(4);
    } else {
      expect(again.status).toBe(409);
      await settled(3);
    }
    const audit = await data.query(`SELECT action FROM audit_entry WHERE kind = 'project' AND action = 'report' AND subject_id = $1`, [project._id]);
    expect(audit.length).toBeGreaterThanOrEqual(3);

    for (const bad of [
      { siteUrl: 'ftp://example.com', schedule: 'monthly' },
      { siteUrl: 'https://example.com', schedule: 'daily' },
      { siteUrl: 'x'.repeat(10), schedule: 'weekly' },
    ]) {
      expect((await send('PUT', `/api/project/${project._id}/reporting`, admin, bad)).status).toBe(400);
    }
    const before = await json<Project>(get(`/api/project/${project._id}`, admin));
    expect(before).toMatchObject({ siteUrl: null, reportSchedule: 'monthly' });

    const set = await send('PUT', `/api/project/${project._id}/reporting`, admin, { siteUrl: 'https://www.bakery.example/', schedule: 'quarterly' });
    expect(set.status).toBe(200);
    const changed = await json<Project>(set);
    expect(changed).toMatchObject({ siteUrl: 'https://www.bakery.example/', reportSite: 'https://www.bakery.example/', reportSchedule: 'quarterly' });
    // Counted from the last scheduled report: about three months on.
    expect(new Date(changed.nextReportAt!).getTime() - Date.now()).toBeGreaterThan(80 * 86_400_000);
    const off = await json<Project>(send('PUT', `/api/project/${project._id}/reporting`, admin, { siteUrl: null, schedule: 'off' }));
    expect(off).toMatchObject({ reportSchedule: 'off', nextReportAt: null, reportSite: site.url('/') });
    await data.query(`UPDATE project SET next_report_at = now() - interval '1 day' WHERE id = $1`, [project._id]);
    expect(await t.app.get(ProjectReportsService).sweep()).toBe(0);
  });

  it('takes the reports and their audits with the account that erases itself', async () => {
    // Bob's one-off project, reported on when the agency asks, at the fixture site.
    expect((await send('PUT', `/api/project/${oneOff._id}/reporting`, admin, { siteUrl: site.url('/'), schedule: 'monthly' })).status).toBe(200);
    expect((await send('POST', `/api/project/${oneOff._id}/reports`, admin)).status).toBe(201);
    const [report] = await until('bob’s report', async () => {
      const list = await reports(bob, oneOff._id);
      return list.length === 1 && list[0].status !== 'queued' && list[0].status !== 'running' ? list : undefined;
    });
    const [{ audit_run_id: runId }] = await data.query(`SELECT audit_run_id FROM project_report WHERE id = $1`, [report._id]);
    const erased = await t.request('/api/account', { method: 'DELETE', json: { currentPassword: 'long-secret-pass' }, headers: bob.headers });
    expect(erased.status).toBe(200);
    expect(await data.query(`SELECT id FROM project_report WHERE project_id = $1`, [oneOff._id])).toEqual([]);
    expect(await data.query(`SELECT id FROM audit_run WHERE id = $1`, [runId])).toEqual([]);
    // Alice's reports are hers still.
    expect((await reports(alice)).length).toBeGreaterThan(0);
  });
});
