// npm run backup -- [--data-dir ./data] [--out file.tar.gz]
// Copies a site on the embedded database into one compressed file, whether it runs or not: its
// database and the files of its data folder it needs besides (SITE_FILES: the jwt-secret that
// signs sessions and unsubscribe links and seals webhook secrets). A running server makes the
// database's copy itself (database-copy.mjs); a stopped one's folder is opened here. Either way the
// copy is opened in memory and every table counted before the file is written, so a backup that
// does not load is never kept. For PostgreSQL servers use pg_dump (see README).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copySiteDatabase, countRows, describeCounts, openDatabase, packBackup, readSiteFiles } from './database-copy.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const dataDir = resolve(option('data-dir', process.env.DATA_DIR ?? './data'));
const out = resolve(option('out', `rankwell-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));

try {
  const { archive, pid } = await copySiteDatabase(dataDir);
  const copy = await openDatabase({ archive });
  const counts = await countRows(copy);
  await copy.close();
  const files = readSiteFiles(dataDir);
  // The file holds the site's secret: only its user may read it, as the data folder.
  writeFileSync(out, packBackup({ archive, files, counts }), { mode: 0o600 });
  console.log(`Backed up ${dataDir}${pid ? ` from the running server (pid ${pid})` : ''} to ${out} (${describeCounts(counts)})`);
  if (!files['jwt-secret']) {
    console.log(
      `${join(dataDir, 'jwt-secret')} does not exist, so this site's secret is its JWT_SECRET setting: a restored site needs the same JWT_SECRET, or its sessions, unsubscribe links and webhook secrets stop working.`,
    );
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
