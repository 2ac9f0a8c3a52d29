/** The `zatca` queue's job for a sold auction lot (enqueued with the AuctionClosed event's id). */
export interface InvoiceAuctionLotJob {
  auctionId: string;
}

declare module '../../platform/jobs/job-catalog.js' {
  interface ZatcaJobs {
    'invoice-auction-lot': InvoiceAuctionLotJob;
  }
}
