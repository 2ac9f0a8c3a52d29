/**
 * The amounts of a registration's seats, computed on the server (SPEC section 9): while the tier's early-bird end
 * date is in the future, discount = price × discountPercentage / 100 per seat; total = (price − discount) × seats,
 * less a promo code. The provider's fee is its percentage of the total plus its fixed fee (once per payment),
 * added to what the person pays.
 */
import type { PromoTerms, SeatAmounts, TicketTier, WorkshopPaymentMethod } from './workshops.events.js';

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

export function earlyBirdRunning(tier: Pick<TicketTier, 'earlyBirdEndDate'>, now: Date): boolean {
  return tier.earlyBirdEndDate !== null && new Date(tier.earlyBirdEndDate).getTime() > now.getTime();
}

/**
 * What a promo code takes off a seat. Why this order: the early bird is the organiser's published price for
 * booking early, so a code is a further reduction of that price, not of the list price (a 10% code on a
 * 300 SAR early-bird seat takes 30, not 40); and a code never takes off more than is left, so no total goes
 * below zero, however large a fixed amount is.
 */
function promoDiscount(afterEarlyBird: number, promo: Pick<PromoTerms, 'kind' | 'amount'>): number {
  const off = promo.kind === 'percentage' ? (afterEarlyBird * promo.amount) / 100 : promo.amount;
  return round2(Math.min(afterEarlyBird, Math.max(0, off)));
}

type Priced = Pick<TicketTier, 'price' | 'currency' | 'earlyBirdEndDate' | 'discountPercentage'>;
type Promo = Pick<PromoTerms, 'kind' | 'amount'>;

const earlyBirdDiscount = (tier: Priced, now: Date) =>
  earlyBirdRunning(tier, now) ? round2((tier.price * (tier.discountPercentage ?? 0)) / 100) : 0;

/** The part of a registration's discount that is the promo code's: a percentage of every seat's early-bird price,
 * a fixed amount once per registration (a code is used once, however many seats it pays for). */
export const promoPart = (tier: Priced, now: Date, promo: Promo, quantity = 1) =>
  promoDiscount(round2((tier.price - earlyBirdDiscount(tier, now)) * quantity), promo);

export function seatAmounts(
  tier: Priced,
  method: Pick<WorkshopPaymentMethod, 'transactionFeePercentage' | 'fixedTransactionFee'>,
  now: Date,
  promo: Promo | null = null,
  quantity = 1,
): SeatAmounts {
  // `discountAmount` stays the whole reduction (SPEC section 9's field): the early bird plus the code.
  const earlyBird = round2(earlyBirdDiscount(tier, now) * quantity);
  const discountAmount = round2(earlyBird + (promo ? promoPart(tier, now, promo, quantity) : 0));
  const totalAmount = round2(tier.price * quantity - discountAmount);
  const transactionFee =
    totalAmount === 0 ? 0 : round2((totalAmount * method.transactionFeePercentage) / 100 + method.fixedTransactionFee);
  return {
    price: tier.price,
    quantity,
    discountAmount,
    totalAmount,
    transactionFee,
    amountDue: round2(totalAmount + transactionFee),
    currency: tier.currency,
  };
}
