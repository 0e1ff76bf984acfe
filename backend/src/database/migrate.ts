import pg from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from './migrations/index.js';

/** The names of this version's migrations, oldest first, as the `migrations` table records them. */
export const migrationNames: readonly string[] = migrations.map((migration) => migration.name);

/**
 * Runs the migrations over the wire with the settings the app migrates with at start-up
 * (database.module.ts): the embedded template (pg-template.ts) and `npm run copy-to-server`, which
 * makes a server's schema exactly as the app would. Returns the names of those it applied.
 */
export async function migrate(url: string): Promise<string[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    driver: pg,
    url,
    migrations,
    migrationsTransactionMode: 'each',
    installExtensions: false,
    extra: { max: 1 },
  });
  try {
    await dataSource.initialize();
    return (await dataSource.runMigrations()).map((migration) => migration.name);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}
