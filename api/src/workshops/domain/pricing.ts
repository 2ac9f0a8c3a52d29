/**
 * The amounts of one seat, computed on the server (SPEC section 9): while the tier's early-bird end date is in
 * the future, discount = price × discountPercentage / 100; total = price − discount. The provider's fee is its
 * percentage of the total plus its fixed fee, added to what the person pays.
 */
import type { SeatAmounts, TicketTier, WorkshopPaymentMethod } from './workshops.events.js';

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

export function earlyBirdRunning(tier: Pick<TicketTier, 'earlyBirdEndDate'>, now: Date): boolean {
  return tier.earlyBirdEndDate !== null && new Date(tier.earlyBirdEndDate).getTime() > now.getTime();
}

export function seatAmounts(
  tier: Pick<TicketTier, 'price' | 'currency' | 'earlyBirdEndDate' | 'discountPercentage'>,
  method: Pick<WorkshopPaymentMethod, 'transactionFeePercentage' | 'fixedTransactionFee'>,
  now: Date,
): SeatAmounts {
  const discountAmount = earlyBirdRunning(tier, now) ? round2((tier.price * (tier.discountPercentage ?? 0)) / 100) : 0;
  const totalAmount = round2(tier.price - discountAmount);
  const transactionFee =
    totalAmount === 0 ? 0 : round2((totalAmount * method.transactionFeePercentage) / 100 + method.fixedTransactionFee);
  return {
    price: tier.price,
    discountAmount,
    totalAmount,
    transactionFee,
    amountDue: round2(totalAmount + transactionFee),
    currency: tier.currency,
  };
}
