import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MailService, type SentMail } from '../src/mail/mail.service.js';
import { cookiesOf, linkTokenFor, payAtSimulator, registerAdmin, type Session, signIn, verify } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

/**
 * What one client can make the site mail to someone else's address. Each request names its client
 * through the trusted proxy's header, so the per-client rate limits (the same for every test here)
 * stay out of the way of the caps per recipient under test.
 */
describe('mail a stranger can trigger, capped per recipient', () => {
  let t: TestApp;
  let admin: Session;
  let packageId: string;
  let outbox: SentMail[];

  const from = (client: string, headers: Record<string, string> = {}) => ({ ...headers, 'x-forwarded-for': client });
  const post = (client: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', json: body, headers: from(client, headers) });
  const mailsTo = (address: string) => outbox.filter((mail) => mail.to === address);
  /** Mail goes after the answer (resets are made then too): waits for `expected` mails, then a while for any beyond them. */
  async function settledMails(address: string, expected: number): Promise<SentMail[]> {
    for (let waited = 0; waited < 5_000 && mailsTo(address).length < expected; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return mailsTo(address);
  }
  const kinds = (mails: SentMail[]) => mails.map((mail) => mail.kind).sort();
  const registerFrom = async (client: string, email: string): Promise<Session> => {
    const response = await post(client, '/api/auth/register', { email, password: 'long-secret-pass' });
    expect(response.status).toBe(201);
    const cookie = cookiesOf(response);
    return { email, cookie, headers: { cookie } };
  };
  const order = (client: string, session: Session) =>
    post(client, '/api/new-order', { packageId, customerName: 'Vic Tim', customerAddress: '1 Main St', customerCountry: 'US' }, session.headers);

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' });
    outbox = t.app.get(MailService).outbox;
    admin = await registerAdmin(t, 'owner@rankwell.test');
    packageId = (await json<{ _id: string }[]>(t.request('/api/pricings')))[0]._id;
    const receiver = await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'payments@rankwell.test' }, headers: admin.headers });
    expect(receiver.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a minute of sign-ups, resets and orders from one client puts at most the caps in the inbox, the Admin hears of 3 orders', async () => {
    const attacker = '203.0.113.7';
    const victim = 'victim@example.com';
    const adminMailsBefore = mailsTo(admin.email).length;
    const account = await registerFrom(attacker, victim);

    for (let i = 0; i < 5; i++) expect((await post(attacker, '/api/add-subscriber', { subemail: victim })).status).toBe(201);

    // A held reset answers as a reset of an address without an account does.
    const nobody = await post(attacker, '/api/auth/forgot-password', { email: 'nobody@example.com' });
    const answers = [{ status: nobody.status, body: await nobody.text() }];
    for (let i = 0; i < 4; i++) {
      const response = await post(attacker, '/api/auth/forgot-password', { email: victim });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0].status).toBe(200);

    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 20; i++) {
      const response = await order(attacker, account);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
      else await response.body?.cancel();
    }
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(17).fill(429)]);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await refused!.json()) as { message: string }).message).toMatch(/^Until your e-mail address is confirmed you can place 3 orders an hour\./);

    const mails = await settledMails(victim, 10);
    // one verification link, 3 sign-up confirmations, 3 reset links, 3 order confirmations: the day's 10
    expect(kinds(mails)).toEqual(
      [
        'emailVerification',
        ...Array<string>(3).fill('subscriptionConfirmation'),
        ...Array<string>(3).fill('passwordReset'),
        ...Array<string>(3).fill('orderPlaced'),
      ].sort(),
    );
    const orders: { n: number }[] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM customer_order WHERE customer_email = $1', [victim]);
    expect(orders[0].n).toBe(3);
    expect(
      mailsTo(admin.email)
        .slice(adminMailsBefore)
        .map((mail) => mail.kind),
    ).toEqual(['newOrder', 'newOrder', 'newOrder']);

    // The day's total is spent: a verification link, with room left in its hour, is held back for the day.
    const resend = await post(attacker, '/api/auth/resend-verification', {}, account.headers);
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    expect(await settledMails(victim, 10)).toHaveLength(10);
  });

  it('the address’s owner still gets what they ask for once they prove it: every order confirmation, a receipt', async () => {
    const owner = '198.51.100.20';
    const victim = 'victim@example.com';
    // The reset links that did go out work; setting a password through one proves the address.
    const token = await linkTokenFor(t, victim, /Set a new password/);
    expect((await post(owner, '/api/auth/reset-password', { token, password: 'owners-passphrase' })).status).toBe(200);
    const session = await signIn(t, victim, 'owners-passphrase');

    const before = mailsTo(victim).length;
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await order(owner, session);
      expect(response.status).toBe(201);
      placed.push(((await response.json()) as { _id: string })._id);
    }
    await payAtSimulator(t, session, placed[0]);
    const mails = (await settledMails(victim, before + 6)).slice(before);
    expect(kinds(mails)).toEqual([...Array<string>(5).fill('orderPlaced'), 'paymentReceived'].sort());
  });

  it('keeps the link mailed last working when sign-ups past the cap are held back', async () => {
    const reader = 'reader@example.com';
    for (let i = 0; i < 4; i++) expect((await post(`203.0.113.${20 + i}`, '/api/add-subscriber', { subemail: reader })).status).toBe(201);
    const mails = await settledMails(reader, 3);
    expect(kinds(mails)).toEqual(Array<string>(3).fill('subscriptionConfirmation'));
    const token = new URL(mails.at(-1)!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    expect((await post('203.0.113.30', '/api/confirm-subscription', { token })).status).toBe(200);
  });

  it('keeps a sign-up past the cap, pending, though its mail is held back', async () => {
    const reader = 'second-thoughts@example.com';
    for (let i = 0; i < 3; i++) expect((await post(`203.0.113.${60 + i}`, '/api/add-subscriber', { subemail: reader })).status).toBe(201);
    const mails = await settledMails(reader, 3);
    const unsubscribe = new URL(mails.at(-1)!.unsubscribeUrl!).pathname.split('/').at(-1)!;
    expect((await post('203.0.113.63', `/api/unsubscribe/${unsubscribe}`, {})).status).toBe(200);
    const again = await post('203.0.113.64', '/api/add-subscriber', { subemail: reader, consentText: 'Send me the newsletter' });
    expect(await again.json()).toMatchObject({ created: true });
    const rows: { consent_text: string; confirmed_at: Date | null }[] = await t.app
      .get(DataSource)
      .query('SELECT consent_text, confirmed_at FROM subscriber WHERE subemail = $1', [reader]);
    expect(rows).toEqual([{ consent_text: 'Send me the newsletter', confirmed_at: null }]);
    expect(await settledMails(reader, 3)).toHaveLength(3);
  });

  it('caps address-change links to one new address over every account that asks, with a 429 and Retry-After', async () => {
    const target = 'target@example.com';
    const first = await registerFrom('203.0.113.40', 'first@example.com');
    const second = await registerFrom('203.0.113.41', 'second@example.com');
    const change = (client: string, session: Session) =>
      post(client, '/api/account/email', { newEmail: target, currentPassword: 'long-secret-pass' }, session.headers);
    for (let i = 0; i < 3; i++) expect((await change('203.0.113.40', first)).status).toBe(200);
    const refused = await change('203.0.113.41', second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This address was sent several confirmation links in the last hour. Please try again later.',
    );
    expect(kinds(await settledMails(target, 3))).toEqual(Array<string>(3).fill('emailChange'));
    const links: { n: number }[] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM email_change WHERE new_email = $1', [target]);
    expect(links[0].n).toBe(3);
    // Nothing happened to the second account, so its (unverified) address heard nothing either.
    expect(mailsTo('second@example.com').map((mail) => mail.kind)).toEqual(['emailVerification']);
  });

  it('caps verification links to one address across the accounts it has had; asking again answers 429 with Retry-After', async () => {
    const client = '203.0.113.50';
    const address = 'again@example.com';
    let session = await registerFrom(client, address);
    for (let i = 0; i < 2; i++) expect((await post(client, '/api/auth/resend-verification', {}, session.headers)).status).toBe(200);
    const deleted = await t.request('/api/account', {
      method: 'DELETE',
      json: { currentPassword: 'long-secret-pass' },
      headers: from(client, session.headers),
    });
    expect(deleted.status).toBe(200);
    session = await registerFrom(client, address);
    const refused = await post(client, '/api/auth/resend-verification', {}, session.headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(kinds(await settledMails(address, 3))).toEqual(Array<string>(3).fill('emailVerification'));
  });

  it('never caps a verified account’s orders or the confirmations it asked for', async () => {
    const client = '198.51.100.60';
    const session = await registerFrom(client, 'loyal@example.com');
    await verify(t, 'loyal@example.com', session);
    for (let i = 0; i < 8; i++) expect((await order(client, session)).status).toBe(201);
    expect((await settledMails('loyal@example.com', 9)).filter((mail) => mail.kind === 'orderPlaced')).toHaveLength(8);
  });
});
