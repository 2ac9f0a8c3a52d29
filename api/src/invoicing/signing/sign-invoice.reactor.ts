/**
 * Queues the signing of every issued invoice. A reactor runs on the projection engine (checkpointed,
 * at-least-once) and owns no read model; the job id derives from the InvoiceIssued event's id, so a replay
 * or a rebuild finds the job already queued or done and never signs twice.
 */
import type { Projection } from '../../platform/projections/projection.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { InvoiceIssued } from '../domain/invoice.events.js';
import './zatca-jobs.js';

export function signInvoiceReactor(jobs: JobQueues): Projection<InvoiceIssued> {
  return {
    name: 'signInvoice',
    version: 1,
    eventTypes: ['InvoiceIssued'],
    collections: {},
    async apply(event) {
      const { invoiceId } = event.data;
      await jobs.enqueue('zatca', 'sign-invoice', { invoiceId }, { causedByEventId: event.metadata.eventId });
    },
  };
}
