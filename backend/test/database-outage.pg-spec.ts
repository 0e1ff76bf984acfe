import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory.js';
import { cookiesOf } from './accounts.js';

/** A TCP relay to PostgreSQL that can be cut, as when the database server goes away. */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => this.server!.close(() => done()));
  }
}

describe('a database outage', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The outage suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `rankwell_outage_${randomBytes(5).toString('hex')}`;
  const target = new URL(serverUrl);
  const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    await relay.open();
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    app = await createApp({
      env: { NODE_ENV: 'test', DATABASE_URL: url.toString(), DATA_DIR: ':memory:', JWT_SECRET: 'outage-test-secret-long-enough', RATE_LIMIT_FACTOR: '1000' },
      pages: false,
      logRequests: false,
      logLevels: ['error'],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await app.close();
    await relay.cut();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('fails fast with 503 for ten seconds without the database, reports it, and recovers by itself', async () => {
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'buyer-pass' }),
    });
    const cookie = cookiesOf(registered);
    const [plan] = (await (await fetch(`${base}/api/pricings`)).json()) as { _id: string }[];
    const order = () =>
      fetch(`${base}/api/new-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ packageId: plan._id, customerName: 'B', customerAddress: 'A', customerCountry: 'US' }),
      });
    expect((await order()).status).toBe(201);

    await relay.cut();
    const started = Date.now();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    const refused = await fetch(`${base}/api/add-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'N', email: 'n@example.com', subject: 's', message: 'm' }),
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toBe('The database is not reachable right now. Please try again shortly.');
    expect((await order()).status).toBe(503);

    // Ten seconds of load while the database is away: every answer is a quick 503, none hangs.
    const slowest: number[] = [];
    while (Date.now() - started < 10_000) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, n) => {
          const sent = Date.now();
          const response = await (n % 2 ? order() : fetch(`${base}/api/site`));
          slowest.push(Date.now() - sent);
          return response.status;
        }),
      );
      expect(new Set(answers)).toEqual(new Set([503]));
    }
    expect(Math.max(...slowest)).toBeLessThan(6_000);
    await relay.open();
    let recovered = 0;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
      recovered = (await fetch(`${base}/api/health`)).status;
      if (recovered !== 200) await new Promise((done) => setTimeout(done, 200));
    }
    expect(recovered).toBe(200);
    expect((await order()).status).toBe(201);
    const mine = (await (await fetch(`${base}/api/orders`, { headers: { cookie } })).json()) as { total: number };
    expect(mine.total).toBe(2);
  });
});
