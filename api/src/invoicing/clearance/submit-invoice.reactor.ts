/** Queues the clearance (standard) or reporting (simplified) of every signed invoice, once per InvoiceSigned. */
import type { Projection } from '../../platform/projections/projection.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { InvoiceSigned } from '../domain/invoice.events.js';
import './clearance-jobs.js';

export function submitInvoiceReactor(jobs: JobQueues): Projection<InvoiceSigned> {
  return {
    name: 'submitInvoice',
    version: 1,
    eventTypes: ['InvoiceSigned'],
    collections: {},
    async apply(event) {
      const { invoiceId } = event.data;
      await jobs.enqueue('zatca', 'submit-invoice', { invoiceId }, { causedByEventId: event.metadata.eventId });
    },
  };
}
