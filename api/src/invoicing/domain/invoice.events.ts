import type { DomainEvent } from '../../platform/commands/decider.js';
import type { BuyerIdScheme, StructuredAddress } from './invoice.parties.js';
import type { InvoiceAmounts, InvoiceLine } from './invoice.amounts.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type { BuyerIdScheme, StructuredAddress };
/** standard = B2B, cleared by the authority; simplified = B2C, reported to it. */
export type InvoiceType = 'standard' | 'simplified';
export type PaymentMethod = 'none' | 'bank_transfer' | 'cash' | 'credit_card' | 'stc_pay';
/** A tax invoice, or a note correcting one: a credit note (cancellation, 381) or a debit note (correction, 383). */
export type InvoiceDocumentKind = 'invoice' | 'creditNote' | 'debitNote';

/** The invoice a credit or debit note corrects (BR-KSA-56) and why (KSA-10). */
export interface BillingReference {
  invoiceId: string;
  invoiceNumber: string;
  reason: string;
}

/** The seller of record as its profile stood when the invoice was drafted. */
export interface InvoiceSellerSnapshot {
  sellerId: string;
  businessName: string;
  businessNameAr: string;
  vatNumber: string;
  crNumber: string;
  address: StructuredAddress;
}

export interface InvoiceBuyerSnapshot {
  name: string;
  vatNumber: string | null;
  idScheme: BuyerIdScheme | null;
  id: string | null;
  address: StructuredAddress;
  /**
   * The address as the seller wrote it, kept for a simplified (B2C) invoice, where the authority does not require
   * a structured buyer address: printed on the PDF as written.
   */
  addressText?: string | null;
}

/** A message from the authority's clearance or reporting answer. */
/** What an invoice states beside its parties and lines: how and when it is paid, its reference and notes. */
export interface InvoiceTerms {
  paymentMethod: PaymentMethod;
  supplyDate: string | null;
  dueDate: string | null;
  referenceNumber: string | null;
  notes: string | null;
  notesAr: string | null;
}

export interface ZatcaMessage {
  code: string;
  category: string;
  message: string;
}

export interface ClearanceMessages {
  warnings: ZatcaMessage[];
  errors: ZatcaMessage[];
}

export type InvoiceDrafted = DomainEvent<
  'InvoiceDrafted',
  {
    invoiceId: string;
    invoiceNumber: string;
    invoiceType: InvoiceType;
    /** Absent on events written before notes existed: an invoice. */
    documentKind?: InvoiceDocumentKind;
    billingReference?: BillingReference | null;
    seller: InvoiceSellerSnapshot;
    buyer: InvoiceBuyerSnapshot;
    currency: string;
    lines: InvoiceLine[];
    /** Computed by the decider from lines, discount, shipping and rate. */
    amounts: InvoiceAmounts;
    draftedAt: string;
  } & InvoiceTerms
>;
export type InvoiceIssued = DomainEvent<
  'InvoiceIssued',
  {
    invoiceId: string;
    icv: number;
    pih: string;
    uuid: string;
    issuedAt: string;
  }
>;
export type InvoiceSigned = DomainEvent<
  'InvoiceSigned',
  {
    invoiceId: string;
    hash: string;
    qrCode: string;
    signature: string;
    signedAt: string;
    /** The signed XML, byte for byte as hashed and sent to the authority (absent on the earliest events). */
    xml?: string;
  }
>;
export type InvoiceCleared = DomainEvent<
  'InvoiceCleared',
  { invoiceId: string; messages: ClearanceMessages; at: string }
>;
export type InvoiceReported = DomainEvent<
  'InvoiceReported',
  { invoiceId: string; messages: ClearanceMessages; at: string }
>;
export type InvoiceRejected = DomainEvent<
  'InvoiceRejected',
  { invoiceId: string; messages: ClearanceMessages; at: string }
>;
export type InvoicePaid = DomainEvent<'InvoicePaid', { invoiceId: string; paidAt: string }>;
export type InvoiceMarkedOverdue = DomainEvent<
  'InvoiceMarkedOverdue',
  { invoiceId: string; dueDate: string; at: string }
>;
export type InvoiceCancelledByCreditNote = DomainEvent<
  'InvoiceCancelledByCreditNote',
  {
    invoiceId: string;
    creditNoteId: string;
    reason: string;
    at: string;
  }
>;

export type InvoiceEvent =
  | InvoiceDrafted
  | InvoiceIssued
  | InvoiceSigned
  | InvoiceCleared
  | InvoiceReported
  | InvoiceRejected
  | InvoicePaid
  | InvoiceMarkedOverdue
  | InvoiceCancelledByCreditNote;

export const INVOICE_EVENT_TYPES = eventTypesOf<InvoiceEvent>()([
  'InvoiceDrafted',
  'InvoiceIssued',
  'InvoiceSigned',
  'InvoiceCleared',
  'InvoiceReported',
  'InvoiceRejected',
  'InvoicePaid',
  'InvoiceMarkedOverdue',
  'InvoiceCancelledByCreditNote',
]);
