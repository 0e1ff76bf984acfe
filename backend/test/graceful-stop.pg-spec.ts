import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { freePort } from './harness.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * The built product (npm run build) as its own process, as `npm start` runs it: its log lines are
 * written in batches once a second, so a stop must write what is still waiting. (A `.pg-spec` for
 * the build it needs, which CI makes before this phase; it runs on the embedded engine.)
 */
describe('a graceful stop', () => {
  it('writes the lines of the requests answered just before SIGTERM', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['backend/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        JWT_SECRET: 'stop-test-secret-long-enough',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ended = once(server, 'exit');
    try {
      let up = false;
      for (let attempt = 0; attempt < 300 && !up; attempt++) {
        up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!up) await new Promise((done) => setTimeout(done, 100));
      }
      expect(up).toBe(true);
      const ids = ['stop-line-1', 'stop-line-2', 'stop-line-3'];
      for (const id of ids) expect((await fetch(`http://127.0.0.1:${port}/api/pricings`, { headers: { 'x-request-id': id } })).status).toBe(200);
      server.kill('SIGTERM');
      await ended;
      expect(ids.filter((id) => !output.includes(id))).toEqual([]);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
  }, 60_000);
});
