import type { Decider } from '../../platform/commands/decider.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import { computeInvoiceAmounts } from './invoice.amounts.js';
import type { DraftInvoice, InvoiceCommand } from './invoice.commands.js';
import { invoiceErrors as errors } from './invoice.errors.js';
import type { InvoiceEvent } from './invoice.events.js';
import type { InvoiceState, IssuedInvoiceState } from './invoice.state.js';
import { draftProblems, sellerIsVatRegistered } from './invoice.validation.js';

/** Stream `invoice-<invoiceId>`: drafted → issued (sent) → signed → cleared/reported → paid/overdue. */
export const invoiceDecider: Decider<InvoiceState, InvoiceCommand, InvoiceEvent> = {
  category: 'invoice',
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

function decide(command: InvoiceCommand, state: InvoiceState): InvoiceEvent[] {
  if (command.type === 'DraftInvoice') {
    if (state.status !== 'none') throw errors.alreadyDrafted();
    return [draft(command)];
  }
  if (state.status === 'none') throw errors.notFound();
  const invoiceId = state.invoice.invoiceId;
  const ownedBy = (actorId: string) => {
    if (actorId !== state.invoice.seller.sellerId) throw errors.notOwner();
  };
  switch (command.type) {
    case 'IssueInvoice':
      ownedBy(command.actorId);
      if (state.status !== 'draft') {
        // A retried issue with the same chain position is the same fact; anything else is a second issue.
        if (state.issued.icv === command.icv && state.issued.uuid === command.uuid) return [];
        throw errors.illegalTransition(state.status, 'sent');
      }
      return [
        {
          type: 'InvoiceIssued',
          data: { invoiceId, icv: command.icv, pih: command.pih, uuid: command.uuid, issuedAt: command.at },
        },
      ];
    case 'SignInvoice': {
      if (state.status === 'draft') throw errors.notIssued();
      if (state.signed) {
        if (state.signed.hash === command.hash) return []; // a re-run signing job
        throw errors.alreadySigned();
      }
      const { hash, qrCode, signature, xml } = command;
      return [
        {
          type: 'InvoiceSigned',
          data: { invoiceId, hash, qrCode, signature, signedAt: command.at, ...(xml ? { xml } : {}) },
        },
      ];
    }
    case 'RecordClearanceOutcome':
      return clearance(command, state);
    case 'MarkInvoicePaid':
      ownedBy(command.actorId);
      if (state.status === 'paid') return [];
      if (state.status !== 'sent' && state.status !== 'overdue') throw errors.illegalTransition(state.status, 'paid');
      return [{ type: 'InvoicePaid', data: { invoiceId, paidAt: command.at } }];
    case 'MarkInvoiceOverdue': {
      if (state.status === 'overdue') return [];
      if (state.status !== 'sent') throw errors.illegalTransition(state.status, 'overdue');
      const dueDate = state.invoice.dueDate;
      if (dueDate === null || Date.parse(command.at) <= Date.parse(dueDate)) throw errors.notDue(dueDate);
      return [{ type: 'InvoiceMarkedOverdue', data: { invoiceId, dueDate, at: command.at } }];
    }
    case 'CancelInvoiceByCreditNote':
      ownedBy(command.actorId);
      if (state.status === 'draft') throw errors.draftNotCancellable();
      if (state.status === 'cancelled') return [];
      return [
        {
          type: 'InvoiceCancelledByCreditNote',
          data: { invoiceId, creditNoteId: command.creditNoteId, reason: command.reason, at: command.at },
        },
      ];
  }
}

function draft(command: DraftInvoice): InvoiceEvent {
  if (command.actorId !== command.seller.sellerId) throw errors.notOwner();
  if (!sellerIsVatRegistered(command.seller)) throw errors.sellerNotVatRegistered();
  const problems = [...draftProblems(command), ...noteProblems(command)];
  if (problems.length > 0) throw validationError(problems);
  return invoiceDrafted(command);
}

/** The facts a valid draft records: the command without who sent it, the defaults filled in, the amounts computed. */
export function invoiceDrafted(command: DraftInvoice): InvoiceEvent {
  const {
    type: _t,
    actorId: _a,
    at,
    discountPercentage,
    shippingHalalas,
    vatRate,
    documentKind = 'invoice',
    billingReference = null,
    ...facts
  } = command;
  const amounts = computeInvoiceAmounts(command.lines, discountPercentage, shippingHalalas, vatRate);
  return { type: 'InvoiceDrafted', data: { ...facts, documentKind, billingReference, amounts, draftedAt: at } };
}

/** A credit or debit note names the invoice it corrects and why; a plain invoice names none. */
function noteProblems(command: DraftInvoice) {
  const kind = command.documentKind ?? 'invoice';
  const reference = command.billingReference ?? null;
  if (kind === 'invoice') {
    return reference
      ? [
          {
            field: 'billing_reference',
            code: 'not_allowed',
            message: 'Only credit and debit notes refer to another invoice.',
            messageAr: 'لا يشير إلى فاتورة أخرى إلا الإشعار الدائن أو المدين.',
          },
        ]
      : [];
  }
  if (!reference || !reference.invoiceId || !reference.invoiceNumber) {
    return [
      {
        field: 'billing_reference',
        code: 'required',
        message: 'A credit or debit note must name the invoice it corrects.',
        messageAr: 'يجب أن يحدد الإشعار الدائن أو المدين الفاتورة التي يصححها.',
      },
    ];
  }
  if (!reference.reason || reference.reason.trim() === '' || reference.reason.length > 1000) {
    return [
      {
        field: 'reason',
        code: 'required',
        message: 'State the reason for the note (up to 1000 characters).',
        messageAr: 'اذكر سبب الإشعار (حتى 1000 حرف).',
      },
    ];
  }
  return [];
}

/** Standard invoices are cleared, simplified ones reported; either may be rejected, and only once signed. */
function clearance(
  command: Extract<InvoiceCommand, { type: 'RecordClearanceOutcome' }>,
  state: Exclude<InvoiceState, { status: 'none' }>,
): InvoiceEvent[] {
  if (state.status === 'draft') throw errors.notSigned('pending');
  if (state.zatcaClearanceStatus === command.outcome) return []; // the same answer, delivered twice
  if (state.zatcaClearanceStatus !== 'signed') throw errors.notSigned(state.zatcaClearanceStatus);
  const invoiceType = state.invoice.invoiceType;
  const expected = invoiceType === 'standard' ? 'cleared' : 'reported';
  // When the authority switches clearance off (HTTP 303), standard invoices are reported instead.
  const reportedInstead = invoiceType === 'standard' && command.outcome === 'reported' && command.clearanceOff === true;
  if (command.outcome !== 'rejected' && command.outcome !== expected && !reportedInstead)
    throw errors.wrongOutcome(invoiceType);
  const data = { invoiceId: state.invoice.invoiceId, messages: command.messages, at: command.at };
  if (command.outcome === 'cleared') return [{ type: 'InvoiceCleared', data }];
  if (command.outcome === 'reported') return [{ type: 'InvoiceReported', data }];
  return [{ type: 'InvoiceRejected', data }];
}

function evolve(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  if (event.type === 'InvoiceDrafted') return { status: 'draft', invoice: event.data, zatcaClearanceStatus: 'pending' };
  if (state.status === 'none') return state;
  if (event.type === 'InvoiceIssued') {
    const { invoiceId: _i, ...issued } = event.data;
    return {
      status: 'sent',
      invoice: state.invoice,
      issued,
      zatcaClearanceStatus: 'pending',
      signed: null,
      clearance: null,
    };
  }
  if (state.status === 'draft') return state;
  return evolveIssued(state, event);
}

function evolveIssued(state: IssuedInvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'InvoiceSigned': {
      const { hash, qrCode, signature } = event.data;
      return { ...state, zatcaClearanceStatus: 'signed', signed: { hash, qrCode, signature } };
    }
    case 'InvoiceCleared':
      return { ...state, zatcaClearanceStatus: 'cleared', clearance: event.data.messages };
    case 'InvoiceReported':
      return { ...state, zatcaClearanceStatus: 'reported', clearance: event.data.messages };
    case 'InvoiceRejected':
      return { ...state, zatcaClearanceStatus: 'rejected', clearance: event.data.messages };
    case 'InvoicePaid':
      return { ...state, status: 'paid' };
    case 'InvoiceMarkedOverdue':
      return { ...state, status: 'overdue' };
    case 'InvoiceCancelledByCreditNote':
      return { ...state, status: 'cancelled' };
    default:
      return state;
  }
}
