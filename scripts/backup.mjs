// npm run backup -- [--data-dir ./data] [--out file.tar.gz]
// Copies the embedded database into one compressed file, whether Rankwell runs or not. A running
// server owns the engine, so it makes the copy itself, asked on the socket it names in
// DATA_DIR/backup-socket (reachable by its user only); a stopped one's folder is opened here.
// Either way the copy is opened in memory and every table counted before the file is written, so
// a backup that does not load is never kept. For PostgreSQL servers use pg_dump (see README).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { countRows, describeCounts, openDatabase } from './database-copy.mjs';

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

/** The pid of the server using this folder, if one is alive. */
function runningServer() {
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

/** The running server's copy of its database. */
function copyFromServer(pid) {
  const socketFile = join(dataDir, 'backup-socket');
  if (!existsSync(socketFile)) {
    throw new Error(
      `Rankwell is running (pid ${pid}) on ${dataDir} but offers no backup socket (a version without online backups): stop it first, then back up.`,
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

/** A copy of the stopped server's folder. */
async function copyFromFolder() {
  const db = await openDatabase({ dataDir: pgdata });
  try {
    return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

try {
  const pid = runningServer();
  const archive = pid ? await copyFromServer(pid) : await copyFromFolder();
  const copy = await openDatabase({ archive });
  const counts = await countRows(copy);
  await copy.close();
  writeFileSync(out, archive, { mode: 0o600 });
  console.log(`Backed up ${pgdata}${pid ? ` from the running server (pid ${pid})` : ''} to ${out} (${describeCounts(counts)})`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
