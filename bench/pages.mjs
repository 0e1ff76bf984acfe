// npm run bench: requests/s and latency of the public pages and the site read, against a bare
// Node server answering the same bytes from memory, measured in one run on this machine.
// Usage: node bench/pages.mjs [--seconds 10] [--connections 50]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.mjs';
import { answered, startServer } from '../scripts/start-server.mjs';

const root = resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argument('seconds', 10);
const connections = argument('connections', 50);
const baselinePort = await freePort();
const cores = cpus().length;
// Server on core 0, load generator on the others, when the machine has more than one.
const pin = (command) => (cores > 1 ? ['taskset', '-c', '0', ...command] : command);
if (cores > 1) spawnSync('taskset', ['-cp', `1-${cores - 1}`, String(process.pid)], { stdio: 'ignore' });

function measure(url) {
  return new Promise((done, fail) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? fail(error) : done(result)));
  });
}

const BASELINE = `
const { readFileSync } = require('node:fs');
const body = readFileSync(process.argv[1]);
require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');`;

const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-bench-'));
let app;
let baseline;
try {
  app = await startServer({
    dataDir,
    env: { DATABASE_URL: process.env.DATABASE_URL ?? '' },
    command: pin([process.execPath, 'backend/dist/server.js']),
  });
  const home = Buffer.from(await (await fetch(`${app.url}/`)).arrayBuffer());
  // The baseline runs as its own process on the server's core, like the app.
  const homeFile = join(dataDir, 'home.html');
  writeFileSync(homeFile, home);
  const [baselineCommand, ...baselineArgs] = pin([process.execPath, '-e', BASELINE, homeFile, String(baselinePort)]);
  baseline = spawn(baselineCommand, baselineArgs, { stdio: 'ignore' });
  await answered(`http://127.0.0.1:${baselinePort}/`, { child: baseline });

  const targets = [
    ['baseline: bare Node, same bytes', `http://127.0.0.1:${baselinePort}/`],
    ['/', `${app.url}/`],
    ['/pricing/', `${app.url}/pricing/`],
    ['/service/', `${app.url}/service/`],
    ['GET /api/site', `${app.url}/api/site`],
  ];
  const rows = [];
  for (const [name, url] of targets) {
    const result = await measure(url);
    rows.push({
      name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const [base] = rows;
  console.log(
    `\n${seconds}s per target, ${connections} connections, ${cores} cores, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}, page size ${home.length} bytes\n`,
  );
  console.log(
    'target'.padEnd(34) +
      'req/s'.padStart(9) +
      'ratio'.padStart(8) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'p99 ratio'.padStart(11) +
      'errors'.padStart(8),
  );
  for (const row of rows) {
    row.ratio = +(row.requestsPerSecond / base.requestsPerSecond).toFixed(2);
    row.p99Ratio = +(row.p99 / Math.max(base.p99, 1)).toFixed(2);
    console.log(
      row.name.padEnd(34) +
        String(row.requestsPerSecond).padStart(9) +
        String(row.ratio).padStart(8) +
        String(row.p50).padStart(9) +
        String(row.p99).padStart(9) +
        String(row.p99Ratio).padStart(11) +
        String(row.errors).padStart(8),
    );
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/pages.json'),
    JSON.stringify({ at: new Date().toISOString(), seconds, connections, cores, pageBytes: home.length, rows }, null, 2),
  );
  console.log('\nWrote bench-results/pages.json');
} finally {
  baseline?.kill('SIGTERM');
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
