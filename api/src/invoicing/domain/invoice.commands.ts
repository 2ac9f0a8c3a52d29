import type { ClearanceMessages, InvoiceDrafted } from './invoice.events.js';

/**
 * Commands on the stream `invoice-<invoiceId>`. `actorId` is who asks; `at` is the instant (ISO 8601) the
 * handler or scheduler read from its clock. Ids, numbers and the chain position (icv, pih) are allocated
 * outside and enter here.
 */
export type InvoiceCommand =
  /** Carries the facts the draft records (its amounts excepted, computed from the rates below). */
  | ({
      type: 'DraftInvoice';
      actorId: string;
      at: string;
      discountPercentage: number;
      shippingHalalas: number;
      vatRate: number;
    } & Omit<InvoiceDrafted['data'], 'amounts' | 'draftedAt'>)
  | { type: 'IssueInvoice'; invoiceId: string; actorId: string; at: string; icv: number; pih: string; uuid: string }
  | {
      type: 'SignInvoice';
      invoiceId: string;
      at: string;
      hash: string;
      qrCode: string;
      signature: string;
      xml?: string;
    }
  | {
      type: 'RecordClearanceOutcome';
      invoiceId: string;
      at: string;
      outcome: 'cleared' | 'reported' | 'rejected';
      messages: ClearanceMessages;
      clearanceOff?: boolean;
    }
  | { type: 'MarkInvoicePaid'; invoiceId: string; actorId: string; at: string }
  /** Sent by the scheduled job; refused before the due date. */
  | { type: 'MarkInvoiceOverdue'; invoiceId: string; at: string }
  | {
      type: 'CancelInvoiceByCreditNote';
      invoiceId: string;
      actorId: string;
      at: string;
      creditNoteId: string;
      reason: string;
    };

export type DraftInvoice = Extract<InvoiceCommand, { type: 'DraftInvoice' }>;
