import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { parseTar } from 'nanotar';
import { IN_MEMORY } from '../config/settings.js';
import { PROJECT_ROOT } from '../config/project-root.js';

/** A cluster with every migration applied, written by `npm run build` (pg-template.ts). */
export const PG_TEMPLATE = join(PROJECT_ROOT, 'backend/dist/pgdata-template.tar.gz');

/** The engine's thread, plain JavaScript read as it is in the source, the build and the Docker image. */
export const ENGINE_WORKER = join(PROJECT_ROOT, 'backend/src/database/engine-worker.mjs');

/** The file in DATA_DIR naming the socket `npm run backup` asks a running server for a copy on. */
export const BACKUP_SOCKET_FILE = 'backup-socket';

/** What engine-worker.mjs reads as its workerData. */
interface EngineWorkerData {
  location: string | undefined;
  cluster: Uint8Array | undefined;
  template: string | undefined;
  socket: string;
  backupSocket: string | undefined;
  maxConnections: number;
}

/** What engine-worker.mjs tells the main thread. */
type EngineMessage =
  | { type: 'ready' }
  | { type: 'stopped' }
  | { type: 'failed'; message: string }
  | { type: 'probed'; id: number; ok: boolean }
  | { type: 'log'; level: 'log' | 'warn' | 'error'; message: string };

export interface EmbeddedPostgresOptions {
  /**
   * Connections the socket admits; others are refused with a PostgreSQL error that says why.
   * PGlite is one session that every connection shares (a second client's `SET`, a pg_dump's
   * empty `search_path`, its half of an extended-protocol exchange, all land in the app's), so 1:
   * the app's pool, which holds it.
   */
  maxConnections?: number;
  /** Unpacked into a new data folder instead of running initdb and the migrations; without the file, they run. */
  template?: string;
  /** For a database in memory: a migrated cluster (an uncompressed tar) it starts from instead of initdb and the migrations. */
  cluster?: Uint8Array;
  /**
   * Called when the engine of a database in memory is lost (its thread ended, PGlite gave up or
   * stopped answering): there is nothing to start it again from. By default the process stops, so
   * that a supervisor (Docker's restart policy, systemd) starts it again. An engine on disk is
   * started again on its folder instead, as a PostgreSQL server's postmaster restarts its backends.
   */
  onLost?: (exitCode: number) => void;
  /** How often the watchdog asks the engine's thread whether it still answers. */
  probeEveryMs?: number;
}

const MB = 1024 * 1024;

/**
 * Free bytes PGlite needs on DATA_DIR's file system to open an existing cluster after a crash: the
 * recovery writes a new 16 MB WAL segment and a checkpoint, and with less it fails with "PGlite
 * failed to initialize properly", which says nothing about space (measured: docs/reliability.md).
 * A new folder needs the template's 40 MB besides.
 */
export const SPACE_TO_OPEN = 24 * MB;
/** Below this much free space `/api/health` warns the owner, well before writes start to fail. */
export const LOW_SPACE = 256 * MB;

/** How long the engine's thread may take to answer a probe: longer than the statements the app runs (its statement_timeout is 15 s). */
const PROBE_TIMEOUT_MS = 30_000;
/** How long a stop waits for the engine to close its database before its thread is ended regardless. */
const STOP_WAIT_MS = 5_000;
/** The longest pause between two attempts to start a lost engine again. */
const RESTART_PAUSE_MAX_MS = 5_000;

/** Free bytes for an unprivileged process on the file system holding `path` (or its nearest existing parent). */
export function freeBytes(path: string): number {
  let existing = resolve(path);
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const { bavail, bsize } = statfsSync(existing);
  return bavail * bsize;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

/** Thrown by start() when DATA_DIR's disk has too little free space for the engine to open. */
export class DiskTooFullError extends Error {}

function stopTheProcess(): void {
  process.exitCode = 1;
  process.kill(process.pid, 'SIGTERM');
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms).unref());

