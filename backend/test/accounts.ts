import { MailService } from '../src/mail/mail.service.js';
import { SetupService } from '../src/auth/setup.service.js';
import { json, type TestApp } from './harness.js';

export interface Session {
  email: string;
  /** Cookie header carrying the access and refresh tokens */
  cookie: string;
  headers: Record<string, string>;
}

export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

function sessionOf(email: string, response: Response): Session {
  const cookie = cookiesOf(response);
  return { email, cookie, headers: { cookie } };
}

export async function register(t: TestApp, email: string, password = 'long-secret-pass'): Promise<Session> {
  const response = await t.request('/api/auth/register', { method: 'POST', json: { email, password } });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  return sessionOf(email, response);
}

/** Signs in with a password, as the login form does: a new session, beside any other the account holds. */
export async function signIn(t: TestApp, email: string, password = 'long-secret-pass'): Promise<Session> {
  const response = await t.request('/api/auth/login', { method: 'POST', json: { email, password } });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return sessionOf(email, response);
}

/** The token of the newest link mailed to `email` whose subject matches, waiting for the mail sent after the answer. */
export async function linkTokenFor(t: TestApp, email: string, subject: RegExp, after = 0): Promise<string> {
  const outbox = t.app.get(MailService).outbox;
  for (let waited = 0; waited < 5_000; waited += 20) {
    const mail = outbox.filter((m, index) => index >= after && m.to === email.toLowerCase() && subject.test(m.subject)).at(-1);
    if (mail) return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no "${subject.source}" mail to ${email}`);
}

/** A newsletter sign-up whose owner followed the confirmation link, as the double opt-in asks. */
export async function subscribeConfirmed(t: TestApp, subemail: string): Promise<void> {
  const after = t.app.get(MailService).outbox.length;
  const response = await t.request('/api/add-subscriber', { method: 'POST', json: { subemail } });
  if (response.status !== 201) throw new Error(`add-subscriber ${subemail}: ${response.status} ${await response.text()}`);
  // Each sign-up mails a new link and the earlier ones stop working; an earlier sign-up's mail may
  // still be on its way, so the newest link is followed until this sign-up's mail has arrived.
  for (let attempt = 0; ; attempt++) {
    const token = await linkTokenFor(t, subemail, /confirm your subscription/i, after);
    const confirmed = await t.request('/api/confirm-subscription', { method: 'POST', json: { token } });
    if (confirmed.status === 200) return;
    if (attempt === 50) throw new Error(`confirm ${subemail}: ${confirmed.status} ${await confirmed.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Opens the verification link the account was mailed, as its owner would: in the browser where
 * they signed up (the session's cookies; the answer renews them, so the session object is updated),
 * or elsewhere, choosing a new password.
 */
export async function verify(t: TestApp, email: string, by: Session | { password: string }): Promise<void> {
  const token = await linkTokenFor(t, email, /Confirm your e-mail/);
  const response =
    'cookie' in by
      ? await t.request('/api/auth/verify-email', { method: 'POST', json: { token }, headers: by.headers })
      : await t.request('/api/auth/verify-email', { method: 'POST', json: { token, password: by.password } });
  if (response.status !== 200) throw new Error(`verify ${email}: ${response.status} ${await response.text()}`);
  if ('cookie' in by) renew(by, response);
}

/** Takes the cookies an answer set into the session, as a browser would. */
export function renew(session: Session, response: Response): void {
  const cookies = new Map(
    session.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair] as const),
  );
  for (const pair of cookiesOf(response).split('; ').filter(Boolean)) cookies.set(pair.split('=')[0], pair);
  session.cookie = [...cookies.values()].join('; ');
  session.headers.cookie = session.cookie;
}

/**
 * An Admin, made as the product makes one: the first through the setup link the server printed,
 * later ones by registering, verifying the address and being put on the roster by an Admin.
 */
export async function registerAdmin(t: TestApp, email = 'owner@rankwell.test', by?: Session): Promise<Session> {
  if (!by) {
    const token = new URL(t.app.get(SetupService).link ?? 'http://x/?token=none').searchParams.get('token');
    const response = await t.request('/api/auth/setup', { method: 'POST', json: { token, email, password: 'long-secret-pass' } });
    if (response.status !== 201) throw new Error(`setup ${email}: ${response.status} ${await response.text()}`);
    return sessionOf(email, response);
  }
  const session = await register(t, email);
  await verify(t, email, session);
  const response = await t.request('/api/add-user', { method: 'POST', json: { userEmail: email }, headers: by.headers });
  if (response.status !== 201) throw new Error(`add-user ${email}: ${response.status} ${await response.text()}`);
  return session;
}

/** A member of the team in `role`: registered, address proved, and put on the roster by the Owner (`by`). */
export async function registerMember(t: TestApp, email: string, role: string, by: Session): Promise<Session & { rosterId: string }> {
  const session = await register(t, email);
  await verify(t, email, session);
  const response = await t.request('/api/add-user', { method: 'POST', json: { userEmail: email, userRole: role }, headers: by.headers });
  if (response.status !== 201) throw new Error(`add-user ${email} as ${role}: ${response.status} ${await response.text()}`);
  return { ...session, rosterId: (await json<{ _id: string }>(response))._id };
}

export interface Shop {
  admin: Session;
  alice: Session;
  bob: Session;
  packages: { _id: string; packageName: string; packagePrice: number }[];
}

/** The shop the order tests start from: an admin, two customers, the packages, and the PayPal receiver set. */
export async function openShop(t: TestApp): Promise<Shop> {
  const admin = await registerAdmin(t, 'owner@rankwell.test');
  const alice = await register(t, 'alice@example.com');
  const bob = await register(t, 'bob@example.com');
  const packages = await json<Shop['packages']>(t.request('/api/pricings'));
  const receiver = await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'payments@rankwell.test' }, headers: admin.headers });
  if (receiver.status !== 201) throw new Error(`add-email: ${receiver.status} ${await receiver.text()}`);
  return { admin, alice, bob, packages };
}

/**
 * Pays an order as the customer's browser does: its checkout form posted to the simulator, which
 * answers with the return address (303) and sends PayPal's notification to the server after it.
 */
export async function payAtSimulator(t: TestApp, session: Pick<Session, 'headers'>, orderId: string): Promise<void> {
  const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${orderId}`, { headers: session.headers }));
  const paid = await t.request('/api/payments/simulator/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`simulator pay ${orderId}: ${paid.status} ${await paid.text()}`);
}
