import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderAuditPdf } from '../src/audits/audit-pdf.js';
import { reportTokenHash, reportTokenSealer } from '../src/audits/audit-records.js';
import { JobQueue } from '../src/jobs/job-queue.js';
import { MailService } from '../src/mail/mail.service.js';
import { siteOf } from '../src/audits/audits.service.js';
import { AUDIT_TEXTS } from '../src/audits/texts.js';
import { SPAM_REASONS } from '../src/messages/messages.service.js';
import { registerAdmin, type Session } from './accounts.js';
import { FixtureSite, fixturePage, fixtureSitemap } from './audit-fixture-site.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Report {
  status: 'queued' | 'running' | 'done' | 'failed';
  targetUrl: string;
  score: number | null;
  pageCount: number;
  findings: { id: string; title: string; severity: string; pages: { url: string }[]; fix: string }[] | null;
  failure: string | null;
  expiresAt: string;
}

interface RunRecord extends Omit<Report, 'expiresAt'> {
  _id: string;
  leadId: string | null;
  requestedBy: string | null;
  durationMs: number | null;
  reportUrl: string | null;
  expiresAt: string | null;
}

interface OutboxFile {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

/** harness.ts's */
const JWT_SECRET = 'test-secret-that-is-long-enough';

/** The PDF's streams inflated: its pages' drawing operators, readable. */
const drawn = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (an image, a font); the operators are in the others
    }
  }
  return parts.join('\n');
};

