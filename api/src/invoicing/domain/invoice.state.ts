import type { ClearanceMessages, InvoiceDrafted } from './invoice.events.js';

/** The spec's status (SPEC section 4), plus cancelled once a credit note voids an issued invoice. */
export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled';
/** The tax authority's progress, apart from the business status. */
export type ZatcaClearanceStatus = 'pending' | 'signed' | 'cleared' | 'reported' | 'rejected';

export type InvoiceFacts = InvoiceDrafted['data'];

export interface IssuedFacts {
  icv: number;
  pih: string;
  uuid: string;
  issuedAt: string;
}

export interface SignatureFacts {
  hash: string;
  qrCode: string;
  signature: string;
}

export type InvoiceState =
  | { status: 'none' }
  | { status: 'draft'; invoice: InvoiceFacts; zatcaClearanceStatus: 'pending' }
  | {
      status: Exclude<InvoiceStatus, 'draft'>;
      invoice: InvoiceFacts;
      issued: IssuedFacts;
      zatcaClearanceStatus: ZatcaClearanceStatus;
      signed: SignatureFacts | null;
      /** The authority's last answer: why an invoice was rejected, or the warnings it cleared with. */
      clearance: ClearanceMessages | null;
    };

export type IssuedInvoiceState = Extract<InvoiceState, { issued: IssuedFacts }>;
