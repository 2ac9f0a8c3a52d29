import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, illegalState, validationError } from '../../platform/errors/domain-errors.js';
import { FIRST_INVOICE_PIH } from './invoice-chain.state.js';
import type { InvoiceChainCommand } from './invoice-chain.commands.js';
import type { InvoiceChainEvent } from './invoice-chain.events.js';
import type { ChainLink, InvoiceChainState } from './invoice-chain.state.js';

/**
 * Stream `invoiceChain-<sellerId>`: the seller's invoice counter (ICV) and previous-invoice-hash (PIH) chain.
 * A number is allocated to one invoice at a time and the next waits until that invoice's hash is recorded,
 * so the optimistic append on this one stream is what keeps counters gapless and the chain unforked.
 */
export const invoiceChainDecider: Decider<InvoiceChainState, InvoiceChainCommand, InvoiceChainEvent> = {
  category: 'invoiceChain',
  initialState: () => ({ nextIcv: 1, lastHash: FIRST_INVOICE_PIH, pending: null, links: {} }),
  evolve,
  decide,
};

/** The number and PIH an invoice was given, once allocated (what the issue handler puts on InvoiceIssued). */
export function allocationOf(state: InvoiceChainState, invoiceId: string): ChainLink | null {
  return state.links[invoiceId] ?? null;
}

function decide(command: InvoiceChainCommand, state: InvoiceChainState): InvoiceChainEvent[] {
  const link = state.links[command.invoiceId];
  if (command.type === 'AllocateInvoiceNumber') {
    if (link) return [];
    if (state.pending) throw previousHashPending(state.pending.icv);
    return [
      {
        type: 'InvoiceNumberAllocated',
        data: { invoiceId: command.invoiceId, icv: state.nextIcv, pih: state.lastHash },
      },
    ];
  }
  if (!link) throw notAllocated();
  if (link.hash !== null) {
    if (link.hash === command.hash) return [];
    throw illegalState(
      'invoice_hash_already_recorded',
      "This invoice's hash is already in the chain; it cannot change.",
      'بصمة هذه الفاتورة مسجلة في السلسلة بالفعل ولا يمكن تغييرها.',
    );
  }
  if (!/^[A-Za-z0-9+/]+=*$/.test(command.hash)) {
    throw validationError([
      fieldProblem(
        'hash',
        'invalid_hash',
        'The invoice hash must be base64.',
        'يجب أن تكون بصمة الفاتورة بترميز base64.',
      ),
    ]);
  }
  return [{ type: 'InvoiceHashRecorded', data: { invoiceId: command.invoiceId, icv: link.icv, hash: command.hash } }];
}

function evolve(state: InvoiceChainState, event: InvoiceChainEvent): InvoiceChainState {
  const { invoiceId, icv } = event.data;
  if (event.type === 'InvoiceNumberAllocated') {
    const { pih } = event.data;
    return {
      ...state,
      nextIcv: icv + 1,
      pending: { invoiceId, icv, pih },
      links: { ...state.links, [invoiceId]: { icv, pih, hash: null } },
    };
  }
  const link = state.links[invoiceId];
  return {
    ...state,
    lastHash: event.data.hash,
    pending: state.pending?.invoiceId === invoiceId ? null : state.pending,
    links: { ...state.links, [invoiceId]: { ...link, hash: event.data.hash } },
  };
}

const previousHashPending = (icv: number) =>
  illegalState(
    'previous_invoice_hash_pending',
    `Invoice number ${icv} is not signed yet; the next number waits for its hash.`,
    `الفاتورة رقم ${icv} لم توقع بعد، والرقم التالي ينتظر بصمتها.`,
  );
const notAllocated = () =>
  illegalState(
    'invoice_number_not_allocated',
    "This invoice has no number in the seller's chain yet.",
    'لم يُخصص لهذه الفاتورة رقم في سلسلة البائع بعد.',
  );
