import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { IN_MEMORY } from '../config/settings.js';

/**
 * PostgreSQL in-process: PGlite served on loopback through the wire protocol, so the
 * `pg` driver, TypeORM and every migration and query are the same as against a server.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly dataDir: string,
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
  ) {}

  static async start(dataDir: string, maxConnections = 10): Promise<EmbeddedPostgres> {
    let location: string | undefined;
    if (dataDir !== IN_MEMORY) {
      location = join(dataDir, 'pgdata');
      mkdirSync(location, { recursive: true });
    }
    // The extensions the migrations create (a PostgreSQL server ships them; PGlite loads them here).
    const db = await PGlite.create({ ...(location ? { dataDir: location } : {}), extensions: { pg_trgm } });
    // Tells `npm run backup` that this process owns the database right now.
    if (location) writeFileSync(join(dataDir, 'rankwell.pid'), String(process.pid));
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
    await server.start();
    const [, port] = server.getServerConn().split(':');
    return new EmbeddedPostgres(dataDir, db, server, `postgres://postgres@127.0.0.1:${port}/postgres`);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    if (!this.db.closed) await this.db.close();
    if (this.dataDir !== IN_MEMORY) rmSync(join(this.dataDir, 'rankwell.pid'), { force: true });
  }
}
