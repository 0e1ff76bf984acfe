import type { DataSource, EntityManager } from 'typeorm';

/** What the tally triggers count (migration 1763870400000-tallies): orders by payment status, messages by status, subscribers. */
type TallySubject = 'order' | 'message' | 'subscriber';

interface Tally {
  count: number;
  /** Sum of the tallied amount (orders: package_price), as PostgreSQL's exact numeric text */
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
