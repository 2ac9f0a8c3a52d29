import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { invoiceErrors } from '../domain/invoice.errors.js';
import { toInvoiceForm, type InvoiceFormBody } from './invoice-form.js';
import { InvoicingStreams } from './invoicing-streams.js';
import { InvoiceQueries } from './invoice-queries.js';
import { toInvoiceView, type InvoiceView } from './invoice-view.js';
import { invoiceIdFor, invoiceNumberFor } from './ids.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { VAT_RATE } from '../domain/invoice.rules.js';

export class CreateInvoiceCommand extends Command<InvoiceView> {
  constructor(
    readonly sellerId: string,
    readonly body: InvoiceFormBody,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreateInvoiceCommand)
export class CreateInvoiceHandler implements ICommandHandler<CreateInvoiceCommand> {
  constructor(
    private readonly streams: InvoicingStreams,
    private readonly queries: InvoiceQueries,
  ) {}

  async execute({ sellerId, body, idempotencyKey }: CreateInvoiceCommand): Promise<InvoiceView> {
    const invoiceId = invoiceIdFor(sellerId, idempotencyKey);
    const replay = idempotencyKey ? await this.queries.find(invoiceId) : null;
    if (replay) return toInvoiceView(replay);
    const form = toInvoiceForm(body);
    const profile = await this.queries.sellerProfile(sellerId);
    if (!profile) throw invoiceErrors.sellerNotVatRegistered();
    const now = new Date();
    const { businessName, businessNameAr, vatNumber, crNumber, address } = profile;
    try {
      await this.streams.invoice(
        {
          type: 'DraftInvoice',
          invoiceId,
          invoiceNumber: invoiceNumberFor(invoiceId, now),
          actorId: sellerId,
          at: now.toISOString(),
          seller: { sellerId, businessName, businessNameAr, vatNumber, crNumber, address },
          currency: 'SAR',
          vatRate: VAT_RATE,
          ...form,
        },
        commandContext(sellerId, now),
      );
    } catch (error) {
      // The same key raced in from a second request: the first one's invoice is the answer.
      if (!(idempotencyKey && error instanceof DomainError && error.code === 'invoice_exists')) throw error;
      await this.streams.awaitInvoice(invoiceId);
    }
    return toInvoiceView(await this.queries.getOwned(invoiceId, sellerId));
  }
}
