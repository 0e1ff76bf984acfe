// npm run bench:audit: what a site audit costs (issue 45, "Performance and safety").
//
// Part 1, the engine alone: a fixture site of --pages pages (bench/audit-site.mjs, some 50 KB of
// HTML each) served on loopback by a process of its own, audited by the built engine
// (backend/dist/audits, private addresses allowed as AUDITS_ALLOW_PRIVATE does) in a fresh process
// per run (bench/audit-crawl.mjs), --runs times. Goals: under 10 s, under 100 MB of extra memory for
// one crawl (RSS and V8's heap both reported; the goal is read against the RSS, the larger).
//
// Part 2, the server: the production build (as `npm start` runs it, pinned to core 0 as the other
// benches do, AUDITS_ALLOW_PRIVATE and AUDIT_CONCURRENCY=4) answers public pages under wrk (/,
// /pricing/ and /service/ in turn, brotli), idle and while four audits of the fixture site run in
// it, asked through the Admin API (POST /api/audits {url}), six asked at a time so the server's
// queue always holds the next and four run through the whole wrk run (the bench reports how many
// ran on average, from the runs' stored times). Runs alternate idle and loaded over --rounds; the
// ratio is the median loaded p99 over the median idle p99 (goal ≤ 2). Two loads: 50 connections
// (the server's core saturated, as `npm run bench`) and 1 connection (one visitor at a time: the
// page's own latency, plus whatever an audit's work holds the event loop for). nginx answers the
// same bytes in each round: unless it answers at least 1.5× the product's idle rate under 50
// connections, wrk (or a busy machine) is what was measured and the run says INVALID; under 1
// connection its p99 is the round trip's floor. Before the rounds, eight audits one after another
// in the idle server give the CPU time one audit costs it, the figure a busy machine moves least.
//
// Usage: node bench/audit.mjs [--pages 50] [--page-kb 0] [--delay-ms 0] [--runs 5] [--seconds 5] [--rounds 2] [--warmup 3] [--paths /,/pricing/,/service/] [--skip-server]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ownerCookie } from '../scripts/owner-session.mjs';
import { SERVER_NODE_FLAGS, startServer } from '../scripts/start-server.mjs';
import { cores, cpuSeconds, ensureTools, median, pin, startReferences, wrkAsync } from './http-bench.mjs';

const root = resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const pages = Number(argument('pages', 50));
const runs = Number(argument('runs', 5));
const seconds = Number(argument('seconds', 5));
const rounds = Number(argument('rounds', 2));
const warmup = Number(argument('warmup', 3));
/** the public pages asked in turn, one per request (wrk's Lua `request` hook) */
const paths = argument('paths', '/,/pricing/,/service/').split(',');
/** pages padded to this size (KB) instead of some 50 KB: the byte cap (2048) shows the most one crawl can hold */
const pageKb = Number(argument('page-kb', 0));
/** each answer of the fixture site waits this long, as a site across a network does (loopback answers at once) */
const delayMs = Number(argument('delay-ms', 0));
const skipServer = process.argv.includes('--skip-server');
const GOAL = { seconds: 10, megabytes: 100, p99Ratio: 2 };
const AUDITS_AT_ONCE = 4;
/**
 * Audits asked for and not yet ended: more than the server runs at once (AUDIT_CONCURRENCY), so
 * its queue always holds the next and four run without the gaps of asking again.
 */
const AUDITS_ASKED = AUDITS_AT_ONCE + 2;
/** nginx must answer at least this many times the product's idle rate, or wrk (or the machine) is what was measured. */
const VALID_CEILING = 1.5;
const LOADS = [50, 1];

ensureTools();

/** Runs `command`, resolves with its standard output once it ends well. */
function run(command) {
  const [file, ...args] = command;
  const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((done, failed) =>
    child.on('close', (code) => (code === 0 ? done(stdout) : failed(new Error(`${command.join(' ')} ended with ${code}: ${stderr.slice(-2000)}`)))),
  );
}

