import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { computeInvoiceAmounts, netOfInclusive, saleNetsOfInclusive, type InvoiceLine } from './invoice.amounts.js';

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

  it('takes the net out of a VAT-inclusive price: 10,000 SAR paid is 8,695.65 net and 1,304.35 VAT', () => {
    const net = netOfInclusive(1_000_000, 15);
    expect(net).toBe(869_565);
    const amounts = computeInvoiceAmounts([line(1, net)], 0, netOfInclusive(5_750, 15), 15);
    expect(amounts).toMatchObject({ vatHalalas: 130_435 + 750, shippingHalalas: 5_000, totalHalalas: 1_005_750 });
    expect(netOfInclusive(0, 15)).toBe(0);
  });

  it('brings any price paid back to itself through the invoice, or to a halala short where no net can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(15, 5, 7.5), (paid, rate) => {
        const net = netOfInclusive(paid, rate);
        const total = computeInvoiceAmounts([line(1, net)], 0, 0, rate).totalHalalas;
        expect(paid - total).toBeGreaterThanOrEqual(0);
        expect(paid - total).toBeLessThanOrEqual(1);
        // A halala short only when the next net overshoots: VAT rounding skipped the amount paid.
        if (total !== paid)
          expect(computeInvoiceAmounts([line(1, net + 1)], 0, 0, rate).totalHalalas).toBeGreaterThan(paid);
      }),
      { numRuns: 2_000 },
    );
  });

  it('splits a sale paid with shipping so its invoice totals exactly what was paid', () => {
    // 150 SAR of shipping alone has no net to the halala (130.43 → 149.99, 130.44 → 150.01): the work's line takes it.
    expect(saleNetsOfInclusive(1_000_000, 15_000, 15)).toEqual({ workNet: 869_566, shippingNet: 13_043 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(15, 5, 7.5),
        (work, shipping, rate) => {
          const { workNet, shippingNet } = saleNetsOfInclusive(work, shipping, rate);
          expect(computeInvoiceAmounts([line(1, workNet)], 0, shippingNet, rate).totalHalalas).toBe(work + shipping);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
