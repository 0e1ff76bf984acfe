import { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { AuthService } from '../src/auth/auth.service.js';
import { JwtStrategy } from '../src/auth/jwt.strategy.js';
import { AUTH_TEXTS } from '../src/auth/texts.js';
import { ACCESS_COOKIE } from '../src/auth/tokens.js';
import { MailService } from '../src/mail/mail.service.js';
import { cookiesOf, linkTokenFor, register, signIn, verify } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

type Body = { message: string | string[]; viewer?: { email: string; isAdmin: boolean } | null };

const body = (response: Response) => json<Body>(response);

const resetLinkFor = (t: TestApp, email: string, after = 0) => linkTokenFor(t, email, /new password/, after);

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', ADMIN_EMAIL: 'boss@rankwell.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks access tokens with one key object made from JWT_SECRET, and takes the tokens the secret string signed', async () => {
    // The string made jsonwebtoken try to read it as a PEM public key on every check (jwt-key.ts).
    const strategy = t.app.get(JwtStrategy) as unknown as {
      _secretOrKeyProvider(request: unknown, token: unknown, done: (error: unknown, key?: unknown) => void): void;
    };
    const key = await new Promise<unknown>((resolve) => strategy._secretOrKeyProvider(null, null, (_error, found) => resolve(found)));
    expect(key).toBeInstanceOf(KeyObject);
    expect((t.app.get(JwtService) as unknown as { options: { secret: unknown } }).options.secret).toBe(key);

    const session = await register(t, 'key-object@example.com');
    const token = session.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${ACCESS_COOKIE}=`))!
      .slice(ACCESS_COOKIE.length + 1);
    const payload = jwt.decode(token) as Record<string, unknown>;
    // The harness's JWT_SECRET: the same token, byte for byte, as the string signs it.
    expect(jwt.sign(payload, 'test-secret-that-is-long-enough', { algorithm: 'HS256' })).toBe(token);
    const me = (bearer: string) => t.request('/api/auth/me', { headers: { authorization: `Bearer ${bearer}` } });
    expect((await json<{ viewer: { email: string } | null }>(me(token))).viewer?.email).toBe('key-object@example.com');
    const forged = jwt.sign(payload, 'another-secret-that-is-long-enough', { algorithm: 'HS256' });
    expect((await json<{ viewer: unknown }>(me(forged))).viewer ?? null).toBeNull();
  });

  describe('validation, as the spec words it', () => {
    it.each([
      [{ password: 'secret1' }, 'Email is Required'],
      [{ email: '', password: 'secret1' }, 'Email is Required'],
      [{ email: 'ab@c1.io', password: 'secret1' }, 'Provide a Valid Email'],
      [{ email: 'not an address', password: 'secret1' }, 'Provide a Valid Email'],
      [{ email: 'good@example.com' }, 'Password is Required'],
      [{ email: 'good@example.com', password: '12345' }, 'Minimum 6 Characters'],
    ])('register %j → %s', async (json, message) => {
      const response = await t.request('/api/auth/register', { method: 'POST', json });
      expect(response.status).toBe(400);
      expect((await body(response)).message).toContain(message);
    });
  });

  it('registers, signs in with a cookie, and tells who is signed in', async () => {
    const session = await register(t, 'Anna@Example.com');
    const me = await body(await t.request('/api/auth/me', { headers: session.headers }));
    expect(me.viewer).toMatchObject({ email: 'anna@example.com', isAdmin: false });
    expect((await body(await t.request('/api/auth/me'))).viewer).toBeNull();
  });

  it('sets HttpOnly SameSite=Lax cookies and accepts the token as Bearer too', async () => {
    const response = await t.request('/api/auth/register', { method: 'POST', json: { email: 'bearer@example.com', password: 'long-secret-pass' } });
    const lines = response.headers.getSetCookie();
    expect(lines.find((l) => l.startsWith('rankwell_access='))).toMatch(/HttpOnly/i);
    expect(lines.find((l) => l.startsWith('rankwell_access='))).toMatch(/SameSite=Lax/i);
    // The 30-day sign-in reaches page loads too, so a page opened after the access cookie's 15 minutes knows who is signed in.
    expect(lines.find((l) => l.startsWith('rankwell_session='))).toMatch(/Path=\/;/);
    expect(lines.find((l) => l.startsWith('rankwell_session='))).toMatch(/HttpOnly/i);
    const token = lines
      .find((l) => l.startsWith('rankwell_access='))!
      .split(';')[0]
      .split('=')[1];
    const me = await body(await t.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } }));
    expect(me.viewer?.email).toBe('bearer@example.com');
  });

  it('keeps where a registrant was going (the chosen offer) and gives it back once the address is confirmed, in another browser too', async () => {
    const returnTo = '/order-now/0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21';
    const registered = await t.request('/api/auth/register', {
      method: 'POST',
      json: { email: 'orderer@example.com', password: 'long-secret-pass', returnTo },
    });
    expect(registered.status).toBe(201);
    const token = await linkTokenFor(t, 'orderer@example.com', /Confirm your e-mail/);
    const verified = await t.request('/api/auth/verify-email', { method: 'POST', json: { token, password: 'new-secret-pass' } });
    expect(verified.status).toBe(200);
    expect(await json(verified)).toEqual({ message: AUTH_TEXTS.verified, returnTo });
    // Without one, nothing to go back to.
    const plain = await register(t, 'plain@example.com');
    const plainToken = await linkTokenFor(t, 'plain@example.com', /Confirm your e-mail/);
    expect(await json(t.request('/api/auth/verify-email', { method: 'POST', json: { token: plainToken }, headers: plain.headers }))).toEqual({
      message: AUTH_TEXTS.verified,
      returnTo: null,
    });
  });

  it.each(['https://evil.example/order-now/1', '//evil.example/x', '/\\evil.example', '/\tevil', 'javascript:alert(1)', 'order-now/1', `/${'a'.repeat(600)}`])(
    'refuses a return target %j that is not a path of this site, and creates no account',
    async (returnTo) => {
      const email = `hop${returnTo.length}@example.com`;
      const refused = await t.request('/api/auth/register', { method: 'POST', json: { email, password: 'long-secret-pass', returnTo } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await json(refused))).toContain(AUTH_TEXTS.returnToInvalid);
      const rows: unknown[] = await t.app.get(DataSource).query(`SELECT 1 FROM account WHERE email = $1`, [email]);
      expect(rows).toEqual([]);
    },
  );

  it('refuses a second account for the same address with a clear message', async () => {
    await register(t, 'twice@example.com');
    const response = await t.request('/api/auth/register', { method: 'POST', json: { email: 'TWICE@example.com', password: 'another-pass' } });
    expect(response.status).toBe(409);
    expect((await body(response)).message).toBe('An account with this email already exists. Please log in instead, or set a new password if it is yours.');
  });

  it('never returns or stores the password in the clear', async () => {
    const response = await t.request('/api/auth/register', { method: 'POST', json: { email: 'hash@example.com', password: 'visible-secret' } });
    expect(await response.text()).not.toContain('visible-secret');
    const rows: { password_hash: string }[] = await t.app.get(DataSource).query(`SELECT password_hash FROM account WHERE email = 'hash@example.com'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a failed sign-in the same way for a wrong password and an unknown address', async () => {
    await register(t, 'login@example.com', 'right-pass');
    const wrong = await t.request('/api/auth/login', { method: 'POST', json: { email: 'login@example.com', password: 'wrong-pass' } });
    const unknown = await t.request('/api/auth/login', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-pass' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await body(wrong);
    expect(wrongBody).toEqual(await body(unknown));
    expect(wrongBody.message).toBe('Incorrect email or password. Please try again.');
    const right = await t.request('/api/auth/login', { method: 'POST', json: { email: 'login@example.com', password: 'right-pass' } });
    expect(right.status).toBe(200);
    expect((await body(right)).viewer?.email).toBe('login@example.com');
  });

  describe('refresh tokens', () => {
    it('rotates on use: the new token works, the old one is spent', async () => {
      const session = await register(t, 'rotate@example.com');
      const first = await t.request('/api/auth/refresh', { method: 'POST', headers: session.headers });
      expect(first.status).toBe(200);
      const rotated = cookiesOf(first);
      expect(rotated).toContain('rankwell_session=');
      expect((await t.request('/api/auth/refresh', { method: 'POST', headers: { cookie: rotated } })).status).toBe(200);
    });

    it('revokes the whole family when a spent token is presented again', async () => {
      const session = await register(t, 'reuse@example.com');
      const first = await t.request('/api/auth/refresh', { method: 'POST', headers: session.headers });
      const rotated = cookiesOf(first);
      const replay = await t.request('/api/auth/refresh', { method: 'POST', headers: session.headers });
      expect(replay.status).toBe(401);
      // The thief's replay also locks out the token that rotation handed on.
      expect((await t.request('/api/auth/refresh', { method: 'POST', headers: { cookie: rotated } })).status).toBe(401);
    });

    it('still refreshes with the cookie an earlier version set, and replaces it', async () => {
      const session = await register(t, 'legacy@example.com');
      const token = /rankwell_session=([^;]+)/.exec(session.cookie)![1];
      const refreshed = await t.request('/api/auth/refresh', { method: 'POST', headers: { cookie: `rankwell_refresh=${token}` } });
      expect(refreshed.status).toBe(200);
      const lines = refreshed.headers.getSetCookie();
      expect(lines.find((l) => l.startsWith('rankwell_session='))).toMatch(/Path=\/;/);
      expect(lines.find((l) => l.startsWith('rankwell_refresh='))).toMatch(/^rankwell_refresh=;.*Path=\/api\/auth/);
    });

    it('lets a page load sign in again without spending the refresh token, and never after sign-out or rotation', async () => {
      const auth = t.app.get(AuthService);
      const session = await register(t, 'page-load@example.com');
      const token = /rankwell_session=([^;]+)/.exec(session.cookie)![1];
      const renewed = await auth.accessFromRefresh(token);
      expect(renewed?.viewer.email).toBe('page-load@example.com');
      const me = await body(await t.request('/api/auth/me', { headers: { authorization: `Bearer ${renewed!.accessToken}` } }));
      expect(me.viewer?.email).toBe('page-load@example.com');
      // Two tabs reopened at once both get in, and the page's own refresh afterwards is no replay.
      expect((await auth.accessFromRefresh(token))?.viewer.email).toBe('page-load@example.com');
      const rotated = await t.request('/api/auth/refresh', { method: 'POST', headers: session.headers });
      expect(rotated.status).toBe(200);
      expect(await auth.accessFromRefresh(token)).toBeNull();
      await t.request('/api/auth/logout', { method: 'POST', headers: { cookie: cookiesOf(rotated) } });
      expect(await auth.accessFromRefresh(/rankwell_session=([^;]+)/.exec(cookiesOf(rotated))![1])).toBeNull();
      expect(await auth.accessFromRefresh('not-a-token')).toBeNull();
      expect(await auth.accessFromRefresh(undefined)).toBeNull();
    });

    it('is revoked by sign-out', async () => {
      const session = await register(t, 'logout@example.com');
      const out = await t.request('/api/auth/logout', { method: 'POST', headers: session.headers });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().join(';')).toMatch(/rankwell_access=;/);
      expect((await t.request('/api/auth/refresh', { method: 'POST', headers: session.headers })).status).toBe(401);
    });
  });

  describe('password reset', () => {
    it('gives the same answer for known and unknown addresses, and mails only the known one', async () => {
      await register(t, 'forgot@example.com');
      const outbox = t.app.get(MailService).outbox;
      const before = outbox.length;
      const known = await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'forgot@example.com' } });
      const unknown = await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'ghost@example.com' } });
      expect(known.status).toBe(200);
      expect(await body(known)).toEqual(await body(unknown));
      await resetLinkFor(t, 'forgot@example.com', before);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(
        outbox
          .slice(before)
          .filter((mail) => /new password/.test(mail.subject))
          .map((mail) => mail.to),
      ).toEqual(['forgot@example.com']);
    });

    it('sets a new password with a single-use link and signs out the other sessions', async () => {
      const session = await register(t, 'reset@example.com', 'old-password');
      await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'reset@example.com' } });
      const token = await resetLinkFor(t, 'reset@example.com');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, password: 'new-password' } });
      expect(reset.status).toBe(200);

      expect((await body(await t.request('/api/auth/me', { headers: session.headers }))).viewer).toBeNull();
      expect((await t.request('/api/auth/refresh', { method: 'POST', headers: session.headers })).status).toBe(401);
      expect((await t.request('/api/auth/login', { method: 'POST', json: { email: 'reset@example.com', password: 'old-password' } })).status).toBe(401);
      expect((await t.request('/api/auth/login', { method: 'POST', json: { email: 'reset@example.com', password: 'new-password' } })).status).toBe(200);

      const again = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, password: 'third-password' } });
      expect(again.status).toBe(400);
      expect((await body(again)).message).toBe('This link is invalid or has expired. Please ask for a new one.');
    });

    it('refuses an expired link', async () => {
      await register(t, 'expired@example.com', 'old-password');
      await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'expired@example.com' } });
      const token = await resetLinkFor(t, 'expired@example.com');
      await t.app.get(DataSource).query(`UPDATE password_reset SET expires_at = now() - interval '1 minute'`);
      const response = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, password: 'new-password' } });
      expect(response.status).toBe(400);
      expect((await t.request('/api/auth/login', { method: 'POST', json: { email: 'expired@example.com', password: 'old-password' } })).status).toBe(200);
    });
  });

  describe('the admin roster', () => {
    it('puts ADMIN_EMAIL on the roster at start-up; its account is Admin once it verifies the address', async () => {
      const boss = await register(t, 'boss@rankwell.test');
      expect((await body(await t.request('/api/auth/me', { headers: boss.headers }))).viewer?.isAdmin).toBe(false);
      await verify(t, 'boss@rankwell.test', boss);
      expect((await body(await t.request('/api/auth/me', { headers: boss.headers }))).viewer?.isAdmin).toBe(true);
    });

    it('closes /add-user once an Admin exists', async () => {
      const stranger = await register(t, 'stranger@example.com');
      expect((await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'stranger@example.com' } })).status).toBe(401);
      expect((await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'stranger@example.com' }, headers: stranger.headers })).status).toBe(403);
      expect(await body(await t.request('/api/auth/me', { headers: stranger.headers }))).toMatchObject({ viewer: { isAdmin: false } });
    });

    it('applies role changes on the next request, not at token expiry', async () => {
      const bossHeaders = (await signIn(t, 'boss@rankwell.test')).headers;
      const helper = await register(t, 'helper@example.com');
      await verify(t, 'helper@example.com', helper);
      expect((await t.request('/api/users', { headers: helper.headers })).status).toBe(403);

      const added = await t.request('/api/add-user', { method: 'POST', json: { userEmail: 'helper@example.com' }, headers: bossHeaders });
      expect(added.status).toBe(201);
      const entry = await json<{ _id: string; userRole: string }>(added);
      expect(entry.userRole).toBe('Admin');
      expect((await t.request('/api/users', { headers: helper.headers })).status).toBe(200);

      const demoted = await t.request(`/api/upadete-users/${entry._id}`, {
        method: 'PUT',
        json: { userEmail: 'helper@example.com', userRole: 'User' },
        headers: bossHeaders,
      });
      expect(demoted.status).toBe(200);
      // A role change ends the member's sessions: the tab that was Admin is signed out, and a new sign-in is refused the screen.
      expect((await t.request('/api/users', { headers: helper.headers })).status).toBe(401);
      expect((await t.request('/api/users', { headers: (await signIn(t, 'helper@example.com')).headers })).status).toBe(403);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a clear message after too many sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.request('/api/auth/login', { method: 'POST', json: { email: 'victim@example.com', password: 'guess-' + attempt } });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await body(response)).message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
