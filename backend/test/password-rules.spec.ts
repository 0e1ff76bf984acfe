import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SetupService } from '../src/auth/setup.service.js';
import { DataSource } from 'typeorm';
import { linkTokenFor, register, registerAdmin, registerMember, signIn, verify, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const BREACHED = 'This password is in a list of passwords leaked from other sites, so it is among the first ones tried. Please choose another.';
const TEAM_MINIMUM = 'Members of the team need a password of at least 12 characters.';
const MUST_CHANGE = /^Your password predates the team's rule/;

interface Viewer {
  isAdmin: boolean;
  mustChangePassword: boolean;
}

describe('password rules: the team needs 12 characters, nobody a breached password', () => {
  let t: TestApp;
  let owner: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body?: unknown, session?: Session) => t.request(path, { method, json: body, headers: session?.headers });
  const messageOf = async (response: Response) => ((await response.json()) as { message: string | string[] }).message;
  const viewerOf = async (session: Session) => (await json<{ viewer: Viewer | null }>(t.request('/api/auth/me', { headers: session.headers }))).viewer;

  it('makes the first Admin with a password of the team: 12 characters, not breached', async () => {
    const token = new URL(t.app.get(SetupService).link!).searchParams.get('token');
    const setup = (password: string) => send('POST', '/api/auth/setup', { token, email: 'owner@example.com', password });
    const short = await setup('eleven-char');
    expect(short.status).toBe(400);
    expect(await messageOf(short)).toBe(TEAM_MINIMUM);
    const breached = await setup('qwertyuiop12');
    expect(breached.status).toBe(400);
    expect(await messageOf(breached)).toBe(BREACHED);
    // Neither spent the link.
    owner = await registerAdmin(t, 'owner@example.com');
    expect(await viewerOf(owner)).toMatchObject({ isAdmin: true, mustChangePassword: false });
  });

  it('keeps the spec’s 6 characters for customers, and refuses them a breached password too, storing nothing', async () => {
    expect((await send('POST', '/api/auth/register', { email: 'short@example.com', password: '12345' })).status).toBe(400);
    for (const password of ['password1', 'Password1', 'iloveyou']) {
      const refused = await send('POST', '/api/auth/register', { email: 'leaky@example.com', password });
      expect(refused.status).toBe(400);
      expect(await messageOf(refused)).toBe(BREACHED);
    }
    expect((await send('POST', '/api/auth/login', { email: 'leaky@example.com', password: 'password1' })).status).toBe(401);
    const customer = await register(t, 'cus@example.com', 'six-ch');
    expect(await viewerOf(customer)).toMatchObject({ isAdmin: false, mustChangePassword: false });
    expect((await send('PUT', '/api/account/password', { currentPassword: 'six-ch', newPassword: 'letmein1' }, customer)).status).toBe(400);
    expect((await send('PUT', '/api/account/password', { currentPassword: 'six-ch', newPassword: 'seven-c' }, customer)).status).toBe(200);
  });

  it('holds the team’s minimum wherever a member sets a password: change, reset, and at sign-in after registering a listed address', async () => {
    const member = await registerMember(t, 'member@example.com', 'Editor', owner);
    const change = await send('PUT', '/api/account/password', { currentPassword: 'long-secret-pass', newPassword: 'eleven-char' }, member);
    expect(change.status).toBe(400);
    expect(await messageOf(change)).toBe(TEAM_MINIMUM);
    expect((await send('POST', '/api/auth/login', { email: 'member@example.com', password: 'long-secret-pass' })).status).toBe(200);

    expect((await send('POST', '/api/auth/forgot-password', { email: 'member@example.com' })).status).toBe(200);
    const reset = await linkTokenFor(t, 'member@example.com', /password/i);
    const shortReset = await send('POST', '/api/auth/reset-password', { token: reset, password: 'eleven-char' });
    expect(shortReset.status).toBe(400);
    expect(await messageOf(shortReset)).toBe(TEAM_MINIMUM);
    // Refused before the link was spent: it still sets a long enough one.
    expect((await send('POST', '/api/auth/reset-password', { token: reset, password: 'a-twelve-char' })).status).toBe(200);
    await signIn(t, 'member@example.com', 'a-twelve-char');

    expect((await send('POST', '/api/add-user', { userEmail: 'future@example.com', userRole: 'Bookkeeping' }, owner)).status).toBe(201);
    // Registration answers a listed address as any other (no hint of who is on the team); the
    // short password then keeps the back office shut until the member chooses a new one.
    const early = await register(t, 'future@example.com', 'eleven-char');
    await verify(t, 'future@example.com', early);
    expect(await viewerOf(early)).toMatchObject({ isAdmin: true, mustChangePassword: true });
    expect((await send('GET', '/api/invoices.csv', undefined, early)).status).toBe(403);
    const renewed = await send('PUT', '/api/account/password', { currentPassword: 'eleven-char', newPassword: 'future-member-pass' }, early);
    expect(renewed.status).toBe(200);
    const future = await signIn(t, 'future@example.com', 'future-member-pass');
    expect(await viewerOf(future)).toMatchObject({ isAdmin: true, mustChangePassword: false });
    expect((await send('GET', '/api/invoices.csv', undefined, future)).status).toBe(200);
  });

  it('asks a member whose password predates the rule for a new one, and keeps the back office shut until then', async () => {
    // A customer's 9-character password, then the Owner puts the address on the team.
    const kim = await register(t, 'kim@example.com', 'kims-pass');
    await verify(t, 'kim@example.com', kim);
    expect((await send('POST', '/api/add-user', { userEmail: 'kim@example.com', userRole: 'Bookkeeping' }, owner)).status).toBe(201);

    const signedIn = await signIn(t, 'kim@example.com', 'kims-pass');
    expect(await viewerOf(signedIn)).toMatchObject({ isAdmin: true, mustChangePassword: true });
    const refused = await send('GET', '/api/invoices.csv', undefined, signedIn);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toMatch(MUST_CHANGE);
    // The account page is not the back office: the new password is chosen there.
    const short = await send('PUT', '/api/account/password', { currentPassword: 'kims-pass', newPassword: 'still-short' }, signedIn);
    expect(short.status).toBe(400);
    const changed = await send('PUT', '/api/account/password', { currentPassword: 'kims-pass', newPassword: 'kims-longer-pass' }, signedIn);
    expect(changed.status).toBe(200);
    const renewed = await signIn(t, 'kim@example.com', 'kims-longer-pass');
    expect(await viewerOf(renewed)).toMatchObject({ isAdmin: true, mustChangePassword: false });
    expect((await send('GET', '/api/invoices.csv', undefined, renewed)).status).toBe(200);
  });

  it('judges a stored password at sign-in: one that meets the rule opens the back office without a change', async () => {
    const lee = await registerMember(t, 'lee@example.com', 'Bookkeeping', owner);
    // As every password stored before the rule: not judged yet. The member stays signed in (an
    // upgrade does not shut the back office to the whole team at once).
    await t.app.get(DataSource).query(`UPDATE account SET password_meets_staff_rule = NULL WHERE email = 'lee@example.com'`);
    expect(await viewerOf(lee)).toMatchObject({ mustChangePassword: false });
    expect((await send('GET', '/api/invoices.csv', undefined, lee)).status).toBe(200);
    // Judged short of the rule (as a sign-in with a short one would judge it): shut until a new one.
    await t.app.get(DataSource).query(`UPDATE account SET password_meets_staff_rule = false WHERE email = 'lee@example.com'`);
    expect(await viewerOf(lee)).toMatchObject({ mustChangePassword: true });
    expect((await send('GET', '/api/invoices.csv', undefined, lee)).status).toBe(403);
    const again = await signIn(t, 'lee@example.com', 'long-secret-pass');
    expect(await viewerOf(again)).toMatchObject({ isAdmin: true, mustChangePassword: false });
    expect((await send('GET', '/api/invoices.csv', undefined, again)).status).toBe(200);
    expect((await t.app.get(DataSource).query(`SELECT password_meets_staff_rule AS ok FROM account WHERE email = 'lee@example.com'`))[0].ok).toBe(true);
  });
});
