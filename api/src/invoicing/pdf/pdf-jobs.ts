/** The `pdf` queue's job: render an invoice's PDF ahead of the first download. */
export interface RenderInvoicePdfJob {
  invoiceId: string;
}

declare module '../../platform/jobs/job-catalog.js' {
  interface PdfJobs {
    'render-invoice-pdf': RenderInvoicePdfJob;
  }
}
