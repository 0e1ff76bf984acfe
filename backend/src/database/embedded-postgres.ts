import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { parseTar } from 'nanotar';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { IN_MEMORY } from '../config/settings.js';
import { PROJECT_ROOT } from '../config/project-root.js';

/** A cluster with every migration applied, written by `npm run build` (pg-template.ts). */
export const PG_TEMPLATE = join(PROJECT_ROOT, 'backend/dist/pgdata-template.tar.gz');

/** The file in DATA_DIR naming the socket `npm run backup` asks a running server for a copy on. */
export const BACKUP_SOCKET_FILE = 'backup-socket';

export interface EmbeddedPostgresOptions {
  maxConnections?: number;
  /** Unpacked into a new data folder instead of running initdb and the migrations; without the file, they run. */
  template?: string;
  /** For a database in memory: a migrated cluster (an uncompressed tar) it starts from instead of initdb and the migrations. */
  cluster?: Uint8Array;
}

/**
 * PostgreSQL in-process: PGlite served through the wire protocol, so the `pg` driver, TypeORM and
 * every migration and query are the same as against a server. PGlite asks no password, so it is
 * served on a Unix socket in a folder only this user can enter, never on a TCP port, where any
 * local process could connect and read every account.
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

  private constructor(
    private readonly dataDir: string,
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly socketDir: string,
    readonly url: string,
    private readonly backups: Server | undefined,
  ) {}

  static async start(dataDir: string, { maxConnections = 10, template = PG_TEMPLATE, cluster }: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
    const location = dataDir === IN_MEMORY ? undefined : join(dataDir, 'pgdata');
    // The extensions the migrations create (a PostgreSQL server ships them; PGlite loads them here).
    const options: PGliteOptions = {
      ...(location ? { dataDir: location } : cluster ? { loadDataDir: new Blob([new Uint8Array(cluster)]) } : {}),
      extensions: { pg_trgm },
    };
    const isNew = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;
    const db =
      (location && isNew(location) ? await EmbeddedPostgres.fromTemplate(template, location, options) : undefined) ?? (await EmbeddedPostgres.create(options));
    // Tells `npm run backup` that this process owns the database right now.
    if (location) writeFileSync(join(dataDir, 'rankwell.pid'), String(process.pid));
    // A new folder of mode 0700 (mkdtemp) in the system's temporary folder: a socket path must fit
    // in about 100 bytes, which DATA_DIR may not leave room for. The name is what `pg` looks for.
    const socketDir = mkdtempSync(join(tmpdir(), 'rankwell-pg-'));
    const socket = join(socketDir, '.s.PGSQL.5432');
    const server = new PGLiteSocketServer({ db, path: socket, maxConnections });
    await server.start();
    chmodSync(socket, 0o600);
    const backups = location ? await EmbeddedPostgres.serveBackups(db, dataDir, socketDir) : undefined;
    return new EmbeddedPostgres(dataDir, db, server, socketDir, `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}`, backups);
  }

  /**
   * Lets `npm run backup` copy the database while the server runs: the engine belongs to this
   * process, so the copy is made here, as one exclusive step of PGlite's (no query runs while the
   * files are read, so the copy is what a crash at that instant would leave: every committed
   * transaction, none half-done). It is asked for on a Unix socket beside the database's, which
   * only this user can reach; its path is kept in DATA_DIR/backup-socket (mode 0600).
   */
  private static async serveBackups(db: PGlite, dataDir: string, socketDir: string): Promise<Server> {
    const path = join(socketDir, 'backup.sock');
    const backups = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/dump') {
        response.writeHead(404).end();
        return;
      }
      const started = performance.now();
      db.dumpDataDir('gzip')
        .then(async (archive) => {
          const bytes = Buffer.from(await archive.arrayBuffer());
          EmbeddedPostgres.logger.log(`Copied the database for a backup: ${bytes.length} bytes in ${Math.round(performance.now() - started)} ms`);
          response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
        })
        .catch((error: Error) => {
          EmbeddedPostgres.logger.error(`A backup copy failed: ${error.message}`);
          response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
        });
    });
    await new Promise<void>((listening, failed) => backups.once('error', failed).listen(path, () => listening()));
    chmodSync(path, 0o600);
    writeFileSync(join(dataDir, BACKUP_SOCKET_FILE), path, { mode: 0o600 });
    return backups;
  }

  /** Opens the database folder as it is (PGlite runs initdb when it is empty). */
  private static create(options: PGliteOptions): Promise<PGlite> {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    return PGlite.create(options);
  }

  /**
   * A new database folder from the build's template, opened; undefined when there is none or it
   * does not load. The files are written by Node into a side folder that is renamed into place when
   * complete (PGlite's own unpacking goes through its WebAssembly file system, several times
   * slower), so an interrupted first start leaves no half-written database behind.
   */
  private static async fromTemplate(template: string, location: string, options: PGliteOptions): Promise<PGlite | undefined> {
    if (!existsSync(template)) return undefined;
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
      return await PGlite.create(options);
    } catch (error) {
      EmbeddedPostgres.logger.warn(`The database template ${template} did not load (${(error as Error).message}); initialising a new database instead`);
      rmSync(location, { recursive: true, force: true });
      rmSync(unpacking, { recursive: true, force: true });
      return undefined;
    }
  }

  async stop(): Promise<void> {
    if (this.backups) {
      rmSync(join(this.dataDir, BACKUP_SOCKET_FILE), { force: true });
      await new Promise((closed) => this.backups?.close(closed));
    }
    await this.server.stop();
    rmSync(this.socketDir, { recursive: true, force: true });
    if (!this.db.closed) await this.db.close();
    if (this.dataDir !== IN_MEMORY) rmSync(join(this.dataDir, 'rankwell.pid'), { force: true });
  }
}
