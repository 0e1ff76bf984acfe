// npm run bench:startup: how long `npm start` takes on a built checkout until `/` answers 200,
// with the embedded database: first starts on a new data folder (database from the build's
// template, migrations, demo content) and restarts on an existing one.
// Usage: node bench/startup.mjs [--runs 5]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { answered, startServer } from '../scripts/start-server.mjs';

const root = resolve(import.meta.dirname, '..');
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;
const dataRoot = mkdtempSync(join(tmpdir(), 'rankwell-startup-'));

/** Starts `npm start` on `dataDir` and returns the milliseconds to the first 200 on `/` and to a healthy API. */
async function start(dataDir) {
  // npm start builds first when the build is older than the sources, so it may take minutes.
  const server = await startServer({ dataDir, command: ['npm', 'start', '--silent'], processGroup: true, ready: '/', interval: 10, timeout: 600_000 });
  try {
    const page = performance.now() - server.startedAt;
    await answered(`${server.url}/api/health`, { child: server.child, interval: 10 });
    const health = performance.now() - server.startedAt;
    return { page: Math.round(page), health: Math.round(health) };
  } finally {
    await server.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const firsts = [];
  for (let run = 0; run < runs; run++) firsts.push(await start(join(dataRoot, `first-${run}`)));
  const restarts = [];
  for (let run = 0; run < runs; run++) restarts.push(await start(join(dataRoot, 'first-0')));
  const rows = [
    { name: `first start (new data folder), median of ${runs}`, page: median(firsts.map((run) => run.page)) },
    { name: `first start, slowest of ${runs}`, page: Math.max(...firsts.map((run) => run.page)) },
    { name: `restart, median of ${runs}`, page: median(restarts.map((run) => run.page)) },
    { name: `restart, slowest of ${runs}`, page: Math.max(...restarts.map((run) => run.page)) },
  ];
  console.log('\n| start | ms to the first 200 on / |\n| --- | ---: |');
  for (const row of rows) console.log(`| ${row.name} | ${row.page.toLocaleString('en-US')} |`);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/startup.json'), JSON.stringify({ date: new Date().toISOString(), firsts, restarts }, null, 2));
  console.log('\nWrote bench-results/startup.json');
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
