import { afterEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { DatabaseEngine } from '../src/database/database-engine.js';
import { registerAdmin, type Session } from './accounts.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * What pg_dump runs first on any connection (its ALWAYS_SECURE_SEARCH_PATH_SQL), before it even
 * compares versions: on PGlite's one session it emptied the app's search_path, and every table
 * the app named "did not exist" until a restart, while health said ok (issue 41, finding 6).
 */
const PG_DUMP_FIRST_STATEMENT = "SELECT pg_catalog.set_config('search_path', '', false)";

/** A client other than the app on the engine's socket: psql, pg_dump, a program the owner points at it. */
function secondClient(t: TestApp): pg.Client {
  const client = new pg.Client({ connectionString: t.app.get(DatabaseEngine).url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  return client;
}

/** One write and one admin read, each through the app's pool: their statuses. */
async function dataRequests(t: TestApp, admin: Session, n: number): Promise<number[]> {
  const write = await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: `reader-${n}@example.com` } });
  const read = await t.request('/api/subscribers', { headers: admin.headers });
  await Promise.all([write.text(), read.text()]);
  return [write.status, read.status];
}

describe("a second client on the embedded engine's socket", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("is refused with a PostgreSQL error that says why, while the site's data requests keep answering", async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '10000', DATABASE_URL: '' });
    const app = t;
    const admin = await registerAdmin(app);
    expect(await dataRequests(app, admin, 0)).toEqual([201, 200]);

    // Requests go on while three clients try, as a pg_dump run beside a serving site would.
    const statuses: number[] = [];
    let serving = true;
    const traffic = (async () => {
      for (let n = 1; serving || n < 5; n++) statuses.push(...(await dataRequests(app, admin, n)));
    })();
    const refusals: unknown[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const client = secondClient(app);
      refusals.push(
        await client.connect().then(
          async () => {
            await client.query(PG_DUMP_FIRST_STATEMENT).catch(() => undefined);
            await client.end();
            return 'admitted';
          },
          (error: pg.DatabaseError) => ({ code: error.code, severity: error.severity, message: error.message, hint: error.hint }),
        ),
      );
    }
    serving = false;
    await traffic;

    expect(refusals).toEqual(
      Array(3).fill({
        code: '53300',
        severity: 'FATAL',
        message: "the embedded database accepts only the site server's own connection",
        hint: expect.stringMatching(/npm run backup.*npm run copy-to-server/),
      }),
    );
    expect(statuses.length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(await dataRequests(app, admin, 99)).toEqual([201, 200]);
    expect((await app.request('/api/health')).status).toBe(200);
  });

  // What the refusal prevents, with the socket admitting a second connection as it did before.
  it('admitted, it shares the one session: its setting breaks every data request, and health says so although SELECT 1 still answers', async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '10000', EMBEDDED_DB_CONNECTIONS: '2', DATABASE_URL: '' });
    const admin = await registerAdmin(t);
    expect(await dataRequests(t, admin, 0)).toEqual([201, 200]);

    const client = secondClient(t);
    await client.connect();
    await client.query(PG_DUMP_FIRST_STATEMENT);
    await client.end();

    const [write, read] = await dataRequests(t, admin, 1);
    expect(write).toBeGreaterThanOrEqual(500);
    expect(read).toBeGreaterThanOrEqual(500);
    // The health check before issue 41's fix ran `SELECT 1`, which needs no table: it still answers.
    await expect(t.app.get(DataSource).query('SELECT 1')).resolves.toEqual([{ '?column?': 1 }]);
    const health = await t.request('/api/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { message: string }).message).toBe('The database is not reachable');
  });
});
