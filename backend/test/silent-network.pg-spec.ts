import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { register, registerAdmin, type Session } from './accounts.js';
import type { TestApp } from './harness.js';
import { appBehindProxy, type PgProxy } from './pg-proxy.js';

/** How long one answer may take while the network is silent: a bound on a hang, not a speed. */
const ANSWER_BOUND_MS = 8_000;
/** How long the network stays silent. */
const SILENCE_MS = 15_000;

interface Answer {
  kind: 'order' | 'message' | 'admin-read' | 'customer-read';
  status: number;
  ms: number;
  sent: number;
  /** the order's id or the message's subject, for an answer that says it was stored */
  stored?: string;
}

/**
 * A network to PostgreSQL that goes silent: packets dropped both ways, connections neither closed
 * nor answered (new ones accepted but never answered), as a firewall or a lost route does. Unlike a
 * refused connection, nothing ever tells the driver: only the app's own time bounds end the waits.
 */
describe('a silent network to the database', () => {
  let proxy: PgProxy;
  let t: TestApp;
  let databaseUrl: string;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ t, proxy, databaseUrl, close } = await appBehindProxy('silent'));
  });

  afterAll(() => close?.());

  it('answers 503 within seconds while the network is silent, reports it, and recovers with every acknowledged write stored', async () => {
    const owner = await registerAdmin(t, 'owner@example.com');
    const buyer = await register(t, 'buyer@example.com');
    const [plan] = (await (await t.request('/api/pricings')).json()) as { _id: string }[];
    let sequence = 0;

    /** One request, given up by the test (status 0) when it hangs far beyond the bound. */
    const send = async (kind: Answer['kind'], session?: Session): Promise<Answer> => {
      const sent = Date.now();
      const subject = `silent-${++sequence}`;
      const request =
        kind === 'order'
          ? { path: '/api/new-order', init: { method: 'POST', json: { packageId: plan._id, customerName: 'B', customerAddress: 'A', customerCountry: 'US' } } }
          : kind === 'message'
            ? {
                path: '/api/add-message',
                init: { method: 'POST', json: { name: 'N', email: 'n@example.com', subject, message: 'A question about the plans.' } },
              }
            : { path: kind === 'admin-read' ? '/api/messages' : '/api/orders', init: { method: 'GET' } };
      try {
        const response = await t.request(request.path, { ...request.init, headers: session?.headers, signal: AbortSignal.timeout(25_000) });
        const body = (await response.json()) as { _id?: string };
        const stored = response.status === 201 ? (kind === 'order' ? body._id : subject) : undefined;
        return { kind, status: response.status, ms: Date.now() - sent, sent, stored };
      } catch {
        return { kind, status: 0, ms: Date.now() - sent, sent };
      }
    };
    const mixed = (n: number) =>
      n % 4 === 0 ? send('order', buyer) : n % 4 === 1 ? send('message') : n % 4 === 2 ? send('admin-read', owner) : send('customer-read', buyer);

    // Eight clients, each sending its next request once the last is answered, from before the
    // silence until the app is healthy again.
    const answers: Answer[] = [];
    let running = true;
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let n = client; running; n += 8) answers.push(await mixed(n));
    });
    await new Promise((done) => setTimeout(done, 1_000));

    proxy.blackhole();
    const silent = Date.now();
    const healthChecks: { status: number; ms: number }[] = [];
    while (Date.now() - silent < SILENCE_MS) {
      const sent = Date.now();
      const status = await t
        .request('/api/health', { signal: AbortSignal.timeout(25_000) })
        .then((response) => response.status)
        .catch(() => 0);
      healthChecks.push({ status, ms: Date.now() - sent });
      await new Promise((done) => setTimeout(done, 1_000));
    }
    proxy.heal();
    const healed = Date.now();
    let health = 0;
    while (health !== 200 && Date.now() - healed < 20_000) {
      health = (await t.request('/api/health')).status;
      if (health !== 200) await new Promise((done) => setTimeout(done, 250));
    }
    running = false;
    await Promise.all(clients);

    expect(health).toBe(200);
    expect(healthChecks.length).toBeGreaterThan(1);
    expect(healthChecks.filter(({ status, ms }) => status !== 503 || ms > ANSWER_BOUND_MS)).toEqual([]);

    // Every request answered while the network was silent (sent or still waiting then) was a
    // 503 within the bound, or an answer that needed no database; none hung, none was a 500.
    const duringSilence = answers.filter(({ sent, ms }) => sent + ms >= silent && sent < healed);
    expect(duringSilence.filter(({ status }) => status === 503).length).toBeGreaterThan(10);
    expect(duringSilence.filter(({ status, ms }) => ms > ANSWER_BOUND_MS || ![200, 201, 503].includes(status))).toEqual([]);
    expect(answers.filter(({ status }) => status === 0 || (status >= 500 && status !== 503))).toEqual([]);

    // Writes succeed again, and every write answered 201 is in the database.
    expect((await send('order', buyer)).status).toBe(201);
    expect((await send('message')).status).toBe(201);
    const direct = new pg.Client({ connectionString: databaseUrl });
    await direct.connect();
    try {
      const orders = new Set((await direct.query<{ id: string }>('SELECT id FROM customer_order')).rows.map(({ id }) => id));
      const subjects = new Set((await direct.query<{ subject: string }>('SELECT subject FROM message')).rows.map(({ subject }) => subject));
      const acknowledged = answers.filter(({ stored }) => stored !== undefined);
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.filter(({ kind, stored }) => !(kind === 'order' ? orders : subjects).has(stored!))).toEqual([]);
    } finally {
      await direct.end();
    }
  }, 90_000);
});
