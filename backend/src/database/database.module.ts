import { Global, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import { SETTINGS, type Settings } from '../config/settings.js';
import { DatabaseEngine } from './database-engine.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { MetaChanges } from './meta-changes.js';
import { migrations } from './migrations/index.js';

@Global()
@Module({
  providers: [
    {
      provide: DatabaseEngine,
      inject: [SETTINGS, ModuleRef],
      useFactory: async (settings: Settings, moduleRef: ModuleRef) => {
        if (settings.databaseUrl) return new DatabaseEngine(settings.databaseUrl, undefined, moduleRef, settings.databaseListenUrl);
        const embedded = await EmbeddedPostgres.start(settings.dataDir, { cluster: EmbeddedPostgres.inMemoryTemplate });
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
        // PGlite is one session: its socket multiplexer may interleave the extended-protocol
        // messages of two connections, so the embedded engine gets exactly one.
        extra: { max: engine.isEmbedded ? 1 : 10, idleTimeoutMillis: engine.isEmbedded ? 0 : 10000, connectionTimeoutMillis: 5000, statement_timeout: 15000 },
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
  exports: [DatabaseEngineModule],
})
export class DatabaseModule {}
