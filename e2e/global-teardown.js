import { rmSync } from 'node:fs';

export default async function teardown() {
  const server = globalThis.__rankwellServer;
  if (server) await Promise.race([server.stop(), new Promise((done) => setTimeout(done, 10_000))]);
  if (process.env.RANKWELL_E2E_DATA) rmSync(process.env.RANKWELL_E2E_DATA, { recursive: true, force: true });
}
