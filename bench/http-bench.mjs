// What the HTTP benches share: wrk as the load generator (a C program: a JavaScript one saturates
// below a Node server's rate and makes every target look alike), a bare Node server and nginx
// answering the same bytes as the product, the servers and wrk pinned to cores of their own, and
// medians over rounds in which the targets take turns.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { answered } from '../scripts/start-server.mjs';

export const cores = cpus().length;
const loadCores = cores > 1 ? `1-${cores - 1}` : '0';
/** Servers run on core 0, wrk (and this process) on the others, when the machine has more than one. */
export const pin = (command) => (cores > 1 ? ['taskset', '-c', '0', ...command] : command);
if (cores > 1) spawnSync('taskset', ['-cp', loadCores, String(process.pid)], { stdio: 'ignore' });

const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status === 0;

/** wrk and nginx, installed from Debian's packages when missing and this process may (root), as CI installs Chromium. */
export function ensureTools() {
  if (has('wrk') && has('nginx')) return;
  if (process.getuid?.() === 0) {
    console.log('Installing wrk and nginx-light from Debian packages…');
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light wrk >/dev/null'], { stdio: 'inherit' });
  }
  for (const tool of ['wrk', 'nginx']) {
    if (!has(tool)) {
      console.error(`${tool} is missing: apt-get install -y nginx-light wrk`);
      process.exit(2);
    }
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux for x86 and arm). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** A process's threads' and children's ids, from /proc (nginx answers from a worker under its master). */
function processTree(pid) {
  const all = [pid];
  for (const tid of safeList(`/proc/${pid}/task`)) {
    for (const child of safeRead(`/proc/${pid}/task/${tid}/children`).split(' ').filter(Boolean)) all.push(...processTree(Number(child)));
  }
  return all;
}
const safeList = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
const safeRead = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * Seconds of CPU (user and system) a process and its children have used so far. Unlike requests
 * per second it barely depends on what else the machine runs: the same answers cost the same CPU,
 * so the product's CPU per answer against bare Node's is a ratio a shared, busy machine can take.
 */
export function cpuSeconds(pid) {
  let ticks = 0;
  for (const id of processTree(pid)) {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, then
    // cutime and cstime, what its children that have ended used (a site audit's process, one per audit).
    const fields = safeRead(`/proc/${id}/stat`).split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0) + Number(fields[13] ?? 0) + Number(fields[14] ?? 0);
  }
  return ticks / TICKS;
}

/**
 * Seconds of CPU this process's finished children have used (cutime and cstime in /proc/self/stat):
 * read before and after a spawnSync, the difference is what that child (wrk) used.
 */
function childrenCpuSeconds() {
  const fields = safeRead('/proc/self/stat').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / TICKS;
}

const milliseconds = (match) => {
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
};

/** wrk's command line for one run, pinned to the load cores. */
function wrkCommand(url, { seconds, connections, headers = {}, script }) {
  const threads = Math.max(1, cores - 1);
  const [file, ...args] = cores > 1 ? ['taskset', '-c', loadCores, 'wrk'] : ['wrk'];
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  return {
    threads,
    file,
    args: [...args, '-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', ...headerArgs, ...(script ? ['-s', script] : []), url],
  };
}

/** What one wrk run printed, with the CPU the server (pid) and wrk used over `elapsed` seconds. */
function wrkFigures(stdout, { threads, elapsed, wrkSeconds, serverSeconds, pid }) {
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? NaN);
  return {
    /** the server's CPU time per answer in µs, when its process id was given */
    cpuMicros: pid ? +((serverSeconds * 1e6) / requests).toFixed(1) : undefined,
    /**
     * How busy the server's core was (its CPU seconds over the run's), when its process id was
     * given: near 1, the server set the rate; well under 1 while wrk's share is near 1, wrk did.
     */
    serverBusy: pid ? +(serverSeconds / elapsed).toFixed(2) : undefined,
    /** How busy wrk kept its cores (its CPU seconds over the run's, per thread): near 1, wrk was the limit. */
    wrkBusy: +(wrkSeconds / elapsed / threads).toFixed(2),
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN)),
    p50: milliseconds(/50%\s+([\d.]+)(us|ms|s)/.exec(stdout)),
    p99: milliseconds(/99%\s+([\d.]+)(us|ms|s)/.exec(stdout)),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) + Number(/Socket errors: .*?(\d+) timeout/.exec(stdout)?.[1] ?? 0),
  };
}

/**
 * One wrk run: requests/s, p50 and p99 in ms, and answers that were not 2xx/3xx.
 * `script` is a Lua file for requests that change (random query strings).
 */