/** The fixture site in a process of its own on the load cores (with wrk), so it takes nothing from core 0. */
async function startSite() {
  const child = spawn(process.execPath, [join(root, 'bench/audit-site.mjs'), String(pages), String(pageKb), String(delayMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((done, failed) => {
    child.stdout.once('data', (chunk) => done(Number(String(chunk).trim())));
    child.once('close', (code) => failed(new Error(`the fixture site ended (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

const table = (header, rows) => {
  console.log(header.map(([name, width]) => name.padStart(width)).join(''));
  for (const row of rows) console.log(row.map((value, i) => String(value).padStart(header[i][1])).join(''));
};

const site = await startSite();
const results = { at: new Date().toISOString(), cores, pages, pageKb, delayMs, engine: null, server: null };
let app;
let references;
const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-bench-audit-'));
try {
  // Part 1: the engine alone, each run in a fresh process on core 0.
  const engineRuns = [];
  for (let i = 0; i < runs; i++) {
    engineRuns.push(JSON.parse(await run(pin([process.execPath, '--expose-gc', join(root, 'bench/audit-crawl.mjs'), site.url, String(pages)]))));
  }
  const first = engineRuns[0];
  if (engineRuns.some((one) => one.pageCount !== pages || one.warmPageCount !== pages || one.timedOut)) {
    throw new Error(`an audit did not fetch all ${pages} pages: ${JSON.stringify(engineRuns)}`);
  }
  console.log(
    `\nPart 1: the audit engine on a ${pages}-page fixture site${pageKb ? ` (pages of ${pageKb} KB)` : ''}${delayMs ? ` answering after ${delayMs} ms` : ''} on loopback (${cores} cores; the audit on core 0, the site beside wrk)`,
  );
  console.log(`score ${first.score}, findings ${first.findings.join(', ') || 'none'}\n`);
  table(
    [
      ['run', 4],
      ['cold s', 9],
      ['warm s', 9],
      ['RSS before MB', 15],
      ['peak RSS +MB', 14],
      ['peak heap +MB', 15],
      ['kept heap +MB', 15],
      ['external +MB', 14],
    ],
    engineRuns.map((one, i) => [
      i + 1,
      (one.coldMs / 1000).toFixed(2),
      (one.warmMs / 1000).toFixed(2),
      one.rssBeforeMb,
      one.peakRssDeltaMb,
      one.peakHeapDeltaMb,
      one.retainedHeapMb,
      one.externalDeltaMb,
    ]),
  );
  const engine = {
    runs: engineRuns,
    coldSeconds: median(engineRuns.map((one) => one.coldMs)) / 1000,
    warmSeconds: median(engineRuns.map((one) => one.warmMs)) / 1000,
    slowestSeconds: Math.max(...engineRuns.flatMap((one) => [one.coldMs, one.warmMs])) / 1000,
    peakRssMb: Math.max(...engineRuns.map((one) => one.peakRssDeltaMb)),
    peakHeapMb: Math.max(...engineRuns.map((one) => one.peakHeapDeltaMb)),
  };
  results.engine = engine;
  console.log(
    `\nmedian ${engine.coldSeconds.toFixed(2)} s cold, ${engine.warmSeconds.toFixed(2)} s warm, slowest ${engine.slowestSeconds.toFixed(2)} s (goal < ${GOAL.seconds} s: ${engine.slowestSeconds < GOAL.seconds ? 'met' : 'NOT MET'})`,
  );
  console.log(
    `extra memory of one crawl, the most of ${runs} runs: RSS +${engine.peakRssMb} MB, V8 heap in use +${engine.peakHeapMb} MB (goal < ${GOAL.megabytes} MB of RSS: ${engine.peakRssMb < GOAL.megabytes ? 'met' : 'NOT MET'})`,
  );

  if (!skipServer) results.server = await serverPart();

  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/audit.json'), JSON.stringify(results, null, 2));
  console.log('\nWrote bench-results/audit.json');
} finally {
  references?.stop();
  await app?.stop();
  site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * How many audits ran on average through a wrk run, from each run's start and end as the server
 * stored them (same machine, same clock): four when the server's workers never waited.
 */
function averageRunning(records, { from, to }) {
  let busy = 0;
  for (const record of records) {
    if (!record.startedAt || !record.finishedAt) continue;
    const start = Math.max(from, Date.parse(record.startedAt));
    const end = Math.min(to, Date.parse(record.finishedAt));
    if (end > start) busy += end - start;
  }
  return busy / (to - from);
}

/** The bytes as sent, compressed (fetch would decode them). */
function rawAnswer(url, headers) {
  return new Promise((done, failed) => {
    get(url, { agent: false, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done({ body: Buffer.concat(chunks), type: response.headers['content-type'], encoding: response.headers['content-encoding'] }));
    }).on('error', failed);
  });
}

/** Part 2: public page p99 idle and while four audits run in the server. */
async function serverPart() {
  app = await startServer({
    dataDir,
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      AUDITS_ALLOW_PRIVATE: 'true',
      AUDIT_CONCURRENCY: String(AUDITS_AT_ONCE),
      AUDIT_MAX_PAGES: String(pages),
      RATE_LIMIT_FACTOR: '10000',
    },
    command: pin([process.execPath, ...SERVER_NODE_FLAGS, 'backend/dist/server.js']),
  });
  const cookie = await ownerCookie(app.url, dataDir, 'owner@bench.test', 'bench-password');
  const admin = (method, apiPath, body) =>
    fetch(app.url + apiPath, {
      method,
      headers: { cookie, origin: app.url, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const probe = await admin('POST', '/api/audits', { url: site.url });
  if (probe.status !== 201) {
    console.log(`\nPart 2 not measured: POST /api/audits answered ${probe.status} (${(await probe.text()).slice(0, 200)})`);
    return { skipped: `POST /api/audits answered ${probe.status}` };
  }

  /** Audits asked through the Admin API, four always under way until stopped; each finished one is kept. */
  const finished = [];
  const audit = async () => {
    const asked = await admin('POST', '/api/audits', { url: site.url });
    if (asked.status !== 201) throw new Error(`POST /api/audits: ${asked.status} ${await asked.text()}`);
    const { _id: id } = await asked.json();
    for (;;) {
      await new Promise((done) => setTimeout(done, 100));
      const record = await (await admin('GET', `/api/audits/${id}`)).json();
      if (record.status === 'done' || record.status === 'failed') return record;
    }
  };
  const keepFour = () => {
    let stop = false;
    let running = 0;
    const lane = async () => {
      while (!stop) {
        running++;
        const record = await audit();
        running--;
        finished.push(record);
        if (record.status !== 'done' || record.pageCount !== pages) throw new Error(`an audit under load: ${JSON.stringify(record).slice(0, 500)}`);
      }
    };
    const lanes = Promise.all(Array.from({ length: AUDITS_ASKED }, lane));
    return { stopAndWait: async () => ((stop = true), await lanes), running: () => running };
  };

  // The first audit (the probe) warms the audit code, wrk the page's.
  const settle = async (record) => {
    for (;;) {
      const now = await (await admin('GET', `/api/audits/${record._id}`)).json();
      if (now.status === 'done' || now.status === 'failed') return now;
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  const warmed = await settle(await probe.json());
  if (warmed.status !== 'done') throw new Error(`the first audit failed: ${warmed.failure}`);
  const headers = { 'accept-encoding': 'br' };
  // nginx answers the same bytes, each at a path of its own (nginx hands a path ending in / to its
  // index module): the same script, with its paths, asks it.
  const files = {};
  for (const [index, path] of paths.entries()) files[`/t${index}`] = await rawAnswer(app.url + path, headers);
  references = await startReferences(files);
  const turns = (file, list) => {
    writeFileSync(
      file,
      `local paths = { ${list.map((path) => JSON.stringify(path)).join(', ')} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n`,
    );
    return file;
  };
  const script = turns(join(dataDir, 'pages.lua'), paths);
  const nginxScript = turns(join(dataDir, 'nginx.lua'), Object.keys(files));

  // What an audit costs the server's core, with nothing else asked of it: CPU time is what a busy,
  // shared machine changes least (latency and rates move with whatever else runs).
  const CPU_AUDITS = 8;
  const cpuBefore = cpuSeconds(app.child.pid);
  const cpuStarted = performance.now();
  const sequential = [];
  for (let i = 0; i < CPU_AUDITS; i++) sequential.push(await settle(await (await admin('POST', '/api/audits', { url: site.url })).json()));
  const cpuPerAudit = (cpuSeconds(app.child.pid) - cpuBefore) / CPU_AUDITS;
  const wallPerAudit = (performance.now() - cpuStarted) / 1000 / CPU_AUDITS;
  if (sequential.some((record) => record.status !== 'done')) throw new Error(`an audit failed: ${JSON.stringify(sequential).slice(0, 500)}`);
  const pid = app.child.pid;
  if (warmup > 0) for (const connections of LOADS) await wrkAsync(app.url, { seconds: warmup, connections, headers, script, pid });

  const measured = Object.fromEntries(LOADS.map((connections) => [connections, { idle: [], loaded: [], nginx: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const connections of LOADS) {
      const figures = measured[connections];
      figures.idle.push(await wrkAsync(app.url, { seconds, connections, headers, script, pid }));
      figures.nginx.push(await wrkAsync(references.nginxUrl, { seconds, connections, headers, script: nginxScript, pid: references.nginxPid }));
      const four = keepFour();
      // wrk starts once the four are under way.
      while (four.running() < AUDITS_ASKED) await new Promise((done) => setTimeout(done, 20));
      await new Promise((done) => setTimeout(done, 200));
      const before = finished.length;
      const window = { from: Date.now() };
      const loaded = await wrkAsync(app.url, { seconds, connections, headers, script, pid });
      window.to = Date.now();
      // Audits still running now are left to end before the next idle run.
      await four.stopAndWait();
      figures.loaded.push({ ...loaded, auditsEnded: finished.length - before, auditsRunning: +averageRunning(finished, window).toFixed(2) });
    }
  }

  console.log(
    `\nPart 2: ${paths.join(', ')} in turn (brotli) from the production build on core 0, wrk on core${cores > 2 ? `s 1-${cores - 1}` : cores > 1 ? ' 1' : ' 0'}, ${rounds} rounds of ${seconds} s per load and state, ` +
      `idle and while ${AUDITS_AT_ONCE} audits of the ${pages}-page site run in the server (asked with POST /api/audits); database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded'}\n`,
  );
  const rows = LOADS.map((connections) => {
    const { idle, loaded, nginx } = measured[connections];
    const idleP99 = median(idle.map((one) => one.p99));
    const loadedP99 = median(loaded.map((one) => one.p99));
    return {
      connections,
      idle: { requestsPerSecond: median(idle.map((one) => one.requestsPerSecond)), p50: median(idle.map((one) => one.p50)), p99: idleP99 },
      loaded: { requestsPerSecond: median(loaded.map((one) => one.requestsPerSecond)), p50: median(loaded.map((one) => one.p50)), p99: loadedP99 },
      nginx: { requestsPerSecond: median(nginx.map((one) => one.requestsPerSecond)) },
      ratio: +(loadedP99 / idleP99).toFixed(2),
      roundRatios: loaded.map((one, i) => +(one.p99 / idle[i].p99).toFixed(2)),
      ceiling: +(median(nginx.map((one) => one.requestsPerSecond)) / median(idle.map((one) => one.requestsPerSecond))).toFixed(2),
      nginxP99: median(nginx.map((one) => one.p99)),
      auditsRunning: +median(loaded.map((one) => one.auditsRunning)).toFixed(2),
      auditsEnded: loaded.map((one) => one.auditsEnded),
      serverBusy: { idle: median(idle.map((one) => one.serverBusy)), loaded: median(loaded.map((one) => one.serverBusy)) },
      errors: [...idle, ...loaded].reduce((sum, one) => sum + one.errors, 0),
    };
  });
  table(
    [
      ['connections', 12],
      ['idle req/s', 12],
      ['idle p50', 10],
      ['idle p99', 10],
      ['audits req/s', 14],
      ['audits p50', 12],
      ['audits p99', 12],
      ['p99 ×', 8],
      ['by round', 20],
      ['nginx/idle', 12],
      ['nginx p99', 11],
      ['running', 9],
      ['audits ended', 14],
    ],
    rows.map((row) => [
      row.connections,
      row.idle.requestsPerSecond,
      row.idle.p50.toFixed(2),
      row.idle.p99.toFixed(2),
      row.loaded.requestsPerSecond,
      row.loaded.p50.toFixed(2),
      row.loaded.p99.toFixed(2),
      row.ratio,
      row.roundRatios.join(', '),
      row.ceiling,
      row.nginxP99.toFixed(2),
      row.auditsRunning,
      row.auditsEnded.join(', '),
    ]),
  );
  const durations = finished.map((record) => record.durationMs / 1000);
  console.log(
    `\nOne audit of the ${pages}-page site, ${CPU_AUDITS} one after another in the idle server: ${cpuPerAudit.toFixed(3)} s of the server's CPU each ` +
      `(${wallPerAudit.toFixed(2)} s from asking to reading it done; the crawl itself ${median(sequential.map((record) => record.durationMs / 1000)).toFixed(2)} s, median)`,
  );
  console.log(
    `running: audits under way on average through the loaded runs (the server's stored start and end of each; ${AUDITS_AT_ONCE} when its workers never waited)`,
  );
  console.log(
    `\n${finished.length} audits ended under the load, each ${pages} pages, done; their time in the server: median ${median(durations).toFixed(2)} s, slowest ${Math.max(...durations).toFixed(2)} s`,
  );
  const met = rows.every((row) => row.ratio <= GOAL.p99Ratio);
  console.log(
    `Goal (public page p99 while ${AUDITS_AT_ONCE} audits run ≤ ${GOAL.p99Ratio}× idle): ${met ? 'met' : 'NOT MET'} (${rows.map((row) => `${row.connections} conn. ${row.ratio}×`).join(', ')})`,
  );
  // With one connection every server waits on the round trip: the rate check means something under the saturating load only.
  const saturating = rows.filter((row) => row.connections > 1);
  const valid = saturating.every((row) => row.ceiling >= VALID_CEILING);
  console.log(
    valid
      ? `VALID: nginx answered ≥ ${VALID_CEILING}× the product's idle rate under ${saturating.map((row) => row.connections).join(', ')} connections, so wrk was not the bottleneck`
      : `INVALID: nginx answered < ${VALID_CEILING}× the product's idle rate at ${saturating
          .filter((row) => row.ceiling < VALID_CEILING)
          .map((row) => `${row.connections} connections (${row.ceiling}×)`)
          .join(', ')}: wrk or a busy machine was measured`,
  );
  if (rows.some((row) => row.errors > 0)) console.log(`ERRORS: ${rows.map((row) => `${row.connections} conn. ${row.errors}`).join(', ')} answers not 2xx/3xx`);
  return {
    paths,
    seconds,
    rounds,
    warmup,
    cpuPerAudit,
    wallPerAudit,
    rows,
    valid,
    met,
    audits: finished.map(({ durationMs, score, pageCount }) => ({ durationMs, score, pageCount })),
  };
}
