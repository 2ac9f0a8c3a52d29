/**
 * Workshop registrations as rows of the back-office payments ledger (beside orders' payments): each registration
 * that had an amount due, with its provider, reference, fee, status, refunds and stream. A query other contexts
 * use through this context's public surface (the orders context's `/api/admin/payments` lists both).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Filter, ReadStore, SortKey } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import { REFUND_ATTEMPTS } from '../domain/registration-refunds.js';
import { REGISTRATIONS, type RegistrationDoc } from '../projections/workshops.projections.js';

/** The ledger's statuses, as orders name theirs and as each row's `status` reads: a payment refunded in full is
 * `refunded`, a partly refunded one stays `paid` (the `refund` filter tells those apart). */
const STATUS_FILTERS: Record<string, Filter> = {
  awaiting_payment: { paymentStatus: 'pending' },
  paid: { paidAt: { $ne: null }, refundedInFull: { $ne: true } },
  refunded: { refundedInFull: true },
  released: { paidAt: null, paymentStatus: { $in: ['failed', 'cancelled'] } },
};

/** The ledger's refund filter: nothing given back, part of it, or all of it (issued refunds only). */
const REFUND_FILTERS: Record<string, Filter> = {
  none: { refundedAmount: { $exists: false } },
  partial: { refundedAmount: { $gt: 0 }, refundedInFull: { $ne: true } },
  full: { refundedInFull: true },
};

export interface LedgerRow {
  id: string;
  source: 'order' | 'workshop';
  stream: string;
  provider: string | null;
  reference: string | null;
  currency: string;
  total: number | null;
  fee: number | null;
  status: string;
  refunded: number;
  refundOwed: number;
  /** The last refusal of a refund still owed: `flagged` once the retries are spent (a person must act). */
  refundFailure?: { reason: string; attempt: number; at: string; retryAt: string | null; flagged: boolean } | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The last refusal of a refund still owed, for the ledger and the back-office's registrations. */
export function refundFailureOf(doc: Pick<RegistrationDoc, 'refunds'>): LedgerRow['refundFailure'] {
  const failures = (doc.refunds ?? []).filter((r) => r.status === 'requested' && r.failure).map((r) => r.failure!);
  const last = failures.sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  return last ? { ...last, flagged: last.attempt >= REFUND_ATTEMPTS && last.retryAt === null } : null;
}

export function registrationLedgerRow(doc: RegistrationDoc): LedgerRow {
  const refunded = doc.refundedAmount ?? 0;
  const status =
    doc.paidAt === null
      ? doc.paymentStatus === 'pending'
        ? 'awaiting_payment'
        : 'released'
      : refunded > 0 && refunded >= doc.amountDue
        ? 'refunded'
        : 'paid';
  return {
    id: `registration-${doc.id}`,
    source: 'workshop',
    stream: `registration-${doc.id}`,
    provider: doc.paymentMethod,
    reference: doc.paymentReference,
    currency: doc.currency,
    total: doc.amountDue,
    fee: doc.transactionFee,
    status,
    refunded,
    refundOwed: doc.refundOwed ?? 0,
    refundFailure: refundFailureOf(doc),
    paidAt: doc.paidAt,
    createdAt: doc.registeredAt,
    updatedAt: doc.paidAt ?? doc.registeredAt,
  };
}

@Injectable()
export class RegistrationPayments {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  /** The first `limit` rows of registrations' payments (newest first unless sorted), and how many there are. */
  async ledger(
    filter: { provider?: unknown; status?: unknown; refund?: unknown },
    sort: 'asc' | 'desc',
    limit: number,
  ) {
    const status = typeof filter.status === 'string' ? STATUS_FILTERS[filter.status] : {};
    const refund = typeof filter.refund === 'string' ? REFUND_FILTERS[filter.refund] : {};
    if (!status || !refund) return { items: [], total: 0 };
    // A status and a refund filter asking different things of one field (`paid` and `full`, `refunded` and
    // `partial`) find nothing, as both cannot hold.
    const clash = Object.entries(refund).some(
      ([field, wanted]) => field in status && JSON.stringify(status[field]) !== JSON.stringify(wanted),
    );
    if (clash) return { items: [], total: 0 };
    const where: Filter = { amountDue: { $gt: 0 }, ...status, ...refund };
    if (typeof filter.provider === 'string') where.paymentMethod = filter.provider;
    const order: SortKey[] = [{ field: 'registeredAt', direction: sort }];
    const registrations = this.reads.collection<RegistrationDoc>(REGISTRATIONS);
    const [docs, total] = await Promise.all([
      registrations.find({ filter: where, sort: order, limit }),
      registrations.count({ filter: where }),
    ]);
    return { items: docs.map(registrationLedgerRow), total };
  }
}
