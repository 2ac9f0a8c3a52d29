/**
 * What a seller does with their own invoices (SPEC section 7): set the VAT-registered seller profile the invoices
 * are issued under, draft an invoice, and move it on (issue it, or record its payment).
 */
import { Injectable } from '@nestjs/common';
import { fieldProblem, DomainError, validationError } from '../../platform/errors/domain-errors.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { invoiceErrors } from '../domain/invoice.errors.js';
import { VAT_RATE } from '../domain/invoice.rules.js';
import type { InvoiceStatus } from '../domain/invoice.state.js';
import type { SellerProfile } from '../seller-profile/seller-profile.decider.js';
import { toInvoiceForm, type InvoiceFormBody } from './invoice-form.js';
import { InvoicingStreams } from './invoicing-streams.js';
import { InvoiceQueries } from './invoice-queries.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { toInvoiceView, type InvoiceView } from './invoice-view.js';
import { invoiceIdFor, invoiceNumberFor } from './ids.js';

const STATUSES: InvoiceStatus[] = ['draft', 'sent', 'paid', 'overdue', 'cancelled'];

@Injectable()
export class SellerInvoicing {
  constructor(
    private readonly streams: InvoicingStreams,
    private readonly queries: InvoiceQueries,
    private readonly issuer: InvoiceIssuer,
  ) {}

  async setSellerProfile(sellerId: string, profile: SellerProfile): Promise<SellerProfile> {
    await this.streams.sellerProfile(
      { type: 'SetSellerProfile', sellerId, actorId: sellerId, profile },
      commandContext(sellerId),
    );
    const doc = await this.queries.sellerProfile(sellerId);
    return doc ? toSellerProfileView(doc) : profile;
  }

  async createInvoice(sellerId: string, body: InvoiceFormBody, idempotencyKey: string | null): Promise<InvoiceView> {
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

  /**
   * PATCH /api/invoices/{id} { status }: draft → sent issues the invoice; sent or overdue → paid records payment.
   * Overdue is the scheduler's and cancellation a credit note's, so a client asking for them is refused (422).
   */
  async changeStatus(actorId: string, invoiceId: string, status: unknown): Promise<InvoiceView> {
    if (typeof status !== 'string' || !STATUSES.includes(status as InvoiceStatus)) {
      throw validationError([
        fieldProblem(
          'status',
          'invalid_choice',
          `Choose one of: ${STATUSES.join(', ')}.`,
          'اختر حالة من الخيارات المتاحة.',
        ),
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

export function toSellerProfileView(doc: SellerProfile): SellerProfile {
  const { businessName, businessNameAr, vatNumber, crNumber, address } = doc;
  return { businessName, businessNameAr, vatNumber, crNumber, address };
}
