#!/usr/bin/env node
// Where a kept page's time goes: the production build started with `node --cpu-prof` (pinned to
// core 0, as `npm run bench` pins it), wrk against one page for some seconds (on the other core),
// then the profile's self time summed per function, the busiest first.
//
//   node bench/profile-pages.mjs [--path /] [--encoding br] [--seconds 10] [--connections 50] [--top 30] [--log-level info]
//
// Prints the share of samples per function and per area (the product's code, Node's http, the
// log, the garbage collector, idle), and leaves the .cpuprofile for Chrome's DevTools.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureTools, pin, wrk } from './http-bench.mjs';
import { SERVER_NODE_FLAGS, startServer } from '../scripts/start-server.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    encoding: { type: 'string', default: 'br' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    top: { type: 'string', default: '30' },
    'log-level': { type: 'string', default: 'info' },
  },
});
const root = join(import.meta.dirname, '..');
ensureTools();

const EXIT_ON_USR2 = `data:text/javascript,process.on('SIGUSR2',()=>process.exit(0))`;
const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-profile-'));
const profileDir = mkdtempSync(join(tmpdir(), 'rankwell-cpuprofile-'));
const app = await startServer({
  dataDir,
  env: { LOG_LEVEL: values['log-level'] },
  // Nest's shutdown hooks end the process by its signal, which writes no profile: SIGUSR2 exits normally.
  command: pin([process.execPath, ...SERVER_NODE_FLAGS, '--cpu-prof', '--cpu-prof-dir', profileDir, '--import', EXIT_ON_USR2, 'backend/dist/server.js']),
});
let result;
const window = { from: 0, to: Infinity };
try {
  const headers = { 'accept-encoding': values.encoding };
  // The page is rendered and kept before the measured run.
  for (let i = 0; i < 3; i++) await (await fetch(app.url + values.path, { headers })).arrayBuffer();
  wrk(app.url + values.path, { seconds: 2, connections: Number(values.connections), headers });
  // The profile's clock is the monotonic one hrtime reads: only the samples of the measured run count.
  window.from = Number(process.hrtime.bigint() / 1000n);
  result = wrk(app.url + values.path, { seconds: Number(values.seconds), connections: Number(values.connections), headers, pid: app.child.pid });
  window.to = Number(process.hrtime.bigint() / 1000n);
} finally {
  await app.stop('SIGUSR2');
}

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${profileDir}: did the server exit normally?`);
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
let total = 0;
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index];
  if (at < window.from || at > window.to) return;
  self.set(id, (self.get(id) ?? 0) + 1);
  total++;
});
if (total === 0) throw new Error('no sample fell within the measured run: the profile clock is not the monotonic one here');

const where = ({ callFrame: { functionName, url, lineNumber } }) => {
  const file = url.startsWith('file://') ? relative(root, new URL(url).pathname) : url;
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
};
const area = ({ callFrame: { functionName, url } }) => {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(program)') return 'program (native, not attributed)';
  if (/backend\/dist|frontend\/dist/.test(url)) return /logging|batched-output/.test(url) ? 'the log' : 'the product';
  if (url.startsWith('node:'))
    return `Node: ${url
      .slice(5)
      .split('/')[0]
      .replace(/^internal$/, url.slice(5).split('/').slice(0, 2).join('/'))}`;
  if (url.includes('node_modules'))
    return `package: ${url
      .split('node_modules/')
      .pop()
      .split('/')
      .slice(0, url.includes('node_modules/@') ? 2 : 1)
      .join('/')}`;
  return functionName ? 'native' : 'other';
};

const byFunction = new Map();
const byArea = new Map();
for (const [id, count] of self) {
  const node = nodes.get(id);
  byFunction.set(where(node), (byFunction.get(where(node)) ?? 0) + count);
  byArea.set(area(node), (byArea.get(area(node)) ?? 0) + count);
}
const share = (count) => `${((count / total) * 100).toFixed(1).padStart(5)}%`;
console.log(
  `${values.path} ${values.encoding}, LOG_LEVEL=${values['log-level']}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms, ${result.cpuMicros} CPU µs per answer`,
);
console.log(`${total} samples during the run (of ${profile.samples.length}); profile: ${join(profileDir, file)}\n\nby area`);
for (const [name, count] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`${share(count)}  ${name}`);
console.log('\nby function (self time)');
for (const [name, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`${share(count)}  ${name}`);
