/**
 * CSV cells and lines as RFC 4180 writes them, with spreadsheet formula injection defused:
 * a cell that a spreadsheet would read as a formula (or that a tab or carriage return would
 * shift into one), also after leading blanks a spreadsheet skips, starts with an apostrophe,
 * so it is shown as text instead.
 */

const formulaStart = /^\s*[=+\-@]|^[\t\r]/;
const needsQuotes = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: empty for null, apostrophe before a formula start, quoted when it has to be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const protectedFormula = /^'[=+\-@\t\r]/;

/**
 * A cell as written before `csvCell` protected it: the apostrophe before a formula start is
 * dropped, so that a file this system exported reads back with the values it held.
 */
export function csvCellValue(cell: string): string {
  return protectedFormula.test(cell) ? cell.slice(1) : cell;
}
