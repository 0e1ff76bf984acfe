// What the backup and restore scripts share: opening a copy of the embedded database with the
// extensions its migrations created, and counting every table's rows to show the copy whole.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Opens a database folder, or an archive loaded into a folder or (without one) into memory. */
export function openDatabase({ dataDir, archive } = {}) {
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(archive ? { loadDataDir: new Blob([archive]) } : {}), extensions: { pg_trgm } });
}

/** Every table of the public schema with its number of rows, by name. */
export async function countRows(db) {
  const tables = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const counts = {};
  for (const { tablename } of tables.rows) {
    const result = await db.query(`SELECT count(*)::int AS n FROM "${tablename.replaceAll('"', '""')}"`);
    counts[tablename] = result.rows[0].n;
  }
  return counts;
}

/** One line for people: the counts they know, then every table. */
export function describeCounts(counts) {
  const known = `${counts.customer_order ?? 0} orders, ${counts.message ?? 0} messages, ${counts.subscriber ?? 0} subscribers`;
  const tables = Object.entries(counts)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  return `${known}; ${Object.keys(counts).length} tables: ${tables}`;
}