export function wrk(url, { seconds, connections, headers = {}, script, pid } = {}) {
  const { threads, file, args } = wrkCommand(url, { seconds, connections, headers, script });
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const wrkBefore = childrenCpuSeconds();
  const started = performance.now();
  const run = spawnSync(file, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const elapsed = (performance.now() - started) / 1000;
  return wrkFigures(run.stdout, {
    threads,
    elapsed,
    wrkSeconds: childrenCpuSeconds() - wrkBefore,
    serverSeconds: pid ? cpuSeconds(pid) - cpuBefore : undefined,
    pid,
  });
}

/**
 * wrk() that lets this process go on meanwhile (bench/audit.mjs keeps audits running through the
 * run). wrk's CPU is read from its own /proc entry just before it ends, since other children of
 * this process may end during the run too.
 */
export function wrkAsync(url, { seconds, connections, headers = {}, script, pid } = {}) {
  const { threads, file, args } = wrkCommand(url, { seconds, connections, headers, script });
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const started = performance.now();
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let wrkSeconds = 0;
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // Sampled while it runs: once it has ended its /proc entry is gone.
  const sampler = setInterval(() => (wrkSeconds = Math.max(wrkSeconds, cpuSeconds(child.pid))), 250);
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`wrk failed: ${stderr}`));
      const elapsed = (performance.now() - started) / 1000;
      resolve(wrkFigures(stdout, { threads, elapsed, wrkSeconds, serverSeconds: pid ? cpuSeconds(pid) - cpuBefore : undefined, pid }));
    });
  });
}

/** The nearest-rank percentile: of 100 values, the p99 is the 99th smallest. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Bare Node holds one nextTick entry too, as the product does (backend/src/common/tick-shape.ts):
// without it, the full collections it happens to run make every later nextTick entry in V8's
// runtime, and the reference gets slower by chance during a run.
const BASELINE = `
const { readFileSync } = require('node:fs');
globalThis.keptTick = undefined;
const tickHook = require('node:async_hooks').createHook({ init(id, type, trigger, resource) { if (type === 'TickObject') globalThis.keptTick ??= resource; } }).enable();
process.nextTick(() => {});
tickHook.disable();
const files = JSON.parse(process.argv[2]);
const answers = new Map(Object.entries(files).map(([path, file]) => [path, { body: readFileSync(file.path), headers: file.headers }]));
require('node:http').createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) { response.writeHead(404); response.end(); return; }
  response.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
  response.end(answer.body);
}).listen(Number(process.argv[1]), '127.0.0.1');`;

/**
 * A bare Node server and nginx, each on core 0 like the product, answering `files` (by path: the
 * bytes and their content type and encoding) from memory and from disk. Returns their base URLs
 * and a stop function.
 */
export async function startReferences(files) {
  // nginx's worker runs as an unprivileged user: its files live apart, readable by everyone.
  const prefix = mkdtempSync(join(tmpdir(), 'rankwell-bench-nginx-'));
  chmodSync(prefix, 0o755);
  const www = join(prefix, 'www');
  mkdirSync(www, { recursive: true, mode: 0o755 });
  const forBaseline = {};
  const locations = [];
  for (const [path, { body, type, encoding }] of Object.entries(files)) {
    const file = join(www, path.replace(/[^a-z0-9.-]/gi, '_'));
    writeFileSync(file, body, { mode: 0o644 });
    const headers = { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) };
    forBaseline[path] = { path: file, headers };
    locations.push(`location = ${path} { default_type "${type}"; ${encoding ? `add_header content-encoding ${encoding};` : ''} alias ${file}; }`);
  }
  const nginxPort = await freePort();
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=100;
  types { }
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  server {
    listen 127.0.0.1:${nginxPort};
    ${locations.join('\n    ')}
  }
}`,
  );
  const [nginxCommand, ...nginxArgs] = pin([NGINX, '-p', prefix, '-c', join(prefix, 'nginx.conf')]);
  const nginx = spawn(nginxCommand, nginxArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
  const baselinePort = await freePort();
  const [baselineCommand, ...baselineArgs] = pin([process.execPath, '-e', BASELINE, String(baselinePort), JSON.stringify(forBaseline)]);
  const baseline = spawn(baselineCommand, baselineArgs, { stdio: 'ignore' });
  const firstPath = Object.keys(files)[0];
  await answered(`http://127.0.0.1:${baselinePort}${firstPath}`, { child: baseline });
  await answered(`http://127.0.0.1:${nginxPort}${firstPath}`, { child: nginx });
  return {
    baselineUrl: `http://127.0.0.1:${baselinePort}`,
    nginxUrl: `http://127.0.0.1:${nginxPort}`,
    baselinePid: baseline.pid,
    nginxPid: nginx.pid,
    stop: () => {
      baseline.kill('SIGTERM');
      nginx.kill('SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
