/** What a seller's payouts keep back of what they owe: fixed once per payout, never more than the payout nor the
 * debt outstanding, given back when the transfer is refused. Given past events, when a command, then events. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { sellerRecoveryDecider, type SellerRecoveryCommand } from './seller-recovery.decider.js';
import type { SellerRecoveryEvent } from './seller-recovery.events.js';

const at = '2026-12-01T09:00:00.000Z';
const keepBack = (orderId: string, payoutHalalas: number, owedHalalas: number): SellerRecoveryCommand => ({
  type: 'KeepBackRecovery',
  sellerId: 's1',
  orderId,
  payoutHalalas,
  owedHalalas,
  now: at,
});
const keptBack = (orderId: string, amountHalalas: number, payoutHalalas: number): SellerRecoveryEvent => ({
  type: 'RecoveryKeptBack',
  data: { sellerId: 's1', orderId, amountHalalas, payoutHalalas, at },
});
const release: SellerRecoveryCommand = {
  type: 'ReleaseRecovery',
  sellerId: 's1',
  orderId: 'o1',
  reason: 'account_closed',
  now: at,
};

const spec = specFor(sellerRecoveryDecider);

describe('keeping back what a seller owes', () => {
  it('keeps back the debt outstanding, never more than the payout; the rest carries to the next payout', () => {
    spec([])
      .when(keepBack('o1', 50_000, 80_000))
      .then([keptBack('o1', 50_000, 50_000)]);
    spec([keptBack('o1', 50_000, 50_000)])
      .when(keepBack('o2', 90_000, 80_000))
      .then([keptBack('o2', 30_000, 90_000)]);
    // Nothing owed any more: the payout is fixed at nothing kept back (and transferred whole).
    spec([keptBack('o1', 50_000, 50_000), keptBack('o2', 30_000, 90_000)])
      .when(keepBack('o3', 10_000, 80_000))
      .then([keptBack('o3', 0, 10_000)]);
  });

  it('fixes a payout’s part once: a second job for the same payout takes nothing more, whatever it read', () => {
    spec([keptBack('o1', 20_000, 50_000)])
      .when(keepBack('o1', 50_000, 90_000))
      .then([]);
    spec([keptBack('o1', 0, 50_000)])
      .when(keepBack('o1', 50_000, 90_000))
      .then([]);
  });

  it('a refused transfer gives its part back, owed again; once only', () => {
    const given: SellerRecoveryEvent = {
      type: 'RecoveryReleased',
      data: { sellerId: 's1', orderId: 'o1', amountHalalas: 20_000, reason: 'account_closed', at },
    };
    spec([keptBack('o1', 20_000, 50_000)])
      .when(release)
      .then([given]);
    spec([keptBack('o1', 20_000, 50_000), given])
      .when(release)
      .then([]);
    spec([]).when(release).then([]);
    // Tried again later: the payout's part is fixed anew on the debt then outstanding.
    spec([keptBack('o1', 20_000, 50_000), given])
      .when(keepBack('o1', 50_000, 20_000))
      .then([keptBack('o1', 20_000, 50_000)]);
  });

  it('refuses amounts that are not whole halalas of zero or more, by field', () => {
    spec([])
      .when(keepBack('o1', -1, 0))
      .thenError('validation_failed', 'payoutHalalas');
    spec([])
      .when(keepBack('o1', 100, 1.5))
      .thenError('validation_failed', 'owedHalalas');
  });
});
