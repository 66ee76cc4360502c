/**
 * CSV as spreadsheets read it: RFC 4180 quoting, CRLF lines, and a byte-order mark so Excel opens Chinese as
 * UTF-8. A cell a member or operator typed that starts like a formula (= + - @, or a tab or carriage return)
 * is written with a leading apostrophe, so opening the file never runs it (CSV injection).
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export type Cell = string | number | boolean | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: a header row, then one row per record. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