/**
 * PostgreSQL in-process: PGlite served through the wire protocol, so the `pg` driver, TypeORM and
 * every migration and query are the same as against a server. It runs in a worker thread of its
 * own (engine-worker.mjs). PGlite asks no password, so it is served on a Unix socket in a folder
 * only this user can enter, never on a TCP port, where any local process could connect and read
 * every account.
 *
 * A watchdog keeps it answering. PostgreSQL gives up (PANIC) when it cannot write its WAL, on a
 * full disk for one; a server's postmaster then restarts it and it recovers from the WAL, but
 * PGlite's WebAssembly aborts and spins for good. So the thread says when PostgreSQL gives up, and
 * the main thread probes it every few seconds; when it is lost, its thread is ended and a new one
 * opens the same folder, again and again until it opens (the disk may still be full). Meanwhile the
 * socket refuses connections, which the app answers with 503.
 */
export class EmbeddedPostgres {
  private static readonly logger = new Logger('EmbeddedPostgres');

  /**
   * A migrated cluster (an uncompressed tar, pg-template.ts) that the app's database in memory
   * starts from (DatabaseModule passes it as `cluster`) instead of running initdb (about 2 s of
   * WebAssembly) and every migration. The test harness sets it, built once for the migrations as
   * they are (test/harness.ts); unset, a database in memory is made from scratch.
   */
  static inMemoryTemplate: Uint8Array | undefined;

  private stopping: Promise<void> | undefined;
  private restarting: Promise<void> | undefined;
  private readonly watchdog: NodeJS.Timeout;
  private probe: { id: number; timer: NodeJS.Timeout } | undefined;
  private probes = 0;
  /** The thread a restart is starting, ended by a stop that comes meanwhile. */
  private starting: Worker | undefined;
  /** How many times the engine was started again since this process started. */
  restarts = 0;

  private constructor(
    private readonly dataDir: string,
    private engine: Worker,
    private readonly settings: EngineWorkerData,
    private readonly socketDir: string,
    readonly url: string,
    private readonly onLost: (exitCode: number) => void,
    probeEveryMs: number,
  ) {
    this.adopt(engine);
    this.watchdog = setInterval(() => this.sendProbe(), probeEveryMs).unref();
  }

  static async start(
    dataDir: string,
    { maxConnections = 1, template = PG_TEMPLATE, cluster, onLost = stopTheProcess, probeEveryMs = 2_000 }: EmbeddedPostgresOptions = {},
  ): Promise<EmbeddedPostgres> {
    const location = dataDir === IN_MEMORY ? undefined : join(dataDir, 'pgdata');
    if (location) EmbeddedPostgres.checkSpace(dataDir);
    const isNew = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;
    const unpacked = location && isNew(location) ? EmbeddedPostgres.unpackTemplate(template, location) : false;
    if (location) mkdirSync(location, { recursive: true, mode: 0o700 });
    // Tells `npm run backup` that this process owns the database right now.
    if (location) writeFileSync(join(dataDir, 'rankwell.pid'), String(process.pid));
    // A new folder of mode 0700 (mkdtemp) in the system's temporary folder: a socket path must fit
    // in about 100 bytes, which DATA_DIR may not leave room for. The name is what `pg` looks for.
    const socketDir = mkdtempSync(join(tmpdir(), 'rankwell-pg-'));
    const backupSocket = location ? join(socketDir, 'backup.sock') : undefined;
    const settings: EngineWorkerData = {
      location,
      cluster: location ? undefined : cluster,
      template: unpacked ? template : undefined,
      socket: join(socketDir, '.s.PGSQL.5432'),
      backupSocket,
      maxConnections,
    };
    let engine: Worker;
    try {
      engine = await EmbeddedPostgres.startEngine(settings);
    } catch (error) {
      rmSync(socketDir, { recursive: true, force: true });
      if (location) rmSync(join(dataDir, 'rankwell.pid'), { force: true });
      // Too little space makes PGlite fail without saying why; say it.
      if (location && freeBytes(dataDir) < SPACE_TO_OPEN) throw EmbeddedPostgres.tooFull(dataDir, error as Error);
      throw error;
    }
    // Where `npm run backup` asks a running server for a copy (mode 0600).
    if (backupSocket) writeFileSync(join(dataDir, BACKUP_SOCKET_FILE), backupSocket, { mode: 0o600 });
    // A restart opens the folder as it is: never again from the template (whose start removes a folder that does not open).
    const restartSettings = { ...settings, template: undefined };
    const url = `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}`;
    return new EmbeddedPostgres(dataDir, engine, restartSettings, socketDir, url, onLost, probeEveryMs);
  }

