import type { MigrationInterface, QueryRunner } from 'typeorm';

export interface Tallied {
  table: string;
  subject: string;
  /** counted per value of this column */
  status?: string;
  /** summed per status */
  amount?: string;
}

const TALLIED: Tallied[] = [
  { table: 'customer_order', subject: 'order', status: 'payment_status', amount: 'package_price' },
  { table: 'message', subject: 'message', status: 'message_status' },
  { table: 'subscriber', subject: 'subscriber' },
];

/**
 * The trigger function of one table. Its SQL is written out per table rather than built at run
 * time (EXECUTE), so PostgreSQL plans it once per connection: the dynamic version cost over a
 * quarter of the insert throughput.
 */
export function tallyFunction({ table, subject, status, amount }: Tallied): string {
  const rows = (from: 'added' | 'removed', sign: '' | '-') =>
    `SELECT ${status ?? `''::varchar`} AS status, ${sign}1 AS row_count, ${sign}${amount ?? '0'} AS amount FROM ${from}`;
  const add = (changes: string) => `INSERT INTO tally (subject, status, slot, row_count, amount)
        SELECT '${subject}', status, pg_backend_pid() % 32, sum(row_count), sum(amount) FROM (${changes}) AS change
        GROUP BY status HAVING sum(row_count) <> 0 OR sum(amount) <> 0 ORDER BY status
        ON CONFLICT (subject, status, slot) DO UPDATE SET row_count = tally.row_count + excluded.row_count, amount = tally.amount + excluded.amount;`;
  return `CREATE FUNCTION "tally_${table}"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${add(rows('added', ''))}
      ELSIF TG_OP = 'UPDATE' THEN
        ${add(`${rows('added', '')} UNION ALL ${rows('removed', '-')}`)}
      ELSIF TG_OP = 'DELETE' THEN
        ${add(rows('removed', '-'))}
      ELSE
        DELETE FROM tally WHERE subject = '${subject}';
      END IF;
      RETURN NULL;
    END
  $$`;
}

/** The transition tables each trigger sees */
export const TRANSITIONS = {
  insert: 'REFERENCING NEW TABLE AS added',
  update: 'REFERENCING OLD TABLE AS removed NEW TABLE AS added',
  delete: 'REFERENCING OLD TABLE AS removed',
  truncate: '',
} as const;

/** An update can move a row between statuses or change its amount; a table without either needs no update trigger. */
export const events = ({ status, amount }: Tallied): (keyof typeof TRANSITIONS)[] =>
  status || amount ? ['insert', 'update', 'delete', 'truncate'] : ['insert', 'delete', 'truncate'];

/**
 * Row counts (per status) and the sum of order prices, kept by triggers in the transaction of
 * every write, so the back office reads totals in constant time instead of counting a table
 * per request (docs/performance.md).
 *
 * The triggers are per statement with transition tables: a bulk insert of a million rows
 * updates the tally once, not a million times. Each writing connection adds to its own slot
 * row (pg_backend_pid() modulo 32), so concurrent writers do not queue on one hot row whose
 * lock is held until commit (docs/performance.md, "Writes: what the tallies cost"); readers
 * sum over the slots. Within a statement the rows are changed in status order, so two writers
 * never take the same rows in opposite orders.
 */
export class Tallies1763870400000 implements MigrationInterface {
  name = 'Tallies1763870400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "tally" (
      "subject" varchar(20) NOT NULL,
      "status" varchar(10) NOT NULL,
      "slot" smallint NOT NULL,
      "row_count" bigint NOT NULL DEFAULT 0,
      "amount" numeric NOT NULL DEFAULT 0,
      CONSTRAINT "PK_tally" PRIMARY KEY ("subject", "status", "slot")
    )`);
    for (const tallied of TALLIED) {
      const { table } = tallied;
      await queryRunner.query(tallyFunction(tallied));
      for (const event of events(tallied)) {
        await queryRunner.query(
          `CREATE TRIGGER "${table}_tally_${event}" AFTER ${event.toUpperCase()} ON "${table}" ${TRANSITIONS[event]} FOR EACH STATEMENT EXECUTE FUNCTION "tally_${table}"()`,
        );
      }
    }
    // The triggers exist before the backfill and CREATE TRIGGER blocks writers to the table
    // until this migration commits, so no write falls between the backfill and the triggers.
    await queryRunner.query(`INSERT INTO tally (subject, status, slot, row_count, amount)
      SELECT 'order', payment_status, 0, count(*), sum(package_price) FROM customer_order GROUP BY payment_status
      UNION ALL SELECT 'message', message_status, 0, count(*), 0 FROM message GROUP BY message_status
      UNION ALL SELECT 'subscriber', '', 0, count(*), 0 FROM subscriber HAVING count(*) > 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tallied of TALLIED) {
      for (const event of events(tallied)) await queryRunner.query(`DROP TRIGGER "${tallied.table}_tally_${event}" ON "${tallied.table}"`);
      await queryRunner.query(`DROP FUNCTION "tally_${tallied.table}"()`);
    }
    await queryRunner.query(`DROP TABLE "tally"`);
  }
}
