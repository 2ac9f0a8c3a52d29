/**
 * Wires signing into the running app: the reactor that queues a job per issued invoice (every process,
 * like the other reactors) and the `zatca`/`sign-invoice` processor (only where this process runs workers).
 * Both register in onModuleInit, before the projection engine and the workers start.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobWorkers } from '../../platform/jobs/job-workers.js';
import { InvoiceSigning } from './invoice-signing.js';
import { signInvoiceReactor } from './sign-invoice.reactor.js';
import './zatca-jobs.js';

@Injectable()
export class InvoiceSigningSetup implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
    private readonly workers: JobWorkers,
    private readonly signing: InvoiceSigning,
  ) {}

  onModuleInit(): void {
    this.projections.register([signInvoiceReactor(this.jobs)]);
    if (this.config.runWorkers)
      this.workers.register('zatca', 'sign-invoice', (job) => this.signing.sign(job.invoiceId));
  }
}
