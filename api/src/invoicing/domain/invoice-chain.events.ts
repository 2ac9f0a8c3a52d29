import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type InvoiceNumberAllocated = DomainEvent<
  'InvoiceNumberAllocated',
  { invoiceId: string; icv: number; pih: string }
>;
export type InvoiceHashRecorded = DomainEvent<'InvoiceHashRecorded', { invoiceId: string; icv: number; hash: string }>;
export type InvoiceChainEvent = InvoiceNumberAllocated | InvoiceHashRecorded;
export const INVOICE_CHAIN_EVENT_TYPES = eventTypesOf<InvoiceChainEvent>()([
  'InvoiceNumberAllocated',
  'InvoiceHashRecorded',
]);
