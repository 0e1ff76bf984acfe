import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { migrate } from './migrate.js';

/**
 * Writes the embedded database's template (`npm run build`, backend/scripts/pg-template.mjs): a
 * cluster with every migration applied, as a tar.gz. A first start unpacks it in a fraction of a
 * second instead of running initdb in WebAssembly (about 2 s) and then the migrations (about
 * 0.4 s); migrations added later still run at start-up, as on any existing database.
 * Returns the names of the migrations it holds.
 */
export async function writePgTemplate(output: string): Promise<string[]> {
  const { tar, applied } = await migratedCluster();
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, gzipSync(tar, { level: 9 }));
  return applied;
}

/** A new cluster with every migration applied, as an uncompressed tar, and the migrations' names. */
export async function migratedCluster(): Promise<{ tar: Buffer; applied: string[] }> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const applied = await migrateCluster(db);
    await db.exec('CHECKPOINT');
    const tar = await db.dumpDataDir('none');
    return { tar: Buffer.from(await tar.arrayBuffer()), applied };
  } finally {
    await db.close();
  }
}

/** Runs the migrations over the wire, served from the PGlite instance for the while. */
async function migrateCluster(db: PGlite): Promise<string[]> {
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  try {
    return await migrate(`postgres://postgres@${server.getServerConn()}/postgres`);
  } finally {
    await server.stop();
  }
}
