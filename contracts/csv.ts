/**
 * The CSV the front ends download (a chart's table): RFC 4180 quoting, and the same neutralisation as the API's
 * export writer (api/src/platform/http/csv-export.ts), so a label a user typed (an artwork's title, a city)
 * that starts like a formula (= + - @, a tab or a carriage return) is written as text, not run by a spreadsheet.
 */
export type CsvValue = string | number;

/** One cell: numbers as they are; text neutralised with a leading apostrophe, then quoted where it must be. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header and rows as CSV text, each line ended by CRLF. */
export const toCsv = (header: string[], rows: CsvValue[][]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Downloads CSV text as a file, with a byte-order mark so spreadsheet programs read Arabic as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
