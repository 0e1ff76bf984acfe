import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows are tallied: subject, then the status column and the summed column when there are any. */
const TALLIED = [
  { table: 'customer_order', subject: 'order', status: 'payment_status', amount: 'package_price' },
  { table: 'message', subject: 'message', status: 'message_status' },
  { table: 'subscriber', subject: 'subscriber' },
] as const;

/**
 * Row counts (per status) and the sum of order prices, kept by triggers in the transaction of
 * every write, so the back office reads totals in constant time instead of counting a table
 * per request (docs/performance.md).
 *
 * The triggers are per statement with transition tables: a bulk insert of a million rows
 * updates the tally once, not a million times. Each writing connection adds to its own slot
 * row (pg_backend_pid() modulo 32), so concurrent writers do not queue on one hot row whose
 * lock is held until commit; readers sum over the slots. Within a statement the rows are
 * changed in status order, so two writers never take the same rows in opposite orders.
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
    // Arguments: the subject, then optionally the status column and the summed column. The
    // statement is built from those names only (never from data), once per writing statement.
    await queryRunner.query(`CREATE FUNCTION "tally_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        status_of text := CASE WHEN TG_NARGS > 1 THEN format('%I', TG_ARGV[1]) ELSE '''''' END;
        amount_of text := CASE WHEN TG_NARGS > 2 THEN format('%I', TG_ARGV[2]) ELSE '0' END;
        changes text[] := '{}';
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM tally WHERE subject = TG_ARGV[0];
          RETURN NULL;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          changes := changes || format('SELECT %s AS status, 1 AS row_count, %s AS amount FROM added', status_of, amount_of);
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          changes := changes || format('SELECT %s AS status, -1 AS row_count, -%s AS amount FROM removed', status_of, amount_of);
        END IF;
        EXECUTE format(
          'INSERT INTO tally (subject, status, slot, row_count, amount)
           SELECT $1, status, pg_backend_pid() %% 32, sum(row_count), sum(amount) FROM (%s) AS change
           GROUP BY status HAVING sum(row_count) <> 0 OR sum(amount) <> 0 ORDER BY status
           ON CONFLICT (subject, status, slot) DO UPDATE SET row_count = tally.row_count + excluded.row_count, amount = tally.amount + excluded.amount',
          array_to_string(changes, ' UNION ALL ')
        ) USING TG_ARGV[0];
        RETURN NULL;
      END
    $$`);
    for (const { table, subject, ...columns } of TALLIED) {
      const args = [subject, ...Object.values(columns)].map((value) => `'${value}'`).join(', ');
      const tallies = `EXECUTE FUNCTION "tally_changes"(${args})`;
      await queryRunner.query(`CREATE TRIGGER "${table}_tally_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS added FOR EACH STATEMENT ${tallies}`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_tally_update" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT ${tallies}`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_tally_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT ${tallies}`,
      );
      await queryRunner.query(`CREATE TRIGGER "${table}_tally_truncate" AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT ${tallies}`);
    }
    // The triggers exist before the backfill and CREATE TRIGGER blocks writers to the table
    // until this migration commits, so no write falls between the backfill and the triggers.
    await queryRunner.query(`INSERT INTO tally (subject, status, slot, row_count, amount)
      SELECT 'order', payment_status, 0, count(*), sum(package_price) FROM customer_order GROUP BY payment_status
      UNION ALL SELECT 'message', message_status, 0, count(*), 0 FROM message GROUP BY message_status
      UNION ALL SELECT 'subscriber', '', 0, count(*), 0 FROM subscriber HAVING count(*) > 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of TALLIED) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) await queryRunner.query(`DROP TRIGGER "${table}_tally_${event}" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "tally_changes"()`);
    await queryRunner.query(`DROP TABLE "tally"`);
  }
}
