// npm run restore -- <file.tar.gz> [--data-dir ./data]
// Restores a backup made by `npm run backup` into an empty data folder (Rankwell stopped), and
// counts every table's rows in what it wrote.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { countRows, describeCounts, openDatabase } from './database-copy.mjs';

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
mkdirSync(pgdata, { recursive: true, mode: 0o700 });
const db = await openDatabase({ dataDir: pgdata, archive: readFileSync(file) });
const counts = await countRows(db);
await db.close();
console.log(`Restored ${file} into ${pgdata} (${describeCounts(counts)})`);
