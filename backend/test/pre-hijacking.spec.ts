/**
 * The five account pre-hijacking attacks of Sudhodanan and Paverd (USENIX Security 2022), tried
 * over HTTP against every way an account is created, proved, recovered or promoted. The rule they
 * test: the moment someone proves they own an address, the account is theirs alone.
 * docs/reliability.md ("Accounts a stranger cannot prepare") names each test below.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { DataSource } from 'typeorm';
import { SetupService } from '../src/auth/setup.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { cookiesOf, linkTokenFor, register, registerAdmin, renew, signIn, verify, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

type Viewer = { email: string; isAdmin: boolean; emailVerified: boolean } | null;
type AuditPage = { items: { action: string; actorEmail: string | null; detail: string | null; subject: string }[] };

const post = (t: TestApp, path: string, body: unknown, session?: Pick<Session, 'headers'>) =>
  t.request(path, { method: 'POST', json: body, headers: session?.headers });
const viewerOf = async (t: TestApp, session: Pick<Session, 'headers'>): Promise<Viewer> =>
  (await json<{ viewer: Viewer }>(t.request('/api/auth/me', { headers: session.headers }))).viewer;
const canSignIn = async (t: TestApp, email: string, password: string) => (await post(t, '/api/auth/login', { email, password })).status === 200;
/** The refresh cookie alone, as a browser whose access token expired presents it. */
const refreshOnly = (session: Session) => ({
  headers: {
    cookie: session.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('rankwell_session='))
      .join('; '),
  },
});

/** Forgot password, then the link from the mailbox: what the README tells an owner whose registration answered 409. */
async function recoverByMail(t: TestApp, email: string, password: string): Promise<Session> {
  const sent = t.app.get(MailService).outbox.length;
  expect((await post(t, '/api/auth/forgot-password', { email })).status).toBe(200);
  const token = await linkTokenFor(t, email, /new password/, sent);
  expect((await post(t, '/api/auth/reset-password', { token, password })).status).toBe(200);
  return signIn(t, email, password);
}

async function promotions(t: TestApp, admin: Session): Promise<AuditPage['items']> {
  return (await json<AuditPage>(t.request('/api/audit-log?kind=roster', { headers: admin.headers }))).items.filter((entry) => entry.action === 'promote');
}

describe('Unexpired Email Change: a change link asked for before the owner proved the address is dead', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', ADMIN_EMAIL: 'owner@agency.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('with ADMIN_EMAIL: the owner recovers the address by mail, and the stranger never becomes Admin', async () => {
    const stranger = await register(t, 'owner@agency.test', 'stranger-pass');
    expect((await post(t, '/api/account/email', { newEmail: 'stranger@evil.test', currentPassword: 'stranger-pass' }, stranger)).status).toBe(200);
    const change = await linkTokenFor(t, 'stranger@evil.test', /Confirm your new e-mail/);

    expect((await post(t, '/api/auth/register', { email: 'owner@agency.test', password: 'owner-passphrase' })).status).toBe(409);
    const owner = await recoverByMail(t, 'owner@agency.test', 'owner-passphrase');
    expect(await viewerOf(t, owner)).toMatchObject({ email: 'owner@agency.test', isAdmin: true });
    const changed = await t.request('/api/account/password', {
      method: 'PUT',
      json: { currentPassword: 'owner-passphrase', newPassword: 'owner-pass-2' },
      headers: owner.headers,
    });
    expect(changed.status).toBe(200);
    renew(owner, changed);

    // The stranger's link, their session and their password are all dead.
    expect((await post(t, '/api/account/email/confirm', { token: change }, stranger)).status).toBe(400);
    expect((await post(t, '/api/account/email/confirm', { token: change, currentPassword: 'stranger-pass' })).status).toBe(400);
    expect(await viewerOf(t, stranger)).toBeNull();
    expect(await canSignIn(t, 'owner@agency.test', 'stranger-pass')).toBe(false);
    expect(await canSignIn(t, 'stranger@evil.test', 'stranger-pass')).toBe(false);

    expect(await viewerOf(t, owner)).toMatchObject({ email: 'owner@agency.test', isAdmin: true });
    const roster = await json<{ userEmail: string }[]>(t.request('/api/users', { headers: owner.headers }));
    expect(roster.map((entry) => entry.userEmail)).toEqual(['owner@agency.test']);
    const [promotion] = await promotions(t, owner);
    expect(promotion).toMatchObject({ actorEmail: 'owner@agency.test', detail: expect.stringContaining('password reset link') });
  });

  it('a password change spends an address change asked for before it', async () => {
    const kit = await register(t, 'kit@example.com');
    await post(t, '/api/account/email', { newEmail: 'kit.new@example.com', currentPassword: 'long-secret-pass' }, kit);
    const change = await linkTokenFor(t, 'kit.new@example.com', /Confirm your new e-mail/);
    const changed = await t.request('/api/account/password', {
      method: 'PUT',
      json: { currentPassword: 'long-secret-pass', newPassword: 'new-secret-phrase' },
      headers: kit.headers,
    });
    renew(kit, changed);
    expect((await post(t, '/api/account/email/confirm', { token: change }, kit)).status).toBe(400);
    expect(await viewerOf(t, kit)).toMatchObject({ email: 'kit@example.com' });
  });
});

