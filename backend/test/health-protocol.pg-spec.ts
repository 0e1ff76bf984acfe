import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { registerAdmin, type Session } from './accounts.js';
import type { TestApp } from './harness.js';
import { appBehindProxy, type PgProxy } from './pg-proxy.js';

/**
 * Health fails when data requests do. Every data request runs statements with parameters, which go
 * by the extended query protocol; `SELECT 1` alone goes by the simple one. Here only the extended
 * protocol breaks (a proxy that fails it and forwards simple queries): health must say 503, where
 * the check it had before issue 41's fix, `SELECT 1`, still answered and said ok.
 */
describe('health when only the extended query protocol fails', () => {
  let proxy: PgProxy;
  let t: TestApp;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // The failing requests' errors are what the test provokes: no log.
    ({ t, proxy, close } = await appBehindProxy('protocol', { logLevels: [] }));
  });

  afterAll(async () => {
    if (proxy) proxy.failExtended = false;
    await close?.();
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
    await expect(t.app.get(DataSource).query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    const health = await t.request('/api/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { message: string }).message).toBe('The database is not reachable');

    proxy.failExtended = false;
    expect(await statusOf(t.request('/api/health'))).toBe(200);
    expect(await dataRequests(admin, 3)).toEqual([201, 200]);
  });
});
