import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
type EngineMessage = { type: 'ready' } | { type: 'stopped' } | { type: 'log'; level: 'log' | 'warn' | 'error'; message: string };

export interface EmbeddedPostgresOptions {
  maxConnections?: number;
  /** Unpacked into a new data folder instead of running initdb and the migrations; without the file, they run. */
  template?: string;
  /** For a database in memory: a migrated cluster (an uncompressed tar) it starts from instead of initdb and the migrations. */
  cluster?: Uint8Array;
  /**
   * Called when the engine's thread ends without being stopped (out of memory, a fault in PGlite):
   * the app has no database left. By default the process stops, as it would had the engine been in
   * the main thread, so that a supervisor (Docker's restart policy, systemd) starts it again.
   */
  onLost?: (exitCode: number) => void;
}

function stopTheProcess(): void {
  process.exitCode = 1;
  process.kill(process.pid, 'SIGTERM');
}

/**
 * PostgreSQL in-process: PGlite served through the wire protocol, so the `pg` driver, TypeORM and
 * every migration and query are the same as against a server. It runs in a worker thread of its
 * own (engine-worker.mjs). PGlite asks no password, so it is served on a Unix socket in a folder
 * only this user can enter, never on a TCP port, where any local process could connect and read
 * every account.
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

  private constructor(
    private readonly dataDir: string,
    private readonly engine: Worker,
    private readonly socketDir: string,
    readonly url: string,
    onLost: (exitCode: number) => void,
  ) {
    // An error thrown in the engine's thread ends it: said here, then handled as its exit below.
    engine.on('error', (error) => EmbeddedPostgres.logger.error(`The embedded database failed: ${error.message}`));
    engine.once('exit', (code) => {
      if (this.stopping) return;
      EmbeddedPostgres.logger.error(`The embedded database stopped unexpectedly (exit code ${code})`);
      onLost(code);
    });
  }

  static async start(
    dataDir: string,
    { maxConnections = 10, template = PG_TEMPLATE, cluster, onLost = stopTheProcess }: EmbeddedPostgresOptions = {},
  ): Promise<EmbeddedPostgres> {
    const location = dataDir === IN_MEMORY ? undefined : join(dataDir, 'pgdata');
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
    const engine = new Worker(ENGINE_WORKER, { workerData: settings, name: 'embedded-postgres' });
    engine.on('message', (message: EngineMessage) => {
      if (message.type === 'log') EmbeddedPostgres.logger[message.level](message.message);
    });
    try {
      await new Promise<void>((ready, failed) => {
        const onMessage = (message: EngineMessage) => message.type === 'ready' && done(ready);
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
      rmSync(socketDir, { recursive: true, force: true });
      if (location) rmSync(join(dataDir, 'rankwell.pid'), { force: true });
      throw error;
    }
    // Where `npm run backup` asks a running server for a copy (mode 0600).
    if (backupSocket) writeFileSync(join(dataDir, BACKUP_SOCKET_FILE), backupSocket, { mode: 0o600 });
    return new EmbeddedPostgres(dataDir, engine, socketDir, `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}`, onLost);
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
    if (this.dataDir !== IN_MEMORY) rmSync(join(this.dataDir, BACKUP_SOCKET_FILE), { force: true });
    if (this.engine.threadId !== -1) {
      const stopped = new Promise<void>((done) => {
        this.engine.on('message', (message: EngineMessage) => message.type === 'stopped' && done());
        this.engine.once('exit', () => done());
      });
      this.engine.postMessage('stop');
      await stopped;
      await this.engine.terminate();
    }
    rmSync(this.socketDir, { recursive: true, force: true });
    if (this.dataDir !== IN_MEMORY) rmSync(join(this.dataDir, 'rankwell.pid'), { force: true });
  }
}
