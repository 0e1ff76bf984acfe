import type { OnApplicationShutdown } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { EmbeddedPostgres } from './embedded-postgres.js';

/** Where the database lives: the server named by DATABASE_URL, or the embedded engine. */
export class DatabaseEngine implements OnApplicationShutdown {
  constructor(
    readonly url: string,
    private readonly embedded: EmbeddedPostgres | undefined,
    private readonly moduleRef: ModuleRef,
    /** where MetaChanges listens: DATABASE_LISTEN_URL when the pool goes through a transaction-mode pooler */
    readonly listenUrl: string = url,
  ) {}

  /** Runs one statement through the pool the application writes with. */
  query(sql: string, parameters: unknown[]): Promise<unknown> {
    return this.moduleRef.get(DataSource, { strict: false }).query(sql, parameters);
  }

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  /** The pool must be drained before the embedded engine closes, whatever order Nest uses. */
  async onApplicationShutdown(): Promise<void> {
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    if (dataSource.isInitialized) await dataSource.destroy();
    await this.embedded?.stop();
  }
}
