import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { resolveTarget, type Lookup } from '../src/webhooks/webhook-target.js';
import { WebhookWorker } from '../src/webhooks/webhook-worker.service.js';
import { openShop, register, registerMember, subscribeConfirmed, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { EMBEDDED_IPV4, SSRF_SPELLINGS } from './ssrf-spellings.js';
import { status, WebhookReceiver, type Received } from './webhook-receiver.js';

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledAt: string | null;
  failingSince: string | null;
  secret?: string;
}
interface Attempt {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}
interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  body: string;
  attemptLog: Attempt[];
}

const ALL_EVENTS = ['order.created', 'order.paid', 'order.status_changed', 'order.cancelled', 'message.received', 'subscriber.confirmed', 'content.changed'];
const headersOf = (request: Received) => request.headers as Record<string, string>;

/** The fields openapi.json documents for one of the API's records, sorted. */
const documented = (schema: string): string[] =>
  Object.keys(
    (
      JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
        components: { schemas: Record<string, { properties: object }> };
      }
    ).components.schemas[schema].properties,
  ).sort();

describe('webhooks', () => {
  let t: TestApp;
  let admin: Session;
  let worker: WebhookWorker;
  const receiver = new WebhookReceiver();
  const lines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp(
      { WEBHOOKS_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'debug' },
      { logRequests: true, logLevels: undefined, requestLog: { write: (line) => lines.push(line) } },
    );
    ({ admin } = await openShop(t));
    worker = t.app.get(WebhookWorker);
  }, 180_000);
  afterAll(async () => {
    // The server's errors, if a test met one, to read beside the failure.
    for (const line of lines) if (line.includes('"level":"error"') || line.includes('"level":50')) console.error(line.slice(0, 2000));
    await t.close();
    await receiver.close();
  }, 60_000);

  const data = () => t.app.get(DataSource);

  async function addEndpoint(path: string, events = ALL_EVENTS, url = receiver.url(path)): Promise<Endpoint & { secret: string }> {
    const response = await t.request('/api/webhooks', { method: 'POST', json: { url, description: path, events }, headers: admin.headers });
    expect(response.status).toBe(201);
    const endpoint = await json<Endpoint & { secret: string }>(response);
    secrets.push(endpoint.secret);
    return endpoint;
  }

  const delivery = (id: string) => json<Delivery>(t.request(`/api/webhooks/deliveries/${id}`, { headers: admin.headers }));

  /** Waits until a delivery has left `pending` with `attempts` tries made, or its attempt count reached it. */
  async function settledDelivery(id: string, attempts = 1): Promise<Delivery> {
    for (let waited = 0; waited < 15_000; waited += 25) {
      const found = await delivery(id);
      if (found.attemptLog.length >= attempts && (found.status !== 'pending' || found.attempts >= attempts)) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`delivery ${id} did not reach ${attempts} attempts`);
  }

  /** The "due now" helper: a delivery waiting for its backoff is made due, and a round runs at once. */
  async function dueNow(id: string): Promise<void> {
    await data().query(`UPDATE webhook_delivery SET next_attempt_at = now() WHERE id = $1 AND status = 'pending'`, [id]);
    await worker.deliverDue();
  }

  const sendTest = async (endpoint: Endpoint) => {
    const response = await t.request(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', headers: admin.headers });
    expect(response.status).toBe(202);
    return json<Delivery>(response);
  };

  describe('endpoints', () => {
    it('shows the secret once, at creation, and never in a list', async () => {
      const endpoint = await addEndpoint('/listed');
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      const list = await t.request('/api/webhooks', { headers: admin.headers });
      const text = await list.text();
      expect(JSON.parse(text)).toEqual(expect.arrayContaining([expect.objectContaining({ id: endpoint.id, url: receiver.url('/listed'), enabled: true })]));
      expect(text).not.toContain(endpoint.secret);
      expect(text).not.toContain('secret');
      // Sealed at rest: the database holds no copy of it in clear.
      const [row] = await data().query(`SELECT secret_sealed FROM webhook_endpoint WHERE id = $1`, [endpoint.id]);
      expect(row.secret_sealed).not.toContain(endpoint.secret.slice(6, 20));
    });

    it('refuses bad input with a 400 that says why, and stores nothing', async () => {
      const before = (await json<unknown[]>(t.request('/api/webhooks', { headers: admin.headers }))).length;
      const bad = async (body: Record<string, unknown>, message: RegExp) => {
        const response = await t.request('/api/webhooks', {
          method: 'POST',
          json: { url: 'https://hooks.example.com/x', events: ['order.paid'], ...body },
          headers: admin.headers,
        });
        expect(response.status).toBe(400);
        expect(JSON.stringify(await response.json())).toMatch(message);
      };
      await bad({ url: 'ftp://hooks.example.com/x' }, /must start with https/);
      await bad({ url: 'not an address' }, /full https:\/\/ address/);
      await bad({ url: 'https://user:pw@hooks.example.com/x' }, /user name or password/);
      await bad({ url: `https://hooks.example.com/${'x'.repeat(2000)}` }, /at most 2,000/);
      await bad({ events: [] }, /at least one event/);
      await bad({ events: ['order.refunded'] }, /Each event must be one of/);
      await bad({ description: 'd'.repeat(201) }, /at most 200/);
      expect((await json<unknown[]>(t.request('/api/webhooks', { headers: admin.headers }))).length).toBe(before);
    });

    it('is for the Owner only: customers and API keys of every other scope are refused', async () => {
      const customer = await register(t, 'not-an-admin@example.com');
      expect((await t.request('/api/webhooks')).status).toBe(401);
      expect((await t.request('/api/webhooks', { headers: customer.headers })).status).toBe(403);
      const scopes = ['content:read', 'content:write', 'orders:read', 'orders:write', 'messages:read', 'subscribers:read'];
      const key = await json<{ token: string }>(t.request('/api/api-keys', { method: 'POST', json: { name: 'everything', scopes }, headers: admin.headers }));
      const refused = await t.request('/api/webhooks', { headers: { authorization: `Bearer ${key.token}` } });
      expect(refused.status).toBe(403);
      expect(JSON.stringify(await refused.json())).toMatch(/lacks the webhooks:manage scope/);
    });
    it('an integration with a key of scope webhooks:manage sets up its endpoint, rolls its secret and reads the log; the audit names the key', async () => {
      const created = await t.request('/api/api-keys', { method: 'POST', json: { name: 'Integration', scopes: ['webhooks:manage'] }, headers: admin.headers });
      expect(created.status).toBe(201);
      const key = { authorization: `Bearer ${(await json<{ token: string }>(created)).token}` };
      // Another Admin cannot give a key that power: key management, and this scope, are the Owner's.
      const other = await registerMember(t, 'second-admin@example.com', 'Admin', admin);
      const refused = await t.request('/api/api-keys', { method: 'POST', json: { name: 'Sneaky', scopes: ['webhooks:manage'] }, headers: other.headers });
      expect(refused.status).toBe(403);

      const added = await t.request('/api/webhooks', { method: 'POST', json: { url: receiver.url('/by-key'), events: ['order.paid'] }, headers: key });
      expect(added.status).toBe(201);
      const endpoint = await json<Endpoint & { secret: string }>(added);
      // The endpoint has no account behind it: the key made it.
      expect((await data().query(`SELECT created_by FROM webhook_endpoint WHERE id = $1`, [endpoint.id]))[0].created_by).toBeNull();
      const rolled = await json<{ secret: string }>(t.request(`/api/webhooks/${endpoint.id}/secret`, { method: 'POST', headers: key }));
      const test = await t.request(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', headers: key });
      expect(test.status).toBe(202);
      const queued = await json<Delivery>(test);
      const [request] = await receiver.waitFor('/by-key');
      expect(new Webhook(rolled.secret).verify(request.body, headersOf(request))).toMatchObject({ type: 'webhook.test' });
      let logged: Delivery | undefined;
      for (let waited = 0; waited < 15_000 && logged?.status !== 'succeeded'; waited += 25) {
        logged = await json<Delivery>(t.request(`/api/webhooks/deliveries/${queued.id}`, { headers: key }));
        if (logged.status !== 'succeeded') await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(logged?.status).toBe('succeeded');
      expect(logged?.attemptLog).toHaveLength(1);
      const page = await json<{ items: { id: string }[] }>(t.request(`/api/webhooks/${endpoint.id}/deliveries`, { headers: key }));
      expect(page.items.map((item) => item.id)).toContain(queued.id);
      expect((await t.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', headers: key })).status).toBe(200);

      const log = await json<{ items: { actorEmail: string | null; action: string; subjectId: string | null }[] }>(
        t.request('/api/audit-log?kind=webhook', { headers: admin.headers }),
      );
      const byKey = log.items.filter((entry) => entry.subjectId === endpoint.id);
      expect(byKey.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'roll-secret'].sort());
      expect(byKey.every((entry) => /API key “Integration” \(rk_[0-9a-f]{8}…\)/.test(entry.actorEmail ?? ''))).toBe(true);
      // The key reaches nothing else: orders stay closed to it.
      expect((await t.request('/api/orders', { headers: key })).status).toBe(403);
    });
  });

  describe('delivery', () => {
    it('signs as Standard Webhooks does: its library verifies the body with the secret shown at creation', async () => {
      const endpoint = await addEndpoint('/signed');
      const queued = await sendTest(endpoint);
      const [request] = await receiver.waitFor('/signed');
      const headers = headersOf(request);
      expect(headers['content-type']).toBe('application/json');
      expect(headers['user-agent']).toMatch(/^Webhooks\/1\.0/);
      expect(headers['webhook-id']).toBe(queued.eventId);
      expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      const payload = new Webhook(endpoint.secret).verify(request.body, headers) as { id: string; type: string; timestamp: string; data: unknown };
      expect(payload).toMatchObject({ id: queued.eventId, type: 'webhook.test', data: { endpointId: endpoint.id } });
      expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
      // Another secret, or a body changed in transit, does not verify.
      expect(() => new Webhook(secrets[0]).verify(request.body, headers)).toThrow();
      expect(() => new Webhook(endpoint.secret).verify(request.body.replace('webhook.test', 'order.paid'), headers)).toThrow();
      const logged = await settledDelivery(queued.id);
      expect(logged).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 204, nextAttemptAt: null });
      expect(logged.attemptLog[0].durationMs).toEqual(expect.any(Number));
    });

    it('rolls the secret: the new one is shown once and signs from then on, the old one beside it for a day', async () => {
      const endpoint = await addEndpoint('/rolled');
      const rolled = await t.request(`/api/webhooks/${endpoint.id}/secret`, { method: 'POST', headers: admin.headers });
      expect(rolled.status).toBe(200);
      const { secret } = await json<{ secret: string }>(rolled);
      secrets.push(secret);
      expect(secret).not.toBe(endpoint.secret);
      await sendTest(endpoint);
      const [during] = await receiver.waitFor('/rolled');
      // Both verify during the overlap: a receiver that has not swapped its copy yet refuses nothing.
      expect(headersOf(during)['webhook-signature'].split(' ')).toHaveLength(2);
      expect(() => new Webhook(secret).verify(during.body, headersOf(during))).not.toThrow();
      expect(() => new Webhook(endpoint.secret).verify(during.body, headersOf(during))).not.toThrow();

      // After the day, the old one no longer signs.
      await t.app.get(DataSource).query(`UPDATE webhook_endpoint SET previous_secret_until = now() - interval '1 second' WHERE id = $1`, [endpoint.id]);
      await sendTest(endpoint);
      const after = (await receiver.waitFor('/rolled', 2))[1];
      expect(headersOf(after)['webhook-signature'].split(' ')).toHaveLength(1);
      expect(() => new Webhook(secret).verify(after.body, headersOf(after))).not.toThrow();
      expect(() => new Webhook(endpoint.secret).verify(after.body, headersOf(after))).toThrow();

      // A second roll within the day keeps only the one before it.
      const again = await json<{ secret: string }>(t.request(`/api/webhooks/${endpoint.id}/secret`, { method: 'POST', headers: admin.headers }));
      secrets.push(again.secret);
      await sendTest(endpoint);
      const latest = (await receiver.waitFor('/rolled', 3))[2];
      expect(() => new Webhook(again.secret).verify(latest.body, headersOf(latest))).not.toThrow();
      expect(() => new Webhook(secret).verify(latest.body, headersOf(latest))).not.toThrow();
      expect(() => new Webhook(endpoint.secret).verify(latest.body, headersOf(latest))).toThrow();
    });

    it('retries after a 500 with a backoff, and logs both attempts', async () => {
      const endpoint = await addEndpoint('/flaky');
      receiver.answer('/flaky', status(500, 'database down'));
      const queued = await sendTest(endpoint);
      const first = await settledDelivery(queued.id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
      // The first retry waits 30 s, ±20%.
      const wait = new Date(first.nextAttemptAt!).getTime() - Date.now();
      expect(wait).toBeGreaterThan(20_000);
      expect(wait).toBeLessThan(37_000);
      expect(first.attemptLog[0]).toMatchObject({ statusCode: 500, error: 'The endpoint answered 500', responseBody: 'database down' });

      await dueNow(queued.id);
      const second = await settledDelivery(queued.id, 2);
      expect(second).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 204, nextAttemptAt: null });
      expect(second.attemptLog.map((attempt) => attempt.statusCode)).toEqual([500, 204]);
      const requests = receiver.at('/flaky');
      expect(requests).toHaveLength(2);
      // The same message both times: one id, one body, each signed at its own time.
      expect(requests[1].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
      expect(requests[1].body).toBe(requests[0].body);
    });

    it('gives up on an endpoint that does not answer within 5 seconds', async () => {
      const endpoint = await addEndpoint('/slow');
      receiver.answer('/slow', (response) => setTimeout(() => response.writeHead(200).end(), 7_000).unref());
      const queued = await sendTest(endpoint);
      const logged = await settledDelivery(queued.id);
      expect(logged.attemptLog[0]).toMatchObject({ statusCode: null, error: 'No complete answer within 5 seconds' });
      // It waited the 5 s; that it gave up before the answer came at 7 s is the error above.
      expect(logged.attemptLog[0].durationMs).toBeGreaterThanOrEqual(4_900);
      expect(logged.status).toBe('pending');
    }, 20_000);

    it('reads no more than 4 KB of a huge answer', async () => {
      const endpoint = await addEndpoint('/huge');
      let written = 0;
      receiver.answer('/huge', (response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = 'y'.repeat(64 * 1024);
        // 64 MB offered, written as the socket takes it; the reader stops long before.
        const more = () => {
          while (written < 64 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          response.end();
        };
        response.on('close', () => undefined);
        more();
      });
      const queued = await sendTest(endpoint);
      const logged = await settledDelivery(queued.id);
      // The attempt's error beside its outcome, so a failure here says what went wrong.
      expect({ status: logged.status, lastStatusCode: logged.lastStatusCode, error: logged.attemptLog[0].error }).toEqual({
        status: 'succeeded',
        lastStatusCode: 200,
        error: null,
      });
      expect(logged.attemptLog[0].responseBody).toBe('y'.repeat(4096));
      expect(written).toBeLessThan(64 * 1024 * 1024);
    });

    it('connects to the address it checked, not one a second look-up gives', async () => {
      // A name no resolver knows: only the pinned address can reach the receiver.
      const lookups: string[] = [];
      worker.lookup = async (hostname) => {
        lookups.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      };
      try {
        const endpoint = await addEndpoint('/pinned', ['order.paid'], receiver.url('/pinned', 'hooks.invalid-name.test'));
        const queued = await sendTest(endpoint);
        const [request] = await receiver.waitFor('/pinned');
        expect(request.headers.host).toBe(`hooks.invalid-name.test:${receiver.port}`);
        expect(lookups).toEqual(['hooks.invalid-name.test']);
        expect((await settledDelivery(queued.id)).status).toBe('succeeded');
      } finally {
        worker.lookup = undefined;
      }
    });

    it('redelivers a delivery by hand with the same id, and refuses one still queued', async () => {
      const endpoint = await addEndpoint('/again');
      const queued = await sendTest(endpoint);
      await receiver.waitFor('/again');
      await settledDelivery(queued.id);
      const again = await t.request(`/api/webhooks/deliveries/${queued.id}/redeliver`, { method: 'POST', headers: admin.headers });
      expect(again.status).toBe(202);
      const requests = await receiver.waitFor('/again', 2);
      expect(requests[1].headers['webhook-id']).toBe(queued.eventId);
      expect((await settledDelivery(queued.id, 2)).attemptLog).toHaveLength(2);

      receiver.answer('/again', status(503));
      const failing = await sendTest(endpoint);
      await settledDelivery(failing.id);
      const refused = await t.request(`/api/webhooks/deliveries/${failing.id}/redeliver`, { method: 'POST', headers: admin.headers });
      expect(refused.status).toBe(409);
      expect(
        (await t.request(`/api/webhooks/deliveries/00000000-0000-4000-8000-000000000000/redeliver`, { method: 'POST', headers: admin.headers })).status,
      ).toBe(404);
    });
  });

  describe('an endpoint that hangs', () => {
    const hanging = new WebhookReceiver();
    afterAll(async () => {
      await hanging.close();
    });

    it('holds up no other endpoint: the healthy one gets every event while the hanging one holds its attempts', async () => {
      await hanging.start();
      const events = 30;
      // Takes every request and never answers it.
      hanging.answer('/hang', ...Array.from({ length: events }, () => () => undefined));
      // The hanging endpoint's name resolves only when the test lets it: its attempts stay open for
      // as long as the test runs, so the healthy endpoint's deliveries arriving at all shows that
      // none waited for one of them. (Timing them against the answer timeout said the same only
      // on a machine fast enough, and failed on a loaded one.)
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      worker.lookup = async (hostname) => {
        if (hostname === 'hanging.invalid-name.test') {
          held.push(hostname);
          await released;
        }
        return [{ address: '127.0.0.1', family: 4 }];
      };
      try {
        const stuck = await addEndpoint('/hang', ['message.received'], hanging.url('/hang', 'hanging.invalid-name.test'));
        const healthy = await addEndpoint('/healthy', ['message.received']);
        for (let i = 0; i < events; i++) {
          const message = { name: `Lead ${i}`, email: `lead${i}@example.com`, subject: `Request ${i}`, message: 'Please call me back.' };
          expect((await t.request('/api/add-message', { method: 'POST', json: message })).status).toBe(201);
        }
        await receiver.waitFor('/healthy', events, 30_000);
        const healthyRows = await data().query(`SELECT status FROM webhook_delivery WHERE endpoint_id = $1`, [healthy.id]);
        expect(healthyRows).toHaveLength(events);
        // Meanwhile attempts to the hanging endpoint had started, and none of them had ended.
        expect(held.length).toBeGreaterThan(0);
        expect(hanging.at('/hang')).toHaveLength(0);
        // Let go, they reach the receiver that never answers.
        release();
        await hanging.waitFor('/hang', 1, 30_000);
        await hanging.close();
        expect((await t.request(`/api/webhooks/${stuck.id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
      } finally {
        release();
        worker.lookup = undefined;
      }
    }, 60_000);
  });

  describe('events', () => {
    let endpoint: Endpoint & { secret: string };
    const typesAt = (path: string) => receiver.at(path).map((request) => (JSON.parse(request.body) as { type: string }).type);
    const rowsOf = async (type: string): Promise<number> =>
      Number((await data().query(`SELECT count(*) AS n FROM webhook_delivery WHERE endpoint_id = $1 AND event_type = $2`, [endpoint.id, type]))[0].n);

    beforeAll(async () => {
      endpoint = await addEndpoint('/events');
    });

    it('tells of an order placed and paid through PayPal once each, with the order', async () => {
      const { alice, packages } = { alice: await register(t, 'buyer@example.com'), packages: await json<{ _id: string }[]>(t.request('/api/pricings')) };
      const placed = await t.request('/api/new-order', {
        method: 'POST',
        json: { packageId: packages[0]._id, customerName: 'Buyer', customerAddress: '1 Main St', customerCountry: 'US' },
        headers: alice.headers,
      });
      expect(placed.status).toBe(201);
      const order = await json<{ _id: string }>(placed);
      await receiver.waitFor('/events', 1);
      const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${order._id}`, { headers: alice.headers }));
      const pay = await t.request('/api/payments/simulator/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      expect(pay.status).toBe(303);
      const requests = await receiver.waitFor('/events', 2);
      expect(typesAt('/events')).toEqual(['order.created', 'order.paid']);
      const paid = new Webhook(endpoint.secret).verify(requests[1].body, headersOf(requests[1])) as { data: { order: Record<string, unknown> } };
      expect(paid.data.order).toMatchObject({ _id: order._id, paymentStatus: 'Paid', customerName: 'Buyer' });
      // The order as the API documents it, and nothing the table holds besides (the account's id, updatedAt).
      expect(Object.keys(paid.data.order).sort()).toEqual(documented('OrderRecord').filter((field) => field !== 'customerVerified'));
      const read = await json<Record<string, unknown>>(t.request(`/api/order/${order._id}`, { headers: alice.headers }));
      expect(Object.keys(read).sort()).toEqual(documented('OrderRecord'));
      expect([await rowsOf('order.created'), await rowsOf('order.paid')]).toEqual([1, 1]);

      const delivered = await t.request(`/api/order-status/${order._id}`, { method: 'PUT', json: { orderStatus: 'Delivered' }, headers: admin.headers });
      expect(delivered.status).toBe(200);
      await receiver.waitFor('/events', 3);
      const change = JSON.parse(receiver.at('/events')[2].body) as { type: string; data: { change: unknown } };
      expect(change).toMatchObject({ type: 'order.status_changed', data: { change: { field: 'orderStatus', from: 'Pending', to: 'Delivered' } } });
    });

    it('tells of a message received once, and of a spam message not at all', async () => {
      const before = receiver.at('/events').length;
      const message = { name: 'Lead', email: 'lead@example.com', subject: 'An audit', message: 'Please call me back about an audit.' };
      expect((await t.request('/api/add-message', { method: 'POST', json: { ...message, website: 'spam.example' } })).status).toBe(201);
      expect((await t.request('/api/add-message', { method: 'POST', json: message })).status).toBe(201);
      await receiver.waitFor('/events', before + 1);
      await worker.deliverDue();
      expect(typesAt('/events').slice(before)).toEqual(['message.received']);
      const received = JSON.parse(receiver.at('/events')[before].body) as { data: { message: Record<string, unknown> } };
      expect(received).toMatchObject({ data: { message: { email: 'lead@example.com', subject: 'An audit' } } });
      expect(Object.keys(received.data.message).sort()).toEqual(documented('MessageRecord'));
      expect(await rowsOf('message.received')).toBe(1);
    });

    it('tells of a subscriber when they confirm, not when they sign up', async () => {
      const before = receiver.at('/events').length;
      await subscribeConfirmed(t, 'reader@example.com');
      await receiver.waitFor('/events', before + 1);
      expect(typesAt('/events').slice(before)).toEqual(['subscriber.confirmed']);
      expect(JSON.parse(receiver.at('/events')[before].body)).toMatchObject({ data: { subscriber: { subemail: 'reader@example.com' } } });
      expect(await rowsOf('subscriber.confirmed')).toBe(1);
    });

    it('tells of a section saved once, naming the section and the fields changed', async () => {
      const before = receiver.at('/events').length;
      const site = await json<{ banner: Record<string, unknown>[] }>(t.request('/api/site'));
      const { _id, createdAt: _c, updatedAt: _u, ...fields } = site.banner[0];
      const saved = await t.request(`/api/update-banner/${String(_id)}`, {
        method: 'PUT',
        json: { ...fields, bannerHeading: 'Told to the hooks' },
        headers: admin.headers,
      });
      expect(saved.status).toBe(200);
      await receiver.waitFor('/events', before + 1);
      expect(typesAt('/events').slice(before)).toEqual(['content.changed']);
      expect(JSON.parse(receiver.at('/events')[before].body)).toMatchObject({
        data: { section: 'banner', action: 'update', recordId: _id, changedFields: ['bannerHeading'], record: { bannerHeading: 'Told to the hooks' } },
      });
      expect(await rowsOf('content.changed')).toBe(1);
    });

    it('tells of the site’s own pages and the blog as content changes too', async () => {
      const before = receiver.at('/events').length;
      const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] };
      const page = await t.request('/api/pages', { method: 'POST', json: { title: 'Told page', slug: 'told-page', body: doc }, headers: admin.headers });
      expect(page.status).toBe(201);
      const { id: pageId } = (await page.json()) as { id: string };
      const post = await t.request('/api/blog/manage/posts', { method: 'POST', json: { title: 'Told post', body: doc }, headers: admin.headers });
      expect(post.status).toBe(201);
      const { id: postId } = (await post.json()) as { id: string };
      await receiver.waitFor('/events', before + 2);
      expect(typesAt('/events').slice(before)).toEqual(['content.changed', 'content.changed']);
      const bodies = receiver
        .at('/events')
        .slice(before)
        .map((event) => JSON.parse(event.body) as { data: unknown });
      expect(bodies.map((body) => body.data)).toEqual([
        { section: 'pages', action: 'create', recordId: pageId, changedFields: [], record: null },
        { section: 'blog', action: 'create', recordId: postId, changedFields: [], record: null },
      ]);
    });

    it('records nothing for a refused change: the event is in the change’s transaction', async () => {
      const before = Number((await data().query(`SELECT count(*) AS n FROM webhook_delivery`))[0].n);
      const site = await json<{ banner: Record<string, unknown>[] }>(t.request('/api/site'));
      const { _id, createdAt: _c, updatedAt: _u, ...fields } = site.banner[0];
      const stale = await t.request(`/api/update-banner/${String(_id)}`, {
        method: 'PUT',
        json: { ...fields, bannerHeading: 'From an old copy' },
        headers: { ...admin.headers, 'if-match': '"1"' },
      });
      expect(stale.status).toBe(409);
      expect(Number((await data().query(`SELECT count(*) AS n FROM webhook_delivery`))[0].n)).toBe(before);
    });
  });

  describe('addresses outside the public internet', () => {
    const refusedBy = async (url: string, lookup?: Lookup) => {
      const target = await resolveTarget(url, false, lookup ?? (async () => [{ address: '93.184.215.14', family: 4 }]));
      return 'refused' in target ? target.refused : null;
    };

    it.each([...SSRF_SPELLINGS, ['plain http', 'http://hooks.example.com/hook']])('refuses %s without the setting', async (_what, url) => {
      expect(await refusedBy(url)).not.toBeNull();
    });

    it('refuses a name that resolves to loopback, or to a private address beside a public one', async () => {
      expect(await refusedBy('https://rebind.example.com/hook', async () => [{ address: '127.0.0.1', family: 4 }])).toBe(
        'rebind.example.com resolves to 127.0.0.1, which is not a public address',
      );
      expect(
        await refusedBy('https://mixed.example.com/hook', async () => [
          { address: '93.184.215.14', family: 4 },
          { address: '::ffff:10.0.0.1', family: 6 },
        ]),
      ).toMatch(/not a public address/);
      expect(await refusedBy('https://hooks.example.com/hook')).toBeNull();
    });

    it.each(EMBEDDED_IPV4)('refuses a name that resolves to %s, an IPv6 address carrying an IPv4 one', async (address) => {
      expect(await refusedBy('https://embedded.example.com/hook', async () => [{ address, family: 6 }])).toBe(
        `embedded.example.com resolves to ${address}, which is not a public address`,
      );
    });

    it('still takes a public IPv6 address', async () => {
      expect(await refusedBy('https://[2606:4700:4700::1111]/hook')).toBeNull();
      expect(await refusedBy('https://v6.example.com/hook', async () => [{ address: '2606:4700:4700::1111', family: 6 }])).toBeNull();
    });
  });

  describe('an endpoint failing for a day', () => {
    it('is disabled, and every Admin is mailed and sees it', async () => {
      const endpoint = await addEndpoint('/down', ['content.changed']);
      receiver.answer('/down', status(502), status(502));
      const site = await json<{ banner: Record<string, unknown>[] }>(t.request('/api/site'));
      const { _id, createdAt: _c, updatedAt: _u, ...fields } = site.banner[0];
      await t.request(`/api/update-banner/${String(_id)}`, {
        method: 'PUT',
        json: { ...fields, bannerHeading: 'While the hook is down' },
        headers: admin.headers,
      });
      await receiver.waitFor('/down', 1);
      const [row] = await data().query(`SELECT id FROM webhook_delivery WHERE endpoint_id = $1`, [endpoint.id]);
      await settledDelivery(row.id);
      const failing = (await json<Endpoint[]>(t.request('/api/webhooks', { headers: admin.headers }))).find((e) => e.id === endpoint.id)!;
      expect(failing).toMatchObject({ enabled: true, disabledAt: null });
      expect(failing.failingSince).not.toBeNull();

      // A day later (the clock moved: the first failure is 25 hours old), the next failure disables it.
      await data().query(`UPDATE webhook_endpoint SET failing_since = now() - interval '25 hours' WHERE id = $1`, [endpoint.id]);
      const mails = t.app.get(MailService).outbox.length;
      await dueNow(row.id);
      await settledDelivery(row.id, 2);
      const disabled = (await json<Endpoint[]>(t.request('/api/webhooks', { headers: admin.headers }))).find((e) => e.id === endpoint.id)!;
      expect(disabled.enabled).toBe(false);
      expect(disabled.disabledAt).not.toBeNull();
      // Every Admin (an earlier test added a second one) gets the mail, in no particular order.
      const adminEmails = (
        await data().query(
          `SELECT u.user_email FROM admin_user u JOIN account a ON a.email = u.user_email
            WHERE u.user_role = 'Admin' AND a.email_verified_at IS NOT NULL ORDER BY u.user_email`,
        )
      ).map((row: { user_email: string }) => row.user_email);
      expect(adminEmails).toContain(admin.email);
      const disabledMails = () =>
        t.app
          .get(MailService)
          .outbox.slice(mails)
          .filter((m) => m.subject === 'A webhook endpoint was disabled');
      for (let i = 0; i < 100 && disabledMails().length < adminEmails.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(
        disabledMails()
          .map((m) => m.to)
          .sort(),
      ).toEqual(adminEmails);
      for (const mail of disabledMails()) expect(mail.text).toContain(receiver.url('/down'));

      // Disabled, it is told of nothing more; enabled again, its failures are forgotten.
      await t.request(`/api/update-banner/${String(_id)}`, { method: 'PUT', json: { ...fields, bannerHeading: 'Nobody hears this' }, headers: admin.headers });
      expect(Number((await data().query(`SELECT count(*) AS n FROM webhook_delivery WHERE endpoint_id = $1`, [endpoint.id]))[0].n)).toBe(1);
      const enabled = await t.request(`/api/webhooks/${endpoint.id}`, {
        method: 'PUT',
        json: { url: endpoint.url, events: ['content.changed'], enabled: true },
        headers: admin.headers,
      });
      expect(await json(enabled)).toMatchObject({ enabled: true, disabledAt: null, failingSince: null });
    });
  });

  it('keeps settled deliveries a month, and queued ones until they settle', async () => {
    const endpoint = await addEndpoint('/old', ['order.paid']);
    const insert = (status: string) =>
      data().query(
        `INSERT INTO webhook_delivery (endpoint_id, event_id, event_type, body, status, created_at, next_attempt_at)
         VALUES ($1, gen_random_uuid(), 'order.paid', '{}', $2::text, now() - interval '31 days', CASE WHEN $2::text = 'pending' THEN now() + interval '1 hour' END) RETURNING id`,
        [endpoint.id, status],
      ) as Promise<{ id: string }[]>;
    const [old] = await insert('succeeded');
    const [queued] = await insert('pending');
    // and one of today
    await sendTest(endpoint);
    await worker.prune();
    const left: { id: string }[] = await data().query(`SELECT id FROM webhook_delivery WHERE endpoint_id = $1`, [endpoint.id]);
    expect(left.map((row) => row.id)).not.toContain(old.id);
    expect(left.map((row) => row.id)).toContain(queued.id);
    expect(left).toHaveLength(2);
  });

  // Last: a second app in this process takes over passport's strategies, so the first one's sessions are not used after it.
  describe('an app without the setting', () => {
    it('refuses them on save and at delivery in an app without the setting; nothing reaches the receiver', async () => {
      const strict = await startTestApp({ DEMO_CONTENT: 'false' });
      try {
        const owner = (await openShop(strict)).admin;
        for (const url of [
          'https://127.0.0.1/x',
          'https://[::1]/x',
          'https://169.254.169.254/x',
          'https://10.0.0.8/x',
          'https://localhost/x',
          'https://[::127.0.0.1]/x',
          'https://[64:ff9b::10.0.0.8]/x',
          'https://[2002:7f00:1::1]/x',
          receiver.url('/strict'),
        ]) {
          const response = await strict.request('/api/webhooks', { method: 'POST', json: { url, events: ['order.paid'] }, headers: owner.headers });
          expect([url, response.status]).toEqual([url, 400]);
        }
        expect(await json<unknown[]>(strict.request('/api/webhooks', { headers: owner.headers }))).toEqual([]);
        // A public name that resolves to loopback when the delivery is made (DNS rebinding).
        strict.app.get(WebhookWorker).lookup = async () => [{ address: '127.0.0.1', family: 4 }];
        const created = await strict.request('/api/webhooks', {
          method: 'POST',
          json: { url: `https://hooks.example.com:${receiver.port}/strict`, events: ['order.paid'] },
          headers: owner.headers,
        });
        expect(created.status).toBe(201);
        const { id } = await json<{ id: string }>(created);
        for (const url of ['https://[::127.0.0.1]/x', 'https://[::ffff:7f00:1]/x', 'https://[64:ff9b::7f00:1]/x']) {
          const changed = await strict.request(`/api/webhooks/${id}`, { method: 'PUT', json: { url, events: ['order.paid'] }, headers: owner.headers });
          expect([url, changed.status]).toEqual([url, 400]);
        }
        expect((await json<{ url: string }[]>(strict.request('/api/webhooks', { headers: owner.headers }))).map((endpoint) => endpoint.url)).toEqual([
          `https://hooks.example.com:${receiver.port}/strict`,
        ]);
        const queued = await json<{ id: string }>(strict.request(`/api/webhooks/${id}/test`, { method: 'POST', headers: owner.headers }));
        let logged: Delivery | undefined;
        for (let i = 0; i < 200 && !logged?.attemptLog.length; i++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          logged = await json<Delivery>(strict.request(`/api/webhooks/deliveries/${queued.id}`, { headers: owner.headers }));
        }
        expect(logged!.attemptLog[0]).toMatchObject({ statusCode: null, error: 'hooks.example.com resolves to 127.0.0.1, which is not a public address' });
        expect(receiver.at('/strict')).toHaveLength(0);
      } finally {
        await strict.close();
      }
    }, 180_000);
  });

  it('never writes a secret to the logs', () => {
    expect(lines.length).toBeGreaterThan(10);
    const all = lines.join('\n');
    for (const secret of secrets) {
      expect(all).not.toContain(secret);
      expect(all).not.toContain(secret.slice(6));
    }
  });
});
