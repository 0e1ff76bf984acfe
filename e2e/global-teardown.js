import { rmSync } from 'node:fs';

export default async function teardown() {
  const server = globalThis.__rankwellServer;
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  }
  if (process.env.RANKWELL_E2E_DATA) rmSync(process.env.RANKWELL_E2E_DATA, { recursive: true, force: true });
}
