/** Queues a PDF render when the authority has answered (the PDF shows the clearance status). */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { InvoiceCleared, InvoiceRejected, InvoiceReported } from '../domain/invoice.events.js';
import './pdf-jobs.js';

export function renderPdfReactor(jobs: JobQueues): Reactor<InvoiceCleared | InvoiceReported | InvoiceRejected> {
  return {
    name: 'renderInvoicePdf',
    eventTypes: ['InvoiceCleared', 'InvoiceReported', 'InvoiceRejected'],
    async react(event) {
      const { invoiceId } = event.data;
      await jobs.enqueue('pdf', 'render-invoice-pdf', { invoiceId }, { causedByEventId: event.metadata.eventId });
    },
  };
}
