// npm run bench:startup: how long `npm start` takes on a built checkout until `/` answers 200,
// with the embedded database: first starts on a new data folder (database from the build's
// template, migrations, demo content) and restarts on an existing one.
// Usage: node bench/startup.mjs [--runs 5]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';

const root = resolve(import.meta.dirname, '..');
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;
const port = await freePort();
const dataRoot = mkdtempSync(join(tmpdir(), 'rankwell-startup-'));

/** Starts `npm start` on `dataDir` and returns the milliseconds to the first 200 on `/` and to a healthy API. */
async function start(dataDir) {
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  const firstOk = async (path) => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}${path}`)).status === 200) return performance.now() - began;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      await new Promise((done) => setTimeout(done, 10));
    }
  };
  try {
    const page = await firstOk('/');
    const health = await firstOk('/api/health');
    return { page: Math.round(page), health: Math.round(health) };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
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
