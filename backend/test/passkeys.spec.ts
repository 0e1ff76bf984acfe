import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { cookiesOf, register, renew, signIn, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

const PASSWORD = 'long-secret-pass';
type Options = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
  allowCredentials?: { id: string }[];
};

describe('passkeys: added on the account page, a sign-in without a password, and a second factor', () => {
  let t: TestApp;
  let session: Session;
  let laptop: SoftwareAuthenticator;
  let phone: SoftwareAuthenticator;
  let laptopId: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    session = await register(t, 'pat@example.com', PASSWORD);
    laptop = new SoftwareAuthenticator(t.baseUrl);
    phone = new SoftwareAuthenticator(t.baseUrl);
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body?: unknown, who: Session | undefined = session) =>
    t.request(path, { method, json: body, headers: who?.headers ?? {} });
  const mailsTo = (to: string) => t.app.get(MailService).outbox.filter((mail) => mail.to === to);
  const registrationOptions = async (who: Session = session) =>
    (await json<{ options: Options }>(send('POST', '/api/account/passkeys/options', { currentPassword: PASSWORD }, who))).options;
  const signInOptions = async () => (await json<{ options: Options }>(send('POST', '/api/auth/passkey/options', {}, undefined))).options;

  it('asks for the password, and names the site from PUBLIC_URL', async () => {
    expect((await send('POST', '/api/account/passkeys/options', { currentPassword: 'wrong' })).status).toBe(400);
    const options = await registrationOptions();
    expect(options.rp.id).toBe(new URL(t.baseUrl).hostname);
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
    // An answer for another site (origin) is refused, and spends the challenge.
    const foreign = await send('POST', '/api/account/passkeys', { name: 'Laptop', response: laptop.create(options, { origin: 'https://evil.test' }) });
    expect(foreign.status).toBe(400);
    const again = await send('POST', '/api/account/passkeys', { name: 'Laptop', response: laptop.create(options) });
    expect([again.status, (await again.json()).message]).toEqual([400, 'This passkey request expired or was used already. Please try again.']);
    // A challenge nobody handed out is refused.
    const made = await send('POST', '/api/account/passkeys', {
      name: 'Laptop',
      response: laptop.create({ ...options, challenge: 'bm90LWhhbmRlZC1vdXQtYnktdGhlLXNlcnZlcg' }),
    });
    expect(made.status).toBe(400);
    expect(await json(send('GET', '/api/account/passkeys'))).toEqual([]);
  });

  it('adds a named passkey: recovery codes once, the other sign-ins ended, the account mailed', async () => {
    const other = await signIn(t, 'pat@example.com', PASSWORD);
    const mailed = mailsTo('pat@example.com').length;
    const added = await send('POST', '/api/account/passkeys', { name: ' Work laptop ', response: laptop.create(await registrationOptions()) });
    expect(added.status).toBe(201);
    const body = await added.json();
    expect(body.passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(body.recoveryCodes).toHaveLength(10);
    recoveryCodes = body.recoveryCodes;
    laptopId = body.passkey.id;
    renew(session, added);
    expect((await send('GET', '/api/account/passkeys', undefined, other)).status).toBe(401);
    for (let waited = 0; mailsTo('pat@example.com').length === mailed && waited < 5000; waited += 20) await new Promise((done) => setTimeout(done, 20));
    expect(mailsTo('pat@example.com').at(-1)?.text).toMatch(/A passkey named “Work laptop” was added/);
    // The key is public and only the public key is kept.
    const [stored]: { public_key: string }[] = await t.app.get(DataSource).query(`SELECT public_key FROM passkey`);
    expect(stored.public_key.length).toBeGreaterThan(40);

    // A second one, with its own name; no new recovery codes. The same authenticator twice is refused.
    const options = await registrationOptions();
    expect(options.excludeCredentials?.map((credential) => credential.id)).toEqual([laptop.id]);
    const second = await send('POST', '/api/account/passkeys', { name: 'Phone', response: phone.create(options) });
    expect(second.status).toBe(201);
    expect((await second.json()).recoveryCodes).toBeNull();
    renew(session, second);
    const twice = await send('POST', '/api/account/passkeys', { name: 'Laptop again', response: laptop.create(await registrationOptions()) });
    expect(twice.status).toBe(409);
    renew(session, twice);
    expect((await json<{ name: string }[]>(send('GET', '/api/account/passkeys'))).map((passkey) => passkey.name)).toEqual(['Work laptop', 'Phone']);
  });

  it('renames one; a name is required and another account’s passkey is not found', async () => {
    expect((await send('PATCH', `/api/account/passkeys/${laptopId}`, { name: '' })).status).toBe(400);
    expect(await json(send('PATCH', `/api/account/passkeys/${laptopId}`, { name: 'Laptop' }))).toMatchObject({ name: 'Laptop' });
    const stranger = await register(t, 'stranger@example.com', PASSWORD);
    expect((await send('PATCH', `/api/account/passkeys/${laptopId}`, { name: 'Mine' }, stranger)).status).toBe(404);
    expect((await send('DELETE', `/api/account/passkeys/${laptopId}`, { currentPassword: PASSWORD }, stranger)).status).toBe(404);
  });

  it('signs in without a password, with the user verified, and each challenge once', async () => {
    const options = await signInOptions();
    const signedIn = await send('POST', '/api/auth/passkey', { response: laptop.get(options) }, undefined);
    expect(signedIn.status).toBe(200);
    expect(cookiesOf(signedIn)).toMatch(/rankwell_access=/);
    expect((await signedIn.json()).viewer).toMatchObject({ email: 'pat@example.com' });
    // The same challenge again: spent.
    expect((await send('POST', '/api/auth/passkey', { response: laptop.get(options) }, undefined)).status).toBe(401);
    // Without the user verified on the device, a passkey alone does not sign in.
    expect((await send('POST', '/api/auth/passkey', { response: laptop.get(await signInOptions(), { userVerified: false }) }, undefined)).status).toBe(401);
    // A forged signature, or an unknown passkey, is refused.
    expect((await send('POST', '/api/auth/passkey', { response: laptop.get(await signInOptions(), { tamper: true }) }, undefined)).status).toBe(401);
    const unknown = new SoftwareAuthenticator(t.baseUrl, 'c29tZW9uZQ');
    expect((await send('POST', '/api/auth/passkey', { response: unknown.get(await signInOptions()) }, undefined)).status).toBe(401);
    expect((await json<{ lastUsedAt: string | null }[]>(send('GET', '/api/account/passkeys')))[0].lastUsedAt).not.toBeNull();
  });

  it('stands as the second factor of a password sign-in, in place of a code', async () => {
    const login = await send('POST', '/api/auth/login', { email: 'pat@example.com', password: PASSWORD }, undefined);
    expect(login.headers.getSetCookie()).toEqual([]);
    const { viewer, secondFactor } = await login.json();
    expect(viewer).toBeNull();
    expect(secondFactor.methods).toEqual(['recovery', 'passkey']);
    const { options } = await json<{ options: Options }>(
      send('POST', '/api/auth/login/second-factor/passkey-options', { token: secondFactor.token }, undefined),
    );
    expect(options.allowCredentials?.map((credential) => credential.id).sort()).toEqual([laptop.id, phone.id].sort());
    // Another account's passkey does not answer for this one.
    const other = await register(t, 'other@example.com', PASSWORD);
    const othersKey = new SoftwareAuthenticator(t.baseUrl);
    const added = await send('POST', '/api/account/passkeys', { name: 'Other', response: othersKey.create(await registrationOptions(other)) }, other);
    expect(added.status).toBe(201);
    const wrong = await send('POST', '/api/auth/login/second-factor/passkey', { token: secondFactor.token, response: othersKey.get(options) }, undefined);
    expect(wrong.status).toBe(401);
    const { options: fresh } = await json<{ options: Options }>(
      send('POST', '/api/auth/login/second-factor/passkey-options', { token: secondFactor.token }, undefined),
    );
    const done = await send(
      'POST',
      '/api/auth/login/second-factor/passkey',
      { token: secondFactor.token, response: phone.get(fresh, { userVerified: false }) },
      undefined,
    );
    expect(done.status).toBe(200);
    expect((await done.json()).viewer).toMatchObject({ email: 'pat@example.com' });
    // A recovery code still works in its place, once.
    const next = await json<{ secondFactor: { token: string } }>(send('POST', '/api/auth/login', { email: 'pat@example.com', password: PASSWORD }, undefined));
    expect((await send('POST', '/api/auth/login/second-factor', { token: next.secondFactor.token, code: recoveryCodes[0] }, undefined)).status).toBe(200);
  });

  it('holds an account after ten failed passkey sign-ins in 15 minutes, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await send('POST', '/api/auth/passkey', { response: phone.get(await signInOptions(), { tamper: true }) }, undefined)).status);
    }
    // One failure earlier (the forged signature) and the wrong passkey of the second factor count too.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const held = await send('POST', '/api/auth/passkey', { response: phone.get(await signInOptions()) }, undefined);
    expect([held.status, (await held.json()).message]).toEqual([429, 'Too many failed sign-ins for this account. Please wait 15 minutes and try again.']);
  });

  it('removes one with the password: it no longer signs in, the other sign-ins end, the account is mailed', async () => {
    const other = await signIn(t, 'pat@example.com', PASSWORD).catch(() => null);
    const mailed = mailsTo('pat@example.com').length;
    expect((await send('DELETE', `/api/account/passkeys/${laptopId}`, { currentPassword: 'wrong' })).status).toBe(400);
    const removed = await send('DELETE', `/api/account/passkeys/${laptopId}`, { currentPassword: PASSWORD });
    expect(removed.status).toBe(200);
    expect((await removed.json()).map((passkey: { name: string }) => passkey.name)).toEqual(['Phone']);
    renew(session, removed);
    if (other) expect((await send('GET', '/api/account/passkeys', undefined, other)).status).toBe(401);
    for (let waited = 0; mailsTo('pat@example.com').length === mailed && waited < 5000; waited += 20) await new Promise((done) => setTimeout(done, 20));
    expect(mailsTo('pat@example.com').at(-1)?.text).toMatch(/The passkey named “Laptop” was removed/);
    await t.app.get(DataSource).query(`UPDATE webauthn_challenge SET failures = 0`);
    expect((await send('POST', '/api/auth/passkey', { response: laptop.get(await signInOptions()) }, undefined)).status).toBe(401);
  });

  it('a TOTP code still works beside passkeys', async () => {
    const { secret } = await json<{ secret: string }>(send('POST', '/api/account/two-factor/totp', { currentPassword: PASSWORD }));
    const confirmed = await send('POST', '/api/account/two-factor/totp/confirm', { code: await generate({ secret, period: 30 }) });
    expect(confirmed.status).toBe(200);
    renew(session, confirmed);
    const login = await json<{ secondFactor: { methods: string[] } }>(
      send('POST', '/api/auth/login', { email: 'pat@example.com', password: PASSWORD }, undefined),
    );
    expect(login.secondFactor.methods).toEqual(['totp', 'recovery', 'passkey']);
  });

  it('deletes a stored challenge once it is past its use (5 minutes) and the failure window (15), when a new one is stored', async () => {
    const database = t.app.get(DataSource);
    const [old, recent, fresh] = [await signInOptions(), await signInOptions(), await signInOptions()];
    // Aged in the database, as the clock would: one past both windows, one past its use only.
    await database.query(
      `UPDATE webauthn_challenge SET created_at = now() - interval '16 minutes', expires_at = now() - interval '11 minutes' WHERE challenge = $1`,
      [old.challenge],
    );
    await database.query(
      `UPDATE webauthn_challenge SET created_at = now() - interval '10 minutes', expires_at = now() - interval '5 minutes' WHERE challenge = $1`,
      [recent.challenge],
    );
    const stored = async () =>
      (
        (await database.query(`SELECT challenge FROM webauthn_challenge WHERE challenge = ANY($1)`, [[old.challenge, recent.challenge, fresh.challenge]])) as {
          challenge: string;
        }[]
      )
        .map((row) => row.challenge)
        .sort();
    expect(await stored()).toEqual([old.challenge, recent.challenge, fresh.challenge].sort());
    const next = await signInOptions();
    // The one past both windows went; the one whose failures still count, and the fresh one, stay.
    expect(await stored()).toEqual([recent.challenge, fresh.challenge].sort());
    expect(await database.query(`SELECT 1 FROM webauthn_challenge WHERE challenge = $1`, [next.challenge])).toHaveLength(1);
  });
});
