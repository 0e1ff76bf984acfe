// Starts the production build on a free port with a fresh embedded database, as a user's
// `npm start` would, and hands its address to the tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const STATE_FILE = join(tmpdir(), 'rankwell-e2e-server.json');

export default async function setup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser suite: Chromium not found at ${CHROMIUM}; install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`);
  }
  const root = resolve(import.meta.dirname, '..');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['backend/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYPAL_MODE: 'simulator',
      RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`Browser suite: the server exited with ${server.exitCode} before answering`);
    await new Promise((done) => setTimeout(done, 200));
  }
  writeFileSync(STATE_FILE, JSON.stringify({ baseUrl, pid: server.pid, dataDir }));
  process.env.RANKWELL_E2E_URL = baseUrl;
  process.env.RANKWELL_E2E_DATA = dataDir;
  globalThis.__rankwellServer = server;
}
