import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { MetaChanges, type MetaVersion } from '../database/meta-changes.js';

/**
 * A counter in the database that every content or pricing write raises in its own
 * transaction. Caches of the site compare against it, so an edit is visible on the very next
 * request. The value is kept in memory and forgotten after each write of this process; with a
 * PostgreSQL server also when another instance moves it, as soon as MetaChanges is told of the
 * commit. While a server's changes are not listened to, it is read per request (MetaVersion).
 */
@Injectable()
export class SiteVersion {
  private readonly version: MetaVersion;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    changes: MetaChanges,
  ) {
    this.version = changes.version('site_version', () => this.read());
  }

  async bump(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO app_meta (key, value) VALUES ('site_version', '1')
       ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text, updated_at = now()`,
    );
  }

  /** Called once a write's transaction has committed. */
  forget(): void {
    this.version.forget();
  }

  /** The version, when it is known without asking the database (see MetaVersion). */
  known(): string | undefined {
    return this.version.known();
  }

  current(): Promise<string> {
    return this.version.current();
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
