import { describe, expect, it } from '@jest/globals';
import { computeInvoiceAmounts, type InvoiceLine } from './invoice.amounts.js';

const line = (quantity: number, unitPriceHalalas: number): InvoiceLine => ({
  descriptionEn: 'Work',
  descriptionAr: 'عمل',
  quantity,
  unitPriceHalalas,
  vatCategory: 'S',
});

describe('invoice amounts', () => {
  it('applies the discount percentage, adds shipping as a VAT-able charge and totals', () => {
    const amounts = computeInvoiceAmounts([line(1, 1_000_000)], 10, 5_000, 15);
    expect(amounts).toMatchObject({
      subtotalHalalas: 1_000_000,
      discountHalalas: 100_000,
      shippingHalalas: 5_000,
      shippingVatHalalas: 750,
      taxableHalalas: 905_000,
      vatHalalas: 135_750,
      totalHalalas: 1_040_750,
      vatRate: 15,
      discountPercentage: 10,
    });
  });

  it('rounds line nets half away from zero and VAT per line', () => {
    const amounts = computeInvoiceAmounts([line(3, 3_333), line(0.5, 3)], 0, 0, 15);
    expect(amounts.lines.map((l) => [l.netHalalas, l.vatHalalas])).toEqual([
      [9_999, 1_500],
      [2, 0],
    ]);
    // Two lines of 3 halalas: 0.45 each rounds to 0, where one rounding of the sum would give 1.
    expect(computeInvoiceAmounts([line(1, 3), line(1, 3)], 0, 0, 15).vatHalalas).toBe(0);
  });

  it('takes a configured VAT rate and keeps every amount a whole number of halalas', () => {
    const amounts = computeInvoiceAmounts([line(1.333333, 777), line(2, 12_345)], 7.5, 1_001, 5);
    for (const value of [amounts.subtotalHalalas, amounts.discountHalalas, amounts.vatHalalas, amounts.totalHalalas]) {
      expect(Number.isSafeInteger(value)).toBe(true);
    }
    expect(amounts.totalHalalas).toBe(amounts.subtotalHalalas - amounts.discountHalalas + 1_001 + amounts.vatHalalas);
    expect(amounts.shippingVatHalalas).toBe(50);
  });
});
