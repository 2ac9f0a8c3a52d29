/**
 * What a seller owes back, taken from their payouts (`sellerRecovery-<sellerId>`). The debt itself is recorded on
 * each order's chained stream (`PayoutRecoveryOwed`); this stream records what was kept back of it, so what is
 * still outstanding is the debt owed to date less what this stream kept back. Each payout's part is fixed once: a
 * second settlement job for the same payout finds it fixed and keeps back the same (its transfer is the same one),
 * never the debt again; a refused transfer releases its part.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import type { SellerRecoveryEvent } from './seller-recovery.events.js';

export interface SellerRecoveryState {
  /** Kept back in all from payouts still standing (released ones taken off). */
  keptBackHalalas: number;
  /** The part fixed for each payout, by order id. */
  byOrder: Record<string, number>;
}

export type SellerRecoveryCommand =
  | {
      type: 'KeepBackRecovery';
      sellerId: string;
      orderId: string;
      payoutHalalas: number;
      /** Owed back to date on the seller's orders (the debt, before anything was kept back). */
      owedHalalas: number;
      now: string;
    }
  | { type: 'ReleaseRecovery'; sellerId: string; orderId: string; reason: string; now: string };

const amounts = (values: Record<string, number>) => {
  const wrong = Object.entries(values).filter(([, v]) => !Number.isInteger(v) || v < 0);
  if (wrong.length > 0)
    throw validationError(
      wrong.map(([field]) => ({
        field,
        code: 'range',
        message: 'An amount in halalas, zero or more.',
        messageAr: 'مبلغ بالهللة، صفر أو أكثر.',
      })),
    );
};

export const sellerRecoveryDecider: Decider<SellerRecoveryState, SellerRecoveryCommand, SellerRecoveryEvent> = {
  category: 'sellerRecovery',
  initialState: () => ({ keptBackHalalas: 0, byOrder: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'RecoveryKeptBack':
        return {
          keptBackHalalas: state.keptBackHalalas + event.data.amountHalalas,
          byOrder: { ...state.byOrder, [event.data.orderId]: event.data.amountHalalas },
        };
      case 'RecoveryReleased': {
        const { [event.data.orderId]: _released, ...byOrder } = state.byOrder;
        return { keptBackHalalas: state.keptBackHalalas - event.data.amountHalalas, byOrder };
      }
    }
  },
  decide(command, state) {
    const { sellerId, orderId, now: at } = command;
    const fixed = state.byOrder[orderId];
    switch (command.type) {
      case 'KeepBackRecovery': {
        if (fixed !== undefined) return [];
        const { payoutHalalas, owedHalalas } = command;
        amounts({ payoutHalalas, owedHalalas });
        const outstanding = Math.max(0, owedHalalas - state.keptBackHalalas);
        const amountHalalas = Math.min(payoutHalalas, outstanding);
        return [{ type: 'RecoveryKeptBack', data: { sellerId, orderId, amountHalalas, payoutHalalas, at } }];
      }
      case 'ReleaseRecovery':
        if (fixed === undefined) return [];
        return [
          { type: 'RecoveryReleased', data: { sellerId, orderId, amountHalalas: fixed, reason: command.reason, at } },
        ];
    }
  },
};
