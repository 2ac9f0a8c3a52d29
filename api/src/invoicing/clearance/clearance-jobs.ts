/**
 * Jobs of the `zatca` queue beyond signing: submitting a signed invoice to the authority (enqueued with the
 * InvoiceSigned event's id, so a replay never submits twice) and the scheduled overdue sweep.
 */
export interface SubmitInvoiceJob {
  invoiceId: string;
}

export type MarkOverdueInvoicesJob = Record<string, never>;

declare module '../../platform/jobs/job-catalog.js' {
  interface ZatcaJobs {
    'submit-invoice': SubmitInvoiceJob;
    'mark-overdue-invoices': MarkOverdueInvoicesJob;
  }
}
