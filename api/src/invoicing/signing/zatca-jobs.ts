/**
 * The `zatca` queue's jobs. Enqueue with the id of the InvoiceIssued event, so a replayed event finds the
 * job already there and never signs twice:
 *
 *   jobs.enqueue('zatca', 'sign-invoice', { invoiceId }, { causedByEventId: event.metadata.eventId })
 */
export interface SignInvoiceJob {
  invoiceId: string;
}

declare module '../../platform/jobs/job-catalog.js' {
  interface ZatcaJobs {
    'sign-invoice': SignInvoiceJob;
  }
}
