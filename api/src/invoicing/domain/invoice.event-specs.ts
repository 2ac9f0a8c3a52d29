import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { INVOICE_CHAIN_EVENT_TYPES } from './invoice-chain.events.js';
import { INVOICE_EVENT_TYPES } from './invoice.events.js';

/**
 * Schema versions of the invoicing context's events. No field is registered as personal data: a tax invoice
 * (buyer name and address included) must stay readable for the legal retention period, so it is never shredded.
 */
export const INVOICING_EVENT_SPECS: EventTypeSpec[] = [...INVOICE_EVENT_TYPES, ...INVOICE_CHAIN_EVENT_TYPES].map(
  (type) => ({ type, schemaVersion: 1 }),
);
