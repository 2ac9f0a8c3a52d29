/**
 * Queues a PDF render when the authority has answered (the PDF shows the clearance status), and registers
 * the `pdf` processor where this process runs workers.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import type { Projection } from '../../platform/projections/projection.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobWorkers } from '../../platform/jobs/job-workers.js';
import { InvoicePdfs } from './invoice-pdfs.js';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing-config.js';
import './pdf-jobs.js';

function renderPdfReactor(jobs: JobQueues): Projection {
  return {
    name: 'renderInvoicePdf',
    version: 1,
    eventTypes: ['InvoiceCleared', 'InvoiceReported', 'InvoiceRejected'],
    collections: {},
    async apply(event) {
      const { invoiceId } = event.data as { invoiceId: string };
      await jobs.enqueue('pdf', 'render-invoice-pdf', { invoiceId }, { causedByEventId: event.metadata.eventId });
    },
  };
}

@Injectable()
export class InvoicePdfSetup implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
    private readonly workers: JobWorkers,
    private readonly pdfs: InvoicePdfs,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.renderPdfAhead) this.projections.register([renderPdfReactor(this.jobs)]);
    if (this.app.runWorkers)
      this.workers.register('pdf', 'render-invoice-pdf', (job) => this.pdfs.renderAhead(job.invoiceId));
  }
}
