// node bench/durability.mjs [--commits 500]: what syncing each commit to the disk costs on the
// embedded engine. The engine's thread (engine-worker.mjs) on a data folder in the system's
// temporary folder, as the server runs it, with commits synced (the product) and not (PGlite's
// default): N sequential commits on one connection, and N commits from 4 connections at once.
// Figures: docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

const ENGINE_WORKER = resolve(import.meta.dirname, '../backend/src/database/engine-worker.mjs');
const commitsIndex = process.argv.indexOf('--commits');
const commits = commitsIndex >= 0 ? Number(process.argv[commitsIndex + 1]) : 500;
const PARALLEL = 4;

async function measure(relaxed) {
  const folder = mkdtempSync(join(tmpdir(), 'rankwell-durability-bench-'));
  const engine = new Worker(ENGINE_WORKER, {
    workerData: { location: join(folder, 'pgdata'), socket: join(folder, '.s.PGSQL.5432'), maxConnections: PARALLEL + 1, relaxed },
  });
  try {
    await new Promise((ready, failed) => engine.on('message', (message) => message.type === 'ready' && ready()).once('error', failed));
    const clients = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const client = new pg.Client({ host: folder, user: 'postgres', database: 'postgres' });
        await client.connect();
        return client;
      }),
    );
    await clients[0].query('create table bench (n int, at timestamptz default now())');
    // Simple-protocol statements (no parameters): one message each, so connections sharing PGlite's one session cannot interleave them.
    let started = performance.now();
    for (let n = 0; n < commits; n++) await clients[0].query(`insert into bench (n) values (${n})`);
    const sequential = (performance.now() - started) / commits;
    started = performance.now();
    await Promise.all(
      clients.map(async (client, c) => {
        for (let n = c; n < commits; n += PARALLEL) await client.query(`insert into bench (n) values (${n})`);
      }),
    );
    const parallel = (performance.now() - started) / commits;
    await Promise.all(clients.map((client) => client.end()));
    return { sequential, parallel };
  } finally {
    engine.postMessage('stop');
    await new Promise((stopped) => engine.once('exit', stopped));
    rmSync(folder, { recursive: true, force: true });
  }
}

const rows = [];
for (const [label, relaxed] of [
  ['not synced (PGlite default)', true],
  ['synced (the product)', false],
  ['not synced (PGlite default)', true],
  ['synced (the product)', false],
]) {
  const { sequential, parallel } = await measure(relaxed);
  rows.push(`| ${label} | ${sequential.toFixed(2)} | ${parallel.toFixed(2)} |`);
}
console.log(`${commits} commits each way, ${PARALLEL} connections for the parallel ones, data in ${tmpdir()}\n`);
console.log('| commits | sequential, ms/commit | parallel, ms/commit |\n| --- | --- | --- |');
console.log(rows.join('\n'));