  /** Refuses to start when DATA_DIR's disk cannot hold what opening the database writes. */
  private static checkSpace(dataDir: string): void {
    if (freeBytes(dataDir) < SPACE_TO_OPEN) throw EmbeddedPostgres.tooFull(dataDir);
  }

  private static tooFull(dataDir: string, cause?: Error): DiskTooFullError {
    return new DiskTooFullError(
      `The disk holding DATA_DIR (${resolve(dataDir)}) has ${megabytes(freeBytes(dataDir))} free; the embedded database needs at least ` +
        `${megabytes(SPACE_TO_OPEN)} free to open. Free some space on that disk (or move DATA_DIR to a larger one) and start again.`,
      { cause },
    );
  }

  /** Starts an engine thread and resolves once it serves its socket; rejects when it ends or PostgreSQL gives up first. */
  private static async startEngine(settings: EngineWorkerData, created?: (engine: Worker) => void): Promise<Worker> {
    const engine = new Worker(ENGINE_WORKER, { workerData: settings, name: 'embedded-postgres' });
    created?.(engine);
    engine.on('message', (message: EngineMessage) => {
      if (message.type === 'log') EmbeddedPostgres.logger[message.level](message.message);
    });
    try {
      await new Promise<void>((ready, failed) => {
        const onMessage = (message: EngineMessage) => {
          if (message.type === 'ready') done(ready);
          else if (message.type === 'failed') done(() => failed(new Error(`The embedded database failed to open: ${message.message}`)));
        };
        const onError = (error: Error) => done(() => failed(error));
        const onExit = (code: number) => done(() => failed(new Error(`The embedded database's thread ended (exit code ${code}) before it was ready`)));
        const done = (then: () => void) => {
          engine.off('message', onMessage).off('error', onError).off('exit', onExit);
          then();
        };
        engine.on('message', onMessage).once('error', onError).once('exit', onExit);
      });
    } catch (error) {
      await engine.terminate();
      throw error;
    }
    return engine;
  }

  /** Watches a running engine thread: its end, PostgreSQL giving up, its answers to probes. */
  private adopt(engine: Worker): void {
    this.engine = engine;
    // An error thrown in the engine's thread ends it: said here, then handled as its exit below.
    engine.on('error', (error) => EmbeddedPostgres.logger.error(`The embedded database failed: ${error.message}`));
    engine.on('message', (message: EngineMessage) => {
      if (this.engine !== engine) return;
      if (message.type === 'failed') this.lost(`PostgreSQL gave up: ${message.message}`, 1);
      if (message.type === 'probed' && message.id === this.probe?.id) {
        clearTimeout(this.probe.timer);
        this.probe = undefined;
        if (!message.ok) this.lost('PGlite was closed', 1);
      }
    });
    engine.once('exit', (code) => {
      if (this.stopping || this.engine !== engine || this.restarting) return;
      EmbeddedPostgres.logger.error(`The embedded database stopped unexpectedly (exit code ${code})`);
      this.lost(`its thread ended (exit code ${code})`, code);
    });
  }

  private sendProbe(): void {
    if (this.stopping || this.restarting || this.probe) return;
    const id = ++this.probes;
    const timer = setTimeout(() => {
      if (this.probe?.id !== id) return;
      this.probe = undefined;
      this.lost(`it did not answer for ${PROBE_TIMEOUT_MS / 1000} s`, 1);
    }, PROBE_TIMEOUT_MS).unref();
    this.probe = { id, timer };
    this.engine.postMessage({ type: 'probe', id });
  }

  private lost(reason: string, exitCode: number): void {
    if (this.stopping || this.restarting) return;
    if (this.probe) clearTimeout(this.probe.timer);
    this.probe = undefined;
    if (this.dataDir === IN_MEMORY) {
      EmbeddedPostgres.logger.error(`The embedded database in memory is lost (${reason})`);
      this.onLost(exitCode);
      return;
    }
    this.restarting = this.restart(reason).finally(() => (this.restarting = undefined));
  }

