// npm run bench: the public pages (a blog post among them), the site read and a library image
// against a bare Node server and nginx answering the same bytes, identity and brotli, with wrk;
// then the uncached render of each page, the blog's list and the post included.
//
// A figure counts only when wrk is not the bottleneck: nginx serves the same bytes from the same
// core in the same run, and the run is marked INVALID when nginx is not well above bare Node.
// Each run also records how busy the server's core and wrk's core were (CPU seconds over the
// run's): a row whose product and bare Node kept their core saturated while wrk had time to spare
// measured the servers, which says per row what the nginx ceiling says for the run as a whole.
// Targets take turns over rounds; the ratios are medians of ratios taken within each round (the
// machine is shared, and the same server's rate moves between runs more than the servers differ).
//
// Usage: node bench/pages.mjs [--seconds 2] [--rounds 8] [--warmup 5] [--connections 50] [--renders 100] [--trace-gc]
//
// Eight rounds of 2 s rather than three of 5 s: on a shared machine the same server's rate moves
// by up to half from one run to the next, and the median of eight ratios moves far less than that
// of three (docs/performance.md, "2026-11-28": over three runs of 3 × 5 s a row's ratio ranged by
// up to 0.44, over three runs of 8 × 2 s by up to 0.15).
//
// --trace-gc runs the product with V8's --trace-gc and counts its full collections (Mark-Compact)
// in each measured run: one in a run raised that run's p99 several-fold (docs/performance.md,
// "2026-11-27, 12:15 to 13:50"), so a p99 row over the goal can be checked against them.
//
// Before the rounds, the product and bare Node answer each target for --warmup seconds, unmeasured:
// the figures are of servers whose code the JIT has compiled, as a server that has been up for a
// while is. Cold, the product's first seconds on a target have a p99 of up to 70 ms while V8
// compiles its code on threads sharing its core.
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ownerCookie } from '../scripts/owner-session.mjs';
import { SERVER_NODE_FLAGS, startServer } from '../scripts/start-server.mjs';
import { cores, ensureTools, median, percentile, pin, startReferences, wrk } from './http-bench.mjs';
import { blogPost } from './blog-post.mjs';
import { photo } from './photo.mjs';

const root = resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argument('seconds', 2);
const rounds = argument('rounds', 8);
const warmup = argument('warmup', 5);
const connections = argument('connections', 50);
const renders = argument('renders', 100);
const traceGc = process.argv.includes('--trace-gc');
/** nginx must answer at least this many times bare Node's rate, or wrk (or the machine) is what was measured. */
const VALID_CEILING = 1.5;
const GOAL = { ratio: 0.7, p99Ratio: 2 };
/** A core this busy (CPU seconds over a run's seconds) had no time to spare: whatever ran on it set the rate. */
const SATURATED = 0.95;
/** wrk must have had this share of its core to spare for a rate to be the server's own. */
const SPARE = 0.15;

ensureTools();

/**
 * The public pages whose uncached render is timed: the fixed pages, and the blog's list and a post,
 * which the server renders with their own data (its PageDataRegistry); here that data is read from
 * the public API that answers the same (GET /api/blog/posts and /api/blog/posts/{slug}).
 */
async function renderedPages(url, postSlug) {
  const data = async (kind, path) => ({ kind, data: await (await fetch(url + path)).json() });
  return [
    { path: '/' },
    { path: '/pricing/' },
    { path: '/service/' },
    { path: '/contact' },
    { path: '/blog/', pageData: await data('blog-list', '/api/blog/posts') },
    { path: `/blog/${postSlug}`, label: '/blog/{post}', pageData: await data('blog-post', `/api/blog/posts/${postSlug}`) },
  ];
}

