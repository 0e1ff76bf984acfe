import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { freshReads } from '../common/fresh-reads.js';
import { DatabaseEngine } from '../database/database.module.js';

/**
 * A counter in the database that every content or pricing write raises in its own
 * transaction. Caches of the site compare against it, so an edit is visible on the very next
 * request. With a PostgreSQL server it is read for every request, so every instance sees every
 * other's writes at once; the embedded engine serves one instance only, so there the value is
 * kept in memory and forgotten after each write of this process.
 *
 * With a server, requests share those reads (freshReads): each takes the answer of one sent after it
 * arrived, so under load it is one query per round trip rather than one per request.
 */
@Injectable()
export class SiteVersion {
  private remembered?: Promise<string>;
  /** what `remembered` resolved to, for answers that cannot wait (the pages' fast path) */
  private settled?: string;
  /** with a server: reads shared by the requests that arrive while one is out */
  private readonly shared = freshReads(() => this.read());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engine: DatabaseEngine,
  ) {}

  async bump(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO app_meta (key, value) VALUES ('site_version', '1')
       ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text, updated_at = now()`,
    );
  }

  /** Called once a write's transaction has committed. */
  forget(): void {
    this.remembered = undefined;
    this.settled = undefined;
  }

  /**
   * The version, when it is known without asking the database: with the embedded engine (one
   * process, whose own writes call forget()) once read; with a server never, since another
   * instance may have moved it.
   */
  known(): string | undefined {
    return this.settled;
  }

  current(): Promise<string> {
    if (!this.engine.isEmbedded) return this.shared();
    if (!this.remembered) {
      const reading = this.read().then(
        (version) => {
          if (this.remembered === reading) this.settled = version;
          return version;
        },
        (error: unknown) => {
          if (this.remembered === reading) this.remembered = undefined;
          throw error;
        },
      );
      this.remembered = reading;
    }
    return this.remembered;
  }

  /** When the site's content last changed (the version's last move); undefined before the first write. */
  async changedAt(): Promise<Date | undefined> {
    const rows: { updated_at: Date }[] = await this.dataSource.query(`SELECT updated_at FROM app_meta WHERE key = 'site_version'`);
    return rows[0]?.updated_at;
  }

  private async read(): Promise<string> {
    const rows: { value: string }[] = await this.dataSource.query(`SELECT value FROM app_meta WHERE key = 'site_version'`);
    return rows[0]?.value ?? '0';
  }
}
