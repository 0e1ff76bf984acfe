import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VERSION_KEYS } from '../changes/changes.service.js';
import { MetaChanges, type MetaVersion } from '../database/meta-changes.js';

/**
 * A counter in the database that every change the site shows moves in its own transaction
 * (Changes, `moves: ['site']`). Caches of the site compare against it, so an edit is visible on
 * the very next request. The value is kept in memory and forgotten when a change of this process
 * commits; with a PostgreSQL server also when another instance moves it, as soon as MetaChanges is
 * told of the commit. While a server's changes are not listened to, it is read per request
 * (MetaVersion).
 */
@Injectable()
export class SiteVersion {
  private readonly version: MetaVersion;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    changes: MetaChanges,
  ) {
    this.version = changes.version(VERSION_KEYS.site, () => this.read());
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
