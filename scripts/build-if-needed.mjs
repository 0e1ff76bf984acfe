// `npm start` builds first when the build is missing or older than the sources, so a fresh
// clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = [
  'backend/dist/server.js',
  'backend/dist/audit-process.js',
  'backend/dist/pgdata-template.tar.gz',
  'frontend/dist/server/entry-server.js',
  'frontend/dist/client/.vite/manifest.json',
];
const sources = [
  'backend/src',
  'frontend/src',
  'frontend/public',
  'openapi/client/src',
  'frontend/vite.config.ts',
  'backend/rolldown.config.mjs',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const missing = outputs.some((file) => !existsSync(file));
const builtAt = missing ? 0 : Math.min(...outputs.map((file) => statSync(file).mtimeMs));
if (missing || Math.max(...sources.map(newest)) > builtAt) {
  console.log('Building Rankwell (frontend and backend)…');
  execSync('npm run build', { stdio: 'inherit' });
}
