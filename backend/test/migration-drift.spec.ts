import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource, type EntityMetadata, type QueryRunner } from 'typeorm';
import { startTestApp, type TestApp } from './harness.js';

/** What TypeORM's diff matches by name alone: a CHECK's expression and a partial index's predicate. */
interface NamedOnly {
  what: string;
  name: string;
  /** makes a probe of that name from the entity's text */
  create: (probe: string) => string;
  /** PostgreSQL's own spelling of the table's ($1) object named $2 */
  read: string;
}

const READ_CHECK = `SELECT pg_get_constraintdef(oid) AS sql FROM pg_constraint WHERE conrelid = $1::regclass AND conname = $2`;
const READ_PREDICATE = `SELECT pg_get_expr(indpred, indrelid) AS sql FROM pg_index JOIN pg_class ON pg_class.oid = indexrelid WHERE indrelid = $1::regclass AND relname = $2`;

function namedOnly(entity: EntityMetadata): NamedOnly[] {
  const table = `"${entity.tableName}"`;
  return [
    ...entity.checks.map((check) => ({
      what: `CHECK "${check.name}"`,
      name: check.name,
      create: (probe: string) => `ALTER TABLE ${table} ADD CONSTRAINT "${probe}" CHECK (${check.expression}) NOT VALID`,
      read: READ_CHECK,
    })),
    ...entity.indices
      .filter((index) => index.where)
      .map((index) => ({
        what: `index "${index.name}" WHERE`,
        name: index.name,
        create: (probe: string) =>
          `CREATE INDEX "${probe}" ON ${table} (${index.columns.map((column) => `"${column.databaseName}"`).join(', ')}) WHERE ${index.where}`,
        read: READ_PREDICATE,
      })),
  ];
}

/**
 * Each of the entity's CHECK expressions and index predicates as PostgreSQL writes it, beside the
 * migrated one: a probe made from the entity's text in a transaction that is rolled back.
 */
async function namedOnlyDrift(runner: QueryRunner, entity: EntityMetadata): Promise<string[]> {
  const drift: string[] = [];
  await runner.startTransaction();
  try {
    for (const [i, declared] of namedOnly(entity).entries()) {
      const probe = `drift_probe_${i}`;
      await runner.query(declared.create(probe));
      const read = async (name: string): Promise<string | undefined> => {
        const rows: { sql: string }[] = await runner.query(declared.read, [entity.tableName, name]);
        return rows[0]?.sql.replace(/ NOT VALID$/, '');
      };
      const [inEntity, inDatabase] = [await read(probe), await read(declared.name)];
      if (inEntity !== inDatabase) drift.push(`${entity.tableName}: ${declared.what} is ${inDatabase ?? 'missing'} in the database, ${inEntity} in the entity`);
    }
  } finally {
    await runner.rollbackTransaction();
  }
  return drift;
}

/**
 * Generating a migration from the entities must yield nothing: the entities declare every column,
 * constraint and index the committed migrations build, so the migrations stay the only author of
 * the schema and the entities an honest picture of it. On the embedded engine by default, on a
 * PostgreSQL server with TEST_DATABASE_URL (.ci/run runs both).
 *
 * What an entity cannot declare is written beside its @Index: column order (DESC) and an operator
 * class. A B-tree serves the other order read backwards, so that difference is no drift of meaning.
 */
describe('the entities declare the schema the migrations build', () => {
  let t: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('leaves TypeORM nothing to change after every migration ran', async () => {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    expect(upQueries.map((query) => query.query)).toEqual([]);
  });

  it('declares each CHECK and partial index predicate as the migrations wrote it', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      const drift: string[] = [];
      for (const entity of dataSource.entityMetadatas) drift.push(...(await namedOnlyDrift(runner, entity)));
      expect(drift).toEqual([]);
    } finally {
      await runner.release();
    }
  });
});
