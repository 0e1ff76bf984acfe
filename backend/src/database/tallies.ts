import type { DataSource, EntityManager } from 'typeorm';

/**
 * What the tally triggers count: orders by payment status, messages by status, subscribers by
 * state (migration 1763870400000-tallies), orders by order status (1763871650000-charts).
 */
type TallySubject = 'order' | 'message' | 'subscriber' | 'order-status';

/**
 * What the dated tally counts per month or week of the site's calendar (migration
 * 1763871650000-charts): revenue (Paid orders by the month they were paid in, with their prices),
 * messages by week received, confirmed subscribers by week confirmed.
 */
type DatedSubject = 'revenue' | 'message' | 'subscriber';

interface Tally {
  count: number;
  /** Sum of the tallied amount (orders: the USD orders' prices in dollars), as PostgreSQL's exact numeric text */
  amount: string;
}

/**
 * The rows of a subject (of one status, or all), read from the tally the triggers keep in the
 * transaction of each write: a handful of slot rows, however large the table.
 */
export async function readTally(source: DataSource | EntityManager, subject: TallySubject, status?: string): Promise<Tally> {
  const rows: { count: string; amount: string }[] = await source.query(
    `SELECT coalesce(sum(row_count), 0) AS count, coalesce(sum(amount), 0) AS amount FROM tally WHERE subject = $1${status === undefined ? '' : ' AND status = $2'}`,
    status === undefined ? [subject] : [subject, status],
  );
  return { count: Number(rows[0].count), amount: rows[0].amount };
}

/** Every status of a subject with its tally. */
export async function readTallies(source: DataSource | EntityManager, subject: TallySubject): Promise<Map<string, Tally>> {
  const rows: { status: string; count: string; amount: string }[] = await source.query(
    `SELECT status, sum(row_count) AS count, sum(amount) AS amount FROM tally WHERE subject = $1 GROUP BY status`,
    [subject],
  );
  return new Map(rows.map((row) => [row.status, { count: Number(row.count), amount: row.amount }]));
}

/** A period's figures, keyed by its first day (YYYY-MM-DD): at most (periods × slots) rows read through the primary key. */
export async function readDatedTally(source: DataSource | EntityManager, subject: DatedSubject, from: string, to: string): Promise<Map<string, Tally>> {
  const rows: { period: string; count: string; amount: string }[] = await source.query(
    `SELECT to_char(period, 'YYYY-MM-DD') AS period, sum(row_count) AS count, sum(amount) AS amount
     FROM dated_tally WHERE subject = $1 AND period BETWEEN $2 AND $3 GROUP BY period`,
    [subject, from, to],
  );
  return new Map(rows.map((row) => [row.period, { count: Number(row.count), amount: row.amount }]));
}

/** The site's calendar now: its time zone (as the triggers read it) and the first days of this month and this week there. */
export async function readCalendar(source: DataSource | EntityManager): Promise<{ timeZone: string; month: string; week: string }> {
  const rows: { zone: string; month: string; week: string }[] = await source.query(
    `SELECT zone, to_char(date_trunc('month', now() AT TIME ZONE zone), 'YYYY-MM-DD') AS month,
       to_char(date_trunc('week', now() AT TIME ZONE zone), 'YYYY-MM-DD') AS week
     FROM (SELECT site_time_zone() AS zone) AS site`,
  );
  return { timeZone: rows[0].zone, month: rows[0].month, week: rows[0].week };
}
