import type { BoundedContext } from '../platform/bounded-context.js';
import { INVOICING_EVENT_SPECS } from './domain/invoice.event-specs.js';
import { invoiceDecider } from './domain/invoice.decider.js';
import { invoiceChainDecider } from './domain/invoice-chain.decider.js';

/**
 * The invoicing context so far: event types and deciders of invoices and of each seller's invoice chain
 * (so the audit API can fold them). Handlers, the signing worker, HTTP and read models arrive with issue 6.
 */
export const invoicingContext: BoundedContext = {
  name: 'invoicing',
  eventSpecs: INVOICING_EVENT_SPECS,
  deciders: [invoiceDecider, invoiceChainDecider],
  projections: [],
};
