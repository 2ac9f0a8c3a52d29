import type { UblInvoiceInput } from '../ubl-invoice.types.js';
import { FIRST_INVOICE_PIH } from '../invoice-hash.js';

const riyadh = {
  street: 'الامير سلطان',
  buildingNumber: '2322',
  postalCode: '23333',
  district: 'المربع',
  city: 'الرياض',
  countryCode: 'SA',
};

/** A gallery selling two works; the flavour and kind vary per test. */
export function invoiceInput(overrides: Partial<UblInvoiceInput> = {}): UblInvoiceInput {
  return {
    kind: 'invoice',
    flavour: 'standard',
    invoiceNumber: 'INV-2024-0001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    issuedAt: new Date('2024-03-10T21:30:15Z'),
    icv: 1,
    pih: FIRST_INVOICE_PIH,
    currency: 'SAR',
    seller: { name: 'معرض الفن | Art Gallery', vatNumber: '399999999900003', crNumber: '1010010000', address: riyadh },
    buyer: {
      name: 'شركة المشتري | Buyer Co',
      vatNumber: '399999999800003',
      address: { ...riyadh, buildingNumber: '1111', postalCode: '12222' },
    },
    lines: [
      { name: 'لوحة زيتية | Oil painting', quantity: 1, unitPriceHalalas: 1_250_000, vatCategory: 'S', vatPercent: 15 },
      { name: 'Print', quantity: 3, unitPriceHalalas: 3_333, vatCategory: 'S', vatPercent: 15 },
    ],
    ...overrides,
  };
}
