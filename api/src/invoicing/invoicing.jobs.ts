/**
 * Every job of the invoicing context, declared once and loaded by the API and the standalone worker alike:
 * issued → signed → submitted to the authority → PDF rendered ahead; sold auction lots invoiced; overdue
 * invoices marked on a schedule.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobDeclarations, processor } from '../platform/jobs/context-jobs.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { INVOICING_CONFIG, type InvoicingConfig } from './config/invoicing-config.js';
import { InvoiceSigning } from './signing/invoice-signing.js';
import { signInvoiceReactor } from './signing/sign-invoice.reactor.js';
import { InvoiceClearance } from './clearance/invoice-clearance.js';
import { OverdueInvoices } from './clearance/overdue-invoices.js';
import { submitInvoiceReactor } from './clearance/submit-invoice.reactor.js';
import { ZatcaConnection } from './clearance/zatca-connection.js';
import { InvoicePdfs } from './pdf/invoice-pdfs.js';
import { renderPdfReactor } from './pdf/render-pdf.reactor.js';
import { AuctionInvoicing } from './auction-invoices/auction-invoicing.js';
import { auctionInvoicesReactor } from './auction-invoices/auction-invoices.reactor.js';
import './signing/zatca-jobs.js';
import './clearance/clearance-jobs.js';
import './pdf/pdf-jobs.js';
import './auction-invoices/auction-invoice-jobs.js';

export const OVERDUE_SCHEDULER_ID = 'mark-overdue-invoices';

@Injectable()
export class InvoicingJobs implements OnModuleInit {
  constructor(
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly signing: InvoiceSigning,
    private readonly clearance: InvoiceClearance,
    private readonly overdue: OverdueInvoices,
    private readonly zatca: ZatcaConnection,
    private readonly pdfs: InvoicePdfs,
    private readonly auctionInvoicing: AuctionInvoicing,
  ) {}

  onModuleInit(): void {
    const { jobs } = this;
    this.declarations.declare({
      reactors: [
        signInvoiceReactor(jobs),
        submitInvoiceReactor(jobs),
        auctionInvoicesReactor(jobs),
        ...(this.config.renderPdfAhead ? [renderPdfReactor(jobs)] : []),
      ],
      processors: [
        processor('zatca', 'sign-invoice', (job) => this.signing.sign(job.invoiceId)),
        processor('zatca', 'submit-invoice', (job) => this.clearance.submit(job.invoiceId)),
        processor('zatca', 'mark-overdue-invoices', () => this.overdue.sweep()),
        processor('zatca', 'invoice-auction-lot', (job) => this.auctionInvoicing.invoiceLot(job.auctionId)),
        processor('pdf', 'render-invoice-pdf', (job) => this.pdfs.renderAhead(job.invoiceId)),
      ],
      schedules: [
        {
          queue: 'zatca',
          id: OVERDUE_SCHEDULER_ID,
          name: 'mark-overdue-invoices',
          everyMs: this.config.overdueEveryMs,
        },
      ],
      whenRunning: () => this.zatca.open(),
    });
  }
}
