import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { SetupService } from '../src/auth/setup.service.js';
import { AUTH_TEXTS } from '../src/auth/texts.js';
import { IN_MEMORY } from '../src/config/settings.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { migrations } from '../src/database/migrations/index.js';
import { cookiesOf, linkTokenFor, register, registerAdmin, renew, signIn, verify, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

type Viewer = { email: string; isAdmin: boolean; emailVerified: boolean } | null;
const viewerOf = async (t: TestApp, session: Pick<Session, 'headers'>): Promise<Viewer> =>
  (await json<{ viewer: Viewer }>(t.request('/api/auth/me', { headers: session.headers }))).viewer;
const checkSetup = async (t: TestApp, token: string) => (await t.request('/api/auth/setup/check', { method: 'POST', json: { token } })).json();
const setupToken = (t: TestApp) => new URL(t.app.get(SetupService).link!).searchParams.get('token')!;

describe('a roster address grants nothing until its owner proves the mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', ADMIN_EMAIL: 'owner@agency.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a stranger who registers the ADMIN_EMAIL address first is not Admin and cannot act as one', async () => {
    const stranger = await register(t, 'owner@agency.test', 'stranger-pass');
    expect(await viewerOf(t, stranger)).toMatchObject({ isAdmin: false, emailVerified: false });
    expect((await t.request('/api/users', { headers: stranger.headers })).status).toBe(403);
    expect((await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'accomplice@evil.test' }, headers: stranger.headers })).status).toBe(403);
    expect((await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'thief@evil.test' }, headers: stranger.headers })).status).toBe(403);
  });

  it('the real owner takes the address back through its mailbox, and the stranger is signed out', async () => {
    const strangerSession = await signIn(t, 'owner@agency.test', 'stranger-pass');
    expect((await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'owner@agency.test' } })).status).toBe(200);
    const token = await linkTokenFor(t, 'owner@agency.test', /new password/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.request('/api/auth/reset-password', { method: 'POST', json: { token, password: 'owner-passphrase' } })).status).toBe(200);
    const owner = await signIn(t, 'owner@agency.test', 'owner-passphrase');
    expect(await viewerOf(t, owner)).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(await viewerOf(t, strangerSession)).toBeNull();
  });

  it('registration mails a single-use link; opening it verifies the address', async () => {
    const anna = await register(t, 'anna@example.com');
    expect(await viewerOf(t, anna)).toMatchObject({ emailVerified: false });
    const token = await linkTokenFor(t, 'anna@example.com', /Confirm your e-mail/);
    const opened = await t.request('/api/auth/verify-email', { method: 'POST', json: { token }, headers: anna.headers });
    expect(opened.status).toBe(200);
    renew(anna, opened);
    expect(await viewerOf(t, anna)).toMatchObject({ emailVerified: true, isAdmin: false });
    const again = await t.request('/api/auth/verify-email', { method: 'POST', json: { token }, headers: anna.headers });
    expect(again.status).toBe(400);
    expect((await json<{ message: string }>(again)).message).toMatch(/invalid, used or expired/);
  });

  it('refuses an expired verification link', async () => {
    const late = await register(t, 'late@example.com');
    const token = await linkTokenFor(t, 'late@example.com', /Confirm your e-mail/);
    await t.app.get(DataSource).query(`UPDATE email_verification SET expires_at = now() - interval '1 second'`);
    expect((await t.request('/api/auth/verify-email', { method: 'POST', json: { token }, headers: late.headers })).status).toBe(400);
    expect(await viewerOf(t, late)).toMatchObject({ emailVerified: false });
  });

  it('makes a roster entry count once its account is verified, and shows the admin which entries are', async () => {
    const ownerSession = await signIn(t, 'owner@agency.test', 'owner-passphrase');
    const helper = await register(t, 'helper@agency.test');
    expect((await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'helper@agency.test' }, headers: ownerSession.headers })).status).toBe(201);
    expect((await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'later@agency.test' }, headers: ownerSession.headers })).status).toBe(201);
    expect(await viewerOf(t, helper)).toMatchObject({ isAdmin: false });
    const roster = await json<{ userEmail: string; account: string }[]>(t.request('/api/users', { headers: ownerSession.headers }));
    expect(Object.fromEntries(roster.map((entry) => [entry.userEmail, entry.account]))).toEqual({
      'owner@agency.test': 'verified',
      'helper@agency.test': 'unverified',
      'later@agency.test': 'none',
    });
    await verify(t, 'helper@agency.test', helper);
    expect(await viewerOf(t, helper)).toMatchObject({ isAdmin: true });
  });

  it('sends a new link on request, a few an hour per account', async () => {
    const carl = await register(t, 'carl@example.com');
    const resend = () => t.request('/api/auth/resend-verification', { method: 'POST', headers: carl.headers });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect((await json<{ message: string }>(refused)).message).toMatch(/newest one/);
    expect((await t.request('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
    await verify(t, 'carl@example.com', carl);
    await t.app.get(DataSource).query(`DELETE FROM email_verification`);
    expect((await resend()).status).toBe(409);
  });

  it('lets an unverified customer order (ordering grants no privilege), and shows the admin which customers are verified', async () => {
    const buyer = await register(t, 'buyer@example.com');
    const [plan] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    const order = await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: plan._id, customerName: 'B', customerAddress: 'C', customerCountry: 'US' },
      headers: buyer.headers,
    });
    expect(order.status).toBe(201);
    const owner = await signIn(t, 'owner@agency.test', 'owner-passphrase');
    const adminView = async () => (await json<{ items: { customerVerified: boolean }[] }>(t.request('/api/orders', { headers: owner.headers }))).items[0];
    expect(await adminView()).toMatchObject({ customerVerified: false });
    await verify(t, 'buyer@example.com', buyer);
    expect(await adminView()).toMatchObject({ customerVerified: true });
  });
});

