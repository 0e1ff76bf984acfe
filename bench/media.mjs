// npm run bench:media: the media library on this machine, in one run against the production build.
// 1. Uploads of a 4000 × 3000 JPEG photo: the time from the request to the answer (every variant made
//    and stored) and the server's peak resident memory during each upload.
// 2. Requests/s of one cached variant from the product, against the same bytes from a bare Node
//    server and from nginx serving the file, with wrk as the load generator.
//    The three take turns over several rounds, and each round's ratio is of runs a few seconds apart:
//    on a shared machine the throughput of the same server moves between runs far more than the
//    servers differ, so the medians of the rounds are what the bench reports.
// 3. The first read of each variant of the last upload (a cache miss: from the database, or from
//    the bucket with MEDIA_S3_URL) against a second read (from the server's cache).
// Usage: node bench/media.mjs [--uploads 3] [--rounds 5] [--seconds 5] [--connections 50] [--s3]
// --s3 keeps the files in a local S3-compatible server (s3rver, a devDependency) started here;
// MEDIA_S3_URL in the environment names another bucket.
// Needs wrk and nginx (installed from Debian's packages when missing and run as root).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ownerCookie } from '../scripts/owner-session.mjs';
import { SERVER_NODE_FLAGS, startServer } from '../scripts/start-server.mjs';
import { cores, ensureTools, median, pin, startReferences, wrk } from './http-bench.mjs';
import { photo } from './photo.mjs';

const { inspect, makeVariants } = await import('../backend/dist/media/media-processing.js').catch(() => ({}));

const root = resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const uploads = argument('uploads', 3);
const rounds = argument('rounds', 5);
const seconds = argument('seconds', 5);
const connections = argument('connections', 50);
const localBucket = process.argv.includes('--s3');
ensureTools();

