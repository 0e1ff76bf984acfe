import { pipeline, Transform, type Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { DataSource } from 'typeorm';

/** What makes Excel, LibreOffice and Sheets read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV writer for the back office's exports, with a header line. Visitors write what ends up in
 * these cells, so a cell a spreadsheet would run as a formula is written behind a single quote,
 * which spreadsheets show as text.
 */
export function csvWriter(columns: string[]): Stringifier {
  return stringify({
    header: true,
    columns,
    cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
  });
}

type Row = Record<string, unknown>;

/**
 * Streams the rows of a query as CSV with a header line, so a large list never sits in memory; the
 * connection goes back when done. `present` turns a row into what people read (a code into its name).
 */
export async function streamCsv(dataSource: DataSource, sql: string, parameters: unknown[], columns: string[], present?: (row: Row) => Row): Promise<Readable> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const rows = await runner.stream(sql, parameters);
  const output = csvWriter(columns);
  const release = () => void runner.release();
  if (present) {
    const presented = new Transform({ objectMode: true, transform: (row: Row, _encoding, done) => done(null, present(row)) });
    pipeline(rows, presented, output, release);
  } else pipeline(rows, output, release);
  return output;
}
