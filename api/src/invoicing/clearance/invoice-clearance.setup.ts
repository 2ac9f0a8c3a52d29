/**
 * Wires clearance into the running app: the reactor that queues a submission per signed invoice (every
 * process), and where this process runs workers: the `submit-invoice` and scheduled `mark-overdue-invoices`
 * processors, and the embedded authority simulator when no ZATCA_API_URL is configured.
 */
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobWorkers } from '../../platform/jobs/job-workers.js';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing-config.js';
import { InvoiceClearance } from './invoice-clearance.js';
import { OverdueInvoices } from './overdue-invoices.js';
import { submitInvoiceReactor } from './submit-invoice.reactor.js';
import { ZatcaApiClient } from './zatca-api.client.js';
import { serveZatcaSimulator, ZatcaSimulator } from './zatca-simulator.js';
import { ZATCA_CLIENT, type ZatcaClientHolder } from './zatca-client.provider.js';
import './clearance-jobs.js';

export const OVERDUE_SCHEDULER_ID = 'mark-overdue-invoices';

@Injectable()
export class InvoiceClearanceSetup implements OnModuleInit, OnModuleDestroy {
  private closeSimulator: (() => Promise<void>) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
    @Inject(ZATCA_CLIENT) private readonly holder: ZatcaClientHolder,
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
    private readonly workers: JobWorkers,
    private readonly clearance: InvoiceClearance,
    private readonly overdue: OverdueInvoices,
  ) {}

  async onModuleInit(): Promise<void> {
    this.projections.register([submitInvoiceReactor(this.jobs)]);
    if (!this.app.runWorkers) return;
    this.workers.register('zatca', 'submit-invoice', (job) => this.clearance.submit(job.invoiceId));
    this.workers.register('zatca', 'mark-overdue-invoices', () => this.overdue.sweep());
    let baseUrl = this.config.zatcaApiUrl;
    if (!baseUrl) {
      const simulator = new ZatcaSimulator({
        checker: this.config.simulatorChecker,
        timeoutDelayMs: this.config.zatcaApiTimeoutMs + 1_000,
      });
      const served = await serveZatcaSimulator(simulator);
      this.holder.simulator = simulator;
      this.closeSimulator = served.close;
      baseUrl = served.url;
    }
    this.holder.current = new ZatcaApiClient({ baseUrl, timeoutMs: this.config.zatcaApiTimeoutMs });
    await this.jobs
      .queue('zatca')
      .upsertJobScheduler(
        OVERDUE_SCHEDULER_ID,
        { every: this.config.overdueEveryMs },
        { name: 'mark-overdue-invoices', data: {} },
      );
  }

  async onModuleDestroy(): Promise<void> {
    await this.closeSimulator?.();
  }
}
