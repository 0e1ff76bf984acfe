// What the backup, restore and copy-to-server scripts share: reading a site's embedded database
// (from the running server or its stopped folder), the backup file's layout, opening a copy with
// the extensions its migrations created, and counting every table's rows to show the copy whole.
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createTar, parseTar } from 'nanotar';

/**
 * The files of DATA_DIR a site needs besides its database. `jwt-secret` (made at the first start
 * when JWT_SECRET is not set) signs sessions and unsubscribe links and seals the webhook signing
 * secrets: without it those all stop working. The rest of the folder is not the site's data:
 * `setup-link` lasts until the first Admin exists, `rankwell.pid` and `backup-socket` name the
 * running process, `outbox` holds copies of mails sent without SMTP. The media library is in the
 * database (or a bucket, backed up on its own).
 */
export const SITE_FILES = ['jwt-secret'];

/** The first entry of a backup file from this version on; older files are the database archive alone. */
const MANIFEST = 'rankwell-backup.json';
const DATABASE_ENTRY = 'database.tar.gz';

/** Opens a database folder, or an archive loaded into a folder or (without one) into memory. */
export function openDatabase({ dataDir, archive } = {}) {
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(archive ? { loadDataDir: new Blob([archive]) } : {}), extensions: { pg_trgm } });
}

/** The pid of the server using this data folder, if one is alive. */
export function runningServer(dataDir) {
  const lock = join(dataDir, 'rankwell.pid');
  if (!existsSync(lock)) return undefined;
  const pid = Number(readFileSync(lock, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // a stale lock from a process that is gone
  }
}

/**
 * The running server's copy of its database (a gzipped archive of its folder). The server owns
 * the engine, so it makes the copy itself, asked on the socket it names in DATA_DIR/backup-socket
 * (reachable by its user only); queries wait while it is made, so it holds every committed write.
 */
export function copyFromServer(dataDir, pid) {
  const socketFile = join(dataDir, 'backup-socket');
  if (!existsSync(socketFile)) {
    throw new Error(
      `The site is running (pid ${pid}) on ${dataDir} but offers no backup socket (a version without online backups): stop it first, then try again.`,
    );
  }
  return new Promise((done, failed) => {
    const asked = request({ socketPath: readFileSync(socketFile, 'utf8').trim(), path: '/dump', method: 'GET' }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) done(body);
        else failed(new Error(`The running server could not copy its database: ${body.toString('utf8') || response.statusCode}`));
      });
      response.on('error', failed);
    });
    asked.on('error', (error) => failed(new Error(`The running server (pid ${pid}) did not answer on its backup socket: ${error.message}`)));
    asked.end();
  });
}

/** A copy of a stopped site's database folder, as the same kind of archive. */
export async function copyFromFolder(pgdata) {
  const db = await openDatabase({ dataDir: pgdata });
  try {
    return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** The site's database as an archive, from the running server or its stopped folder, and the server's pid if it runs. */
export async function copySiteDatabase(dataDir) {
  const pgdata = join(dataDir, 'pgdata');
  if (!existsSync(pgdata)) throw new Error(`No embedded database at ${pgdata}`);
  const pid = runningServer(dataDir);
  return { archive: pid ? await copyFromServer(dataDir, pid) : await copyFromFolder(pgdata), pid };
}

/** The site's files (SITE_FILES) that exist in its data folder, by name. */
export function readSiteFiles(dataDir) {
  return Object.fromEntries(SITE_FILES.filter((name) => existsSync(join(dataDir, name))).map((name) => [name, readFileSync(join(dataDir, name))]));
}

/** One backup file: a manifest, the database's archive and the site's files, as a .tar.gz. */
export function packBackup({ archive, files, counts }) {
  const manifest = { format: 2, createdAt: new Date().toISOString(), database: DATABASE_ENTRY, files: Object.keys(files), counts };
  const tar = createTar([
    { name: MANIFEST, data: JSON.stringify(manifest, null, 2) },
    { name: DATABASE_ENTRY, data: archive },
    ...Object.entries(files).map(([name, data]) => ({ name: `files/${name}`, data, attrs: { mode: '600' } })),
  ]);
  // The database's archive is compressed already.
  return gzipSync(tar, { level: 1 });
}

/**
 * What a backup file holds. A file from before the site's files were kept (format 1) is the
 * database's archive alone: it restores as before, with no files.
 */
export function unpackBackup(file) {
  let entries;
  try {
    entries = parseTar(gunzipSync(file));
  } catch {
    entries = [];
  }
  if (entries[0]?.name !== MANIFEST) return { format: 1, archive: file, files: {} };
  const manifest = JSON.parse(Buffer.from(entries[0].data).toString('utf8'));
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  const archive = byName.get(manifest.database);
  if (!archive) throw new Error(`The backup names ${manifest.database} but does not hold it: the file is damaged`);
  const files = {};
  for (const name of manifest.files) {
    // Only the names this version knows, so a damaged or forged file cannot write elsewhere.
    if (!SITE_FILES.includes(name)) throw new Error(`The backup holds a file this version does not know (${name}): restore it with a newer version`);
    const data = byName.get(`files/${name}`);
    if (!data) throw new Error(`The backup names files/${name} but does not hold it: the file is damaged`);
    files[name] = Buffer.from(data);
  }
  return { format: manifest.format, archive: Buffer.from(archive), files };
}

/** Schemas PostgreSQL itself keeps; every other one is the site's. */
export const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

/** A table's name as SQL: quoted, and qualified by its schema unless that is public. */
export const tableSql = (schema, table) => `${schema === 'public' ? '' : `"${schema.replaceAll('"', '""')}".`}"${table.replaceAll('"', '""')}"`;
/** A table's name as people read it: schema-qualified unless in public. */
export const tableName = (schema, table) => (schema === 'public' ? table : `${schema}.${table}`);

/** Every table of the site's schemas with its number of rows, by name (public's unqualified). */
export async function countRows(db) {
  const tables = await db.query(
    `SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ${SYSTEM_SCHEMAS} ORDER BY schemaname <> 'public', schemaname, tablename`,
  );
  const counts = {};
  for (const { schemaname, tablename } of tables.rows) {
    const result = await db.query(`SELECT count(*)::int AS n FROM ${tableSql(schemaname, tablename)}`);
    counts[tableName(schemaname, tablename)] = result.rows[0].n;
  }
  return counts;
}

/** One line for people: the counts they know, then every table. */
export function describeCounts(counts) {
  const known = `${counts.customer_order ?? 0} orders, ${counts.message ?? 0} messages, ${counts.subscriber ?? 0} subscribers`;
  const tables = Object.entries(counts)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  return `${known}; ${Object.keys(counts).length} tables: ${tables}`;
}