/** The uncached render of each page, in this process with the built renderer and the site's data: what a cache miss costs the server. */
async function renderTimes(url, postSlug) {
  const dist = join(root, 'frontend/dist');
  // React picks its production build from NODE_ENV when first loaded, as the server does under npm start.
  process.env.NODE_ENV = 'production';
  const bundle = await import(pathToFileURL(join(dist, 'server/entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(dist, 'client/.vite/manifest.json'), 'utf8'));
  const site = await (await fetch(`${url}/api/site`)).json();
  const rows = [];
  for (const { path, label, pageData } of await renderedPages(url, postSlug)) {
    const { address } = bundle.pageAddress(path, site);
    const render = () => bundle.render({ url: address, site, viewer: null, manifest, publicUrl: url, pageData });
    // What is timed is the page the server answers, byte for byte but for the router's time stamps.
    const markup = (html) => html.replace(/\bu:\d+/g, 'u:0');
    if (markup((await render()).html) !== markup(await (await fetch(url + path)).text())) {
      throw new Error(`the render of ${path} here is not the page the server answers`);
    }
    for (let i = 0; i < 10; i++) await render(); // warm the JIT
    const times = [];
    const withCompression = [];
    for (let i = 0; i < renders; i++) {
      const started = performance.now();
      const output = await render();
      times.push(performance.now() - started);
      // The server also hashes and gzips each new render before keeping it (brotli in the background).
      gzipSync(output.html, { level: 9 });
      withCompression.push(performance.now() - started);
    }
    rows.push({
      path: label ?? path,
      medianMs: +median(times).toFixed(2),
      p99Ms: +percentile(times, 99).toFixed(2),
      slowestMs: +Math.max(...times).toFixed(2),
      withGzipMedianMs: +median(withCompression).toFixed(2),
    });
  }
  return rows;
}

const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-bench-'));
const scriptDir = mkdtempSync(join(tmpdir(), 'rankwell-bench-lua-'));
const gcLog = join(scriptDir, 'gc.log');
/**
 * The product's full collections so far, as --trace-gc wrote them beside its log lines (C's stdio
 * writes them in blocks: a few may be counted in the next run). The file grows by every access
 * line, so only what was added since the last call is read, whole lines only.
 */
const gcCount = { offset: 0, partial: '', count: 0 };
const fullCollections = () => {
  if (!existsSync(gcLog)) return 0;
  const fd = openSync(gcLog, 'r');
  try {
    const chunk = Buffer.alloc(1 << 20);
    for (let read; (read = readSync(fd, chunk, 0, chunk.length, gcCount.offset)) > 0;) {
      gcCount.offset += read;
      const lines = (gcCount.partial + chunk.toString('latin1', 0, read)).split('\n');
      gcCount.partial = lines.pop();
      gcCount.count += lines.filter((line) => line.includes('Mark-Compact')).length;
    }
  } finally {
    closeSync(fd);
  }
  return gcCount.count;
};
let app;
let references;
try {
  app = await startServer({
    dataDir,
    env: { DATABASE_URL: process.env.DATABASE_URL ?? '' },
    command: pin([process.execPath, ...SERVER_NODE_FLAGS, ...(traceGc ? ['--trace-gc'] : []), 'backend/dist/server.js']),
    stdout: traceGc ? gcLog : undefined,
  });

  // A library image, as a page shows it: one small photo uploaded, one of its variants served.
  const cookie = await ownerCookie(app.url, dataDir, 'owner@bench.test', 'bench-password');
  const form = new FormData();
  form.append('alt', 'A photograph');
  form.append('file', new Blob([await photo(0, 1280, 960)], { type: 'image/jpeg' }), 'photo.jpg');
  const uploaded = await fetch(`${app.url}/api/media`, { method: 'POST', body: form, headers: { cookie, origin: app.url } });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { hash } = await uploaded.json();
  // A blog post with a cover photo from the library, published.
  const postSlug = await blogPost(app.url, cookie);

  const paths = [
    ['/', '/'],
    ['/pricing/', '/pricing/'],
    ['/service/', '/service/'],
    ['a blog post', `/blog/${postSlug}`],
    ['GET /api/site', '/api/site'],
    ['media variant (640 px WebP)', `/media/${hash}-640.webp`],
  ];
  // The bytes each target answers, as a browser gets them: the references serve exactly these.
  const files = {};
  const targets = [];
  for (const [index, [name, path]] of paths.entries()) {
    for (const encoding of ['identity', 'br']) {
      const response = await fetch(app.url + path, { headers: { 'accept-encoding': encoding } });
      const body = Buffer.from(await response.arrayBuffer());
      const served = response.headers.get('content-encoding') ?? undefined;
      // fetch decodes what it receives: the stored bytes are asked again raw when they came compressed.
      const raw = served ? await rawBytes(app.url + path, encoding) : body;
      if (encoding === 'br' && !served) continue; // an image is sent as it is whatever the client accepts
      const referencePath = `/t${index}-${encoding}`;
      files[referencePath] = { body: raw, type: response.headers.get('content-type'), encoding: served };
      targets.push({ name, path, encoding, bytes: raw.length, referencePath });
    }
  }
  references = await startReferences(files);

  // Random query strings on /: each must be answered from the one kept render, not a render each.
  const randomQueries = join(scriptDir, 'random-query.lua');
  writeFileSync(randomQueries, 'request = function() return wrk.format(nil, "/?utm_source=" .. math.random(1, 1000000000)) end\n');
  const etagBefore = await etagOf(`${app.url}/`);

  const servers = [
    ['bare Node', (target) => references.baselineUrl + target.referencePath, references.baselinePid],
    ['nginx', (target) => references.nginxUrl + target.referencePath, references.nginxPid],
    ['product', (target) => app.url + target.path, app.child.pid],
  ];
  if (warmup > 0) {
    for (const target of targets) {
      const headers = target.encoding === 'br' ? { 'accept-encoding': 'br' } : {};
      for (const [name, url, pid] of servers) {
        if (name !== 'nginx') wrk(url(target), { seconds: warmup, connections, headers, pid });
      }
    }
  }
  const runs = targets.map(() => servers.map(() => []));
  const randomRuns = [];
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      // Each round starts with another server, so none always runs first.
      for (let turn = 0; turn < servers.length; turn++) {
        const which = (round + turn) % servers.length;
        const headers = target.encoding === 'br' ? { 'accept-encoding': 'br' } : {};
        const before = fullCollections();
        const run = wrk(servers[which][1](target), { seconds, connections, headers, pid: servers[which][2] });
        runs[index][which].push({ ...run, fullCollections: fullCollections() - before });
      }
    }
    randomRuns.push(wrk(`${app.url}/`, { seconds, connections, script: randomQueries, headers: { 'accept-encoding': 'br' } }));
  }
  const etagAfter = await etagOf(`${app.url}/`);

  const rows = targets.map((target, index) => {
    const [node, nginx, product] = runs[index];
    // Ratios are taken within a round (the servers ran seconds apart), then their median.
    const roundRatios = (mine, theirs, field) => mine.map((run, round) => run[field] / Math.max(theirs[round][field], 0.001));
    const ratioOf = (mine, theirs, field) => +median(roundRatios(mine, theirs, field)).toFixed(2);
    // What limited a server's runs: its own core (busy near 1) or wrk's (wrk busy near 1).
    const busyOf = (runs) => ({ server: median(runs.map((run) => run.serverBusy)), wrk: median(runs.map((run) => run.wrkBusy)) });
    return {
      name: target.name,
      encoding: target.encoding,
      bytes: target.bytes,
      product: {
        requestsPerSecond: median(product.map((run) => run.requestsPerSecond)),
        p50: median(product.map((run) => run.p50)),
        p99: median(product.map((run) => run.p99)),
      },
      node: {
        requestsPerSecond: median(node.map((run) => run.requestsPerSecond)),
        p50: median(node.map((run) => run.p50)),
        p99: median(node.map((run) => run.p99)),
      },
      nginx: { requestsPerSecond: median(nginx.map((run) => run.requestsPerSecond)), p99: median(nginx.map((run) => run.p99)) },
      ratio: ratioOf(product, node, 'requestsPerSecond'),
      p99Ratio: ratioOf(product, node, 'p99'),
      ceiling: ratioOf(nginx, node, 'requestsPerSecond'),
      // CPU per answer: what the same answers cost each server, whatever else the machine ran meanwhile
      cpu: {
        product: median(product.map((run) => run.cpuMicros)),
        node: median(node.map((run) => run.cpuMicros)),
        nginx: median(nginx.map((run) => run.cpuMicros)),
      },
      cpuRatio: ratioOf(node, product, 'cpuMicros'),
      busy: { product: busyOf(product), node: busyOf(node), nginx: busyOf(nginx) },
      spread: product.map((run) => run.requestsPerSecond),
      // the product's rate over bare Node's in each round, of which `ratio` is the median
      ratios: roundRatios(product, node, 'requestsPerSecond').map((ratio) => +ratio.toFixed(2)),
      ...(traceGc ? { fullCollections: product.map((run) => run.fullCollections) } : {}),
      errors: [...node, ...nginx, ...product].reduce((sum, run) => sum + run.errors, 0),
    };
  });
  const valid = rows.every((row) => row.ceiling >= VALID_CEILING);

  console.log(
    `\nwrk: ${connections} connections, ${rounds} rounds of ${seconds} s per target and server after ${warmup} s of warm-up (product and bare Node); ${cores} cores (servers on core 0, wrk on the rest);`,
  );
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded'}; request logging on (one line per request)\n`);
  const header =
    'target'.padEnd(30) +
    'enc'.padEnd(9) +
    'bytes'.padStart(7) +
    'req/s'.padStart(8) +
    'node'.padStart(8) +
    'nginx'.padStart(8) +
    'ratio'.padStart(7) +
    'p50'.padStart(7) +
    'p99'.padStart(7) +
    'node p99'.padStart(9) +
    'p99 ×'.padStart(7) +
    'ceiling'.padStart(8) +
    '   product req/s by round';
  console.log(header);
  for (const row of rows) {
    console.log(
      row.name.padEnd(30) +
        row.encoding.padEnd(9) +
        String(row.bytes).padStart(7) +
        String(row.product.requestsPerSecond).padStart(8) +
        String(row.node.requestsPerSecond).padStart(8) +
        String(row.nginx.requestsPerSecond).padStart(8) +
        String(row.ratio).padStart(7) +
        row.product.p50.toFixed(2).padStart(7) +
        row.product.p99.toFixed(2).padStart(7) +
        row.node.p99.toFixed(2).padStart(9) +
        String(row.p99Ratio).padStart(7) +
        String(row.ceiling).padStart(8) +
        `   ${row.spread.join(', ')}${row.errors ? `  (${row.errors} errors)` : ''}${traceGc ? `  full GCs ${row.fullCollections.join(', ')}` : ''}`,
    );
  }
  console.log(
    `\nCPU per answer (µs of user and system time of the server's processes, median of the rounds; the bare Node/product ratio reads like the req/s ratio, and a busy machine barely moves it):\n`,
  );
  const micros = (value) => (typeof value === 'number' ? value.toFixed(1) : 'n/a');
  // How busy each server's core and wrk's were during its runs (CPU seconds over the run's seconds,
  // median of the rounds): a server at its core's limit while wrk had time to spare set its own rate.
  const busy = ({ server, wrk: load }) => `${server.toFixed(2)}/${load.toFixed(2)}`.padStart(11);
  console.log(
    'target'.padEnd(30) +
      'enc'.padEnd(9) +
      'product'.padStart(9) +
      'node'.padStart(8) +
      'nginx'.padStart(8) +
      '   node/product' +
      '   busy, server/wrk: product       node      nginx',
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(30) +
        row.encoding.padEnd(9) +
        micros(row.cpu.product).padStart(9) +
        micros(row.cpu.node).padStart(8) +
        micros(row.cpu.nginx).padStart(8) +
        String(row.cpuRatio).padStart(10) +
        ' '.repeat(25) +
        busy(row.busy.product) +
        busy(row.busy.node) +
        busy(row.busy.nginx),
    );
  }
  // A row's rates were the servers' own when, for the product and bare Node alike, the server's
  // core had no time to spare and wrk had some (SPARE of its core or more).
  const serverBound = (row) => ['product', 'node'].every((name) => row.busy[name].server >= SATURATED && row.busy[name].wrk <= 1 - SPARE);
  const loadBound = rows.filter((row) => !serverBound(row));
  console.log(
    loadBound.length === 0
      ? `\nEvery row: the product's and bare Node's core ≥ ${SATURATED} busy, wrk ≤ ${1 - SPARE}: the servers set those rates, not wrk`
      : `\nRows where the product's or bare Node's rate may not be the server's own (its core < ${SATURATED} busy, or wrk > ${1 - SPARE}): ${loadBound
          .map((row) => `${row.name} ${row.encoding}`)
          .join(', ')}`,
  );
  const random = { requestsPerSecond: median(randomRuns.map((run) => run.requestsPerSecond)), p99: median(randomRuns.map((run) => run.p99)) };
  console.log(
    `\n/ with a random query string per request (brotli): ${random.requestsPerSecond} req/s, p99 ${random.p99.toFixed(2)} ms; ` +
      `${etagAfter === etagBefore ? 'still the one kept render (same ETag before and after)' : 'RENDERED AGAIN: the ETag changed'}`,
  );
  const pages = rows.filter((row) => !row.name.startsWith('media'));
  const met = pages.every((row) => row.ratio >= GOAL.ratio && row.p99Ratio <= GOAL.p99Ratio);
  console.log(`Goal for the pages (≥ ${GOAL.ratio}× bare Node's req/s, p99 ≤ ${GOAL.p99Ratio}× its): ${met ? 'met' : 'not met'}`);
  console.log(
    valid
      ? `VALID: nginx answered ≥ ${VALID_CEILING}× bare Node's rate for every target (lowest ${Math.min(...rows.map((row) => row.ceiling))}×), so wrk was not the bottleneck`
      : `INVALID: nginx answered less than ${VALID_CEILING}× bare Node's rate for ${rows
          .filter((row) => row.ceiling < VALID_CEILING)
          .map((row) => `${row.name} ${row.encoding} (${row.ceiling}×)`)
          .join(', ')}: the load generator or a busy machine was measured, not the servers`,
  );

  const renderRows = await renderTimes(app.url, postSlug);
  console.log(`\nUncached render, ${renders} renders each after 10 to warm up (the built server renderer, in this process):\n`);
  console.log('page'.padEnd(12) + 'median ms'.padStart(11) + 'p99 ms'.padStart(9) + 'slowest ms'.padStart(12) + 'with gzip ms'.padStart(14));
  for (const row of renderRows) {
    console.log(
      row.path.padEnd(12) +
        String(row.medianMs).padStart(11) +
        String(row.p99Ms).padStart(9) +
        String(row.slowestMs).padStart(12) +
        String(row.withGzipMedianMs).padStart(14),
    );
  }

  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/pages.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds,
        rounds,
        warmup,
        connections,
        cores,
        valid,
        serverBound: rows.filter(serverBound).map((row) => `${row.name} ${row.encoding}`),
        rows,
        randomQueries: { ...random, sameRender: etagAfter === etagBefore },
        renders: renderRows,
      },
      null,
      2,
    ),
  );
  console.log('\nWrote bench-results/pages.json');
} finally {
  references?.stop();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(scriptDir, { recursive: true, force: true });
}

/** A page's ETag, asked on a connection of its own (none left idle through the wrk runs), its body read. */
async function etagOf(url) {
  const { get } = await import('node:http');
  return new Promise((done, failed) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => done(response.headers.etag));
      response.on('error', failed);
    }).on('error', failed);
  });
}

/** The bytes as sent, compressed: Node's fetch always decodes, so they are read through http.get. */
async function rawBytes(url, encoding) {
  const { get } = await import('node:http');
  return new Promise((done, failed) => {
    get(url, { agent: false, headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done(Buffer.concat(chunks)));
      response.on('error', failed);
    }).on('error', failed);
  });
}
