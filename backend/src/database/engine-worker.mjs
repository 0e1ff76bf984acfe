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

/** How long a new connection waits for the slot a closing one is giving back (a pool reconnecting at once) before it is refused. */
const SLOT_WAIT_MS = 1_000;
/** How long a refused client has to send its start-up message, which it reads the refusal after. */
const REFUSAL_WAIT_MS = 2_000;
/** Connections waiting for the slot beyond this many are refused at once. */
const MAX_WAITING = 4;

/**
 * A PostgreSQL ErrorResponse: FATAL, too_many_connections (53300), with a hint. psql and pg_dump
 * print it as they print a server's refusal; the pg driver rejects connect() with its message.
 * @param {string} message @param {string} hint
 */
function refusal(message, hint) {
  const fields = [
    ['S', 'FATAL'],
    ['V', 'FATAL'],
    ['C', '53300'],
    ['M', message],
    ['H', hint],
  ];
  const body = Buffer.concat([...fields.map(([code, text]) => Buffer.from(`${code}${text}\0`)), Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const REFUSED = refusal(
  "the embedded database accepts only the site server's own connection",
  "A second client would share its one session and break the site's requests. To copy the site, " +
    'run `npm run backup`, or `npm run copy-to-server` to move it to a PostgreSQL server.',
);

/**
 * PGLiteSocketServer with a refusal a client can read. PGlite is one session: every connection to
 * the socket shares it (a pg_dump's `search_path` of '' made every table "not exist" for the app's
 * requests until a restart), so the socket admits `maxConnections` (1: the app's pool) and refuses
 * any other client with a PostgreSQL error saying why. The library's own limit closes the socket
 * without a word (Node's `server.maxConnections`) or writes text no client reads as an error; and
 * a pool that reconnects at once would be refused while the engine still tidies up its previous
 * connection, so a new connection first waits a moment for the slot to come back.
 */
class OneSessionSocketServer extends PGLiteSocketServer {
  waiting = 0;

  /** The library's own state, which its types call private. */
  get library() {
    return /** @type {{ server: import('node:net').Server, handlers: Set<unknown>, maxConnections: number, active: boolean }} */ (
      /** @type {unknown} */ (this)
    );
  }

  async start() {
    await super.start();
    // The limit is kept below, where the client can be told; Node's own would drop it silently.
    this.library.server.maxConnections = Infinity;
  }

  /** @param {import('node:net').Socket} socket */
  async handleConnection(socket) {
    const full = () => this.library.active && this.library.handlers.size >= this.library.maxConnections;
    if (full() && this.waiting < MAX_WAITING) {
      this.waiting++;
      const until = performance.now() + SLOT_WAIT_MS;
      while (full() && !socket.destroyed && performance.now() < until) await new Promise((wait) => setTimeout(wait, 10));
      this.waiting--;
    }
    if (socket.destroyed) return;
    if (full()) {
      log('warn', "Refused a second connection to the embedded database (psql, pg_dump or another program): it would share the site's one session");
      this.refuse(socket);
      return;
    }
    return super.handleConnection(socket);
  }

  /**
   * Answers the client's start-up message with the refusal and closes. Answering before the client
   * has sent it would close the socket under its write, and it would report a broken pipe instead.
   * @param {import('node:net').Socket} socket
   */
  refuse(socket) {
    const answer = () => {
      clearTimeout(timer);
      if (socket.writable) socket.end(REFUSED);
      else socket.destroy();
    };
    const timer = setTimeout(answer, REFUSAL_WAIT_MS);
    socket.once('data', answer).once('error', () => socket.destroy());
  }
}

const db = await open();
// A thread that ended without closing its server (stopped by the main thread after PGlite failed)
// leaves the socket's file behind, and listening on a path that exists fails.
rmSync(settings.socket, { force: true });
if (settings.backupSocket) rmSync(settings.backupSocket, { force: true });
const server = new OneSessionSocketServer({ db, path: settings.socket, maxConnections: settings.maxConnections });
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
