// The embedded engine's thread (embedded-postgres.ts starts it): PGlite, the Unix socket the app's
// pool connects to, and the socket `npm run backup` asks for a copy on.
//
// It is a thread of its own because PGlite's pg_trgm extension, loaded into the main thread's V8
// isolate, made every process.nextTick there 2.4 times slower (measured: docs/performance.md), and
// the main thread answers every page; here the queries also run beside the requests, not between
// them. Plain JavaScript: a worker thread loads a file as Node finds it, in the tests as in the
// bundle, and Node 20 does not run TypeScript.
import { chmodSync, fdatasyncSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * @typedef {object} EngineWorkerData
 * @property {string} [location] the database folder; without it, the database is in memory
 * @property {Uint8Array} [cluster] for a database in memory: a migrated cluster (an uncompressed tar) to start from
 * @property {string} [template] the template the folder was just unpacked from, named when it does not open
 * @property {string} socket the path of the socket the pool connects to
 * @property {string} [backupSocket] the path of the socket `npm run backup` asks on
 * @property {number} maxConnections
 * @property {boolean} [relaxed] commits not synced to the disk, as PGlite's default: only bench/durability.mjs's comparison sets it
 */

/** @type {EngineWorkerData} */
const settings = workerData;
/** @param {'log' | 'warn' | 'error'} level @param {string} message */
const log = (level, message) => parentPort?.postMessage({ type: 'log', level, message });

/**
 * The data folder through Emscripten's NODEFS, as PGlite's own NodeFS, except that an fsync reaches
 * the disk. NODEFS has no fsync of its own (Emscripten answers it with success and does nothing) and
 * PGlite starts PostgreSQL with `-F` (fsync off), so a commit was acknowledged before any of it
 * left the page cache: a power cut could lose it. Here fsync is on, the WAL is flushed with fsync
 * (Emscripten's fdatasync is a no-op that never reaches the file system's operations, fsync does),
 * and that fsync becomes a real fdatasync(2) of the file: one per commit, as on a PostgreSQL server.
 */
class DurableNodeFS extends NodeFS {
  /** @param {any} pg @param {any} emscriptenOptions */
  async init(pg, emscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    const patchFsync = (/** @type {any} */ module) => {
      const nodefs = module.FS.filesystems.NODEFS;
      // tryFSOperation turns a Node error (EIO, ENOSPC) into the errno PostgreSQL sees, which then
      // stops as a server does when an fsync fails rather than carry on with data it cannot trust.
      nodefs.stream_ops.fsync = (/** @type {{ nfd: number }} */ stream) => nodefs.tryFSOperation(() => fdatasyncSync(stream.nfd));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...emscriptenOpts.preRun, patchFsync] } };
  }
}

/** PGlite's own start parameters, without `-F` (fsync off), flushing the WAL with fsync (see DurableNodeFS). */
const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'), '-c', 'wal_sync_method=fsync'];

/**
 * PostgreSQL's own words when it gives up (a PANIC: a WAL file it cannot write on a full disk, an
 * fsync that failed) and Emscripten's when the WebAssembly then aborts: PGlite never answers again.
 * The main thread hears it at once and starts the engine anew, as a server's postmaster would.
 * @param {string} text
 */
function onStderr(text) {
  if (/\bPANIC:|^Aborted\(/.test(text)) parentPort?.postMessage({ type: 'failed', message: text.trim() });
  return false;
}

/** @returns {import('@electric-sql/pglite').PGliteOptions} */
function options() {
  // The extensions the migrations create (a PostgreSQL server ships them; PGlite loads them here).
  const extensions = { pg_trgm };
  if (settings.location) {
    mkdirSync(settings.location, { recursive: true, mode: 0o700 });
    if (settings.relaxed) return { dataDir: settings.location, extensions, onStderr };
    return { fs: new DurableNodeFS(settings.location), startParams: DURABLE_START_PARAMS, extensions, onStderr };
  }
  return settings.cluster ? { loadDataDir: new Blob([settings.cluster]), extensions } : { extensions };
}

/** Opens the database; a folder just unpacked from the template that does not open is made anew (PGlite runs initdb in an empty one). */
async function open() {
  try {
    return await PGlite.create(options());
  } catch (error) {
    if (!settings.template || !settings.location) throw error;
    log('warn', `The database template ${settings.template} did not load (${error.message}); initialising a new database instead`);
    rmSync(settings.location, { recursive: true, force: true });
    return PGlite.create(options());
  }
}

/**
 * Lets `npm run backup` copy the database while the server runs: the copy is made here, as one
 * exclusive step of PGlite's (no query runs while the files are read, so the copy is what a crash
 * at that instant would leave: every committed transaction, none half-done).
 * @param {PGlite} db @param {string} path
 */
async function serveBackups(db, path) {
  const backups = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/dump') {
      response.writeHead(404).end();
      return;
    }
    const started = performance.now();
    db.dumpDataDir('gzip')
      .then(async (archive) => {
        const bytes = Buffer.from(await archive.arrayBuffer());
        log('log', `Copied the database for a backup: ${bytes.length} bytes in ${Math.round(performance.now() - started)} ms`);
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
      })
      .catch((/** @type {Error} */ error) => {
        log('error', `A backup copy failed: ${error.message}`);
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
      });
  });
  await new Promise((listening, failed) => backups.once('error', failed).listen(path, () => listening(undefined)));
  chmodSync(path, 0o600);
  return backups;
}

const db = await open();
// A thread that ended without closing its server (stopped by the main thread after PGlite failed)
// leaves the socket's file behind, and listening on a path that exists fails.
rmSync(settings.socket, { force: true });
if (settings.backupSocket) rmSync(settings.backupSocket, { force: true });
const server = new PGLiteSocketServer({ db, path: settings.socket, maxConnections: settings.maxConnections });
await server.start();
chmodSync(settings.socket, 0o600);
const backups = settings.backupSocket ? await serveBackups(db, settings.backupSocket) : undefined;

parentPort?.on('message', (message) => {
  // The main thread's watchdog: an answer says this thread still runs its event loop (it does not
  // while PGlite runs a statement, or spins after an abort) and PGlite has not been closed.
  if (typeof message === 'object' && message?.type === 'probe') {
    parentPort?.postMessage({ type: 'probed', id: message.id, ok: !db.closed });
    return;
  }
  if (message !== 'stop') return;
  void (async () => {
    if (backups) await new Promise((closed) => backups.close(() => closed(undefined)));
    await server.stop();
    if (!db.closed) await db.close();
    parentPort?.postMessage({ type: 'stopped' });
    parentPort?.close();
  })().catch((error) => {
    log('error', `The embedded database did not stop cleanly: ${error.message}`);
    parentPort?.postMessage({ type: 'stopped' });
    parentPort?.close();
  });
});
parentPort?.postMessage({ type: 'ready' });
