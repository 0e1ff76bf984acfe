// Copies what the bundled server needs at run time into one folder: the Docker image's final
// stage is this folder and nothing else (no sources, no dev tools, no node_modules it never loads).
//
//   node scripts/runtime-image.mjs <out-dir>          (after `npm run build`)
//   node scripts/runtime-image.mjs <out-dir> --check  also starts the server from it and asks for
//                                                     its health, the home page and the API docs
//
// backend/dist/server.js bundles every package except the ones rolldown leaves outside (native
// addons, WebAssembly, files read beside their code). Those, and the packages they depend on, are
// copied from the installed node_modules, so the versions are the lockfile's.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outside } from '../backend/rolldown.config.mjs';
import { SERVER_NODE_FLAGS, startServer } from './start-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The files the server reads: its bundle, the embedded database's template and thread, the built frontend, the package.json files it finds the checkout by. */
const FILES = [
  'package.json',
  'backend/package.json',
  'backend/dist/server.js',
  'backend/dist/server.js.map',
  // a site audit's process, a bundle of its own (rolldown.config.mjs)
  'backend/dist/audit-process.js',
  'backend/dist/audit-process.js.map',
  'backend/dist/pgdata-template.tar.gz',
  // the embedded engine's thread, plain JavaScript outside the bundle (embedded-postgres.ts)
  'backend/src/database/engine-worker.mjs',
  'frontend/package.json',
  'frontend/dist',
];

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Where Node would find `name` from `fromDir`: the nearest node_modules upwards, as the resolver looks. */
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/** The package a bare import specifier names: `@scope/name/sub` → `@scope/name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

// `createRequire(import.meta.url)("x")` too: a package loaded so at run time is not one rolldown
// sees as an import (deliverables.controller.ts loads content-disposition that way).
const IMPORTS = /(?:\bfrom\s*|\brequire[\w$]*\(|\bimport\(|\bcreateRequire\(import\.meta\.url\)\()\s*["']([^"'./][^"']*)["']/g;

/** The packages a bundle imports or requires (those `keep` accepts), with the folder they resolve from. */
function importsOf(file, from, keep) {
  const names = new Set();
  for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORTS)) {
    if (keep(match[1])) names.add(packageName(match[1]));
  }
  return [...names].map((name) => ({ name, from: join(root, from) }));
}

/**
 * What the bundles load from node_modules: the server's bundle whatever rolldown left outside it,
 * the server-side renderer's (Vite's SSR build keeps dependencies external) every package it names.
 */
function externalsOfBundles() {
  const renderer = readdirSync(join(root, 'frontend/dist/server'), { recursive: true }).filter((file) => file.endsWith('.js'));
  return [
    ...importsOf('backend/dist/server.js', 'backend', (specifier) => outside.some((pattern) => pattern.test(specifier))),
    ...importsOf('backend/dist/audit-process.js', 'backend', (specifier) => outside.some((pattern) => pattern.test(specifier))),
    ...importsOf('backend/src/database/engine-worker.mjs', 'backend', () => true),
    ...renderer.flatMap((file) => importsOf(`frontend/dist/server/${file}`, 'frontend', () => true)),
  ];
}

/** The packages the bundle loads at run time and every package they depend on, as installed folders. */
export function runtimePackages() {
  const found = new Set();
  // A package the bundle names but the full install lacks is one Nest or TypeORM load only when
  // installed (pg-native, @nestjs/microservices): the server never needs it.
  const queue = externalsOfBundles().map((entry) => ({ ...entry, optional: true }));
  while (queue.length > 0) {
    const { name, from, optional } = queue.shift();
    const dir = findPackage(name, from);
    if (!dir) {
      if (optional) continue;
      throw new Error(`${name}, needed at run time, is not installed (run npm ci first)`);
    }
    if (found.has(dir)) continue;
    found.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) queue.push({ name: dep, from: dir, optional: false });
    // sharp's prebuilt binaries for other platforms are optional and absent
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) queue.push({ name: dep, from: dir, optional: true });
    for (const dep of Object.keys(pkg.peerDependencies ?? {})) {
      if (!pkg.peerDependenciesMeta?.[dep]?.optional) queue.push({ name: dep, from: dir, optional: true });
    }
  }
  return [...found].sort();
}

function main() {
  const out = process.argv[2];
  if (!out || out.startsWith('--')) {
    console.error('usage: node scripts/runtime-image.mjs <out-dir>');
    process.exit(2);
  }
  const target = resolve(out);
  for (const file of FILES) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  rmSync(target, { recursive: true, force: true });
  for (const file of FILES) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file), { recursive: statSync(join(root, file)).isDirectory() });
  }
  const packages = runtimePackages();
  for (const dir of packages) {
    cpSync(dir, join(target, dir.slice(root.length)), { recursive: true, dereference: true });
  }
  console.log(`${target}: ${FILES.length} entries and ${packages.length} packages`);
  return target;
}

/** Starts the server from the folder alone (this checkout's node_modules out of its reach) and asks it for pages. */
async function check(target) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-runtime-'));
  const server = await startServer({ dataDir, command: [process.execPath, ...SERVER_NODE_FLAGS, join(target, 'backend/dist/server.js')], echoErrors: true });
  try {
    for (const path of ['/', '/pricing/', '/api/docs/', '/api/site']) {
      const response = await fetch(server.url + path);
      await response.body?.cancel();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} from ${target}`);
    }
    console.log(`${target}: the server started from it and served /, /pricing/, /api/docs/ and /api/site`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = main();
  if (process.argv.includes('--check')) await check(target);
}