/** The process's memory (kB): resident now and at its peak since the peak was last reset. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets the kernel's peak resident size of a process to its current size (Linux 4.0+), so the next peak is the upload's. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-bench-media-'));
let app;
let references;
let s3;
try {
  if (!existsSync(join(root, 'backend/dist/server.js'))) throw new Error('No production build: run `npm run build` first (npm run bench:media does)');
  const env = { DATABASE_URL: process.env.DATABASE_URL ?? '' };
  if (localBucket) {
    const { default: S3rver } = await import('s3rver');
    const directory = join(dataDir, 's3');
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'media' }] });
    const { port } = await s3.run();
    env.MEDIA_S3_URL = `http://S3RVER:S3RVER@127.0.0.1:${port}/media`;
  }
  app = await startServer({ dataDir, env, command: pin([process.execPath, ...SERVER_NODE_FLAGS, 'backend/dist/server.js']) });
  const cookie = await ownerCookie(app.url, dataDir, 'owner@bench.test', 'bench-password');
  const pid = app.child.pid;
  const idle = memory(pid);

  // 1. Uploads
  const timings = [];
  let record;
  for (let seed = 0; seed < uploads; seed++) {
    const bytes = await photo(seed);
    const form = new FormData();
    form.append('alt', `A photograph, number ${seed + 1}`);
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
    const resetOk = resetPeak(pid);
    let sampledPeak = memory(pid).rss;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memory(pid).rss)), 5);
    const started = performance.now();
    const response = await fetch(`${app.url}/api/media`, { method: 'POST', body: form, headers: { cookie, origin: app.url } });
    const milliseconds = performance.now() - started;
    clearInterval(sampler);
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    record = await response.json();
    const after = memory(pid);
    timings.push({
      bytes: bytes.length,
      milliseconds: Math.round(milliseconds),
      peakRssMb: Math.round((resetOk ? after.peak : sampledPeak) / 1024),
      rssAfterMb: Math.round(after.rss / 1024),
      variants: record.widths.length * record.formats.length,
    });
  }

  // The same work without HTTP or the database: the variants alone, made in this process from the last photo.
  let processingMs;
  if (inspect && makeVariants) {
    const bytes = await photo(uploads);
    const started = performance.now();
    await makeVariants(bytes, await inspect(bytes, 'photo.jpg', 'image/jpeg'), 'bench');
    processingMs = Math.round(performance.now() - started);
  }

  // 3. (before 2 fills the cache) First reads of the last upload's variants, each a miss of the server's cache, and second reads
  const timeRead = async (url) => {
    const started = performance.now();
    const response = await fetch(app.url + url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  const variantUrls = record.widths.flatMap((width) => record.formats.map((format) => `/media/${record.hash}-${width}.${format}`));
  const misses = [];
  const hits = [];
  for (const url of variantUrls) misses.push(await timeRead(url));
  for (const url of variantUrls) hits.push(await timeRead(url));

  // 2. Serving one cached variant
  const path = `/media/${record.hash}-640.webp`;
  const first = await fetch(app.url + path);
  const variant = Buffer.from(await first.arrayBuffer());
  references = await startReferences({ [path]: { body: variant, type: first.headers.get('content-type') } });
  const targets = [
    ['bare Node, same bytes from memory', references.baselineUrl + path],
    ['nginx, same file', references.nginxUrl + path],
    ['product, cached variant', app.url + path],
  ];
  const runs = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another server, so none always runs first or last.
    for (let turn = 0; turn < targets.length; turn++) {
      const index = (round + turn) % targets.length;
      runs[index].push(wrk(targets[index][1], { seconds, connections }));
    }
  }
  const rows = targets.map(([name], index) => ({
    name,
    requestsPerSecond: Math.round(median(runs[index].map((run) => run.requestsPerSecond))),
    ratio: +median(runs[index].map((run, round) => run.requestsPerSecond / runs[0][round].requestsPerSecond)).toFixed(2),
    p50: +median(runs[index].map((run) => run.p50)).toFixed(2),
    p99: +median(runs[index].map((run) => run.p99)).toFixed(2),
    errors: runs[index].reduce((sum, run) => sum + run.errors, 0),
    runs: runs[index].map((run) => run.requestsPerSecond),
  }));

  const store = localBucket ? ', files in a local S3 server' : process.env.MEDIA_S3_URL ? ', files in MEDIA_S3_URL' : '';
  const engine = `${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded database'}${store}`;
  console.log(`\nUploads of a 4000 × 3000 JPEG (${engine}, ${cores} cores; idle server ${Math.round(idle.rss / 1024)} MB resident)\n`);
  console.log(
    'upload'.padEnd(8) + 'bytes'.padStart(10) + 'ms'.padStart(8) + 'peak RSS MB'.padStart(13) + 'RSS after MB'.padStart(14) + 'variants'.padStart(10),
  );
  for (const [index, timing] of timings.entries()) {
    console.log(
      String(index + 1).padEnd(8) +
        String(timing.bytes).padStart(10) +
        String(timing.milliseconds).padStart(8) +
        String(timing.peakRssMb).padStart(13) +
        String(timing.rssAfterMb).padStart(14) +
        String(timing.variants).padStart(10),
    );
  }
  if (processingMs !== undefined) console.log(`\nThe variants alone (sharp in the bench's process, no HTTP, no database): ${processingMs} ms`);
  console.log(
    `\nOne cached variant (${path.replace(record.hash, '{hash}')}, ${variant.length} bytes), wrk, ${connections} connections, ${rounds} rounds of ${seconds}s each: medians\n`,
  );
  console.log(
    'server'.padEnd(36) +
      'req/s'.padStart(9) +
      'ratio'.padStart(8) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'errors'.padStart(8) +
      '   req/s of each round',
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(36) +
        String(row.requestsPerSecond).padStart(9) +
        String(row.ratio).padStart(8) +
        String(row.p50).padStart(9) +
        String(row.p99).padStart(9) +
        String(row.errors).padStart(8) +
        `   ${row.runs.join(', ')}`,
    );
  }
  const readMs = (times) => ({ median: +median(times).toFixed(1), slowest: +Math.max(...times).toFixed(1) });
  const reads = { variants: variantUrls.length, miss: readMs(misses), hit: readMs(hits) };
  console.log(
    `\nReads of the last upload's ${reads.variants} variants, one at a time: first (a cache miss) median ${reads.miss.median} ms, slowest ${reads.miss.slowest} ms;` +
      ` second (cached) median ${reads.hit.median} ms, slowest ${reads.hit.slowest} ms`,
  );
  const product = rows.at(-1);
  const overNginx = median(runs[2].map((run, round) => run.requestsPerSecond / runs[1][round].requestsPerSecond)).toFixed(2);
  console.log(`\nproduct / bare Node: ${product.ratio} (goal ≥ 0.7); product / nginx: ${overNginx}; nginx / bare Node: ${rows[1].ratio}`);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/media.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        cores,
        engine,
        idleRssMb: Math.round(idle.rss / 1024),
        uploads: timings,
        processingMs,
        variantBytes: variant.length,
        reads,
        rounds,
        seconds,
        connections,
        rows,
      },
      null,
      2,
    ),
  );
  console.log('Wrote bench-results/media.json');
} finally {
  references?.stop();
  await app?.stop();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
