import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { registerAdmin, type Session } from './accounts.js';
import { requester, type TestApp } from './harness.js';
import { PgProxy } from './pg-proxy.js';

/**
 * Health fails when data requests do. Every data request runs statements with parameters, which go
 * by the extended query protocol; `SELECT 1` alone goes by the simple one. Here only the extended
 * protocol breaks (a proxy that fails it and forwards simple queries): health must say 503, where
 * the check it had before issue 41's fix, `SELECT 1`, still answered and said ok.
 */
describe('health when only the extended query protocol fails', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('This suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `rankwell_protocol_${randomBytes(5).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  let proxy: PgProxy;
  let app: NestFastifyApplication;
  let t: TestApp;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    proxy = await PgProxy.start(databaseUrl);
    app = await createApp({
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: proxy.url(databaseUrl),
        DATA_DIR: ':memory:',
        JWT_SECRET: 'protocol-test-secret-long-enough',
        RATE_LIMIT_FACTOR: '1000',
      },
      pages: false,
      logRequests: false,
      // The failing requests' errors are what the test provokes.
      logLevels: [],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    t = { app, baseUrl, close: () => app.close(), request: requester(baseUrl) };
  });

  afterAll(async () => {
    proxy.failExtended = false;
    await app?.close();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  const statusOf = async (response: Promise<Response>) => {
    const answered = await response;
    await answered.text();
    return answered.status;
  };
  const dataRequests = (admin: Session, n: number) =>
    Promise.all([
      statusOf(t.request('/api/add-subscriber', { method: 'POST', json: { subemail: `reader-${n}@example.com` } })),
      statusOf(t.request('/api/subscribers', { headers: admin.headers })),
    ]);

  it('answers 503 while data requests fail, though SELECT 1 (the old check) still answers, and 200 again once they work', async () => {
    const admin = await registerAdmin(t, 'owner@example.com');
    expect(await dataRequests(admin, 1)).toEqual([201, 200]);
    expect(await statusOf(t.request('/api/health'))).toBe(200);

    proxy.failExtended = true;
    const [write, read] = await dataRequests(admin, 2);
    expect(write).toBeGreaterThanOrEqual(500);
    expect(read).toBeGreaterThanOrEqual(500);
    // The old health check: the simple protocol, through the same pool, still answers.
    await expect(app.get(DataSource).query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    const health = await t.request('/api/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { message: string }).message).toBe('The database is not reachable');

    proxy.failExtended = false;
    expect(await statusOf(t.request('/api/health'))).toBe(200);
    expect(await dataRequests(admin, 3)).toEqual([201, 200]);
  });
});