  /** Ends the lost engine's thread and starts a new one on the same folder until one opens or the app stops. */
  private async restart(reason: string): Promise<void> {
    EmbeddedPostgres.logger.error(`The embedded database stopped answering (${reason}); starting it again`);
    await this.engine.terminate();
    for (let attempt = 1; !this.stopping; attempt++) {
      try {
        const engine = await EmbeddedPostgres.startEngine(this.settings, (starting) => (this.starting = starting));
        this.starting = undefined;
        if (this.stopping) {
          await engine.terminate();
          return;
        }
        this.restarts++;
        this.adopt(engine);
        EmbeddedPostgres.logger.log(`The embedded database answers again (attempt ${attempt})`);
        return;
      } catch (error) {
        this.starting = undefined;
        if (this.stopping) return;
        const wait = Math.min(attempt * 1_000, RESTART_PAUSE_MAX_MS);
        // Said the first time and then once a minute or so, not every few seconds for as long as the disk stays full.
        if (attempt === 1 || attempt % 12 === 0) {
          EmbeddedPostgres.logger.error(
            `The embedded database did not start again (${(error as Error).message}); ${megabytes(freeBytes(this.dataDir))} free on DATA_DIR's disk, ` +
              `it needs ${megabytes(SPACE_TO_OPEN)}; trying again every ${RESTART_PAUSE_MAX_MS / 1000} s`,
          );
        }
        await pause(wait);
      }
    }
  }

  /**
   * Unpacks the build's template into a new database folder; false when there is none or it does
   * not unpack (the engine then runs initdb). The files are written by Node into a side folder that
   * is renamed into place when complete (PGlite's own unpacking goes through its WebAssembly file
   * system, several times slower), so an interrupted first start leaves no half-written database.
   */
  private static unpackTemplate(template: string, location: string): boolean {
    if (!existsSync(template)) return false;
    const unpacking = `${location}.new`;
    try {
      // At start-up nothing else waits for the thread; zlib's asynchronous form would come back to it every 16 KB.
      const tar = gunzipSync(readFileSync(template));
      rmSync(unpacking, { recursive: true, force: true });
      mkdirSync(unpacking, { recursive: true, mode: 0o700 });
      for (const entry of parseTar(tar)) {
        const target = resolve(unpacking, entry.name);
        if (relative(unpacking, target).startsWith('..')) throw new Error(`${entry.name} lies outside the database folder`);
        const mode = entry.attrs?.mode ? parseInt(entry.attrs.mode, 8) : undefined;
        if (entry.type === 'directory') {
          mkdirSync(target, { recursive: true, mode });
        } else if (entry.type === 'file') {
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, entry.data ?? new Uint8Array(), { mode });
        }
      }
      if (!existsSync(join(unpacking, 'PG_VERSION'))) throw new Error('it holds no database cluster');
      rmSync(location, { recursive: true, force: true });
      renameSync(unpacking, location);
      return true;
    } catch (error) {
      EmbeddedPostgres.logger.warn(`The database template ${template} did not load (${(error as Error).message}); initialising a new database instead`);
      rmSync(location, { recursive: true, force: true });
      rmSync(unpacking, { recursive: true, force: true });
      return false;
    }
  }

  /** Stops the engine's thread (it closes both sockets and the database first) and removes what start wrote. */
  stop(): Promise<void> {
    this.stopping ??= this.close();
    return this.stopping;
  }

  private async close(): Promise<void> {
    clearInterval(this.watchdog);
    if (this.probe) clearTimeout(this.probe.timer);
    // A restart under way stops at its next step; the thread it is starting may never be ready.
    await this.starting?.terminate();
    await this.restarting;
    if (this.dataDir !== IN_MEMORY) rmSync(join(this.dataDir, BACKUP_SOCKET_FILE), { force: true });
    const engine = this.engine;
    if (engine.threadId !== -1) {
      // A lost engine never answers: the wait is bounded, then its thread is ended regardless
      // (the WAL holds every commit, so the next start recovers as after a crash).
      const stopped = new Promise<void>((done) => {
        engine.on('message', (message: EngineMessage) => message.type === 'stopped' && done());
        engine.once('exit', () => done());
        setTimeout(done, STOP_WAIT_MS).unref();
      });
      engine.postMessage('stop');
      await stopped;
      await engine.terminate();
    }
    rmSync(this.socketDir, { recursive: true, force: true });
    if (this.dataDir !== IN_MEMORY) rmSync(join(this.dataDir, 'rankwell.pid'), { force: true });
  }
}
