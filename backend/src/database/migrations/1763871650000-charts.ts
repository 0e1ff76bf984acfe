import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TRANSITIONS } from './1763870400000-tallies.js';

/** One count the chart triggers keep, per key, in `tally` (status) or `dated_tally` (period). */
export interface Counted {
  into: 'tally' | 'dated_tally';
  subject: string;
  /** SQL over a row of the transition table; `zone` is the site's time zone */
  key: string;
  /** the rows counted */
  where?: string;
  /** summed per key */
  amount?: string;
}

export interface Charted {
  table: string;
  counts: Counted[];
}

/** In the trigger functions the zone is a variable read once per statement. */
export const MONTH = (column: string, zone = 'zone') => `date_trunc('month', ${column} AT TIME ZONE ${zone})::date`;
/** Weeks start on Monday (ISO 8601), whatever the locale */
const WEEK = (column: string, zone = 'zone') => `date_trunc('week', ${column} AT TIME ZONE ${zone})::date`;

const CHARTED: Charted[] = [
  {
    table: 'customer_order',
    counts: [
      { into: 'tally', subject: 'order-status', key: 'order_status' },
      { into: 'dated_tally', subject: 'revenue', key: MONTH('paid_at'), where: `payment_status = 'Paid'`, amount: 'package_price' },
    ],
  },
  { table: 'message', counts: [{ into: 'dated_tally', subject: 'message', key: WEEK('created_at') }] },
  { table: 'subscriber', counts: [{ into: 'dated_tally', subject: 'subscriber', key: WEEK('confirmed_at'), where: 'confirmed_at IS NOT NULL' }] },
];

const KEY_COLUMN = { tally: 'status', dated_tally: 'period' } as const;

/** Adds the net change of a statement to the slot row of this connection, keys in order (as the tallies do). */
function addChanges({ into, subject, key, where, amount }: Counted, op: 'INSERT' | 'UPDATE' | 'DELETE'): string {
  const rows = (from: 'added' | 'removed', sign: '' | '-') =>
    `SELECT ${key} AS key, ${sign}1 AS row_count, ${sign}${amount ?? '0'} AS amount FROM ${from}${where ? ` WHERE ${where}` : ''}`;
  const changes = { INSERT: rows('added', ''), UPDATE: `${rows('added', '')} UNION ALL ${rows('removed', '-')}`, DELETE: rows('removed', '-') }[op];
  const column = KEY_COLUMN[into];
  return `INSERT INTO ${into} (subject, ${column}, slot, row_count, amount)
        SELECT '${subject}', key, pg_backend_pid() % 32, sum(row_count), sum(amount) FROM (${changes}) AS change
        GROUP BY key HAVING sum(row_count) <> 0 OR sum(amount) <> 0 ORDER BY key
        ON CONFLICT (subject, ${column}, slot) DO UPDATE SET row_count = ${into}.row_count + excluded.row_count, amount = ${into}.amount + excluded.amount;`;
}

export function chartFunction({ table, counts }: Charted): string {
  const each = (op: 'INSERT' | 'UPDATE' | 'DELETE') => counts.map((counted) => addChanges(counted, op)).join('\n        ');
  return `CREATE FUNCTION "chart_${table}"() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      zone text := site_time_zone();
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${each('INSERT')}
      ELSIF TG_OP = 'UPDATE' THEN
        ${each('UPDATE')}
      ELSIF TG_OP = 'DELETE' THEN
        ${each('DELETE')}
      ELSE
        ${counts.map(({ into, subject }) => `DELETE FROM ${into} WHERE subject = '${subject}';`).join('\n        ')}
      END IF;
      RETURN NULL;
    END
  $$`;
}

const EVENTS = ['insert', 'update', 'delete', 'truncate'] as const;

/**
 * What the back office's charts read (GET /api/panel-charts), kept like the tallies (migration
 * 1763870400000-tallies: per-statement triggers with transition tables, a slot row per
 * connection, keys in order) so a chart costs a read of at most 12 periods × 32 slots, whatever
 * the size of the tables:
 *
 * - orders per order status, in `tally` (subject `order-status`; payment statuses were there);
 * - revenue per month: Paid orders' count and package_price by the month they were paid in. Orders
 *   did not record that moment, so `paid_at` is added, set by a row trigger whenever an order
 *   becomes Paid (PayPal's notification, an Admin's change, anything else) and cleared when it
 *   stops being Paid (a refund, an Admin's change), so a refund leaves the month it was counted in;
 * - messages per week received, confirmed subscribers per week of confirmation.
 *
 * Months and weeks (Monday to Sunday) are the site's calendar: the time zone of the brand
 * settings (`siteIdentity.timeZone`), UTC while none is set or PostgreSQL does not know it. A row
 * counts in the period of the zone in force when it was written; a change of zone applies to
 * later writes (re-counting history would read every order).
 */
