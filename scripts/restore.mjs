// npm run restore -- <file.tar.gz> [--data-dir ./data]
// Restores a backup made by `npm run backup` into an empty data folder (the site stopped): the
// database, whose every table's rows it counts in what it wrote, and the site's files beside it
// (its jwt-secret). Backups made before those files were kept still restore, with a note.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { countRows, describeCounts, openDatabase, unpackBackup } from './database-copy.mjs';

const file = process.argv[2];
const index = process.argv.indexOf('--data-dir');
const dataDir = resolve(index >= 0 ? process.argv[index + 1] : (process.env.DATA_DIR ?? './data'));
const pgdata = join(dataDir, 'pgdata');

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if (!file || !existsSync(file)) fail('Usage: npm run restore -- <backup.tar.gz> [--data-dir ./data]');
if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
  fail(`${pgdata} already holds a database; restore into an empty data folder (move the old one aside first).`);
}
let backup;
try {
  backup = unpackBackup(readFileSync(file));
} catch (error) {
  fail(`${file}: ${error.message}`);
}
// Checked before anything is written: a folder's own secret is never replaced.
for (const [name, data] of Object.entries(backup.files)) {
  const target = join(dataDir, name);
  if (existsSync(target) && !readFileSync(target).equals(data)) {
    fail(`${target} already exists and differs from the backup's; restore into an empty data folder (move the old one aside first).`);
  }
}

mkdirSync(pgdata, { recursive: true, mode: 0o700 });
const db = await openDatabase({ dataDir: pgdata, archive: backup.archive });
const counts = await countRows(db);
await db.close();
for (const [name, data] of Object.entries(backup.files)) writeFileSync(join(dataDir, name), data, { mode: 0o600 });
const restoredFiles = Object.keys(backup.files);
console.log(`Restored ${file} into ${dataDir}${restoredFiles.length ? ` with ${restoredFiles.join(', ')}` : ''} (${describeCounts(counts)})`);
if (!backup.files['jwt-secret']) {
  console.log(
    backup.format === 1
      ? `This backup was made before backups held the site's jwt-secret: before starting, copy jwt-secret from the data folder it was taken from into ${dataDir} (or set JWT_SECRET as it was), or sessions end, unsubscribe links already mailed stop working and webhook secrets must be rolled.`
      : `The site backed up had no jwt-secret file: start it with the JWT_SECRET it had, or sessions end, unsubscribe links already mailed stop working and webhook secrets must be rolled.`,
  );
} else if (process.env.JWT_SECRET && process.env.JWT_SECRET !== backup.files['jwt-secret'].toString('utf8').trim()) {
  console.log(`JWT_SECRET is set here and differs from the restored jwt-secret: a site started with it ignores the file.`);
}
