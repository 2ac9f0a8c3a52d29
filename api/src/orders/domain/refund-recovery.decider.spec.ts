/** What a seller owes back on refunds after their payout settled, by every path that refunds an order: staff's
 * refund (partial, then the rest) and a dispute decided with a full or partial refund; once per refund, never more
 * in all than the payout sent; nothing before settlement. Given past events, when a command, then events. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { orderDecider, type OrderCommand } from './order.decider.js';
import type { OrderEvent } from './orders.events.js';
import { salePaid, salePayoutScheduled, salePayoutSettled, salePlaced } from './testing/paid-sale.js';

const paidAt = '2026-11-26T10:00:00.000Z';
const deliveredAt = '2026-11-26T12:00:00.000Z';
const dueAt = '2026-11-30T21:00:00.000Z'; // 1 December, midnight in Riyadh
const later = '2026-12-02T09:00:00.000Z'; // within the dispute window, after the payout settled
const parties = { orderId: 'o1', artworkId: 'w1', buyerId: 'buyer', sellerId: 'gallery', sellerIds: ['gallery'] };

/** Paid 10,301.00 SAR (the payout 9,150.00), delivered, the payout scheduled. */
const delivered: OrderEvent[] = [
  salePlaced(parties, paidAt, paidAt),
  salePaid(parties, 'ref', paidAt),
  salePayoutScheduled(deliveredAt, '2026-12-01', deliveredAt),
];
const settled = salePayoutSettled(dueAt);
const opened: OrderEvent = {
  type: 'DisputeOpened',
  data: { orderId: 'o1', buyerId: 'buyer', reason: 'damaged', description: 'Cracked.', at: later },
};
const reason = 'Photos show damage.';
const refundBy = (actorId: string, amountHalalas: number, full: boolean): OrderEvent => ({
  type: 'OrderRefunded',
  data: { orderId: 'o1', actorId, amountHalalas, full, reason, at: later },
});
const owed = (amountHalalas: number, refundHalalas: number): OrderEvent => ({
  type: 'PayoutRecoveryOwed',
  data: { orderId: 'o1', sellerId: 'gallery', amountHalalas, refundHalalas, at: later },
});
const staffRefund = (amountHalalas: number): OrderCommand => ({
  type: 'RefundOrder',
  actorId: 'admin',
  amountHalalas,
  reason,
  now: later,
});
const decide = (decision: 'refund_full' | 'refund_partial', amountHalalas: number | null = null): OrderCommand => ({
  type: 'ResolveDispute',
  actorId: 'mod',
  decision,
  amountHalalas,
  reason,
  now: later,
});
const resolved = (decision: 'refund_full' | 'refund_partial', refundHalalas: number, payoutHalalas: number) =>
  ({
    type: 'DisputeResolved',
    data: { orderId: 'o1', actorId: 'mod', decision, refundHalalas, payoutHalalas, reason, at: later },
  }) as OrderEvent;

const spec = specFor(orderDecider);

describe('a dispute decided with a refund after the payout settled', () => {
  it('a full refund owes back the whole payout sent', () => {
    spec([...delivered, settled, opened])
      .when(decide('refund_full'))
      .then([resolved('refund_full', 1_030_100, 0), refundBy('mod', 1_030_100, true), owed(915_000, 1_030_100)]);
  });

  it('a partial refund owes back what the decision took off the payout', () => {
    // 2,000.00 SAR refunded: the decision leaves the seller 7,150.00 of the 9,150.00 they were sent.
    spec([...delivered, settled, opened])
      .when(decide('refund_partial', 200_000))
      .then([resolved('refund_partial', 200_000, 715_000), refundBy('mod', 200_000, false), owed(200_000, 200_000)]);
  });

  it('after an earlier refund was owed back, owes only the rest of the payout, never more', () => {
    const earlier = [refundBy('admin', 103_010, false), owed(91_500, 103_010)];
    spec([...delivered, settled, ...earlier, opened])
      .when(decide('refund_full'))
      .then([resolved('refund_full', 927_090, 0), refundBy('mod', 927_090, true), owed(823_500, 927_090)]);
  });

  it('owes nothing when the payout had not settled: the decision lowers it instead', () => {
    spec([...delivered, opened])
      .when(decide('refund_partial', 200_000))
      .then([resolved('refund_partial', 200_000, 715_000), refundBy('mod', 200_000, false)]);
  });
});

describe("staff's refund after a dispute lowered the settled payout", () => {
  it('counts the payout as it was sent, not as the decision left it', () => {
    const disputed = [
      resolved('refund_partial', 200_000, 715_000),
      refundBy('mod', 200_000, false),
      owed(200_000, 200_000),
    ];
    // The rest refunded: the seller owes back all they were sent not yet owed (9,150.00 − 2,000.00).
    spec([...delivered, settled, opened, ...disputed])
      .when(staffRefund(830_100))
      .then([refundBy('admin', 830_100, true), owed(715_000, 830_100)]);
  });

  it('a second full-refund attempt changes nothing: the order is refunded, nothing more is owed', () => {
    spec([...delivered, settled, refundBy('admin', 1_030_100, true), owed(915_000, 1_030_100)])
      .when(staffRefund(1))
      .thenError('not_paid');
  });
});
