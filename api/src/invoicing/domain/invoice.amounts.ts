import { percentOf, roundHalalas } from './invoice.rounding.js';

/** One invoice line as the seller states it; prices in integer halalas. */
export interface InvoiceLine {
  descriptionEn: string;
  descriptionAr: string;
  /** Up to six decimals; the line net is rounded to halalas. */
  quantity: number;
  unitPriceHalalas: number;
  /** Standard-rated only for now, like the UBL builder. */
  vatCategory: 'S';
}

export interface LineAmounts {
  netHalalas: number;
  /** The document discount percentage applied to this line, so VAT can be rounded per line. */
  discountHalalas: number;
  taxableHalalas: number;
  vatHalalas: number;
}

export interface InvoiceAmounts {
  lines: LineAmounts[];
  subtotalHalalas: number;
  discountPercentage: number;
  discountHalalas: number;
  /** Shipping is a charge that bears VAT at the invoice rate; it is never discounted. */
  shippingHalalas: number;
  shippingVatHalalas: number;
  taxableHalalas: number;
  vatRate: number;
  vatHalalas: number;
  totalHalalas: number;
}

/**
 * The server's amounts, computed only from lines, discount, shipping and rate: whatever totals a client sends
 * are never read. Rounding is the ZATCA library's (half away from zero, per line), not a second copy of it.
 */
export function computeInvoiceAmounts(
  lines: InvoiceLine[],
  discountPercentage: number,
  shippingHalalas: number,
  vatRate: number,
): InvoiceAmounts {
  const lineAmounts = lines.map((line) => {
    const netHalalas = roundHalalas(line.quantity * line.unitPriceHalalas);
    const discountHalalas = percentOf(netHalalas, discountPercentage);
    const taxableHalalas = netHalalas - discountHalalas;
    return { netHalalas, discountHalalas, taxableHalalas, vatHalalas: percentOf(taxableHalalas, vatRate) };
  });
  const sum = (pick: (l: LineAmounts) => number) => lineAmounts.reduce((total, l) => total + pick(l), 0);
  const shippingVatHalalas = percentOf(shippingHalalas, vatRate);
  const subtotalHalalas = sum((l) => l.netHalalas);
  const discountHalalas = sum((l) => l.discountHalalas);
  const taxableHalalas = subtotalHalalas - discountHalalas + shippingHalalas;
  const vatHalalas = sum((l) => l.vatHalalas) + shippingVatHalalas;
  return {
    lines: lineAmounts,
    subtotalHalalas,
    discountPercentage,
    discountHalalas,
    shippingHalalas,
    shippingVatHalalas,
    taxableHalalas,
    vatRate,
    vatHalalas,
    totalHalalas: taxableHalalas + vatHalalas,
  };
}

/**
 * The net of a VAT-inclusive amount (what a buyer paid): the net whose VAT, rounded as on the invoice, brings it
 * back to the amount paid. Where no net does (VAT rounding skips some totals) it is the one a halala short.
 */
export function netOfInclusive(grossHalalas: number, vatRate: number): number {
  const estimate = roundHalalas((grossHalalas * 100) / (100 + vatRate));
  const candidates = [estimate, estimate - 1, estimate + 1].filter((net) => net >= 0);
  return (
    candidates.find((net) => inclusive(net, vatRate) === grossHalalas) ??
    candidates.filter((net) => inclusive(net, vatRate) <= grossHalalas).sort((a, b) => b - a)[0] ??
    0
  );
}

const inclusive = (net: number, vatRate: number) => net + percentOf(net, vatRate);

/**
 * The nets of a sale paid VAT-inclusive, the work and its shipping, so the invoice totals exactly what was paid.
 * VAT rounding skips some totals, so the shipping's net may move a halala to let the work's net land on the rest;
 * only a sale without shipping can end a halala short.
 */
export function saleNetsOfInclusive(
  workHalalas: number,
  shippingHalalas: number,
  vatRate: number,
): { workNet: number; shippingNet: number } {
  const paid = workHalalas + shippingHalalas;
  const estimate = netOfInclusive(shippingHalalas, vatRate);
  const shippingNets = shippingHalalas === 0 ? [0] : [estimate, estimate + 1, estimate - 1].filter((n) => n >= 0);
  const splits = shippingNets.map((shippingNet) => ({
    shippingNet,
    workNet: netOfInclusive(paid - inclusive(shippingNet, vatRate), vatRate),
  }));
  return (
    splits.find(({ workNet, shippingNet }) => inclusive(workNet, vatRate) + inclusive(shippingNet, vatRate) === paid) ??
    splits[0]
  );
}
