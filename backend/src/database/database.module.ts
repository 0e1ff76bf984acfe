import { Global, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import { SETTINGS, type Settings } from '../config/settings.js';
import { DatabaseEngine } from './database-engine.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { MetaChanges } from './meta-changes.js';
import { migrations } from './migrations/index.js';
import { QueryWatchdog } from './query-watchdog.js';

/** The server ends a statement running longer (it may only be waiting for a lock). */
const STATEMENT_TIMEOUT_MS = 15_000;
/**
 * The server ends a session left in a transaction, idle, for longer: one whose client was cut off
 * by a silent network would otherwise hold its locks until the server's TCP notices, hours later.
 * No transaction of the app waits that long between two statements.
 */
const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * The pool's connection settings. A server's connections are watched (QueryWatchdog), so a silent
 * network ends in a 503 within seconds rather than a wait for as long as it lasts; TCP keepalive
 * finds the idle ones that died. The embedded engine is in this process, behind a Unix socket.
 */
function poolSettings(engine: DatabaseEngine) {
  if (engine.isEmbedded) {
    // PGlite is one session: its socket multiplexer may interleave the extended-protocol
    // messages of two connections, so the embedded engine gets exactly one.
    return { max: 1, idleTimeoutMillis: 0, connectionTimeoutMillis: 5000, statement_timeout: STATEMENT_TIMEOUT_MS };
  }
  return {
    max: 10,
    idleTimeoutMillis: 10000,
    connectionTimeoutMillis: 5000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // A query is given up once the server's own timeout would have answered, whatever the probe says.
    Client: new QueryWatchdog(engine.url, STATEMENT_TIMEOUT_MS + 5_000).clientClass(),
  };
}

@Global()
@Module({
  providers: [
    {
      provide: DatabaseEngine,
      inject: [SETTINGS, ModuleRef],
      useFactory: async (settings: Settings, moduleRef: ModuleRef) => {
        if (settings.databaseUrl) return new DatabaseEngine(settings.databaseUrl, undefined, moduleRef, settings.databaseListenUrl);
        const embedded = await EmbeddedPostgres.start(settings.dataDir, {
          cluster: EmbeddedPostgres.inMemoryTemplate,
          maxConnections: settings.embeddedConnections,
        });
        return new DatabaseEngine(embedded.url, embedded, moduleRef);
      },
    },
    { provide: MetaChanges, inject: [DatabaseEngine], useFactory: (engine: DatabaseEngine) => new MetaChanges(engine) },
  ],
  exports: [DatabaseEngine, MetaChanges],
})
class DatabaseEngineModule {}

@Module({
  imports: [
    DatabaseEngineModule,
    TypeOrmModule.forRootAsync({
      inject: [DatabaseEngine],
      useFactory: (engine: DatabaseEngine) => ({
        type: 'postgres' as const,
        // The driver handed over rather than looked up by name, so TypeORM does not load a second
        // copy of it (and its optional native binding) at start-up.
        driver: pg,
        url: engine.url,
        uuidExtension: 'pgcrypto' as const,
        installExtensions: false,
        autoLoadEntities: true,
        synchronize: false,
        migrationsRun: true,
        migrationsTransactionMode: 'each' as const,
        migrations,
        extra: poolSettings(engine),
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
  exports: [DatabaseEngineModule],
})
export class DatabaseModule {}
