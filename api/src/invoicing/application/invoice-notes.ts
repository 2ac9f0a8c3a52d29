/**
 * Credit and debit notes. A note is an invoice document of its own (its own stream, number, ICV, hash,
 * signature and clearance) whose billing reference names the invoice it corrects:
 *
 * - a credit note cancels an issued invoice in full: it repeats its lines and charges, and the original
 *   becomes `cancelled` (InvoiceCancelledByCreditNote). One credit note per invoice; asking again answers it.
 * - a debit note corrects an issued invoice upwards (an amount charged too little): one line with the
 *   difference; the original keeps its status.
 *
 * Both are issued at once (drafted and sent), so they are signed and cleared or reported like any invoice.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { assertCorrectable } from '../domain/invoice.notes.js';
import type { DraftInvoice } from '../domain/invoice.commands.js';
import type { InvoiceDoc } from '../projections/invoices.projection.js';
import { InvoicingStreams } from './invoicing-streams.js';
import { InvoiceQueries } from './invoice-queries.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { derivedUuid, invoiceNumberFor } from './ids.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { fieldProblem, readText } from './invoice-form.js';

export interface NoteRequest {
  /** The seller of record (the invoice's owner): the decider checks it. */
  sellerId: string;
  /** Who asked (the seller, or an admin acting for the platform's back-office): kept in the event metadata. */
  requestedBy: string;
  invoiceId: string;
  body: unknown;
}

@Injectable()
export class InvoiceNotes {
  constructor(
    private readonly streams: InvoicingStreams,
    private readonly queries: InvoiceQueries,
    private readonly issuer: InvoiceIssuer,
  ) {}

  async creditNote({ sellerId, requestedBy, invoiceId, body }: NoteRequest): Promise<InvoiceDoc> {
    const input = objectBody(body);
    const problems: FieldProblem[] = [];
    const reason = readText(input, 'reason', 1000, true, problems);
    unknownFields(input, ['reason'], problems);
    if (problems.length > 0) throw validationError(problems);
    const original = await this.correctable(invoiceId, sellerId);
    const noteId = derivedUuid('credit-note', invoiceId);
    const existing = await this.queries.find(noteId);
    if (!existing) {
      const now = new Date();
      await this.draftNote(
        original,
        noteId,
        'creditNote',
        reason!,
        {
          lines: original.lines,
          discountPercentage: original.amounts.discountPercentage,
          shippingHalalas: original.amounts.shippingHalalas,
        },
        requestedBy,
        now,
      );
    }
    await this.issuer.issue(noteId, sellerId);
    const now = new Date();
    await this.streams.invoice(
      {
        type: 'CancelInvoiceByCreditNote',
        invoiceId,
        actorId: sellerId,
        at: now.toISOString(),
        creditNoteId: noteId,
        reason: reason!,
      },
      commandContext(requestedBy, now),
    );
    return (await this.queries.find(noteId))!;
  }

  async debitNote({ sellerId, requestedBy, invoiceId, body }: NoteRequest): Promise<InvoiceDoc> {
    const input = objectBody(body);
    const problems: FieldProblem[] = [];
    const reason = readText(input, 'reason', 1000, true, problems);
    const descriptionEn = readText(input, 'description_en', 1000, true, problems);
    const descriptionAr = readText(input, 'description_ar', 1000, true, problems);
    const amount = typeof input.amount === 'string' && input.amount.trim() !== '' ? Number(input.amount) : input.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
      problems.push(fieldProblem('amount', 'not_positive', 'Enter a positive amount.', 'أدخل مبلغًا موجبًا.'));
    } else if (Math.round(amount * 100) !== Math.round(amount * 100 * 1000) / 1000) {
      problems.push(
        fieldProblem('amount', 'too_precise', 'Use at most two decimals.', 'استخدم منزلتين عشريتين على الأكثر.'),
      );
    }
    unknownFields(input, ['reason', 'description_en', 'description_ar', 'amount'], problems);
    if (problems.length > 0) throw validationError(problems);
    const original = await this.correctable(invoiceId, sellerId);
    const noteId = randomUUID();
    await this.draftNote(
      original,
      noteId,
      'debitNote',
      reason!,
      {
        lines: [
          {
            descriptionEn: descriptionEn!,
            descriptionAr: descriptionAr!,
            quantity: 1,
            unitPriceHalalas: Math.round((amount as number) * 100),
            vatCategory: 'S',
          },
        ],
        discountPercentage: 0,
        shippingHalalas: 0,
      },
      requestedBy,
      new Date(),
    );
    await this.issuer.issue(noteId, sellerId);
    return (await this.queries.find(noteId))!;
  }

  /** Only an invoice the domain says may be corrected (domain/invoice.notes.ts). */
  private async correctable(invoiceId: string, sellerId: string): Promise<InvoiceDoc> {
    const original = await this.queries.getOwned(invoiceId, sellerId);
    assertCorrectable(original);
    return original;
  }

  private async draftNote(
    original: InvoiceDoc,
    noteId: string,
    kind: 'creditNote' | 'debitNote',
    reason: string,
    content: Pick<DraftInvoice, 'lines' | 'discountPercentage' | 'shippingHalalas'>,
    requestedBy: string,
    now: Date,
  ): Promise<void> {
    const prefix = kind === 'creditNote' ? 'CN' : 'DN';
    await this.streams.invoice(
      {
        type: 'DraftInvoice',
        invoiceId: noteId,
        invoiceNumber: invoiceNumberFor(noteId, now).replace(/^INV/, prefix),
        actorId: original.sellerId,
        at: now.toISOString(),
        invoiceType: original.invoiceType,
        documentKind: kind,
        billingReference: { invoiceId: original.id, invoiceNumber: original.invoiceNumber, reason },
        seller: original.seller,
        buyer: original.buyer,
        currency: original.currency,
        ...content,
        vatRate: original.amounts.vatRate,
        paymentMethod: original.paymentMethod,
        supplyDate: now.toISOString().slice(0, 10),
        dueDate: null,
        referenceNumber: original.invoiceNumber,
        notes: null,
        notesAr: null,
      },
      commandContext(requestedBy, now),
    );
  }
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError([fieldProblem('body', 'invalid', 'Send a JSON object.', 'أرسل كائن JSON.')]);
  }
  return body as Record<string, unknown>;
}

function unknownFields(input: Record<string, unknown>, allowed: string[], problems: FieldProblem[]): void {
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key))
      problems.push(fieldProblem(key, 'not_allowed', `The field ${key} is not accepted.`, `الحقل ${key} غير مقبول.`));
  }
}
