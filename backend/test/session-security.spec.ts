import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { linkTokenFor, register, signIn } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const accessTokenOf = (cookie: string) => /rankwell_access=([^;]+)/.exec(cookie)![1];

describe('sessions and links an attacker could reuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a password reset spends every outstanding link of the account, not only the one used', async () => {
    await register(t, 'many-links@example.com', 'old-password');
    const forgot = () => t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'many-links@example.com' } });
    const outbox = t.app.get(MailService).outbox;
    await forgot();
    const older = await linkTokenFor(t, 'many-links@example.com', /new password/);
    const sent = outbox.length;
    await forgot();
    const newer = await linkTokenFor(t, 'many-links@example.com', /new password/, sent);
    expect(newer).not.toBe(older);
    expect((await t.request('/api/auth/reset-password', { method: 'POST', json: { token: newer, password: 'new-password' } })).status).toBe(200);
    const replay = await t.request('/api/auth/reset-password', { method: 'POST', json: { token: older, password: 'attacker-password' } });
    expect(replay.status).toBe(400);
    expect((await t.request('/api/auth/login', { method: 'POST', json: { email: 'many-links@example.com', password: 'new-password' } })).status).toBe(200);
  });

  it('signing out ends the access token it replaced at once, as cookie and as Bearer', async () => {
    const session = await register(t, 'leaving@example.com');
    const bearer = { authorization: `Bearer ${accessTokenOf(session.cookie)}` };
    expect((await t.request('/api/orders', { headers: bearer })).status).toBe(200);
    expect((await t.request('/api/auth/logout', { method: 'POST', headers: session.headers })).status).toBe(200);
    expect((await t.request('/api/orders', { headers: bearer })).status).toBe(401);
    expect((await t.request('/api/orders', { headers: { cookie: `rankwell_access=${accessTokenOf(session.cookie)}` } })).status).toBe(401);
    expect((await json<{ viewer: unknown }>(t.request('/api/auth/me', { headers: bearer }))).viewer).toBeNull();
  });

  it('signing out one browser leaves the account signed in on another', async () => {
    await register(t, 'two-browsers@example.com', 'two-browsers');
    const [phone, laptop] = [await signIn(t, 'two-browsers@example.com', 'two-browsers'), await signIn(t, 'two-browsers@example.com', 'two-browsers')];
    await t.request('/api/auth/logout', { method: 'POST', headers: phone.headers });
    expect((await t.request('/api/orders', { headers: laptop.headers })).status).toBe(200);
    expect((await t.request('/api/orders', { headers: phone.headers })).status).toBe(401);
  });

  describe('login CSRF', () => {
    const credentials = { email: 'csrf@example.com', password: 'attacker-pass' };
    beforeAll(async () => {
      await register(t, credentials.email, credentials.password);
    });

    it('refuses a url-encoded form posted to the auth routes (what a cross-site page can send)', async () => {
      const form = new URLSearchParams(credentials).toString();
      for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/forgot-password']) {
        const response = await t.request(path, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(response.status).toBe(415);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });

    it('refuses a state-changing request whose Origin is another site', async () => {
      for (const origin of ['https://evil.example', 'null', `${t.baseUrl}.evil.example`]) {
        const response = await t.request('/api/auth/login', { method: 'POST', json: credentials, headers: { origin } });
        expect(response.status).toBe(403);
        expect((await json<{ message: string }>(response)).message).toBe('Requests from other sites are refused.');
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      const sameSite = await t.request('/api/auth/login', { method: 'POST', json: credentials, headers: { origin: t.baseUrl } });
      expect(sameSite.status).toBe(200);
      const server = await t.request('/api/auth/login', { method: 'POST', json: credentials });
      expect(server.status).toBe(200);
    });
  });
});

describe('forgot-password while mail cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: every mail fails to send.
    t = await startTestApp({ DEMO_CONTENT: 'false', SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers known and unknown addresses alike, without blaming the database', async () => {
    await register(t, 'known@example.com');
    const known = await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'known@example.com' } });
    const unknown = await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'unknown@example.com' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    const [knownText, unknownText] = [await known.text(), await unknown.text()];
    expect(knownText).toBe(unknownText);
    expect(knownText).toContain('If an account exists for this email');
    expect(knownText).not.toMatch(/database/i);
  });
});

describe('a mail the mail server refused', () => {
  let dataDir = '';
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is queued in the database, and sent by the server started after this one stopped', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rankwell-mail-retry-'));
    // The data folder on disk, so the second server opens what the first wrote.
    const onDisk = { DEMO_CONTENT: 'false', DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startTestApp({ ...onDisk, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      await register(first, 'forgetful@example.com');
      expect((await first.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'forgetful@example.com' } })).status).toBe(200);
      const queued = async () =>
        (await first.app
          .get(DataSource)
          .query(`SELECT data->>'kind' AS kind FROM pgboss.job WHERE name = 'mail' AND data->>'to' = 'forgetful@example.com'`)) as { kind: string }[];
      for (let waited = 0; waited < 10_000 && !(await queued()).some((job) => job.kind === 'passwordReset'); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await queued()).map((job) => job.kind)).toContain('passwordReset');
    } finally {
      await first.close();
    }
    const second = await startTestApp(onDisk);
    try {
      const outbox = second.app.get(MailService).outbox;
      for (let waited = 0; waited < 30_000 && !outbox.some((mail) => mail.kind === 'passwordReset'); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(outbox.filter((mail) => mail.to === 'forgetful@example.com').map((mail) => mail.kind)).toContain('passwordReset');
    } finally {
      await second.close();
    }
  }, 60_000);
});