describe('Unexpired Email Change through first-run setup: the setup link takes an unproved account from its registrant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the owner types the address a stranger registered; the stranger keeps no session, password or link', async () => {
    const stranger = await register(t, 'owner@agency.test', 'stranger-pass');
    expect((await post(t, '/api/account/email', { newEmail: 'stranger@evil.test', currentPassword: 'stranger-pass' }, stranger)).status).toBe(200);
    const change = await linkTokenFor(t, 'stranger@evil.test', /Confirm your new e-mail/);

    const token = new URL(t.app.get(SetupService).link!).searchParams.get('token');
    const setup = await post(t, '/api/auth/setup', { token, email: 'owner@agency.test', password: 'owner-passphrase' });
    expect(setup.status).toBe(201);
    const owner: Session = { email: 'owner@agency.test', cookie: cookiesOf(setup), headers: { cookie: cookiesOf(setup) } };
    expect(await viewerOf(t, owner)).toMatchObject({ isAdmin: true, emailVerified: true });

    expect((await post(t, '/api/account/email/confirm', { token: change }, stranger)).status).toBe(400);
    expect(await viewerOf(t, stranger)).toBeNull();
    expect((await post(t, '/api/auth/refresh', {}, refreshOnly(stranger))).status).toBe(401);
    expect(await canSignIn(t, 'owner@agency.test', 'stranger-pass')).toBe(false);
    expect(await viewerOf(t, await signIn(t, 'owner@agency.test', 'owner-passphrase'))).toMatchObject({ email: 'owner@agency.test', isAdmin: true });
    const [promotion] = await promotions(t, owner);
    expect(promotion).toMatchObject({ actorEmail: 'owner@agency.test', detail: expect.stringContaining('setup link') });
  });
});

