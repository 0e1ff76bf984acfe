// Starts the production build on a free port with a fresh embedded database, as a user's
// `npm start` would, and hands its address to the tests.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../scripts/start-server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default async function setup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser suite: Chromium not found at ${CHROMIUM}; install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-e2e-'));
  const server = await startServer({
    dataDir,
    env: {
      PAYPAL_MODE: 'simulator',
      RATE_LIMIT_FACTOR: '100',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      AUDITS_ALLOW_PRIVATE: 'true',
      PROJECT_REPORT_SWEEP_SECONDS: '2',
    },
    echoErrors: true,
  });
  process.env.RANKWELL_E2E_URL = server.url;
  process.env.RANKWELL_E2E_DATA = dataDir;
  globalThis.__rankwellServer = server;
}
