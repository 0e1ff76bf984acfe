import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { IN_MEMORY } from '../config/settings.js';
import { PROJECT_ROOT } from '../config/project-root.js';

/** A freshly initialised cluster written by `npm run build` (backend/scripts/pg-template.mjs). */
export const PG_TEMPLATE = join(PROJECT_ROOT, 'backend/dist/pgdata-template.tar.gz');

export interface EmbeddedPostgresOptions {
  maxConnections?: number;
  /** Unpacked into a new database instead of running initdb; without the file, initdb runs. */
  template?: string;
}

/**
 * PostgreSQL in-process: PGlite served on loopback through the wire protocol, so the
 * `pg` driver, TypeORM and every migration and query are the same as against a server.
 */
export class EmbeddedPostgres {
  private static readonly logger = new Logger('EmbeddedPostgres');

  private constructor(
    private readonly dataDir: string,
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
  ) {}

  static async start(dataDir: string, { maxConnections = 10, template = PG_TEMPLATE }: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
    let location: string | undefined;
    if (dataDir !== IN_MEMORY) {
      location = join(dataDir, 'pgdata');
      mkdirSync(location, { recursive: true });
    }
    // The extensions the migrations create (a PostgreSQL server ships them; PGlite loads them here).
    const options: PGliteOptions = { ...(location ? { dataDir: location } : {}), extensions: { pg_trgm } };
    const isNew = !location || !existsSync(join(location, 'PG_VERSION'));
    const db = (isNew ? await EmbeddedPostgres.fromTemplate(template, options) : undefined) ?? (await PGlite.create(options));
    // Tells `npm run backup` that this process owns the database right now.
    if (location) writeFileSync(join(dataDir, 'rankwell.pid'), String(process.pid));
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
    await server.start();
    const [, port] = server.getServerConn().split(':');
    return new EmbeddedPostgres(dataDir, db, server, `postgres://postgres@127.0.0.1:${port}/postgres`);
  }

  /** A new database from the build's template, or undefined (and a clean folder) when there is none or it does not load. */
  private static async fromTemplate(template: string, options: PGliteOptions): Promise<PGlite | undefined> {
    if (!existsSync(template)) return undefined;
    try {
      const tar = await promisify(gunzip)(await readFile(template));
      return await PGlite.create({ ...options, loadDataDir: new Blob([tar]) });
    } catch (error) {
      EmbeddedPostgres.logger.warn(`The database template ${template} did not load (${(error as Error).message}); initialising a new database instead`);
      if (options.dataDir) {
        rmSync(options.dataDir, { recursive: true, force: true });
        mkdirSync(options.dataDir, { recursive: true });
      }
      return undefined;
    }
  }

  async stop(): Promise<void> {
    await this.server.stop();
    if (!this.db.closed) await this.db.close();
    if (this.dataDir !== IN_MEMORY) rmSync(join(this.dataDir, 'rankwell.pid'), { force: true });
  }
}
