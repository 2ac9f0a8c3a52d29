/** Listens to the auctions context's AuctionClosed and queues the invoicing of every sold lot. */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import type { Projection } from '../../platform/projections/projection.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobWorkers } from '../../platform/jobs/job-workers.js';
import type { AuctionClosed } from '../../auctions/domain/auction.events.js';
import { AuctionInvoicing } from './auction-invoicing.js';
import './auction-invoice-jobs.js';

export function auctionInvoicesReactor(jobs: JobQueues): Projection {
  return {
    name: 'auctionInvoices',
    version: 1,
    eventTypes: ['AuctionClosed'],
    collections: {},
    async apply(event) {
      const data = event.data as AuctionClosed['data'];
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

@Injectable()
export class AuctionInvoicingSetup implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
    private readonly workers: JobWorkers,
    private readonly invoicing: AuctionInvoicing,
  ) {}

  onModuleInit(): void {
    this.projections.register([auctionInvoicesReactor(this.jobs)]);
    if (this.app.runWorkers)
      this.workers.register('zatca', 'invoice-auction-lot', (job) => this.invoicing.invoiceLot(job.auctionId));
  }
}
