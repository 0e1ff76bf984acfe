import type { TestApp } from './harness.js';

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

export async function register(t: TestApp, email: string, password = 'secret-pass'): Promise<Session> {
  const response = await t.request('/api/auth/register', { method: 'POST', json: { email, password } });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  const cookie = cookiesOf(response);
  return { email, cookie, headers: { cookie } };
}

/** Registers an account and names it on the admin roster (the first Admin needs no session). */
export async function registerAdmin(t: TestApp, email = 'owner@rankwell.test', by?: Session): Promise<Session> {
  const session = await register(t, email);
  const response = await t.request('/api/add-user', { method: 'POST', json: { userEmail: email }, headers: by?.headers });
  if (response.status !== 201) throw new Error(`add-user ${email}: ${response.status} ${await response.text()}`);
  return session;
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
  const packages = (await (await t.request('/api/pricings')).json()) as Shop['packages'];
  const receiver = await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'payments@rankwell.test' }, headers: admin.headers });
  if (receiver.status !== 201) throw new Error(`add-email: ${receiver.status} ${await receiver.text()}`);
  return { admin, alice, bob, packages };
}
