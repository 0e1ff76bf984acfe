import { stringify, type Stringifier } from 'csv-stringify';

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