describe('first-run setup needs the token the server printed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('no anonymous route creates an Admin or sets the payment e-mail, and nothing advertises the window', async () => {
    expect(t.app.get(SetupService).link).toMatch(/\/setup\?token=[\w-]{43}$/);
    expect((await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'intruder@evil.test' } })).status).toBe(401);
    expect((await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'intruder@evil.test' } })).status).toBe(401);
    expect((await t.request('/api/users-status')).status).toBe(404);
    const customer = await register(t, 'intruder@evil.test');
    expect((await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'intruder@evil.test' }, headers: customer.headers })).status).toBe(403);
    const rows: unknown[] = await t.app.get(DataSource).query(`SELECT 1 FROM admin_user UNION ALL SELECT 1 FROM paypal_email`);
    expect(rows).toEqual([]);
  });

  it('refuses a wrong token, and an account whose address was proved unless its password is given', async () => {
    const wrong = await t.request('/api/auth/setup', {
      method: 'POST',
      json: { token: 'guessed-token', email: 'owner@example.com', password: 'owner-passphrase' },
    });
    expect(wrong.status).toBe(403);
    expect(await checkSetup(t, 'guessed-token')).toEqual({ valid: false });
    const customer = await register(t, 'customer@example.com');
    await verify(t, 'customer@example.com', customer);
    const taken = await t.request('/api/auth/setup', {
      method: 'POST',
      json: { token: setupToken(t), email: 'customer@example.com', password: 'not-their-pass' },
    });
    expect(taken.status).toBe(409);
    expect(await checkSetup(t, setupToken(t))).toEqual({ valid: true });
  });

  it('creates one verified Admin when two holders race, and the link is spent', async () => {
    const token = setupToken(t);
    const [first, second] = await Promise.all(
      ['first@example.com', 'second@example.com'].map((email) =>
        t.request('/api/auth/setup', { method: 'POST', json: { token, email, password: 'owner-passphrase' } }),
      ),
    );
    expect([first.status, second.status].sort()).toEqual([201, 403]);
    const winner = first.status === 201 ? first : second;
    // No restart prints a link once an Admin exists, so the loser is told to log in instead.
    const loser = await json<{ message: string }>(first.status === 201 ? second : first);
    expect(loser.message).toBe(AUTH_TEXTS.setupSpent);
    expect(loser.message).not.toMatch(/restart/i);
    const reused = await t.request('/api/auth/setup', { method: 'POST', json: { token, email: 'third@example.com', password: 'owner-passphrase' } });
    expect(reused.status).toBe(403);
    expect((await json<{ message: string }>(reused)).message).toBe(AUTH_TEXTS.setupSpent);
    expect((await json<{ viewer: Viewer }>(winner)).viewer).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(await checkSetup(t, token)).toEqual({ valid: false });
    expect((await t.request('/api/users', { headers: { cookie: cookiesOf(winner) } })).status).toBe(200);
    const roster: { user_email: string }[] = await t.app.get(DataSource).query(`SELECT user_email FROM admin_user`);
    expect(roster).toHaveLength(1);
  });
});

