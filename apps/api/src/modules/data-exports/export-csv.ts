/**
 * CSV for the export's tabular sections (RFC 4180, CRLF). A cell that a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@` and not a plain number) is prefixed with `'`: a chat message or a
 * deal's title is the other party's words, and opening the file must not execute them.
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The byte order mark first, so spreadsheet programs read Arabic as UTF-8. */
export const csvHeader = (columns: readonly string[]) => `\ufeff${csvLine(columns)}`;
