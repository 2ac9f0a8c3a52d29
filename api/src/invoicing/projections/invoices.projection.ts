/**
 * The `invoices` read model: one document per invoice stream, with every field of SPEC section 3 the list,
 * the detail and the PATCH answer return. Amounts are kept in halalas; the view turns them into riyals.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import { INVOICE_EVENT_TYPES, type InvoiceEvent } from '../domain/invoice.events.js';
import type { InvoiceFacts, InvoiceStatus, ZatcaClearanceStatus } from '../domain/invoice.state.js';
import type { InvoiceBuyerSnapshot } from '../domain/invoice.events.js';
import { sealBuyer, type BuyerSealer, type SealedBuyer } from './buyer-seal.js';

export const INVOICES = 'invoices';
export const INVOICES_PROJECTION = 'invoices';
/** What the back-office's search looks in: the buyer's name stays plain in the read model for it. */
export const INVOICE_TEXT_FIELDS = ['invoiceNumber', 'buyer.name', 'seller.businessName', 'seller.businessNameAr'];

interface InvoiceFields extends StreamTracked, Omit<InvoiceFacts, 'buyer'> {
  id: string;
  sellerId: string;
  status: InvoiceStatus;
  zatcaClearanceStatus: ZatcaClearanceStatus;
  createdAt: string;
  issueDate: string | null;
  icv: number | null;
  pih: string | null;
  zatcaUuid: string | null;
  invoiceHash: string | null;
  qrCode: string | null;
  digitalSignature: string | null;
  paidAt: string | null;
  zatcaMessages: { warnings: unknown[]; errors: unknown[] } | null;
  documentKind: 'invoice' | 'creditNote' | 'debitNote';
  billingReference: { invoiceId: string; invoiceNumber: string; reason: string } | null;
  signedAt: string | null;
  /** When the authority answered (cleared, reported or rejected). */
  clearedAt: string | null;
  creditNoteId: string | null;
  cancellationReason: string | null;
}

/** As stored: the buyer's identity number and address sealed with the invoice's year key (buyer-seal.ts). */
export interface StoredInvoiceDoc extends InvoiceFields {
  buyer: SealedBuyer;
  [key: string]: unknown;
}

/** As read (InvoiceQueries): the buyer opened, or only the name once the year's retention ended. */
export interface InvoiceDoc extends InvoiceFields {
  buyer: InvoiceBuyerSnapshot;
  buyerDetailsRemoved: boolean;
  [key: string]: unknown;
}

export const invoicesProjection = (vault: BuyerSealer): Projection<InvoiceEvent> => ({
  name: INVOICES_PROJECTION,
  version: 3,
  eventTypes: INVOICE_EVENT_TYPES,
  collections: {
    [INVOICES]: {
      indexes: [{ fields: ['sellerId', 'createdAt'] }, { fields: ['status'] }, { fields: ['zatcaClearanceStatus'] }],
      textFields: INVOICE_TEXT_FIELDS,
    },
  },
  async apply(event, ctx) {
    const invoices = ctx.collection<StoredInvoiceDoc>(INVOICES);
    const doc = await invoices.get(event.data.invoiceId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'InvoiceDrafted') {
      await invoices.upsert({
        ...event.data,
        buyer: await sealBuyer(vault, event.data.buyer, event.data.draftedAt),
        id: event.data.invoiceId,
        sellerId: event.data.seller.sellerId,
        status: 'draft',
        zatcaClearanceStatus: 'pending',
        createdAt: event.data.draftedAt,
        issueDate: null,
        icv: null,
        pih: null,
        zatcaUuid: null,
        invoiceHash: null,
        qrCode: null,
        digitalSignature: null,
        paidAt: null,
        zatcaMessages: null,
        documentKind: event.data.documentKind ?? 'invoice',
        billingReference: event.data.billingReference ?? null,
        signedAt: null,
        clearedAt: null,
        creditNoteId: null,
        cancellationReason: null,
        ...tracked(event),
      });
      return;
    }
    if (!doc) return;
    await invoices.upsert({ ...doc, ...changes(event), ...tracked(event) });
  },
});

function changes(event: InvoiceEvent): Partial<StoredInvoiceDoc> {
  switch (event.type) {
    case 'InvoiceIssued': {
      const { icv, pih, uuid, issuedAt } = event.data;
      return { status: 'sent', icv, pih, zatcaUuid: uuid, issueDate: issuedAt };
    }
    case 'InvoiceSigned':
      return {
        zatcaClearanceStatus: 'signed',
        invoiceHash: event.data.hash,
        qrCode: event.data.qrCode,
        digitalSignature: event.data.signature,
        signedAt: event.data.signedAt,
      };
    case 'InvoiceCleared':
      return { zatcaClearanceStatus: 'cleared', zatcaMessages: event.data.messages, clearedAt: event.data.at };
    case 'InvoiceReported':
      return { zatcaClearanceStatus: 'reported', zatcaMessages: event.data.messages, clearedAt: event.data.at };
    case 'InvoiceRejected':
      return { zatcaClearanceStatus: 'rejected', zatcaMessages: event.data.messages, clearedAt: event.data.at };
    case 'InvoicePaid':
      return { status: 'paid', paidAt: event.data.paidAt };
    case 'InvoiceMarkedOverdue':
      return { status: 'overdue' };
    case 'InvoiceCancelledByCreditNote':
      return { status: 'cancelled', creditNoteId: event.data.creditNoteId, cancellationReason: event.data.reason };
    default:
      return {};
  }
}
