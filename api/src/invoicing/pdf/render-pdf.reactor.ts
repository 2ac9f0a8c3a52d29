/** Queues a PDF render when the authority has answered (the PDF shows the clearance status). */
import type { Projection } from '../../platform/projections/projection.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { InvoiceCleared, InvoiceRejected, InvoiceReported } from '../domain/invoice.events.js';
import './pdf-jobs.js';

export function renderPdfReactor(jobs: JobQueues): Projection<InvoiceCleared | InvoiceReported | InvoiceRejected> {
  return {
    name: 'renderInvoicePdf',
    version: 1,
    eventTypes: ['InvoiceCleared', 'InvoiceReported', 'InvoiceRejected'],
    collections: {},
    async apply(event) {
      const { invoiceId } = event.data;
      await jobs.enqueue('pdf', 'render-invoice-pdf', { invoiceId }, { causedByEventId: event.metadata.eventId });
    },
  };
}
