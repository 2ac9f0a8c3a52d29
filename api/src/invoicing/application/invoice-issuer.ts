/**
 * draft → sent: take the next number on the seller's chain, issue the invoice with it, then record its hash
 * so the next invoice can link to it. The chain decider lets one number be outstanding at a time, so concurrent
 * issues by one seller queue here (retrying with jitter) instead of forking the chain or leaving gaps.
 */
import { Injectable } from '@nestjs/common';
import { DomainError, illegalState } from '../../platform/errors/domain-errors.js';
import { allocationOf } from '../domain/invoice-chain.decider.js';
import type { IssuedInvoiceState } from '../domain/invoice.state.js';
import { InvoicingStreams } from './invoicing-streams.js';
import { issuedInvoiceHash } from './invoice-document.js';
import { derivedUuid, invoiceNumberFor } from './ids.js';
import type { DraftInvoice } from '../domain/invoice.commands.js';
import { VAT_RATE } from '../domain/invoice.rules.js';
import { commandContext } from '../../platform/commands/command-context.js';

/** Waits worth retrying: another invoice of this seller is between allocation and hash, or a lost append race. */
const TRANSIENT = new Set(['previous_invoice_hash_pending', 'concurrency_conflict']);
const QUEUE_TIMEOUT_MS = 20_000;

/** What differs between the invoices the platform draws up for a sale's seller (a paid order's, an auction lot's). */
export type PlatformDraft = Pick<
  DraftInvoice,
  | 'invoiceId'
  | 'invoiceType'
  | 'seller'
  | 'buyer'
  | 'lines'
  | 'shippingHalalas'
  | 'paymentMethod'
  | 'supplyDate'
  | 'referenceNumber'
>;

@Injectable()
export class InvoiceIssuer {
  constructor(private readonly streams: InvoicingStreams) {}

  /**
   * An invoice nobody types: drafted for the seller in SAR at the standard rate, then issued. Its id follows from
   * the sale, so a re-run finds it drafted and issues what is there.
   */
  async draftAndIssue(draft: PlatformDraft, now: Date): Promise<void> {
    const { invoiceId, seller } = draft;
    // In the order a typed draft has its fields, so the recorded events read alike.
    const command: DraftInvoice = {
      type: 'DraftInvoice',
      invoiceId,
      invoiceNumber: invoiceNumberFor(invoiceId, now),
      actorId: seller.sellerId,
      at: now.toISOString(),
      invoiceType: draft.invoiceType,
      seller,
      buyer: draft.buyer,
      currency: 'SAR',
      lines: draft.lines,
      discountPercentage: 0,
      shippingHalalas: draft.shippingHalalas,
      vatRate: VAT_RATE,
      paymentMethod: draft.paymentMethod,
      supplyDate: draft.supplyDate,
      dueDate: null,
      referenceNumber: draft.referenceNumber,
      notes: null,
      notesAr: null,
    };
    try {
      await this.streams.invoice(command, commandContext(null, now));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'invoice_exists')) throw error;
    }
    await this.issue(invoiceId, seller.sellerId);
  }

  async issue(invoiceId: string, sellerId: string): Promise<void> {
    const allocated = await retrying(() =>
      this.streams.chain({ type: 'AllocateInvoiceNumber', sellerId, invoiceId }, commandContext(sellerId)),
    );
    const link = allocationOf(allocated.state, invoiceId);
    if (!link)
      throw illegalState(
        'invoice_number_not_allocated',
        'No invoice number could be allocated.',
        'تعذّر تخصيص رقم للفاتورة.',
      );
    const now = new Date();
    // The UUID follows from the invoice and its counter, so a retried issue is recognised as the same fact.
    const uuid = derivedUuid('zatca-uuid', invoiceId, String(link.icv));
    const result = await this.streams.invoice(
      { type: 'IssueInvoice', invoiceId, actorId: sellerId, at: now.toISOString(), icv: link.icv, pih: link.pih, uuid },
      commandContext(sellerId, now),
    );
    const state = result.state as IssuedInvoiceState;
    const hash = issuedInvoiceHash(state.invoice, state.issued);
    await retrying(() =>
      this.streams.chain({ type: 'RecordInvoiceHash', sellerId, invoiceId, hash }, commandContext(sellerId)),
    );
  }
}

async function retrying<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + QUEUE_TIMEOUT_MS;
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof DomainError && TRANSIENT.has(error.code)) || Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * Math.min(50, 5 * round)));
    }
  }
}
