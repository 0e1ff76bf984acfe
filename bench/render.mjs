#!/usr/bin/env node
// The uncached render of the public pages, for one build or several compared in one run: each
// round renders every page in a fresh process per build (the builds taking turns), with the same
// site data, read once from the product started on this checkout's build.
//
//   node bench/render.mjs [--renders 300] [--rounds 3] [--path / --path /pricing/] [--server-dir frontend/dist/server --server-dir <other build>/frontend/dist/server]
//
// A build to compare against: `git worktree add /tmp/before <commit> && cd /tmp/before && npm ci &&
// npm run build`, then pass both server folders. Prints per build and page the median, p99
// (nearest rank), slowest and CPU time per render, each the median of the rounds: CPU time is the
// figure least moved by other work on the machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../scripts/start-server.mjs';
import { median, percentile } from './http-bench.mjs';

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true },
    'server-dir': { type: 'string', multiple: true },
    child: { type: 'string' },
    site: { type: 'string' },
  },
});
const renders = Number(values.renders);
const paths = values.path ?? ['/', '/pricing/', '/service/', '/contact'];

if (values.child) {
  // One build's renders, in this fresh process; the results go to stdout as JSON.
  process.env.NODE_ENV = 'production';
  const serverDir = values.child;
  const bundle = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(serverDir, '../client/.vite/manifest.json'), 'utf8'));
  const { url, site } = JSON.parse(readFileSync(values.site, 'utf8'));
  const rows = [];
  for (const path of paths) {
    const { address } = bundle.pageAddress(path, site);
    const render = () => bundle.render({ url: address, site, viewer: null, manifest, publicUrl: url });
    for (let i = 0; i < 30; i++) await render(); // warm the JIT
    const times = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < renders; i++) {
      const started = performance.now();
      await render();
      times.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    rows.push({
      path,
      median: median(times),
      p99: percentile(times, 99),
      slowest: times.at(-1),
      cpu: (used.user + used.system) / 1000 / renders,
      bytes: Buffer.byteLength((await render()).html),
    });
  }
  process.stdout.write(JSON.stringify(rows));
  process.exit(0);
}

const serverDirs = (values['server-dir'] ?? ['frontend/dist/server']).map((dir) => resolve(dir));
const work = mkdtempSync(join(tmpdir(), 'rankwell-render-'));
try {
  const dataDir = join(work, 'data');
  const server = await startServer({ dataDir });
  const siteFile = join(work, 'site.json');
  try {
    writeFileSync(siteFile, JSON.stringify({ url: server.url, site: await (await fetch(`${server.url}/api/site`)).json() }));
  } finally {
    await server.stop();
  }
  const results = serverDirs.map(() => []);
  for (let round = 0; round < Number(values.rounds); round++) {
    serverDirs.forEach((dir, index) => {
      const child = spawnSync(
        process.execPath,
        [import.meta.filename, '--child', dir, '--site', siteFile, '--renders', String(renders), ...paths.flatMap((path) => ['--path', path])],
        { encoding: 'utf8', maxBuffer: 1 << 24 },
      );
      if (child.status !== 0) throw new Error(`rendering with ${dir} failed:\n${child.stderr}`);
      results[index].push(JSON.parse(child.stdout));
    });
  }
  console.log(`Uncached render, ${renders} renders per page after 30 to warm up, ${values.rounds} rounds (medians of the rounds), Node ${process.version}\n`);
  console.log(
    'build'.padEnd(50) +
      'page'.padEnd(12) +
      'median ms'.padStart(10) +
      'p99 ms'.padStart(9) +
      'slowest'.padStart(9) +
      'CPU ms'.padStart(9) +
      'bytes'.padStart(9),
  );
  serverDirs.forEach((dir, index) => {
    paths.forEach((path, row) => {
      const of = (field) => median(results[index].map((rounds) => rounds[row][field]));
      console.log(
        dir.slice(-48).padEnd(50) +
          path.padEnd(12) +
          of('median').toFixed(2).padStart(10) +
          of('p99').toFixed(2).padStart(9) +
          of('slowest').toFixed(2).padStart(9) +
          of('cpu').toFixed(2).padStart(9) +
          String(of('bytes')).padStart(9),
      );
    });
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