describe('the setup link on disk', () => {
  it('is written under DATA_DIR for the owner only, and removed once an Admin exists', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'setup-link-'));
    const t = await startTestApp({ DEMO_CONTENT: 'false', DATA_DIR: dataDir });
    try {
      const file = join(dataDir, 'setup-link');
      expect(readFileSync(file, 'utf8').trim()).toBe(t.app.get(SetupService).link);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await registerAdmin(t, 'owner@example.com');
      expect(() => statSync(file)).toThrow();
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the last Admin', () => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    owner = await registerAdmin(t, 'owner@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const entryOf = async (email: string) =>
    (await json<{ _id: string; userEmail: string }[]>(t.request('/api/users', { headers: owner.headers }))).find((u) => u.userEmail === email)!._id;
  const change = (session: Session, id: string, userEmail: string, userRole: string) =>
    t.request(`/api/upadete-users/${id}`, { method: 'PUT', json: { userEmail, userRole }, headers: session.headers });

  it('cannot be demoted or renamed away', async () => {
    const id = await entryOf('owner@example.com');
    for (const [email, role] of [
      ['owner@example.com', 'User'],
      ['someone-else@example.com', 'Admin'],
    ]) {
      const refused = await change(owner, id, email, role);
      expect(refused.status).toBe(409);
      // The Owner is always an Admin, so the Owner's rule answers first: ownership moves before the entry changes.
      expect((await json<{ message: string }>(refused)).message).toMatch(/Owner of the site/);
    }
    expect(await viewerOf(t, owner)).toMatchObject({ isAdmin: true });
  });

  it('of two Admins demoting each other at once, one stays', async () => {
    const second = await registerAdmin(t, 'second@example.com', owner);
    const [ownerId, secondId] = [await entryOf('owner@example.com'), await entryOf('second@example.com')];
    const results = await Promise.all([change(owner, secondId, 'second@example.com', 'User'), change(second, ownerId, 'owner@example.com', 'User')]);
    // The loser is refused either by the last-Admin rule (409: both passed the role check, the lock
    // ordered them) or by the role check itself (403: the other demotion committed first).
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409 || status === 403)).toBe(true);
    const admins = [await viewerOf(t, owner), await viewerOf(t, second)].filter((viewer) => viewer?.isAdmin);
    expect(admins).toHaveLength(1);
  });
});

describe('upgrading a database with accounts', () => {
  it('leaves existing accounts unverified, except those that already administer the site', async () => {
    const engine = await EmbeddedPostgres.start(IN_MEMORY);
    const before = migrations.findIndex((migration) => migration.name === 'ProofOfOwnership1763870600000');
    const open = (upTo: number) =>
      new DataSource({ type: 'postgres', driver: pg, url: engine.url, migrations: migrations.slice(0, upTo), extra: { max: 1 } }).initialize();
    try {
      const old = await open(before);
      await old.runMigrations();
      await old.query(
        `INSERT INTO account (email, password_hash) VALUES ('admin@example.com', 'x'), ('customer@example.com', 'x'), ('listed@example.com', 'x')`,
      );
      await old.query(`INSERT INTO admin_user (user_email, user_role) VALUES ('admin@example.com', 'Admin'), ('listed@example.com', 'User')`);
      await old.destroy();
      const upgraded = await open(migrations.length);
      await upgraded.runMigrations();
      const rows: { email: string; verified: boolean }[] = await upgraded.query(
        `SELECT email, email_verified_at IS NOT NULL AS verified FROM account ORDER BY email`,
      );
      await upgraded.destroy();
      expect(rows).toEqual([
        { email: 'admin@example.com', verified: true },
        { email: 'customer@example.com', verified: false },
        { email: 'listed@example.com', verified: false },
      ]);
    } finally {
      await engine.stop();
    }
  });
});
