import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { cookiesOf, register, registerAdmin, registerMember, signIn, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const PASSWORD = 'long-secret-pass';
/** The app's code for the step `offset` periods from now (a code is accepted once: each sign-in takes a new step). */
const codeAt = (secret: string, offset = 0) => generate({ secret, period: 30, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe('two-factor sign-in with an authenticator app and recovery codes', () => {
  let t: TestApp;
  let session: Session;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    session = await register(t, 'jo@example.com', PASSWORD);
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body?: unknown, who: Session | undefined = session) =>
    t.request(path, { method, json: body, headers: who?.headers ?? {} });
  const login = (email = 'jo@example.com', password = PASSWORD) =>
    json<{ viewer: unknown; secondFactor?: { token: string } }>(send('POST', '/api/auth/login', { email, password }, undefined));
  const second = (token: string, code: string) => send('POST', '/api/auth/login/second-factor', { token, code }, undefined);
  const mailsTo = (to: string) => t.app.get(MailService).outbox.filter((mail) => mail.to === to);

  it('asks for the password to start, and changes nothing at sign-in until a code confirms the app', async () => {
    expect((await send('POST', '/api/account/two-factor/totp', { currentPassword: 'wrong' })).status).toBe(400);
    const setup = await json<{ secret: string; uri: string }>(send('POST', '/api/account/two-factor/totp', { currentPassword: PASSWORD }));
    secret = setup.secret;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(await json(send('GET', '/api/account/two-factor'))).toEqual({ totp: false, pending: true, recoveryCodesLeft: 0 });
    expect((await login()).viewer).not.toBeNull();
    const wrong = await send('POST', '/api/account/two-factor/totp/confirm', { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await send('POST', '/api/account/two-factor/totp/confirm', { code: 'abc' })).status).toBe(400);
  });

  it('turns on with a first code: ten recovery codes shown once, other sessions ended, the account mailed', async () => {
    const other = await signIn(t, 'jo@example.com', PASSWORD);
    const mailed = mailsTo('jo@example.com').length;
    const confirmed = await send('POST', '/api/account/two-factor/totp/confirm', { code: await codeAt(secret) });
    expect(confirmed.status).toBe(200);
    recoveryCodes = (await confirmed.json()).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // This browser goes on with the new cookies; the other sign-in is over.
    session = { ...session, cookie: cookiesOf(confirmed), headers: { cookie: cookiesOf(confirmed) } };
    expect((await send('GET', '/api/account/two-factor')).status).toBe(200);
    expect((await send('GET', '/api/account/two-factor', undefined, other)).status).toBe(401);
    expect(await json(send('GET', '/api/account/two-factor'))).toEqual({ totp: true, pending: false, recoveryCodesLeft: 10 });
    for (let waited = 0; mailsTo('jo@example.com').length === mailed && waited < 5000; waited += 20) await new Promise((done) => setTimeout(done, 20));
    expect(mailsTo('jo@example.com').at(-1)?.subject).toBe('How you sign in has changed');
    // Only hashes of the codes are kept, and the secret only sealed.
    const database = t.app.get(DataSource);
    const stored: { code_hash: string }[] = await database.query(`SELECT code_hash FROM recovery_code`);
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.map((row) => row.code_hash)).not.toContain(code);
    const [sealed]: { secret_sealed: string }[] = await database.query(`SELECT secret_sealed FROM account_totp`);
    expect(sealed.secret_sealed).not.toContain(secret);
  });

  it('asks for the code after a right password, sets no cookies until it comes, and takes each code once', async () => {
    const first = await send('POST', '/api/auth/login', { email: 'jo@example.com', password: PASSWORD }, undefined);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    const { viewer, secondFactor } = await first.json();
    expect(viewer).toBeNull();
    const code = await codeAt(secret, 1);
    const signedIn = await second(secondFactor.token, code);
    expect(signedIn.status).toBe(200);
    expect(cookiesOf(signedIn)).toMatch(/rankwell_access=/);
    expect((await signedIn.json()).viewer).toMatchObject({ email: 'jo@example.com' });
    // The same code again, on a new sign-in, is refused: it was used.
    const again = await login();
    expect((await second(again.secondFactor!.token, code)).status).toBe(401);
    // A token is good for one sign-in.
    expect((await second(secondFactor.token, await codeAt(secret, -1))).status).toBe(401);
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const { secondFactor } = await login();
    const shouted = ` ${recoveryCodes[0].toUpperCase()} `;
    expect((await second(secondFactor!.token, shouted)).status).toBe(200);
    const next = await login();
    const reused = await second(next.secondFactor!.token, recoveryCodes[0]);
    expect([reused.status, (await reused.json()).message]).toEqual([
      401,
      'That code is not right. Enter the 6-digit code your app shows now, or one of your recovery codes.',
    ]);
    expect((await second(next.secondFactor!.token, recoveryCodes[1])).status).toBe(200);
    expect((await json<{ recoveryCodesLeft: number }>(send('GET', '/api/account/two-factor'))).recoveryCodesLeft).toBe(8);
  });

  it('ends a sign-in after five wrong codes, and holds the account after ten from any address', async () => {
    const { secondFactor } = await login();
    for (let i = 0; i < 5; i++) expect((await second(secondFactor!.token, `99999${i}`)).status).toBe(401);
    const ended = await second(secondFactor!.token, await codeAt(secret, 2));
    expect([ended.status, (await ended.json()).message]).toEqual([401, 'This sign-in expired or had too many wrong codes. Please sign in again.']);
    // Two wrong codes earlier in this file (a used app code, a used recovery code) and these five make
    // seven: three more reach the account's ten, and from then on even a right code waits.
    const more = await login();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await second(more.secondFactor!.token, `88888${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const held = await login();
    const refused = await second(held.secondFactor!.token, await codeAt(secret, 2));
    expect([refused.status, (await refused.json()).message]).toEqual([429, 'Too many wrong codes for this account. Please wait 15 minutes and try again.']);
  });

  it('turns off with the password: sign-in asks for no code again, and the account is mailed', async () => {
    const mailed = mailsTo('jo@example.com').length;
    expect((await send('DELETE', '/api/account/two-factor', { currentPassword: 'wrong' })).status).toBe(400);
    const off = await send('DELETE', '/api/account/two-factor', { currentPassword: PASSWORD });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ totp: false, pending: false, recoveryCodesLeft: 0 });
    expect((await login()).viewer).toMatchObject({ email: 'jo@example.com' });
    for (let waited = 0; mailsTo('jo@example.com').length === mailed && waited < 5000; waited += 20) await new Promise((done) => setTimeout(done, 20));
    expect(mailsTo('jo@example.com').at(-1)?.text).toMatch(/Two-factor sign-in was turned off/);
  });
});

describe('the Owner requires two-factor sign-in of the team', () => {
  let t: TestApp;
  let owner: Session;
  let editor: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    owner = await registerAdmin(t, 'owner@example.com');
    editor = await registerMember(t, 'editor@example.com', 'Editor', owner);
  });
  afterAll(() => t.close());

  const send = (who: Session, method: string, path: string, body?: unknown) => t.request(path, { method, json: body, headers: who.headers });
  const enrol = async (who: Session) => {
    const { secret } = await json<{ secret: string }>(send(who, 'POST', '/api/account/two-factor/totp', { currentPassword: PASSWORD }));
    const confirmed = await send(who, 'POST', '/api/account/two-factor/totp/confirm', { code: await codeAt(secret) });
    expect(confirmed.status).toBe(200);
    who.cookie = cookiesOf(confirmed);
    who.headers = { cookie: who.cookie };
  };

  it('is the Owner’s alone, and only once the Owner has it', async () => {
    expect((await send(editor, 'PUT', '/api/team-settings', { requireTwoFactor: true })).status).toBe(403);
    const first = await send(owner, 'PUT', '/api/team-settings', { requireTwoFactor: true });
    expect(first.status).toBe(409);
    expect(await json(send(owner, 'GET', '/api/team-settings'))).toEqual({ requireTwoFactor: false });
    await enrol(owner);
    expect(await json(send(owner, 'PUT', '/api/team-settings', { requireTwoFactor: true }))).toEqual({ requireTwoFactor: true });
  });

  it('refuses a member without a second factor every screen of the team, and lets them set one up', async () => {
    const refused = await send(editor, 'GET', '/api/blog/manage/posts');
    expect([refused.status, (await refused.json()).message]).toEqual([
      403,
      'The Owner requires two-factor sign-in for the team: set it up on your account page first.',
    ]);
    expect(await json(send(editor, 'GET', '/api/auth/me'))).toMatchObject({ viewer: { mustEnrolTwoFactor: true, role: 'Editor' } });
    await enrol(editor);
    expect((await send(editor, 'GET', '/api/blog/manage/posts')).status).toBe(200);
    expect(await json(send(editor, 'GET', '/api/auth/me'))).toMatchObject({ viewer: { mustEnrolTwoFactor: false } });
    // Customers are not held to the team's rule.
    const customer = await register(t, 'customer@example.com');
    expect(await json(send(customer, 'GET', '/api/auth/me'))).toMatchObject({ viewer: { mustEnrolTwoFactor: false } });
  });
});
