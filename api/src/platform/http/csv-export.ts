/**
 * Every back-office CSV export goes through this one writer: the list's own filter and sort, streamed page by
 * page from the read store without a row cap, a byte-order mark so spreadsheet programs read Arabic correctly,
 * and every cell neutralised against formula injection. Controllers add `GET /api/admin/<list>/export.csv`:
 *
 *   await streamCsv(res, { filename: 'artists.csv', options: parseRaList(query, ARTIST_LIST),
 *     page: async (o) => views(await artists.find(o)) });
 */
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { FindOptions } from '../read-store/read-store.port.js';

const PAGE = 1000;

export type CsvRow = Record<string, unknown>;

export interface CsvExport {
  /** The downloaded file's name. */
  filename: string;
  /** The list's filter and sort (offset and limit are the writer's). */
  options: FindOptions;
  /** One page of rows as the list shows them. */
  page(options: FindOptions & { offset: number; limit: number }): Promise<CsvRow[]>;
  /** The columns, in order; by default the fields of the first row. */
  columns?: readonly string[];
}

export async function streamCsv(res: Response, csvExport: CsvExport): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${csvExport.filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write('\uFEFF');
  let csv: ReturnType<typeof stringify> | null = null;
  let columns = csvExport.columns;
  for (let offset = 0; ; offset += PAGE) {
    const rows = await csvExport.page({ ...csvExport.options, offset, limit: PAGE });
    for (const row of rows) {
      columns ??= Object.keys(row);
      if (!csv) {
        csv = stringify({ header: true, columns: [...columns] });
        csv.pipe(res);
      }
      if (!csv.write(columns.map((column) => csvCell(row[column])))) await new Promise((r) => csv!.once('drain', r));
    }
    if (rows.length < PAGE) break;
  }
  if (!csv) {
    // Nothing matched: the header alone, when the columns are known.
    res.end(columns ? `${columns.join(',')}\n` : '');
    return;
  }
  csv.end();
  await new Promise((resolve) => res.on('finish', resolve));
}

/**
 * One cell as text a spreadsheet will not run: lists are joined with spaces, objects written as JSON, and a
 * cell starting with = + - @, a tab or a carriage return (a formula, CSV injection) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(' ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
