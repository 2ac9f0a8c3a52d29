/**
 * The scheduled `zatca`/`mark-overdue-invoices` job: every sent invoice whose due date has passed becomes
 * overdue (MarkInvoiceOverdue; the decider refuses it before the due date, so a clock skew cannot misfire).
 * BullMQ's job scheduler runs it on one worker at a time, however many processes run workers.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { INVOICES, type StoredInvoiceDoc } from '../projections/invoices.projection.js';
import { InvoicingStreams } from '../application/invoicing-streams.js';
import { commandContext } from '../../platform/commands/command-context.js';

@Injectable()
export class OverdueInvoices {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly streams: InvoicingStreams,
  ) {}

  async sweep(now = new Date()): Promise<JobResult> {
    const today = now.toISOString().slice(0, 10);
    const due = await this.reads.collection<StoredInvoiceDoc>(INVOICES).find({
      filter: { status: 'sent', dueDate: { $lt: today } },
      sort: [{ field: 'dueDate', direction: 'asc' }],
      limit: 1000,
    });
    let marked = 0;
    const refused: string[] = [];
    for (const invoice of due) {
      try {
        const result = await this.streams.invoice(
          { type: 'MarkInvoiceOverdue', invoiceId: invoice.id, at: now.toISOString() },
          commandContext(null, now),
        );
        if (result.events.length > 0) marked += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error; // an outage: the next run picks it up
        refused.push(`${invoice.id}: ${error.message}`);
      }
    }
    return JobResults.success({ candidates: due.length, marked, refused });
  }
}
