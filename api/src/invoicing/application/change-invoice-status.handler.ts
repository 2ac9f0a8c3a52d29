import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationError } from '../../platform/errors/domain-errors.js';
import { invoiceErrors } from '../domain/invoice.errors.js';
import type { InvoiceStatus } from '../domain/invoice.state.js';
import { InvoicingStreams } from './invoicing-streams.js';
import { InvoiceQueries } from './invoice-queries.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { toInvoiceView, type InvoiceView } from './invoice-view.js';
import { commandContext } from '../../platform/commands/command-context.js';

const STATUSES: InvoiceStatus[] = ['draft', 'sent', 'paid', 'overdue', 'cancelled'];

export class ChangeInvoiceStatusCommand extends Command<InvoiceView> {
  constructor(
    readonly actorId: string,
    readonly invoiceId: string,
    readonly status: unknown,
  ) {
    super();
  }
}

/**
 * PATCH /api/invoices/{id} { status }: draft → sent issues the invoice; sent or overdue → paid records payment.
 * Overdue is the scheduler's and cancellation a credit note's, so a client asking for them is refused (422).
 */
@CommandHandler(ChangeInvoiceStatusCommand)
export class ChangeInvoiceStatusHandler implements ICommandHandler<ChangeInvoiceStatusCommand> {
  constructor(
    private readonly streams: InvoicingStreams,
    private readonly queries: InvoiceQueries,
    private readonly issuer: InvoiceIssuer,
  ) {}

  async execute({ actorId, invoiceId, status }: ChangeInvoiceStatusCommand): Promise<InvoiceView> {
    if (typeof status !== 'string' || !STATUSES.includes(status as InvoiceStatus)) {
      throw validationError([
        {
          field: 'status',
          code: 'invalid_choice',
          message: `Choose one of: ${STATUSES.join(', ')}.`,
          messageAr: `اختر واحدًا من: ${STATUSES.join('، ')}.`,
        },
      ]);
    }
    const doc = await this.queries.getOwned(invoiceId, actorId);
    if (status === 'sent' && doc.status === 'draft') {
      await this.issuer.issue(invoiceId, actorId);
    } else if (status === 'paid') {
      const now = new Date();
      await this.streams.invoice(
        { type: 'MarkInvoicePaid', invoiceId, actorId, at: now.toISOString() },
        commandContext(actorId, now),
      );
    } else {
      throw invoiceErrors.illegalTransition(doc.status, status);
    }
    return toInvoiceView(await this.queries.getOwned(invoiceId, actorId));
  }
}
