import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { SetupService } from '../src/auth/setup.service.js';
import { WebhookWorker } from '../src/webhooks/webhook-worker.service.js';
import { WebhooksService } from '../src/webhooks/webhooks.service.js';
import { cookiesOf } from './accounts.js';
import { WebhookReceiver } from './webhook-receiver.js';

/**
 * Two instances on one PostgreSQL server, each with its own delivery worker, as behind a load
 * balancer: every event is delivered exactly once, whichever instance recorded it and however the
 * two workers race for the queue.
 */
describe('webhooks on two instances of one PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The multi-instance suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `rankwell_webhooks_${randomBytes(5).toString('hex')}`;
  const instances: { app: NestFastifyApplication; url: string }[] = [];
  const receiver = new WebhookReceiver();
  let databaseUrl = '';

  beforeAll(async () => {
    await receiver.start();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const secret = randomBytes(24).toString('hex');
    for (let i = 0; i < 2; i++) {
      const app = await createApp({
        env: {
          NODE_ENV: 'test',
          DATABASE_URL: url.toString(),
          DATA_DIR: ':memory:',
          JWT_SECRET: secret,
          RATE_LIMIT_FACTOR: '100',
          WEBHOOKS_ALLOW_PRIVATE: 'true',
        },
        pages: false,
        logRequests: false,
        logLevels: ['error'],
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.getHttpServer().address();
      instances.push({ app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }
  }, 180_000);

  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await receiver.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const post = (instance: number, path: string, body: unknown, cookie = '') =>
    fetch(instances[instance].url + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

  it('delivers each event once, whichever instance recorded it and however the workers race', async () => {
    const token = new URL(instances[0].app.get(SetupService).link!).searchParams.get('token');
    const registered = await post(1, '/api/auth/setup', { token, email: 'owner@example.com', password: 'owner-passphrase' });
    expect(registered.status).toBe(201);
    const cookie = cookiesOf(registered);
    const created = await post(0, '/api/webhooks', { url: receiver.url('/both'), events: ['message.received'] }, cookie);
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };

    // Each answer takes a moment, so both workers are busy at once and compete for the same rows.
    for (let i = 0; i < 40; i++) receiver.answer('/both', (response) => setTimeout(() => response.writeHead(204).end(), 30));
    const messages = 40;
    const sent = await Promise.all(
      Array.from({ length: messages }, (_, i) =>
        post(i % 2, '/api/add-message', { name: `Lead ${i}`, email: `lead${i}@example.com`, subject: `Request ${i}`, message: 'Please call me back.' }),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(Array(messages).fill(201));
    // Both workers go round together as well, beside the rounds each commit started.
    await Promise.all(instances.map(({ app }) => app.get(WebhookWorker).deliverDue()));
    const received = await receiver.waitFor('/both', messages, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await Promise.all(instances.map(({ app }) => app.get(WebhookWorker).deliverDue()));

    const ids = receiver.at('/both').map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(messages);
    expect(new Set(ids).size).toBe(messages);
    const subjects = received.map(
      (request) =>
        (new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { data: { message: { subject: string } } }).data.message
          .subject,
    );
    expect(new Set(subjects)).toEqual(new Set(Array.from({ length: messages }, (_, i) => `Request ${i}`)));
    const rows: { status: string; attempts: number }[] = await instances[1].app.get(DataSource).query(`SELECT status, attempts FROM webhook_delivery`);
    expect(rows).toHaveLength(messages);
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
  }, 120_000);

  it('shows a delivery and its attempts as of one moment, whatever the worker commits between the two reads', async () => {
    const data = instances[0].app.get(DataSource);
    const [{ id, code }]: { id: string; code: number }[] = await data.query(
      `SELECT id, last_status_code AS code FROM webhook_delivery WHERE status = 'succeeded' LIMIT 1`,
    );
    // Another session holds the attempts table, so the read waits between the delivery and its attempts.
    const writer = new pg.Client({ connectionString: databaseUrl });
    await writer.connect();
    await writer.query('BEGIN');
    await writer.query('LOCK TABLE webhook_attempt IN ACCESS EXCLUSIVE MODE');
    const read = instances[0].app.get(WebhooksService).delivery(id);
    for (let waited = 0; ; waited += 10) {
      const waiting: unknown[] = await data.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (waiting.length > 0) break;
      if (waited > 10_000) throw new Error('the read never waited for the attempts table');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Meanwhile a second attempt is recorded and the delivery updated, in one transaction, as the worker does.
    await writer.query(
      `INSERT INTO webhook_attempt (delivery_id, attempted_at, status_code, duration_ms, error, response_body) VALUES ($1, now(), 500, 1, 'The endpoint answered 500', NULL)`,
      [id],
    );
    await writer.query(`UPDATE webhook_delivery SET status = 'failed', last_status_code = 500 WHERE id = $1`, [id]);
    await writer.query('COMMIT');
    await writer.end();
    const { delivery, attempts } = await read;
    const seen = { status: delivery.status, lastStatusCode: delivery.lastStatusCode, attempts: attempts.map((attempt) => attempt.statusCode) };
    // Before the commit or after it, never the delivery from before beside the attempt from after.
    expect([
      { status: 'succeeded', lastStatusCode: code, attempts: [code] },
      { status: 'failed', lastStatusCode: 500, attempts: [code, 500] },
    ]).toContainEqual(seen);
  }, 30_000);
});
