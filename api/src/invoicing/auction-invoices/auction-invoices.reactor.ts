/** Listens to the auctions context's AuctionClosed and queues the invoicing of every sold lot. */
import type { Projection } from '../../platform/projections/projection.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { AuctionClosed } from '../../auctions/index.js';
import './auction-invoice-jobs.js';

export function auctionInvoicesReactor(jobs: JobQueues): Projection<AuctionClosed> {
  return {
    name: 'auctionInvoices',
    version: 1,
    eventTypes: ['AuctionClosed'],
    collections: {},
    async apply(event) {
      const { data } = event;
      if (data.outcome !== 'sold') return;
      await jobs.enqueue(
        'zatca',
        'invoice-auction-lot',
        { auctionId: data.auctionId },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