/** Text as compared: the zero-width joiners the PDF keeps ligatures apart with dropped, white space as one space. */
const words = (text: string) =>
  text
    .replace(/\u200c/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const pdfBytes = (bytes: Buffer) => bytes.subarray(0, 5).toString() === '%PDF-' && bytes.subarray(-8).toString().includes('%%EOF');

/** A small site with one known defect on every page (no meta description) and one broken link. */
async function defectSite(): Promise<FixtureSite> {
  const site = await new FixtureSite().start();
  const paths = ['/', '/about', '/services'];
  for (const path of paths) site.set(path, fixturePage(site.origin, { path, description: null, links: paths.filter((other) => other !== path) }));
  site.set('/robots.txt', { headers: { 'content-type': 'text/plain' }, body: `User-agent: *\nAllow: /\nSitemap: ${site.origin}/sitemap.xml\n` });
  site.set('/sitemap.xml', { headers: { 'content-type': 'application/xml' }, body: fixtureSitemap(paths.map((path) => site.origin + path)) });
  return site;
}

const request = (url: string, extra: Record<string, unknown> = {}) => ({
  url,
  email: 'visitor@example.com',
  name: 'Val Visitor',
  number: '+1 555 0100',
  consent: true,
  website: '',
  elapsedMs: 12_000,
  ...extra,
});

describe('the free SEO analysis', () => {
  const sites: FixtureSite[] = [];
  const track = <T extends FixtureSite>(site: T) => (sites.push(site), site);
  let t: TestApp;
  let data: DataSource;
  let admin: Session;
  let dataDir: string;

  const outbox = (): OutboxFile[] =>
    readdirSync(join(dataDir, 'outbox'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(dataDir, 'outbox', file), 'utf8')) as OutboxFile);
  /** The visitor's report mails about one site, once the mail (sent after the job's end) has arrived. */
  const mailsTo = async (to: string, targetUrl: string): Promise<OutboxFile[]> => {
    const host = new URL(targetUrl).host;
    for (let i = 0; i < 200; i++) {
      const mails = outbox().filter((mail) => mail.kind === 'auditReport' && mail.to === to && mail.subject.includes(host));
      if (mails.length > 0) {
        // Long enough for a second mail to show, were one sent.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return outbox().filter((mail) => mail.kind === 'auditReport' && mail.to === to && mail.subject.includes(host));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  };
  const count = async (table: string) => Number((await data.query(`SELECT count(*) AS n FROM "${table}"`))[0].n);

  const settledReport = async (token: string): Promise<Report> => {
    for (let i = 0; i < 600; i++) {
      const report = await json<Report>(t.request(`/api/audit-reports/${token}`));
      if (report.status === 'done' || report.status === 'failed') return report;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the audit did not finish');
  };

  const settledRun = async (id: string): Promise<RunRecord> => {
    for (let i = 0; i < 600; i++) {
      const run = await json<RunRecord>(t.request(`/api/audits/${id}`, { headers: admin.headers }));
      if (run.status === 'done' || run.status === 'failed') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`audit ${id} did not finish`);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'audit-requests-'));
    t = await startTestApp({ DEMO_CONTENT: 'false', AUDITS_ALLOW_PRIVATE: 'true', AUDIT_MAX_PAGES: '20', DATA_DIR: dataDir });
    data = t.app.get(DataSource);
    admin = await registerAdmin(t, 'owner@example.com');
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the lead and the run, works the job and shows the report through its token', async () => {
    const site = track(await defectSite());
    const accepted = await t.request('/api/audit-requests', { method: 'POST', json: request(site.url('/')) });
    expect(accepted.status).toBe(202);
    const { token, message } = await json<{ token: string; message: string }>(accepted);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message).toBe(AUDIT_TEXTS.requested);
    // Only the token's hash is kept.
    const [row] = await data.query(`SELECT report_token_hash, report_expires_at, lead_id FROM audit_run WHERE report_token_hash = $1`, [
      reportTokenHash(token),
    ]);
    expect(row.report_token_hash).toHaveLength(64);
    expect(JSON.stringify(await data.query(`SELECT * FROM audit_run`))).not.toContain(token);
    const days = (new Date(row.report_expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [lead] = await data.query(`SELECT name, email, number, subject, message, message_status FROM message WHERE id = $1`, [row.lead_id]);
    expect(lead).toEqual({
      name: 'Val Visitor',
      email: 'visitor@example.com',
      number: '+1 555 0100',
      subject: `Free SEO analysis: ${site.origin.replace('http://', '')}`,
      message: site.url('/'),
      message_status: 'UnRead',
    });

    const page = await t.request(`/api/audit-reports/${token}`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const report = await settledReport(token);
    expect(report).toMatchObject({ status: 'done', targetUrl: site.url('/'), pageCount: 3, failure: null });
    expect(report.score).toBeGreaterThan(0);
    expect(report.score).toBeLessThan(100);
    const missing = report.findings!.find((finding) => finding.id === 'description-missing')!;
    expect(missing.pages.map((p) => p.url).sort()).toEqual([site.url('/'), site.url('/about'), site.url('/services')].sort());
    expect(missing.fix).toBeTruthy();
    expect(Object.keys(report).sort()).toEqual(
      ['createdAt', 'expiresAt', 'failure', 'findings', 'finishedAt', 'pageCount', 'score', 'startedAt', 'status', 'targetUrl'].sort(),
    );

    const pdf = await t.request(`/api/audit-reports/${token}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-robots-tag')).toBe('noindex');
    expect(pdfBytes(Buffer.from(await pdf.arrayBuffer()))).toBe(true);

    // The Admins heard of the lead as of a contact message, answerable to the visitor.
    const notice = outbox().find((mail) => mail.kind === 'newMessage' && mail.subject.includes(lead.subject))!;
    expect(notice).toMatchObject({ to: 'owner@example.com', replyTo: 'visitor@example.com' });
    expect(notice.text).toContain(`/view/${row.lead_id}`);

    // The visitor gets one mail, with the link, the score, the top issues, the call to action and the PDF.
    const mails = await mailsTo('visitor@example.com', site.url('/'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`Your SEO analysis of ${new URL(site.origin).host}: ${report.score} / 100`);
    expect(mail.text).toContain(`${t.baseUrl}/analysis/${token}`);
    expect(mail.text).toContain(`${report.score} / 100`);
    for (const finding of report.findings!.slice(0, 3)) expect(mail.text).toContain(finding.title);
    if (report.findings!.length > 3) expect(mail.text).not.toContain(report.findings![3].title);
    expect(mail.text).toContain('Talk to us');
    expect(mail.text).toContain(`${t.baseUrl}/#contact-sec`);
    expect(mail.attachments).toHaveLength(1);
    const [attached] = mail.attachments!;
    expect(attached.filename).toBe('seo-analysis-127.0.0.1.pdf');
    expect(attached.contentType).toBe('application/pdf');
    const bytes = Buffer.from(attached.contentBase64, 'base64');
    expect(pdfBytes(bytes)).toBe(true);
    expect(bytes.length).toBeGreaterThan(5_000);
    // The PDF says what the report says, in the agency's name, with its call to action; no word is cut in two.
    const printed = words((await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text);
    const { siteName } = await t.app.get(MailService).brandForMail();
    expect(printed).toContain(`SEO analysis of ${new URL(site.origin).host}`);
    expect(printed).toContain(`${report.score} / 100`);
    expect(printed).toContain(words(siteName));
    for (const finding of report.findings!) {
      expect(printed).toContain(words(finding.title));
      expect(printed).toContain(words(finding.fix));
    }
    expect(printed).toContain(`Talk to us: ${t.baseUrl}/#contact-sec`);
    // The mail left once, and the run says so: a second delivery of its job sends nothing more.
    const [mailed] = await data.query(`SELECT id, report_mailed_at FROM audit_run WHERE lead_id = $1`, [row.lead_id]);
    expect(mailed.report_mailed_at).not.toBeNull();
    const sealedToken = reportTokenSealer(JWT_SECRET).seal(token);
    const jobs = t.app.get(JobQueue);
    await jobs.send('site-audit', { runId: mailed.id, sealedToken });
    jobs.wake('site-audit');
    expect(await mailsTo('visitor@example.com', site.url('/'))).toHaveLength(1);
    // A delivery that ended before its mail (a crash between the two) leaves only the mail to send.
    await data.query(`UPDATE audit_run SET report_mailed_at = NULL WHERE id = $1`, [mailed.id]);
    await jobs.send('site-audit', { runId: mailed.id, sealedToken });
    jobs.wake('site-audit');
    for (let i = 0; i < 200 && (await mailsTo('visitor@example.com', site.url('/'))).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mailsTo('visitor@example.com', site.url('/'))).toHaveLength(2);
    expect(site.requests.filter((asked) => asked.path === '/about')).toHaveLength(1);
  });

  it('mails the visitor once when the audit fails, without a PDF', async () => {
    const site = track(await new FixtureSite({ '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' } }).start());
    const { token } = await json<{ token: string }>(
      t.request('/api/audit-requests', { method: 'POST', json: request(site.url('/'), { email: 'blocked@example.com' }) }),
    );
    const report = await settledReport(token);
    expect(report).toMatchObject({ status: 'failed', score: null, findings: null, failure: AUDIT_TEXTS.robotsForbid });
    const mails = await mailsTo('blocked@example.com', site.url('/'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your SEO analysis of ${new URL(site.origin).host} could not be completed`);
    expect(mails[0].text).toContain(AUDIT_TEXTS.robotsForbid);
    expect(mails[0].attachments).toBeUndefined();
    expect((await t.request(`/api/audit-reports/${token}/report.pdf`)).status).toBe(409);
  });

  it('answers 404 with one message for unknown, malformed and expired tokens', async () => {
    const site = track(await defectSite());
    const { token } = await json<{ token: string }>(t.request('/api/audit-requests', { method: 'POST', json: request(site.url('/')) }));
    await settledReport(token);
    await data.query(`UPDATE audit_run SET report_expires_at = now() - interval '1 second' WHERE report_token_hash = $1`, [reportTokenHash(token)]);
    for (const wrong of [token, 'A'.repeat(43), 'short', `${token}x`, '..%2F..%2Fetc']) {
      for (const path of [`/api/audit-reports/${wrong}`, `/api/audit-reports/${wrong}/report.pdf`]) {
        const response = await t.request(path);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect((await json<{ message: string }>(response)).message).toBe(AUDIT_TEXTS.reportNotFound);
      }
    }
  });

  it("erases a lead's audits with its message: the mailed report link then opens nothing", async () => {
    const site = track(await defectSite());
    const { token } = await json<{ token: string }>(t.request('/api/audit-requests', { method: 'POST', json: request(site.url('/')) }));
    await settledReport(token);
    const [{ lead_id: leadId }] = await data.query(`SELECT lead_id FROM audit_run WHERE report_token_hash = $1`, [reportTokenHash(token)]);
    expect((await t.request(`/api/message/${leadId}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    expect(Number((await data.query(`SELECT count(*) AS n FROM audit_run WHERE lead_id = $1`, [leadId]))[0].n)).toBe(0);
    expect((await t.request(`/api/audit-reports/${token}`)).status).toBe(404);
    expect((await t.request(`/api/audit-reports/${token}/report.pdf`)).status).toBe(404);
  });

  it('refuses a request without consent, with a bad address or e-mail, storing nothing', async () => {
    const site = track(await defectSite());
    const before = [await count('message'), await count('audit_run'), await count('spam_message')];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ consent: false }, /consent must be true/],
      [{ consent: 'true' }, /consent must be true/],
      [{ consent: undefined }, /consent must be true/],
      [{ email: 'not-an-address' }, /email must be a valid e-mail address/],
      [{ url: 'ftp://example.com/' }, new RegExp(AUDIT_TEXTS.urlScheme)],
      [{ url: 'not an address' }, new RegExp(AUDIT_TEXTS.urlInvalid)],
      [{ url: 'https://user:secret@example.com/' }, new RegExp(AUDIT_TEXTS.urlCredentials)],
      [{ url: '' }, /url must name the site/],
    ];
    for (const [change, message] of cases) {
      const response = await t.request('/api/audit-requests', { method: 'POST', json: request(site.url('/'), change) });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(message);
    }
    expect([await count('message'), await count('audit_run'), await count('spam_message')]).toEqual(before);
  });

  it('keeps a request the spam checks catch as spam, answering the same and queueing nothing', async () => {
    const site = track(await defectSite());
    for (const [trap, reason] of [
      [{ website: 'https://spam.example' }, SPAM_REASONS.honeypot],
      [{ elapsedMs: 800 }, SPAM_REASONS.tooFast],
    ] as const) {
      const before = [await count('message'), await count('audit_run')];
      const asked = site.requests.length;
      const response = await t.request('/api/audit-requests', { method: 'POST', json: request(site.url('/'), trap) });
      expect(response.status).toBe(202);
      const body = await json<{ token: string; message: string }>(response);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.message).toBe(AUDIT_TEXTS.requested);
      const [spam] = await data.query(`SELECT subject, reason FROM spam_message ORDER BY created_at DESC LIMIT 1`);
      expect(spam.reason).toBe(reason);
      expect(spam.subject).toMatch(/^Free SEO analysis: /);
      expect([await count('message'), await count('audit_run')]).toEqual(before);
      expect((await t.request(`/api/audit-reports/${body.token}`)).status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(site.requests.length).toBe(asked);
    }
  });

  it("prints the agency's name, colour and logo (an SVG of the library, made a picture)", async () => {
    const site = track(await defectSite());
    const run = await json<RunRecord>(t.request('/api/audits', { method: 'POST', json: { url: site.url('/') }, headers: admin.headers }));
    await settledRun(run._id);
    const pdfOf = async () => Buffer.from(await (await t.request(`/api/audits/${run._id}/report.pdf`, { headers: admin.headers })).arrayBuffer());
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;
    expect(images(await pdfOf())).toBe(0);

    const saved = await t.request('/api/add-site-identity', {
      method: 'POST',
      json: { siteName: 'Northpeak Search', primaryColor: '#1c4d8c' },
      headers: admin.headers,
    });
    expect(saved.status).toBe(201);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#1c4d8c"/></svg>';
    const form = new FormData();
    form.append('name', 'logo');
    form.append('alt', 'Northpeak Search');
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    const uploaded = await t.request('/api/media', { method: 'POST', body: form, headers: admin.headers });
    expect(uploaded.status).toBe(201);
    const { id } = await json<{ id: string }>(uploaded);
    expect((await t.request('/api/add-logo', { method: 'POST', json: { logo: `/media/${id}` }, headers: admin.headers })).status).toBe(201);

    const branded = await pdfOf();
    expect(images(branded)).toBeGreaterThan(0);
    const printed = words((await extractText(await getDocumentProxy(new Uint8Array(branded)), { mergePages: true })).text);
    expect(printed).toContain('Northpeak Search');
    // The band in the brand's colour (#1c4d8c as a PDF fill colour), in the drawing operators of a page.
    expect(drawn(branded)).toMatch(/0\.1098\d* 0\.3019\d* 0\.549\d* (rg|sc)/);
  });

  it('lets an Admin list and read runs, run an audit, run it again and compare the runs', async () => {
    const site = track(await defectSite());
    const { token } = await json<{ token: string }>(t.request('/api/audit-requests', { method: 'POST', json: request(site.url('/')) }));
    await settledReport(token);
    const list = await json<{ items: RunRecord[]; total: number }>(t.request('/api/audits?page=1&pageSize=50', { headers: admin.headers }));
    const visitors = list.items.find((run) => run.targetUrl === site.url('/'))!;
    expect(visitors).toMatchObject({ status: 'done', requestedBy: null, reportUrl: `/api/audits/${visitors._id}/report.pdf` });
    expect(visitors.leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitors.expiresAt).not.toBeNull();
    const created = list.items.map((run) => run._id);
    expect(list.total).toBeGreaterThanOrEqual(list.items.length);
    expect(created.length).toBeGreaterThan(0);

    // The site fixes its descriptions: the rerun shows it.
    for (const path of ['/', '/about', '/services'])
      site.set(
        path,
        fixturePage(site.origin, { path, description: `A description of ${path} long enough to pass the length check of the audit.`, links: ['/'] }),
      );
    const rerun = await t.request(`/api/audits/${visitors._id}/rerun`, { method: 'POST', headers: admin.headers });
    expect(rerun.status).toBe(201);
    const second = await json<RunRecord>(rerun);
    expect(second).toMatchObject({ status: 'queued', targetUrl: site.url('/'), leadId: visitors.leadId, requestedBy: 'owner@example.com', expiresAt: null });
    const finished = await settledRun(second._id);
    expect(finished.status).toBe('done');

    const compared = await json<{ before: RunRecord; after: RunRecord; scoreChange: number; fixed: string[]; new: string[]; remaining: string[] }>(
      t.request(`/api/audits/${second._id}/compare/${visitors._id}`, { headers: admin.headers }),
    );
    expect(compared.before._id).toBe(visitors._id);
    expect(compared.after._id).toBe(second._id);
    expect(compared.fixed).toContain('description-missing');
    expect(compared.scoreChange).toBe(finished.score! - visitors.score!);
    expect(compared.remaining).not.toContain('description-missing');

    const own = await t.request('/api/audits', { method: 'POST', json: { url: site.url('/') }, headers: admin.headers });
    expect(own.status).toBe(201);
    const ownRun = await json<RunRecord>(own);
    expect(ownRun).toMatchObject({ status: 'queued', leadId: null, requestedBy: 'owner@example.com', reportUrl: null, expiresAt: null });
    // Not done: not comparable yet, no PDF yet (or done already, on a fast machine).
    const early = await t.request(`/api/audits/${ownRun._id}/compare/${visitors._id}`, { headers: admin.headers });
    expect([200, 409]).toContain(early.status);
    const doneOwn = await settledRun(ownRun._id);
    expect(doneOwn.reportUrl).toBe(`/api/audits/${ownRun._id}/report.pdf`);
    const pdf = await t.request(doneOwn.reportUrl!, { headers: admin.headers });
    expect(pdf.status).toBe(200);
    expect(pdfBytes(Buffer.from(await pdf.arrayBuffer()))).toBe(true);

    const message = await json<{ audit: { _id: string; status: string; score: number; topIssues: string[]; reportUrl: string } | null }>(
      t.request(`/api/message/${visitors.leadId}`, { headers: admin.headers }),
    );
    expect(message.audit).toMatchObject({ _id: second._id, status: 'done', score: finished.score, reportUrl: `/api/audits/${second._id}/report.pdf` });
    expect(message.audit!.topIssues.length).toBeLessThanOrEqual(3);

    expect((await t.request(`/api/audits/00000000-0000-4000-8000-000000000000`, { headers: admin.headers })).status).toBe(404);
    expect((await t.request(`/api/audits/00000000-0000-4000-8000-000000000000/rerun`, { method: 'POST', headers: admin.headers })).status).toBe(404);
    const bad = await t.request('/api/audits', { method: 'POST', json: { url: 'ftp://example.com' }, headers: admin.headers });
    expect(bad.status).toBe(400);

    // The Admin's runs are in the audit log; the visitor's request is not an Admin's change.
    const logged: { actor_email: string; action: string; subject_id: string; detail: string | null }[] = await data.query(
      `SELECT actor_email, action, subject_id, detail FROM audit_entry WHERE kind = 'site-audit' ORDER BY created_at, id`,
    );
    expect(logged.filter((entry) => [second._id, ownRun._id, visitors._id].includes(entry.subject_id))).toEqual([
      { actor_email: 'owner@example.com', action: 'rerun', subject_id: second._id, detail: `again after ${visitors._id}` },
      { actor_email: 'owner@example.com', action: 'run', subject_id: ownRun._id, detail: null },
    ]);
  });
});

describe('the free SEO analysis: limits', () => {
  let t: TestApp;
  let site: FixtureSite;
  beforeAll(async () => {
    // Limits as deployed (factor 1); each request's client named by the one trusted proxy.
    t = await startTestApp({ DEMO_CONTENT: 'false', AUDITS_ALLOW_PRIVATE: 'true', RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1', AUDIT_MAX_PAGES: '3' });
    site = await defectSite();
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });
  const from = (client: string, body: Record<string, unknown>) =>
    t.request('/api/audit-requests', { method: 'POST', json: body, headers: { 'x-forwarded-for': client } });

  it('counts the requests of one client address: a fourth in ten minutes is refused', async () => {
    // Three different sites, so only the client's limit can refuse.
    const targets = ['http://127.0.0.11/', 'http://127.0.0.12/', 'http://127.0.0.13/', 'http://127.0.0.14/'];
    const statuses: number[] = [];
    for (const url of targets) statuses.push((await from('203.0.113.7', request(url))).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await from('203.0.113.7', request('http://127.0.0.15/'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.text()).toMatch(/Too many requests/);
    expect((await from('203.0.113.8', request('http://127.0.0.15/'))).status).toBe(202);
  });

  it('counts the requests for one site from every client together: a fourth in an hour is refused', async () => {
    const statuses: number[] = [];
    // The same site by other paths and spellings, each from another client.
    const spellings = [site.url('/'), site.url('/about'), `${site.origin.toUpperCase().replace('HTTP', 'http')}/services`, site.url('/?again')];
    for (const [index, url] of spellings.entries()) statuses.push((await from(`198.51.100.${index + 1}`, request(url))).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await from('198.51.100.50', request(site.url('/')));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(`127.0.0.1 was analysed several times in the last hour`);
    // Another site is not held back.
    expect((await from('198.51.100.51', request('http://127.0.0.16/'))).status).toBe(202);
  });

  it('counts a site by its registrable domain', () => {
    const sites = [
      'https://www.shop.example.co.uk/a',
      'https://example.co.uk',
      'https://EXAMPLE.co.uk.',
      'https://blog.example.com',
      'http://[::1]:8080/',
      'https://someone.github.io/',
    ];
    expect(sites.map((url) => siteOf(new URL(url)))).toEqual(['example.co.uk', 'example.co.uk', 'example.co.uk', 'example.com', '::1', 'someone.github.io']);
  });
});

describe('the free SEO analysis of a private address, not allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses loopback, private and link-local targets with 400 and a plain message, storing nothing', async () => {
    const data = t.app.get(DataSource);
    const counts = async () =>
      (await data.query(`SELECT (SELECT count(*) FROM message) AS m, (SELECT count(*) FROM audit_run) AS a, (SELECT count(*) FROM spam_message) AS s`))[0];
    const before = await counts();
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost:3000/',
      'http://10.0.0.8/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://0x7f000001/',
    ]) {
      const response = await t.request('/api/audit-requests', { method: 'POST', json: request(url) });
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
      expect((await json<{ message: string }>(response)).message).toBe(AUDIT_TEXTS.urlPrivate);
    }
    expect(await counts()).toEqual(before);
  });
});

describe("the report's PDF", () => {
  it('prints every finding whole, its lines broken between words (ligatures and all), and what the font lacks as "?"', async () => {
    const fix = 'Fix the first fluffy figures: office staff fill in official flyers, fifty of them, efficiently, at the final offline fiesta. '
      .repeat(4)
      .trim();
    const findings = Array.from({ length: 6 }, (_, index) => ({
      id: `check-${index}`,
      title: `Finding ${index} with affluent flaws`,
      severity: (['critical', 'warning', 'notice'] as const)[index % 3],
      weight: 5,
      fix,
      count: 2,
      pages: [{ url: `https://bakery.example/${index}`, detail: 'found 日本 here' }, { url: `https://bakery.example/${index}/b` }],
      penalty: 2.5,
    }));
    const brand = { siteName: 'Fiona’s Fine Files', signature: 'Fiona', primaryColor: '#1c5fd4', siteUrl: 'https://agency.example', address: [] };
    const pdf = await renderAuditPdf(
      { targetUrl: 'https://bakery.example/', score: 64, pageCount: 12, findings, finishedAt: new Date('2026-11-29T12:00:00Z') },
      brand,
    );
    const printed = words((await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text);
    expect(printed).toContain('SEO analysis of bakery.example');
    expect(printed).toContain('64 / 100');
    expect(printed).toContain('Fiona’s Fine Files');
    expect(printed).toContain('Critical issues (2)');
    for (const finding of findings) expect(printed).toContain(finding.title);
    expect(printed.split(words(fix)).length - 1).toBe(findings.length);
    expect(printed).toContain('https://bakery.example/0: found ?? here');
    expect(printed).toContain('Talk to us: https://agency.example/#contact-sec');
  });
});
