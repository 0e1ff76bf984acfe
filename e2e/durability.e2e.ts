import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';

const ROOT = resolve(import.meta.dirname, '..');
/** The engine's thread, as the server starts it (embedded-postgres.ts). */
const ENGINE_WORKER = join(ROOT, 'backend/src/database/engine-worker.mjs');

// In the browser suite, whose machine CI provisions (strace, like Chromium), not in `npm test`,
// which needs only Node and npm. Counted by strace on the real process: whatever PGlite, Emscripten or the engine thread do,
// what counts is that the kernel is asked to put the WAL on the disk before a commit is answered.
const child = `
import { Worker } from 'node:worker_threads';
import { join, resolve } from 'node:path';
import pg from 'pg';
const [location, commits] = [process.argv[1], Number(process.argv[2])];
const socket = join(location, '..', '.s.PGSQL.5432');
const engine = new Worker(${JSON.stringify(ENGINE_WORKER)}, { workerData: { location, socket, maxConnections: 2 }, execArgv: [] });
await new Promise((ready) => engine.on('message', (message) => message.type === 'ready' && ready()));
const client = new pg.Client({ host: join(location, '..'), user: 'postgres', database: 'postgres' });
await client.connect();
await client.query('create table if not exists counted (n int)');
// The syncs of start-up and of the table's creation are counted before the commits.
process.stderr.write('\\nCOMMITS START\\n');
for (let n = 0; n < commits; n++) await client.query('insert into counted values ($1)', [n]);
process.stderr.write('\\nCOMMITS END\\n');
await client.end();
engine.postMessage('stop');
await new Promise((stopped) => engine.on('exit', stopped));
`;

function strace(): string {
  try {
    return execFileSync('which', ['strace']).toString().trim();
  } catch {
    throw new Error('The durability test counts syncs with strace, which is not installed: apt-get install -y strace');
  }
}

/** The fsync and fdatasync calls made between the first and the last of `commits` sequential commits. */
function syncsDuring(commits: number, location: string): number {
  const run = spawnSync(
    strace(),
    [
      '-f',
      '-e',
      'trace=fsync,fdatasync,sync_file_range,msync',
      '-e',
      'signal=none',
      '-qq',
      process.execPath,
      '--input-type=module',
      '-e',
      child,
      location,
      String(commits),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (run.status !== 0) throw new Error(`the engine did not run under strace (exit ${run.status}): ${run.stderr.slice(-2000)}`);
  const during = run.stderr.split('COMMITS START')[1]?.split('COMMITS END')[0];
  if (during === undefined) throw new Error(`the commits did not run: ${run.stderr.slice(-2000)}`);
  return during.split('\n').filter((line) => /\b(fsync|fdatasync|sync_file_range|msync)\(/.test(line)).length;
}

describe('a commit on the embedded engine reaches the disk before it is answered', () => {
  const folder = mkdtempSync(join(tmpdir(), 'rankwell-durability-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('makes at least one fsync or fdatasync of the WAL per commit', () => {
    const commits = 20;
    const syncs = syncsDuring(commits, join(folder, 'pgdata'));
    expect(syncs).toBeGreaterThanOrEqual(commits);
    // One per commit, not a flood: a commit is one WAL flush.
    expect(syncs).toBeLessThanOrEqual(commits * 2);
  });
});
