/**
 * Queues the signing of every issued invoice. A reactor runs on the projection engine (checkpointed,
 * at-least-once) and owns no read model; the job id derives from the InvoiceIssued event's id, so a replay
 * or a rebuild finds the job already queued or done and never signs twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { InvoiceIssued } from '../domain/invoice.events.js';
import './zatca-jobs.js';

export function signInvoiceReactor(jobs: JobQueues): Reactor<InvoiceIssued> {
  return {
    name: 'signInvoice',
    eventTypes: ['InvoiceIssued'],
    async react(event) {
      const { invoiceId } = event.data;
      await jobs.enqueue('zatca', 'sign-invoice', { invoiceId }, { causedByEventId: event.metadata.eventId });
    },
  };
}
