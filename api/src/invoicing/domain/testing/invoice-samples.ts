import type { DraftInvoice } from '../invoice.commands.js';
import { invoiceDrafted } from '../invoice.decider.js';
import type { InvoiceEvent } from '../invoice.events.js';

/** A Saudi national address, as the domain holds it. */
export const RIYADH_ADDRESS = {
  street: 'Takhassusi Street',
  buildingNumber: '7421',
  postalCode: '12333',
  district: 'Al Muhammadiyah',
  city: 'Riyadh',
  countryCode: 'SA',
};

export const SELLER_ID = 'seller-1';

/** A VAT-registered gallery drafting a standard invoice for one work; override what a test varies. */
export function draftCommand(overrides: Partial<DraftInvoice> = {}): DraftInvoice {
  return {
    type: 'DraftInvoice',
    invoiceId: 'inv-1',
    invoiceNumber: 'INV-0001',
    actorId: SELLER_ID,
    at: '2026-01-10T09:00:00Z',
    invoiceType: 'standard',
    seller: {
      sellerId: SELLER_ID,
      businessName: 'Art Gallery',
      businessNameAr: 'معرض الفن',
      vatNumber: '399999999900003',
      crNumber: '1010010000',
      address: RIYADH_ADDRESS,
    },
    buyer: {
      name: 'Buyer Co',
      vatNumber: '399999999800003',
      idScheme: null,
      id: null,
      address: { ...RIYADH_ADDRESS, buildingNumber: '1111' },
    },
    currency: 'SAR',
    lines: [
      {
        descriptionEn: 'Oil painting',
        descriptionAr: 'لوحة زيتية',
        quantity: 1,
        unitPriceHalalas: 1_000_000,
        vatCategory: 'S',
      },
    ],
    discountPercentage: 10,
    shippingHalalas: 5_000,
    vatRate: 15,
    paymentMethod: 'bank_transfer',
    supplyDate: '2026-01-10',
    dueDate: '2026-02-10',
    referenceNumber: null,
    notes: null,
    notesAr: null,
    ...overrides,
  };
}

export function drafted(overrides: Partial<DraftInvoice> = {}): InvoiceEvent {
  return invoiceDrafted(draftCommand(overrides));
}

export const issued: InvoiceEvent = {
  type: 'InvoiceIssued',
  data: { invoiceId: 'inv-1', icv: 1, pih: 'pih==', uuid: 'uuid-1', issuedAt: '2026-01-10T10:00:00Z' },
};
export const signed: InvoiceEvent = {
  type: 'InvoiceSigned',
  data: { invoiceId: 'inv-1', hash: 'hash1=', qrCode: 'qr', signature: 'sig', signedAt: '2026-01-10T10:00:01Z' },
};
export const noMessages = { warnings: [], errors: [] };
