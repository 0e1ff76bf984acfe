import pg from 'pg';
import { DataSource } from 'typeorm';
import { JOB_SCHEMA, startJobQueue } from '../jobs/job-queue.js';
import { migrations } from './migrations/index.js';

/** The schemas `migrate` makes: the product's tables, and the job queue's. */
export const migratedSchemas: readonly string[] = ['public', JOB_SCHEMA];

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
    const applied = (await dataSource.runMigrations()).map((migration) => migration.name);
    // The job queue's schema too, as the app's start makes it.
    const boss = await startJobQueue(dataSource, () => undefined);
    await boss.stop({ graceful: false, close: false });
    return applied;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}
