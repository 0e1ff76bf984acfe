import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { openShop, payAtSimulator, registerMember, type Session } from './accounts.js';
import { FixtureSite } from './audit-fixture-site.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { WebhookReceiver, type Received } from './webhook-receiver.js';

interface Report {
  _id: string;
  projectId: string;
  status: string;
  score: number | null;
  issues: { id: string; title: string }[];
  auditRunId?: string;
}
interface Deliverable {
  _id: string;
  projectId: string;
  kind: string;
  fileName: string | null;
  messageId: string | null;
}
interface Event<T> {
  type: string;
  data: T;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HOME =
  '<!doctype html><html lang="en"><head><title>Fixture bakery in Berlin, fresh bread daily</title></head><body><h1>Fixture bakery</h1><p>Bread.</p></body></html>';

/**
 * The client portal's webhook events (a deliverable added, also as a message's attachment; a site
 * report ready), each committed with its write and carrying the API's own record; a site report's
 * PDF, read exactly as the report is; and a report's audit run id given only to those who may open it.
 */
describe('the client portal: webhook events, report PDFs, who reads the audit behind a report', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let site: FixtureSite;
  let projectId: string;
  let secret: string;
  const receiver = new WebhookReceiver();

  const get = (path: string, headers: Record<string, string>) => t.request(path, { headers });
  const events = async <T>(type: string, count: number): Promise<Event<T>[]> => {
    for (let waited = 0; waited < 20_000; waited += 50) {
      const found = receiver
        .at('/portal')
        .map((request: Received) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as Event<T>)
        .filter((event) => event.type === type);
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} ${type} events`);
  };
  const key = async (scopes: string[]) => {
    const created = await json<{ token: string }>(
      t.request('/api/api-keys', { method: 'POST', json: { name: `portal ${scopes.join(' ')}`, scopes }, headers: admin.headers }),
    );
    return { authorization: `Bearer ${created.token}` };
  };

  beforeAll(async () => {
    await receiver.start();
    site = await new FixtureSite({ '/': HOME }).start();
    t = await startTestApp({ DEMO_CONTENT: 'false', WEBHOOKS_ALLOW_PRIVATE: 'true', AUDITS_ALLOW_PRIVATE: 'true', AUDIT_MAX_PAGES: '5' });
    ({ admin, alice, bob } = await openShop(t));
    const endpoint = await json<{ secret: string }>(
      t.request('/api/webhooks', {
        method: 'POST',
        json: { url: receiver.url('/portal'), events: ['project.deliverable_added', 'project.report_ready'] },
        headers: admin.headers,
      }),
    );
    secret = endpoint.secret;
    const offer = await json<{ _id: string }>(
      t.request('/api/pricings', {
        method: 'POST',
        json: { packageName: 'Audit', packagePrice: 500, currency: 'EUR', packageButtonText: 'Buy' },
        headers: admin.headers,
      }),
    );
    const order = await json<{ _id: string }>(
      t.request('/api/new-order', {
        method: 'POST',
        json: { packageId: offer._id, customerName: 'Alice', customerAddress: '1 Main St', customerCountry: 'DE' },
        headers: alice.headers,
      }),
    );
    await payAtSimulator(t, alice, order._id);
    for (let i = 0; i < 200 && !projectId; i++) {
      projectId = (await json<{ items: { _id: string; orderId: string }[] }>(get('/api/projects', alice.headers))).items.find(
        (item) => item.orderId === order._id,
      )?._id as string;
      if (!projectId) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const set = await t.request(`/api/project/${projectId}/reporting`, {
      method: 'PUT',
      json: { siteUrl: site.url('/'), schedule: 'off' },
      headers: admin.headers,
    });
    expect(set.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await site?.close();
    await receiver.close();
  });

  it('tells integrations of every deliverable, a message’s attachment too, with the record the API reads', async () => {
    const form = new FormData();
    form.append('title', 'March audit');
    form.append('file', new Blob([PDF]), 'march.pdf');
    const uploaded = await t.request(`/api/project/${projectId}/deliverables`, { method: 'POST', body: form, headers: admin.headers });
    expect(uploaded.status).toBe(201);
    const link = await t.request(`/api/project/${projectId}/links`, {
      method: 'POST',
      json: { title: 'Brief', url: 'https://docs.example.com/brief' },
      headers: admin.headers,
    });
    expect(link.status).toBe(201);
    const attached = new FormData();
    attached.append('body', 'Our brand guide');
    attached.append('file', new Blob([PDF]), 'guide.pdf');
    const message = await json<{ _id: string; attachments: { _id: string }[] }>(
      t.request(`/api/project/${projectId}/messages/attachment`, { method: 'POST', body: attached, headers: alice.headers }),
    );
    // A refused file stores nothing and tells nothing.
    const refused = new FormData();
    refused.append('file', new Blob(['<script>alert(1)</script>']), 'x.pdf');
    expect((await t.request(`/api/project/${projectId}/messages/attachment`, { method: 'POST', body: refused, headers: alice.headers })).status).toBe(400);

    const added = await events<{ deliverable: Deliverable }>('project.deliverable_added', 3);
    const listed = await json<Deliverable[]>(get(`/api/project/${projectId}/deliverables`, admin.headers));
    const byId = new Map(listed.map((item) => [item._id, item]));
    expect(added).toHaveLength(3);
    for (const event of added) {
      // The deliverable as GET /deliverables gives it, less the agency's download log.
      const { downloads: _downloads, ...record } = byId.get(event.data.deliverable._id) as Deliverable & { downloads?: unknown };
      expect(event.data.deliverable).toEqual(record);
    }
    expect(added.map((event) => event.data.deliverable.kind).sort()).toEqual(['file', 'file', 'link']);
    expect(added.find((event) => event.data.deliverable._id === message.attachments[0]._id)?.data.deliverable).toMatchObject({
      projectId,
      messageId: message._id,
      fileName: 'guide.pdf',
    });
  });

  it('tells integrations once that a report is ready, with the report the agency reads', async () => {
    const started = await t.request(`/api/project/${projectId}/reports`, { method: 'POST', headers: admin.headers });
    expect(started.status).toBe(201);
    const [ready] = await events<{ report: Report }>('project.report_ready', 1);
    const [listed] = await json<Report[]>(get(`/api/project/${projectId}/reports`, admin.headers));
    expect(listed.status).toBe('done');
    expect(ready.data.report).toEqual(listed);
    expect(ready.data.report.auditRunId).toMatch(/^[0-9a-f-]{36}$/);
    // A job delivered twice hears the run end twice: the event went once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await events('project.report_ready', 1)).length).toBe(1);
  });

  it('serves a finished report as a PDF to its client and the agency only', async () => {
    const [report] = await json<Report[]>(get(`/api/project/${projectId}/reports`, alice.headers));
    const path = `/api/project/${projectId}/reports/${report._id}/pdf`;
    for (const headers of [alice.headers, admin.headers, await key(['projects:read'])]) {
      const pdf = await get(path, headers);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('cache-control')).toBe('private, no-store');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="site-report-127\.0\.0\.1-\d{4}-\d\d-\d\d\.pdf"$/);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    // Another client, a stranger, a key without the portal's scope, another project's path: as a missing one.
    expect((await get(path, bob.headers)).status).toBe(404);
    expect((await t.request(path)).status).toBe(401);
    expect((await get(path, await key(['audits:read']))).status).toBe(403);
    expect((await get(`/api/project/${projectId}/reports/${projectId}/pdf`, alice.headers)).status).toBe(404);
    expect((await get(`/api/project/${projectId}/reports/not-an-id/pdf`, alice.headers)).status).toBe(404);
    // One under way has no PDF yet.
    const data = t.app.get(DataSource);
    await data.query(`UPDATE audit_run SET status = 'running' WHERE id = (SELECT audit_run_id FROM project_report WHERE id = $1)`, [report._id]);
    expect((await get(path, alice.headers)).status).toBe(409);
    await data.query(`UPDATE audit_run SET status = 'done' WHERE id = (SELECT audit_run_id FROM project_report WHERE id = $1)`, [report._id]);
  });

  it('gives a report’s audit run id only to those who may open the run: the portal alone reads the report and its PDF', async () => {
    const reportsWith = async (headers: Record<string, string>) => json<Report[]>(get(`/api/project/${projectId}/reports`, headers));
    // A key of the portal's scope alone reads the report and its findings, not the run's id (GET /api/audits/{id} would refuse it).
    const portalOnly = await key(['projects:read']);
    const [report] = await reportsWith(portalOnly);
    expect(report.issues.length).toBeGreaterThan(0);
    expect(report.auditRunId).toBeUndefined();
    const both = await key(['projects:read', 'audits:read']);
    const runId = (await reportsWith(both))[0].auditRunId!;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(`/api/audits/${runId}`, portalOnly)).status).toBe(403);
    expect((await get(`/api/audits/${runId}`, both)).status).toBe(200);
    // Delivery holds the portal alone: it reads the report and its PDF, findings included, but not
    // the audit behind it (the audits are the visitors' free analyses too, which are leads).
    const delivery = await registerMember(t, 'delivery@example.com', 'Delivery', admin);
    const seen = (await reportsWith(delivery.headers))[0];
    expect(seen.issues.length).toBeGreaterThan(0);
    expect(seen.auditRunId).toBeUndefined();
    expect((await get(`/api/project/${projectId}/reports/${report._id}/pdf`, delivery.headers)).status).toBe(200);
    expect((await get(`/api/audits/${runId}`, delivery.headers)).status).toBe(403);
    expect((await get('/api/audits', delivery.headers)).status).toBe(403);
    expect((await reportsWith(alice.headers))[0].auditRunId).toBeUndefined();
    // A role without the portal reads none of it.
    const editor = await registerMember(t, 'editor@example.com', 'Editor', admin);
    expect((await get(`/api/project/${projectId}/reports`, editor.headers)).status).toBe(404);
    expect((await get(`/api/project/${projectId}/reports/${report._id}/pdf`, editor.headers)).status).toBe(404);
  });
});
