import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { freePort } from './harness.js';

const root = resolve(import.meta.dirname, '../..');

/** The built product (npm run build) as its own process on a PostgreSQL server. */
async function start(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['backend/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: ':memory:',
      JWT_SECRET: 'crash-test-secret-long-enough',
      RATE_LIMIT_FACTOR: '10000',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the server did not start');
}

describe('a crash in the middle of writes, on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The crash suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `rankwell_crash_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('loses no acknowledged subscriber after SIGKILL', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await start(url.toString(), port);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let n = 0; !stop; n++) {
        const email = `w${worker}-${n}@example.com`;
        try {
          const response = await fetch(`${base}/api/add-subscriber`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ subemail: email }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          // the server died under this request: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));
    // Killed once enough writes were acknowledged (more are in flight), not after a fixed time: on
    // a busy machine 1.5 s once gave only 19.
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 30 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    server.kill('SIGKILL');
    await new Promise((done) => server.once('exit', done));
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    server = await start(url.toString(), port);
    try {
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const rows = (await check.query<{ subemail: string }>('SELECT subemail FROM subscriber')).rows;
      await check.end();
      const stored = new Set(rows.map((row) => row.subemail));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
  });
});
