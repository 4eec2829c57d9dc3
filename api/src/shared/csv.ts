/** What a CSV cell can hold; dates are written as ISO 8601 in UTC, null as an empty cell. */
export type CsvValue = string | number | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * One CSV cell. Visitors and applicants write these values, and a spreadsheet runs a cell that
 * starts with = + - @ (or a tab or carriage return before one) as a formula: such a cell gets a
 * leading apostrophe, which spreadsheets show as text. Every cell is quoted, quotes doubled
 * (RFC 4180).
 */
export function csvCell(value: CsvValue): string {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header row and one row per item, CRLF line ends, and a BOM so spreadsheets read UTF-8. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
