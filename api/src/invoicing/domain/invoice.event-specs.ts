import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { INVOICE_CHAIN_EVENT_TYPES } from './invoice-chain.events.js';
import { INVOICE_EVENT_TYPES } from './invoice.events.js';

/**
 * Schema versions of the invoicing context's events, and the buyer's identity in them. A tax invoice (buyer name,
 * address, VAT or identity number included) must stay readable for the legal retention period, so it is never
 * crypto-shredded when a person is erased; it is still encrypted at rest, with a key the platform holds per
 * calendar year (`taxRecords-<year>`, in the same vault as the personal keys, wrapped with PII_MASTER_KEY), which
 * is destroyed once that year's retention period has ended. The signed XML names the buyer too: it is encrypted
 * whole. Only the invoice's readers (its seller, and staff with the invoice permission) are ever answered with
 * the decrypted values.
 */
export const TAX_RECORDS_KEY_PREFIX = 'taxRecords-';
export const taxRecordsKey = (at: string) => `${TAX_RECORDS_KEY_PREFIX}${at.slice(0, 4)}`;
/** Invoices are kept for 6 years after the end of the year they belong to (the VAT Implementing Regulations' record-keeping rule). */
export const TAX_RETENTION_YEARS = 6;
/** Whether a year's key may be destroyed at `now`: its retention period is over. */
export const retentionEnded = (year: number, now: Date) => year + TAX_RETENTION_YEARS < now.getUTCFullYear();
const yearOf = (field: string) => (data: Record<string, unknown>) =>
  typeof data[field] === 'string' ? taxRecordsKey(data[field] as string) : null;
const BUYER_FIELDS = ['name', 'vatNumber', 'id', 'addressText', 'address.street', 'address.buildingNumber']
  .concat(['address.postalCode', 'address.district', 'address.city'])
  .map((field) => `buyer.${field}`);
const PERSONAL: Record<string, EventTypeSpec['personalData']> = {
  InvoiceDrafted: { fields: BUYER_FIELDS, subject: yearOf('draftedAt') },
  InvoiceSigned: { fields: ['xml'], subject: yearOf('signedAt') },
};

export const INVOICING_EVENT_SPECS: EventTypeSpec[] = [...INVOICE_EVENT_TYPES, ...INVOICE_CHAIN_EVENT_TYPES].map(
  (type) => ({ type, schemaVersion: 1, ...(PERSONAL[type] ? { personalData: PERSONAL[type] } : {}) }),
);
