/** Queues the clearance (standard) or reporting (simplified) of every signed invoice, once per InvoiceSigned. */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { InvoiceSigned } from '../domain/invoice.events.js';
import './clearance-jobs.js';

export function submitInvoiceReactor(jobs: JobQueues): Reactor<InvoiceSigned> {
  return {
    name: 'submitInvoice',
    eventTypes: ['InvoiceSigned'],
    async react(event) {
      const { invoiceId } = event.data;
      await jobs.enqueue('zatca', 'submit-invoice', { invoiceId }, { causedByEventId: event.metadata.eventId });
    },
  };
}
