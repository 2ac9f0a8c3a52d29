import type { InvoiceLineInput } from './ubl-invoice.types.js';
import { percentOf, roundHalalas } from '../domain/invoice.rounding.js';

export { percentOf, roundHalalas } from '../domain/invoice.rounding.js';

export interface LineAmounts {
  /** quantity × unit price, rounded to halalas (BR-KSA-EN16931-11). */
  netHalalas: number;
  /** net × rate, rounded to halalas per line (BR-KSA-50). */
  vatHalalas: number;
}

export interface VatBreakdown {
  category: 'S';
  percent: number;
  taxableHalalas: number;
  /** taxable × rate, rounded once per category at document level (BR-CO-17 with the authority's tolerance). */
  vatHalalas: number;
}

export interface DocumentAmounts {
  lines: LineAmounts[];
  breakdown: VatBreakdown[];
  lineTotalHalalas: number;
  vatTotalHalalas: number;
  totalWithVatHalalas: number;
}

export function computeAmounts(lines: InvoiceLineInput[]): DocumentAmounts {
  const lineAmounts = lines.map((line) => {
    const netHalalas = roundHalalas(line.quantity * line.unitPriceHalalas);
    return { netHalalas, vatHalalas: percentOf(netHalalas, line.vatPercent) };
  });
  const byRate = new Map<number, number>();
  lines.forEach((line, i) =>
    byRate.set(line.vatPercent, (byRate.get(line.vatPercent) ?? 0) + lineAmounts[i].netHalalas),
  );
  const breakdown = [...byRate].map(([percent, taxableHalalas]) => ({
    category: 'S' as const,
    percent,
    taxableHalalas,
    vatHalalas: percentOf(taxableHalalas, percent),
  }));
  const lineTotalHalalas = lineAmounts.reduce((sum, l) => sum + l.netHalalas, 0);
  const vatTotalHalalas = breakdown.reduce((sum, b) => sum + b.vatHalalas, 0);
  return {
    lines: lineAmounts,
    breakdown,
    lineTotalHalalas,
    vatTotalHalalas,
    totalWithVatHalalas: lineTotalHalalas + vatTotalHalalas,
  };
}

/** Halalas as the decimal text UBL amounts carry: exactly two decimals. */
export function formatHalalas(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new Error(`amount ${halalas} is not a whole number of halalas`);
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percent as the samples write it on categories: 15.00. */
export function formatPercent(percent: number): string {
  return percent.toFixed(2);
}
