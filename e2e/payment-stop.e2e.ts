import { afterAll, describe, expect, it } from '@jest/globals';
import { cookieOf } from '../scripts/owner-session.mjs';
import { outboxMails, ownerCookie, removeData, startOwnServer, type OwnServer } from './support';

const OWNER = { email: 'owner@example.com', password: 'owner-passphrase' };
const post = (url: string, body: unknown, cookie = '') =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

/** A customer's unpaid order on the server, and the checkout form PayPal would get for it. */
async function unpaidOrder(server: OwnServer, n: number): Promise<{ id: string; fields: Record<string, string> }> {
  const email = `buyer${n}-${Date.now()}@example.com`;
  expect((await post(`${server.url}/api/auth/register`, { email, password: 'buyer-pass' })).status).toBe(201);
  const cookie = cookieOf(await post(`${server.url}/api/auth/login`, { email, password: 'buyer-pass' }));
  const [pricing] = (await (await fetch(`${server.url}/api/pricings`)).json()) as { _id: string }[];
  const created = await post(
    `${server.url}/api/new-order`,
    { packageId: pricing._id, customerName: 'Buyer', customerAddress: '1 Main Street', customerCountry: 'US' },
    cookie,
  );
  expect(created.status).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  const checkout = (await (await fetch(`${server.url}/api/checkout/${id}`, { headers: { cookie } })).json()) as { fields: Record<string, string> };
  return { id, fields: checkout.fields };
}

/** What the buyer does at PayPal: the simulator posts the notification to the shop, which stores it and answers 200, then sends the buyer back (303). */
async function pay(server: OwnServer, fields: Record<string, string>): Promise<void> {
  const response = await fetch(`${server.url}/api/payments/simulator/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

async function paymentStatus(server: OwnServer, id: string, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/api/order/${id}`, { headers: { cookie } });
  return ((await response.json()) as { paymentStatus: string }).paymentStatus;
}

/** Reads the order until it is Paid or `ms` pass; its last status. */
async function paidWithin(server: OwnServer, id: string, cookie: string, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  let status = await paymentStatus(server, id, cookie);
  while (status !== 'Paid' && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 250));
    status = await paymentStatus(server, id, cookie);
  }
  return status;
}

describe('a stop while a payment notification is being settled', () => {
  let dataDir = '';
  afterAll(() => removeData(dataDir));

  it('settles every notification PayPal got its 200 for, after a SIGTERM or a SIGKILL right after it, once the server is up again', async () => {
    let server = await startOwnServer();
    dataDir = server.dataDir;
    let cookie = await ownerCookie(server.url, dataDir, OWNER.email, OWNER.password);
    expect((await post(`${server.url}/api/add-email`, { paypalEmail: 'payments@example.com' }, cookie)).status).toBe(201);
    const paid: string[] = [];
    for (const [n, signal] of (['SIGTERM', 'SIGTERM', 'SIGTERM', 'SIGKILL', 'SIGKILL'] as const).entries()) {
      const order = await unpaidOrder(server, n);
      await pay(server, order.fields);
      await server.stop(signal);
      server = await startOwnServer({}, dataDir);
      cookie = await ownerCookie(server.url, dataDir, OWNER.email, OWNER.password);
      // After a stop, 30 s after the restart, as a customer reading their order would. A job whose
      // worker was killed is taken over once its heartbeat lapses (10 s), the next supervision runs
      // (every 5 s) and its retry is due (2 s): about 20 s on an idle machine, 60 s allowed under CI's load.
      const within = signal === 'SIGTERM' ? 30_000 : 60_000;
      expect(`${order.id} after ${signal}: ${await paidWithin(server, order.id, cookie, within)}`).toBe(`${order.id} after ${signal}: Paid`);
      paid.push(order.id);
    }
    // Each settled once: the buyer thanked once, no payment taken as a second one to refund.
    const mails = outboxMails(dataDir);
    expect(mails.filter((mail) => mail.subject.startsWith('Duplicate payment'))).toEqual([]);
    expect(mails.filter((mail) => mail.subject === 'Payment received — thank you!')).toHaveLength(paid.length);
    await server.stop();
  }, 420_000);
});
