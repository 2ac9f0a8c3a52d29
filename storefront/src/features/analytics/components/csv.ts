/** A chart's data as CSV (RFC 4180 quoting), downloaded from the browser: what a table view shows, in a file. */
export function toCsv(header: string[], rows: Array<Array<string | number>>): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(fileName: string, csv: string): void {
  // A byte-order mark so spreadsheet programs read the Arabic headers as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
