/** Listens to the auctions context's AuctionClosed and queues the invoicing of every sold lot. */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { AuctionClosed } from '../../auctions/index.js';
import './auction-invoice-jobs.js';

export function auctionInvoicesReactor(jobs: JobQueues): Reactor<AuctionClosed> {
  return {
    name: 'auctionInvoices',
    eventTypes: ['AuctionClosed'],
    async react(event) {
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