export class Charts1763871650000 implements MigrationInterface {
  name = 'Charts1763871650000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "dated_tally" (
      "subject" varchar(20) NOT NULL,
      "period" date NOT NULL,
      "slot" smallint NOT NULL,
      "row_count" bigint NOT NULL DEFAULT 0,
      "amount" numeric NOT NULL DEFAULT 0,
      CONSTRAINT "PK_dated_tally" PRIMARY KEY ("subject", "period", "slot")
    )`);
    // The exception block keeps writes working when the zone saved is one PostgreSQL lacks
    // (the API checks names against the JavaScript engine's list, which can be newer).
    await queryRunner.query(`CREATE FUNCTION site_time_zone() RETURNS text LANGUAGE plpgsql STABLE AS $$
      DECLARE
        zone text;
      BEGIN
        SELECT fields->>'timeZone' INTO zone FROM content_record WHERE singleton_key = 'siteIdentity';
        IF zone IS NULL OR zone = '' THEN
          RETURN 'UTC';
        END IF;
        PERFORM now() AT TIME ZONE zone;
        RETURN zone;
      EXCEPTION WHEN invalid_parameter_value THEN
        RETURN 'UTC';
      END
    $$`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "paid_at" timestamptz`);
    await queryRunner.query(`CREATE FUNCTION order_paid_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.paid_at := CASE WHEN NEW.payment_status = 'Paid' THEN coalesce(NEW.paid_at, now()) END;
        RETURN NEW;
      END
    $$`);
    // Only rows whose paid_at disagrees with their status call the function: a write that keeps
    // an order's payment as it was (delivery, anonymising) costs the WHEN test alone.
    await queryRunner.query(`CREATE TRIGGER "customer_order_paid_at" BEFORE INSERT OR UPDATE ON "customer_order" FOR EACH ROW
      WHEN ((NEW.payment_status = 'Paid') <> (NEW.paid_at IS NOT NULL)) EXECUTE FUNCTION order_paid_at()`);
    // Paid before this version: when its standing payment arrived or an Admin last set it Paid,
    // whichever came later, else (paid in a way nothing recorded) when it was ordered.
    await queryRunner.query(`UPDATE "customer_order" o SET "paid_at" = coalesce(greatest(paid.at, marked.at), o.created_at)
      FROM "customer_order" c
      LEFT JOIN (SELECT order_id, min(created_at) AS at FROM payment WHERE NOT duplicate AND refunded_at IS NULL GROUP BY order_id) paid ON paid.order_id = c.id
      LEFT JOIN (SELECT subject_id, max(created_at) AS at FROM audit_entry WHERE action = 'payment-status' AND detail LIKE '%→ Paid' GROUP BY subject_id) marked
        ON marked.subject_id = c.id::text
      WHERE o.id = c.id AND o.payment_status = 'Paid'`);
    for (const charted of CHARTED) {
      await queryRunner.query(chartFunction(charted));
      for (const event of EVENTS) {
        await queryRunner.query(
          `CREATE TRIGGER "${charted.table}_chart_${event}" AFTER ${event.toUpperCase()} ON "${charted.table}" ${TRANSITIONS[event]} FOR EACH STATEMENT EXECUTE FUNCTION "chart_${charted.table}"()`,
        );
      }
    }
    // As in the tallies' migration: the triggers block writers until this commits, so the
    // backfill misses nothing and counts nothing twice.
    await queryRunner.query(`INSERT INTO tally (subject, status, slot, row_count, amount)
      SELECT 'order-status', order_status, 0, count(*), 0 FROM customer_order GROUP BY order_status`);
    const zone = '(SELECT site_time_zone())';
    await queryRunner.query(`INSERT INTO dated_tally (subject, period, slot, row_count, amount)
      SELECT subject, period, 0, count(*), sum(amount) FROM (
        SELECT 'revenue' AS subject, ${MONTH('paid_at', zone)} AS period, package_price AS amount FROM customer_order WHERE payment_status = 'Paid'
        UNION ALL SELECT 'message', ${WEEK('created_at', zone)}, 0 FROM message
        UNION ALL SELECT 'subscriber', ${WEEK('confirmed_at', zone)}, 0 FROM subscriber WHERE confirmed_at IS NOT NULL
      ) AS counted GROUP BY subject, period`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of CHARTED) {
      for (const event of EVENTS) await queryRunner.query(`DROP TRIGGER "${table}_chart_${event}" ON "${table}"`);
      await queryRunner.query(`DROP FUNCTION "chart_${table}"()`);
    }
    await queryRunner.query(`DELETE FROM tally WHERE subject = 'order-status'`);
    await queryRunner.query(`DROP TRIGGER "customer_order_paid_at" ON "customer_order"`);
    await queryRunner.query(`DROP FUNCTION order_paid_at()`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "paid_at"`);
    await queryRunner.query(`DROP FUNCTION site_time_zone()`);
    await queryRunner.query(`DROP TABLE "dated_tally"`);
  }
}
