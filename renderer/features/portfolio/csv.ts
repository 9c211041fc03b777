/** CSV of the rows a table shows (RFC 4180), and the file's name. No DOM here. */

export interface CsvColumn<Row> {
  header: string;
  /** The cell's text, as the table shows it. */
  value: (row: Row) => string;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A spreadsheet reads a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: quoted when it holds a comma, a quote or a line break (quotes doubled). A text a spreadsheet would take
 * for a formula ("=HYPERLINK(…)", "@SUM(…)") gets a leading apostrophe; a negative number stays a number.
 */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line, then one line per row, CRLF-separated, ending with CRLF. */
export function csvOf<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvField(c.header)), ...rows.map((row) => columns.map((c) => csvField(c.value(row))))];
  return lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}

const two = (n: number): string => String(n).padStart(2, '0');

/** "perpdesk-fills-BTC-USDT-2026-11-21.csv" (local date); "all" when the table shows every market. */
export function csvFileName(kind: string, pair: string | null, at: Date): string {
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const safe = (part: string) => part.replace(/[^A-Za-z0-9-]+/g, '-');
  return `perpdesk-${safe(kind)}-${safe(pair ?? 'all')}-${date}.csv`;
}
