import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';

const root = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'owner@example.com',
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

/** The embedded engine after a hard kill: it opens without repair and holds every acknowledged write. */
describe('a crash in the middle of writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged subscriber after SIGKILL', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await start(dataDir, port);
    const acknowledged: string[] = [];
    let attempted = 0;
    let stop = false;
    const writer = async (worker: number) => {
      for (let n = 0; !stop; n++) {
        const email = `w${worker}-${n}@example.com`;
        attempted++;
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
    await new Promise((done) => setTimeout(done, 1500));
    server.kill('SIGKILL');
    await new Promise((done) => server.once('exit', done));
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    server = await start(dataDir, port);
    try {
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'owner-pass' }),
      });
      const cookie = registered.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const csv = await (await fetch(`${base}/api/subscribers.csv`, { headers: { cookie } })).text();
      const stored = new Set(
        csv
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')[0]),
      );
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(attempted);
    } finally {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
  });

  it('finishes the requests in flight when told to stop (SIGTERM)', async () => {
    const { startOwnServer, removeData } = await import('./support');
    const own = await startOwnServer();
    const inFlight = Array.from({ length: 12 }, (_, n) =>
      fetch(`${own.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `late${n}@example.com`, password: 'late-password' }),
      })
        .then((response) => response.status)
        .catch((error: Error) => error.message),
    );
    await new Promise((done) => setTimeout(done, 30));
    await own.stop('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(201));
    removeData(own.dataDir);
  });
});
