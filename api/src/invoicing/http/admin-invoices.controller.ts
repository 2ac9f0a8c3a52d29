/**
 * The back-office `invoices` resource: every seller's invoices for admins and auditors (read), with the
 * signing/clearance status and the authority's messages, the failed jobs of an invoice and their retry, credit
 * notes on a seller's behalf, the oldest unreported simplified invoice and the chain audit per seller (admin).
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Job } from 'bullmq';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { Inject } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { illegalState } from '../../platform/errors/domain-errors.js';
import { invoiceErrors } from '../domain/invoice.errors.js';
import { INVOICE_TEXT_FIELDS, type InvoiceDoc } from '../projections/invoices.projection.js';
import { InvoiceQueries } from '../application/invoice-queries.js';
import { SELLER_PROFILES, type SellerProfileDoc } from '../seller-profile/seller-profile.projection.js';
import { toInvoiceView } from '../application/invoice-view.js';
import { InvoiceNotes } from '../application/invoice-notes.js';
import { InvoiceChainAudit } from '../application/invoice-chain-audit.js';
import { InvoiceFiles } from './invoice-files.js';
import { streamCsv } from '../../platform/http/csv-export.js';
import { reportingAge } from '../domain/invoice.rules.js';

export const ADMIN_INVOICES_LIST: RaListSpec = {
  filters: { status: 'eq', zatcaClearanceStatus: 'eq', invoiceType: 'eq', documentKind: 'eq', sellerId: 'eq' },
  textFields: INVOICE_TEXT_FIELDS,
  sortable: ['createdAt', 'issueDate', 'invoiceNumber', 'status', 'zatcaClearanceStatus', 'icv'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

const UNREPORTED = ['pending', 'signed', 'rejected'];

export const adminInvoiceView = (doc: InvoiceDoc) => ({ ...toInvoiceView(doc), sellerId: doc.sellerId });

@ApiTags('admin')
@Roles('admin', 'auditor')
@Controller('api/admin/invoices')
export class AdminInvoicesController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly jobs: JobQueues,
    private readonly notes: InvoiceNotes,
    private readonly audit: InvoiceChainAudit,
    private readonly files: InvoiceFiles,
    private readonly invoices: InvoiceQueries,
  ) {}

  @Get()
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, ADMIN_INVOICES_LIST);
    const [items, total] = await Promise.all([
      this.invoices.page(options),
      this.invoices.count({ filter: options.filter, text: options.text }),
    ]);
    setContentRange(res, 'invoices', options.offset, items.length, total);
    return items.map(adminInvoiceView);
  }

  /** Simplified invoices must be reported within 24 hours (domain/invoice.rules.ts): the oldest one not reported. */
  @Get('oldest-unreported')
  async oldestUnreported() {
    const [oldest] = await this.invoices.page({
      filter: { invoiceType: 'simplified', status: { $ne: 'draft' }, zatcaClearanceStatus: { $in: UNREPORTED } },
      sort: [
        { field: 'issueDate', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
      limit: 1,
    });
    const count = await this.invoices.count({
      filter: { invoiceType: 'simplified', status: { $ne: 'draft' }, zatcaClearanceStatus: { $in: UNREPORTED } },
    });
    if (!oldest) return { invoice: null, ageHours: null, overdue: false, count };
    const { ageHours, overdue } = reportingAge(oldest.issueDate ?? oldest.createdAt, new Date());
    return { invoice: adminInvoiceView(oldest), ageHours, overdue, count };
  }

  /** Sellers with a profile, for the chain audit's seller picker. */
  @Get('sellers')
  async sellers() {
    const profiles = await this.reads
      .collection<SellerProfileDoc>(SELLER_PROFILES)
      .find({ sort: [{ field: 'businessName', direction: 'asc' }], limit: 1000 });
    return profiles.map((p) => ({
      id: p.id,
      businessName: p.businessName,
      businessNameAr: p.businessNameAr,
      vatNumber: p.vatNumber,
    }));
  }

  @Get('chain-audit/:sellerId')
  chainAudit(@Param('sellerId') sellerId: string) {
    return this.audit.audit(sellerId);
  }

  /** Completes a chain left waiting by a crash between issue and hash record. */
  @Post('chain-audit/:sellerId/repair')
  @Roles('admin')
  @HttpCode(200)
  async repair(@Param('sellerId') sellerId: string) {
    const result = await this.audit.repair(sellerId);
    return { ...result, audit: await this.audit.audit(sellerId) };
  }

  @Get('export.csv')
  async exportCsv(@Query() query: RaListQuery, @Res() res: Response) {
    const options = parseRaList(query, ADMIN_INVOICES_LIST);
    await streamCsv(res, {
      filename: 'invoices.csv',
      options,
      page: async (page) => (await this.invoices.page(page)).map(adminInvoiceView),
    });
  }

  @Get(':id')
  async get(@Param('id') id: string) {
    const doc = await this.find(id);
    return { ...adminInvoiceView(doc), failedJobs: (await this.failedJobsOf(id)).map(jobView) };
  }

  @Get(':id/xml')
  async xml(@Param('id') id: string, @Res() res: Response) {
    await this.files.sendXml(await this.find(id), res);
  }

  @Get(':id/pdf')
  async pdf(@Param('id') id: string, @Res() res: Response) {
    await this.files.sendPdf(await this.find(id), res);
  }

  /** Retries the invoice's failed signing, submission or PDF jobs with their attempts reset. */
  @Post(':id/retry')
  @Roles('admin')
  @HttpCode(200)
  async retry(@Param('id') id: string) {
    await this.find(id);
    const failed = await this.failedJobsOf(id);
    if (failed.length === 0) {
      throw illegalState(
        'no_failed_jobs',
        'This invoice has no failed job to retry.',
        'لا توجد لهذه الفاتورة مهمة فاشلة لإعادة المحاولة.',
      );
    }
    for (const job of failed) await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return { retried: failed.map(jobView) };
  }

  /** A credit note on the seller's behalf (the seller stays the seller of record; the admin is in the metadata). */
  @Post(':id/credit-note')
  @Roles('admin')
  @HttpCode(201)
  async creditNote(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: unknown) {
    const doc = await this.find(id);
    return adminInvoiceView(
      await this.notes.creditNote({ sellerId: doc.sellerId, requestedBy: user.userId, invoiceId: id, body }),
    );
  }

  private async find(id: string): Promise<InvoiceDoc> {
    const doc = await this.invoices.find(id);
    if (!doc) throw invoiceErrors.notFound();
    return doc;
  }

  private async failedJobsOf(invoiceId: string): Promise<Job[]> {
    const failed = (
      await Promise.all((['zatca', 'pdf'] as const).map((q) => this.jobs.queue(q).getFailed(0, -1)))
    ).flat();
    return failed.filter((job) => (job?.data as { invoiceId?: string } | undefined)?.invoiceId === invoiceId);
  }
}

function jobView(job: Job) {
  return {
    id: job.id,
    queue: job.queueName,
    name: job.name,
    failedReason: job.failedReason ?? null,
    attemptsMade: job.attemptsMade,
    finishedOn: job.finishedOn ?? null,
  };
}
