import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startServer } from '../scripts/start-server.mjs';

// The server on a real 64 MB file system, filled by another file while writes go on. A tmpfs
// answers a full disk with ENOSPC as a disk does; mounting one needs root, as CI runs.
const SIZE_MB = 64;

function mountSmallDisk(): string {
  const mountPoint = mkdtempSync(join(tmpdir(), 'rankwell-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,mode=0700`, 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (error) {
    rmSync(mountPoint, { recursive: true, force: true });
    throw new Error(
      `The full-disk test mounts a ${SIZE_MB} MB tmpfs and could not (it needs root, as CI runs): ${(error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error)}`,
      { cause: error },
    );
  }
  return mountPoint;
}

/** Writes a file until the file system is full; returns its path. */
function fill(folder: string): string {
  const path = join(folder, 'filler');
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(1 << 20, 1);
  try {
    for (const size of [1 << 20, 4096, 512]) {
      try {
        for (;;) writeSync(fd, block, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

const subscribe = (base: string, email: string) =>
  fetch(`${base}/api/add-subscriber`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ subemail: email }) }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error: Error) => ({ status: 0, body: error.message }),
  );

/**
 * Makes PostgreSQL start a new 16 MB WAL file, which it cannot create on a full disk: it gives up
 * (PANIC), as the finding's server did once a write crossed into a new WAL file. Asked on the
 * engine's own socket (next to the backup socket DATA_DIR names), between two bursts of writes.
 */
async function switchWal(dataDir: string): Promise<void> {
  const socketDir = dirname(readFileSync(join(dataDir, 'backup-socket'), 'utf8'));
  const client = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('SELECT pg_switch_wal()').catch(() => undefined);
  await client.end().catch(() => undefined);
}

describe('a full disk under the embedded database', () => {
  let mountPoint = '';
  beforeAll(() => {
    mountPoint = mountSmallDisk();
  });
  afterAll(() => {
    if (!mountPoint) return;
    execFileSync('umount', ['-l', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('answers 507 (or 503 while the engine starts again), never 500, recovers when space returns, and stops on SIGTERM', async () => {
    const dataDir = join(mountPoint, 'data');
    mkdirSync(dataDir);
    const server = await startServer({
      dataDir,
      // A second connection for switchWal: the engine admits only the server's own by default.
      env: { PAYPAL_MODE: 'simulator', RATE_LIMIT_FACTOR: '10000', EMBEDDED_DB_CONNECTIONS: '2' },
      ...(process.env.DISK_TEST_LOG && { stdout: process.env.DISK_TEST_LOG, echoErrors: true }),
    });
    try {
      const base = server.url;
      expect((await subscribe(base, 'before@example.com')).status).toBe(201);
      const healthBefore = await (await fetch(`${base}/api/health`)).json();
      expect(healthBefore.disk).toEqual(expect.objectContaining({ low: true, warning: expect.stringContaining('MB free') }));

      const filler = fill(mountPoint);
      const answers: Array<{ status: number; body: string }> = [];
      const burst = async (label: string, count: number) => {
        for (let n = 0; n < count; n++) answers.push(...(await Promise.all([0, 1, 2, 3].map((w) => subscribe(base, `${label}-${n}-${w}@example.com`)))));
      };
      await burst('full', 40);
      await switchWal(dataDir);
      await burst('wedged', 40);

      const statuses = new Map<number, number>();
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // A write that fits in the database's pages as they are still succeeds; every other one gets a
      // clear answer: 507 for the full disk, 503 while the engine PostgreSQL gave up on is started
      // again. Never a bare 500, never a dropped connection.
      expect([...statuses.keys()].filter((status) => ![201, 503, 507].includes(status))).toEqual([]);
      expect(statuses.get(507)).toBeGreaterThan(0);
      const full = answers.find(({ status }) => status === 507);
      expect(JSON.parse(full!.body).message).toMatch(/disk is full/);

      rmSync(filler);
      const freed = Date.now();
      let recovered = 0;
      while (Date.now() - freed < 30_000) {
        if ((await subscribe(base, `after-${Date.now()}@example.com`)).status === 201) {
          recovered = Date.now() - freed;
          break;
        }
        await new Promise((done) => setTimeout(done, 250));
      }
      // Within seconds of the space coming back, by itself, without a restart of the process.
      expect(recovered).toBeGreaterThan(0);
      expect(recovered).toBeLessThan(20_000);
      expect((await subscribe(base, 'later@example.com')).status).toBe(201);

      // A wedged engine does not hold SIGTERM either: the stop's wait on it is bounded.
      fill(mountPoint);
      await switchWal(dataDir);
      await burst('wedged-again', 5);
    } finally {
      // startServer's stop sends SIGTERM and fails when the process has not ended within 30 s.
      await server.stop('SIGTERM');
    }
  });
});
