// npm run restore -- <file.tar.gz> [--data-dir ./data]
// Restores a backup made by `npm run backup` into an empty data folder (Rankwell stopped).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const file = process.argv[2];
const index = process.argv.indexOf('--data-dir');
const dataDir = resolve(index >= 0 ? process.argv[index + 1] : (process.env.DATA_DIR ?? './data'));
const pgdata = join(dataDir, 'pgdata');

if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--data-dir ./data]');
  process.exit(1);
}
if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
  console.error(`${pgdata} already holds a database; restore into an empty data folder (move the old one aside first).`);
  process.exit(1);
}
mkdirSync(pgdata, { recursive: true });
const db = await PGlite.create({ dataDir: pgdata, loadDataDir: new Blob([readFileSync(file)]) });
const rows = await db.query(
  `SELECT (SELECT count(*) FROM customer_order) AS orders, (SELECT count(*) FROM message) AS messages, (SELECT count(*) FROM subscriber) AS subscribers`,
);
await db.close();
const counts = rows.rows[0];
console.log(`Restored ${file} into ${pgdata} (${counts.orders} orders, ${counts.messages} messages, ${counts.subscribers} subscribers)`);
