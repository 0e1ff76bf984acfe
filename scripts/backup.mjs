// npm run backup -- [--data-dir ./data] [--out file.tar.gz]
// Copies the embedded database into one compressed file. Rankwell must be stopped: the embedded
// engine belongs to one process at a time. For PostgreSQL servers use pg_dump (see README).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const dataDir = resolve(option('data-dir', process.env.DATA_DIR ?? './data'));
const out = resolve(option('out', `rankwell-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
const pgdata = join(dataDir, 'pgdata');

if (!existsSync(pgdata)) {
  console.error(`No embedded database at ${pgdata}`);
  process.exit(1);
}
const lock = join(dataDir, 'rankwell.pid');
if (existsSync(lock)) {
  const pid = Number(readFileSync(lock, 'utf8'));
  try {
    process.kill(pid, 0);
    console.error(`Rankwell is running (pid ${pid}) on ${dataDir}; stop it first, then back up.`);
    process.exit(1);
  } catch {
    // a stale lock from a process that is gone
  }
}
const db = await PGlite.create({ dataDir: pgdata });
const rows = await db.query(
  `SELECT (SELECT count(*) FROM customer_order) AS orders, (SELECT count(*) FROM message) AS messages, (SELECT count(*) FROM subscriber) AS subscribers`,
);
const archive = await db.dumpDataDir('gzip');
await db.close();
writeFileSync(out, Buffer.from(await archive.arrayBuffer()));
const counts = rows.rows[0];
console.log(`Backed up ${pgdata} to ${out} (${counts.orders} orders, ${counts.messages} messages, ${counts.subscribers} subscribers)`);