describe('Unexpired Session and Trojan Identifier: proving the address ends everything its registrant set up', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    admin = await registerAdmin(t, 'owner@agency.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it("a stranger's session on a roster address does not become Admin when the owner confirms it", async () => {
    const stranger = await register(t, 'helper@agency.test', 'stranger-pass');
    expect((await post(t, '/api/add-user', { userEmail: 'helper@agency.test' }, admin)).status).toBe(201);
    const token = await linkTokenFor(t, 'helper@agency.test', /Confirm your e-mail/);

    // The owner opens the mailed link in their own browser: no session of the account there.
    const bare = await post(t, '/api/auth/verify-email', { token });
    expect(bare.status).toBe(403);
    expect((await json<{ message: string }>(bare)).message).toMatch(/choose a new password/);
    expect(await viewerOf(t, stranger)).toMatchObject({ emailVerified: false });
    const proved = await post(t, '/api/auth/verify-email', { token, password: 'helper-passphrase' });
    expect(proved.status).toBe(200);
    const helper: Session = { email: 'helper@agency.test', cookie: cookiesOf(proved), headers: { cookie: cookiesOf(proved) } };
    expect(await viewerOf(t, helper)).toMatchObject({ email: 'helper@agency.test', isAdmin: true, emailVerified: true });

    expect(await viewerOf(t, stranger)).toBeNull();
    expect((await post(t, '/api/auth/refresh', {}, refreshOnly(stranger))).status).toBe(401);
    expect((await post(t, '/api/api-keys', { name: 'mine', scopes: ['content:read'] }, stranger)).status).toBe(401);
    expect((await post(t, '/api/add-user', { userEmail: 'second@evil.test' }, stranger)).status).toBe(401);
    expect(await canSignIn(t, 'helper@agency.test', 'stranger-pass')).toBe(false);
    expect(await canSignIn(t, 'helper@agency.test', 'helper-passphrase')).toBe(true);

    const [promotion] = await promotions(t, admin);
    expect(promotion).toMatchObject({ actorEmail: 'helper@agency.test', detail: expect.stringContaining('verification link') });
  });

  it("the owner's reset and the stranger's confirmation racing: one wins, no 5xx, and the stranger is never Admin", async () => {
    for (let round = 0; round < 3; round++) {
      const address = `race${round}@agency.test`;
      await post(t, '/api/add-user', { userEmail: address }, admin);
      const stranger = await register(t, address, 'stranger-pass');
      await post(t, '/api/account/email', { newEmail: `thief${round}@evil.test`, currentPassword: 'stranger-pass' }, stranger);
      const change = await linkTokenFor(t, `thief${round}@evil.test`, /Confirm your new e-mail/);
      const sent = t.app.get(MailService).outbox.length;
      await post(t, '/api/auth/forgot-password', { email: address });
      const reset = await linkTokenFor(t, address, /new password/, sent);
      const [resetAnswer, confirmAnswer] = await Promise.all([
        post(t, '/api/auth/reset-password', { token: reset, password: 'owner-passphrase' }),
        post(t, '/api/account/email/confirm', { token: change }, stranger),
      ]);
      expect([resetAnswer.status, confirmAnswer.status].sort()).toEqual([200, 400]);
      if (resetAnswer.status === 200) {
        // The owner's proof came first: the stranger's change link and session are dead.
        expect(await viewerOf(t, stranger)).toBeNull();
        expect(await viewerOf(t, await signIn(t, address, 'owner-passphrase'))).toMatchObject({ isAdmin: true });
      } else {
        // The stranger moved their own account to their own mailbox first, spending the reset link
        // with it: they are not Admin, and the address is free for its owner.
        expect(await viewerOf(t, stranger)).toMatchObject({ email: `thief${round}@evil.test`, isAdmin: false });
        const before = t.app.get(MailService).outbox.length;
        const owner = await register(t, address, 'owner-passphrase');
        const token = await linkTokenFor(t, address, /Confirm your e-mail/, before);
        renew(owner, await post(t, '/api/auth/verify-email', { token }, owner));
        expect(await viewerOf(t, owner)).toMatchObject({ isAdmin: true });
      }
    }
  });

  it('keys, webhooks and roster entries the account held before the proof are revoked, disabled and withdrawn', async () => {
    // No route lets an unproved account make them today; the proof ends them whatever a later route allows.
    const stranger = await register(t, 'editor@agency.test', 'stranger-pass');
    const data = t.app.get(DataSource);
    const [{ id }]: { id: string }[] = await data.query(`SELECT id FROM account WHERE email = 'editor@agency.test'`);
    const key = await json<{ token: string; id: string }>(post(t, '/api/api-keys', { name: 'staged', scopes: ['orders:read'] }, admin));
    await data.query(`UPDATE api_key SET created_by = $1 WHERE id = $2`, [id, key.id]);
    await data.query(`INSERT INTO admin_user (user_email, user_role, created_by) VALUES ('accomplice@evil.test', 'Admin', $1)`, [id]);
    const hook = await json<{ id: string }>(post(t, '/api/webhooks', { url: 'http://127.0.0.1:9/in', events: ['order.paid'] }, admin));
    await data.query(`UPDATE webhook_endpoint SET created_by = $1 WHERE id = $2`, [id, hook.id]);
    const readOrders = () => t.request('/api/orders', { headers: { authorization: `Bearer ${key.token}` } });
    expect((await readOrders()).status).toBe(200);

    await verify(t, 'editor@agency.test', { password: 'editor-passphrase' });

    expect((await readOrders()).status).toBe(401);
    expect(await data.query(`SELECT 1 FROM admin_user WHERE user_email = 'accomplice@evil.test'`)).toEqual([]);
    expect(await data.query(`SELECT enabled FROM webhook_endpoint WHERE id = $1`, [hook.id])).toEqual([{ enabled: false }]);
    expect(await viewerOf(t, stranger)).toBeNull();
  });

  it('an authenticator app and a passkey the registrant set up before the proof do not survive it', async () => {
    const stranger = await register(t, 'writer@agency.test', 'stranger-pass');
    const { secret } = await json<{ secret: string }>(post(t, '/api/account/two-factor/totp', { currentPassword: 'stranger-pass' }, stranger));
    const confirmed = await post(t, '/api/account/two-factor/totp/confirm', { code: await generate({ secret, period: 30 }) }, stranger);
    expect(confirmed.status).toBe(200);
    renew(stranger, confirmed);
    const key = new SoftwareAuthenticator(t.baseUrl);
    const { options } = await json<{ options: { challenge: string; rp: { id: string }; user: { id: string } } }>(
      post(t, '/api/account/passkeys/options', { currentPassword: 'stranger-pass' }, stranger),
    );
    const added = await post(t, '/api/account/passkeys', { name: 'Mine now', response: key.create(options) }, stranger);
    expect(added.status).toBe(201);
    const passkeySignIn = async () => {
      const { options: signInOptions } = await json<{ options: { challenge: string } }>(post(t, '/api/auth/passkey/options', {}));
      return (await post(t, '/api/auth/passkey', { response: key.get(signInOptions) })).status;
    };
    expect(await passkeySignIn()).toBe(200);

    // The owner proves the address from the mailbox, choosing a password.
    await verify(t, 'writer@agency.test', { password: 'writer-passphrase' });

    expect(await passkeySignIn()).toBe(401);
    // A password sign-in asks for no second factor: the stranger's app holds nothing of the account.
    const login = await json<{ viewer: Viewer; secondFactor?: unknown }>(
      post(t, '/api/auth/login', { email: 'writer@agency.test', password: 'writer-passphrase' }),
    );
    expect(login.secondFactor).toBeUndefined();
    expect(login.viewer).toMatchObject({ email: 'writer@agency.test', emailVerified: true });
    const data = t.app.get(DataSource);
    const [{ id }]: { id: string }[] = await data.query(`SELECT id FROM account WHERE email = 'writer@agency.test'`);
    for (const table of ['account_totp', 'passkey', 'recovery_code'])
      expect(await data.query(`SELECT 1 FROM ${table} WHERE account_id = $1`, [id])).toEqual([]);
    const [claim] = (await json<AuditPage>(t.request('/api/audit-log?kind=account', { headers: admin.headers }))).items.filter(
      (entry) => entry.action === 'claim' && entry.subject.includes(id),
    );
    expect(claim.detail).toMatch(/2 second factors removed/);
  });

  it('the owner’s own factors, set up after the proof, stay', async () => {
    const owner = await register(t, 'lee@example.com');
    await verify(t, 'lee@example.com', owner);
    const key = new SoftwareAuthenticator(t.baseUrl);
    const { options } = await json<{ options: { challenge: string; rp: { id: string }; user: { id: string } } }>(
      post(t, '/api/account/passkeys/options', { currentPassword: 'long-secret-pass' }, owner),
    );
    expect((await post(t, '/api/account/passkeys', { name: 'Laptop', response: key.create(options) }, owner)).status).toBe(201);
    const login = await json<{ secondFactor?: { methods: string[] } }>(post(t, '/api/auth/login', { email: 'lee@example.com', password: 'long-secret-pass' }));
    expect(login.secondFactor?.methods).toEqual(['recovery', 'passkey']);
  });

  it('a link opened where the registrant is signed in keeps their password and that sign-in, and ends every other', async () => {
    const mine = await register(t, 'dana@example.com');
    const elsewhere = await signIn(t, 'dana@example.com');
    await verify(t, 'dana@example.com', mine);
    expect(await viewerOf(t, mine)).toMatchObject({ emailVerified: true });
    expect(await viewerOf(t, elsewhere)).toBeNull();
    expect(await canSignIn(t, 'dana@example.com', 'long-secret-pass')).toBe(true);
  });

  it("a browser signed in to another account is no proof: the link asks for this account's new password", async () => {
    await register(t, 'eve@example.com');
    const other = await register(t, 'other@example.com');
    const token = await linkTokenFor(t, 'eve@example.com', /Confirm your e-mail/);
    expect((await post(t, '/api/auth/verify-email', { token }, other)).status).toBe(403);
  });

  it("a change link sent to someone else's mailbox cannot be confirmed by its reader without the account's password", async () => {
    const attacker = await register(t, 'attacker@evil.test', 'attacker-pass');
    await verify(t, 'attacker@evil.test', attacker);
    expect((await post(t, '/api/account/email', { newEmail: 'future-staff@agency.test', currentPassword: 'attacker-pass' }, attacker)).status).toBe(200);
    const token = await linkTokenFor(t, 'future-staff@agency.test', /Confirm your new e-mail/);

    // The mailbox's owner clicks the unexpected link: nothing moves.
    expect((await post(t, '/api/account/email/confirm', { token })).status).toBe(403);
    expect((await post(t, '/api/account/email/confirm', { token, currentPassword: 'a-guess' })).status).toBe(400);
    expect(await viewerOf(t, attacker)).toMatchObject({ email: 'attacker@evil.test' });
    // So a later roster entry for that address makes nobody Admin until its owner registers and proves it.
    expect((await post(t, '/api/add-user', { userEmail: 'future-staff@agency.test' }, admin)).status).toBe(201);
    expect(await viewerOf(t, attacker)).toMatchObject({ isAdmin: false });
  });
});

