/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). A cell that starts with = + - @, a tab or a carriage return gets an
 * apostrophe in front, so that a spreadsheet shows it as text instead of running it as a formula (CSV injection:
 * poll answers and titles are written by attendees and chairs). The programme import strips that apostrophe again.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
