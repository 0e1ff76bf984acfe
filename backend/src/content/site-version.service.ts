import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * A counter in the database that every content or pricing write raises in its own
 * transaction. Caches of the site (on any instance) compare against it, so an edit is
 * visible on the very next request everywhere.
 */
@Injectable()
export class SiteVersion {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async bump(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO app_meta (key, value) VALUES ('site_version', '1')
       ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text, updated_at = now()`,
    );
  }

  async current(): Promise<string> {
    const rows: { value: string }[] = await this.dataSource.query(`SELECT value FROM app_meta WHERE key = 'site_version'`);
    return rows[0]?.value ?? '0';
  }
}