describe('Classic-Federated Merge and Non-Verifying IdP: no second way in, and nothing proves an address but its mailbox', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@agency.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it("the owner's way in through the mailbox never merges with the stranger's password", async () => {
    await register(t, 'ivan@agency.test', 'stranger-pass');
    await post(t, '/api/add-user', { userEmail: 'ivan@agency.test' }, admin);
    await verify(t, 'ivan@agency.test', { password: 'ivan-passphrase' });
    expect(await canSignIn(t, 'ivan@agency.test', 'stranger-pass')).toBe(false);
    expect(await canSignIn(t, 'ivan@agency.test', 'ivan-passphrase')).toBe(true);
  });

  it('an address is proved only by a link mailed to it: signing in, changing the password and asking to move prove nothing', async () => {
    const mallory = await register(t, 'jo@agency.test', 'stranger-pass');
    await post(t, '/api/add-user', { userEmail: 'jo@agency.test' }, admin);
    await signIn(t, 'jo@agency.test', 'stranger-pass');
    const changed = await t.request('/api/account/password', {
      method: 'PUT',
      json: { currentPassword: 'stranger-pass', newPassword: 'stranger-pass-2' },
      headers: mallory.headers,
    });
    renew(mallory, changed);
    await post(t, '/api/account/email', { newEmail: 'jo.other@evil.test', currentPassword: 'stranger-pass-2' }, mallory);
    await post(t, '/api/auth/resend-verification', {}, mallory);
    expect(await viewerOf(t, mallory)).toMatchObject({ emailVerified: false, isAdmin: false });
    expect((await t.request('/api/users', { headers: mallory.headers })).status).toBe(403);
  });
});

describe('ADMIN_EMAIL at start-up promotes an account that proved the address, and says so in the audit log', () => {
  it('writes the promotion with no actor, on the restart that sets it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-email-'));
    try {
      // The embedded engine on disk on both runs: the restart must find the first run's database.
      const first = await startTestApp({ DEMO_CONTENT: 'false', DATA_DIR: dataDir, DATABASE_URL: '' });
      await registerAdmin(first, 'owner@agency.test');
      const boss = await register(first, 'boss@agency.test');
      await verify(first, 'boss@agency.test', boss);
      await first.close();

      const again = await startTestApp({ DEMO_CONTENT: 'false', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: 'boss@agency.test' });
      try {
        expect(await viewerOf(again, boss)).toMatchObject({ isAdmin: true });
        const [promotion] = await promotions(again, boss);
        expect(promotion).toMatchObject({ actorEmail: null, detail: expect.stringContaining('ADMIN_EMAIL') });
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
