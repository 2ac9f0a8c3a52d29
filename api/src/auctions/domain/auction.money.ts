import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import type { IncrementBand, PremiumTier } from './auction.events.js';

/** 10 billion SAR in halalas: far above any lot, and small enough that sums stay exact in a double. */
export const MAX_AMOUNT = 1_000_000_000_000;

export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_AMOUNT;

/** The increment of the band the price falls in (the last band whose `from` is at most the price). */
export function incrementAt(bands: readonly IncrementBand[], price: number): number {
  let increment = bands[0]!.increment;
  for (const band of bands) if (price >= band.from) increment = band.increment;
  return increment;
}

/** The smallest acceptable bid: the starting bid, or one increment above the current price. */
export function minimumNextBid(startingBid: number, bands: readonly IncrementBand[], price: number | null): number {
  return price === null ? startingBid : price + incrementAt(bands, price);
}

/** The next `count` steps of the increment ladder from `from` (quick-bid buttons). */
export function ladder(bands: readonly IncrementBand[], from: number, count: number): number[] {
  const steps = [from];
  while (steps.length < count) {
    const last = steps[steps.length - 1]!;
    steps.push(last + incrementAt(bands, last));
  }
  return steps;
}

/**
 * Buyer's premium on a hammer price from a marginal tiered schedule, rounded half up to the halala.
 * BigInt because hammer × basis points can pass 2^53.
 */
export function buyersPremium(tiers: readonly PremiumTier[], hammer: number): number {
  let lower = 0;
  let sum = 0n;
  for (const tier of tiers) {
    const upper = tier.upTo === null ? hammer : Math.min(hammer, tier.upTo);
    if (upper > lower) sum += BigInt(upper - lower) * BigInt(tier.rateBasisPoints);
    if (tier.upTo === null || tier.upTo >= hammer) break;
    lower = tier.upTo;
  }
  return Number((sum + 5000n) / 10000n);
}

/** A premium tier as people write it: the limit in SAR (null: open), the rate in percent with two decimals. */
export interface PercentTier {
  upTo: number | null;
  percent: number;
}

/**
 * Tiers in SAR and percent (the platform settings, the back-office form) → the auction's halalas and basis
 * points (25.5% → 2550, SAR 100,000.50 → 10,000,050), rounded to the nearest unit so float noise never leaks in.
 */
export const premiumTiersFromPercent = (tiers: readonly PercentTier[]): PremiumTier[] =>
  tiers.map((t) => ({
    upTo: t.upTo === null ? null : Math.round(t.upTo * 100),
    rateBasisPoints: Math.round(t.percent * 100),
  }));

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

export function incrementProblems(bands: readonly IncrementBand[]): FieldProblem[] {
  const ok =
    bands.length > 0 &&
    bands[0]!.from === 0 &&
    bands.every(
      (b, i) => isAmount(b.increment) && Number.isSafeInteger(b.from) && (i === 0 || b.from > bands[i - 1]!.from),
    );
  return ok
    ? []
    : [
        problem(
          'increments',
          'invalid_increments',
          'The increment table must start at 0, rise by band, and use positive whole halalas.',
          'يجب أن يبدأ جدول الزيادات من صفر وأن يتصاعد حسب الشريحة وبمبالغ موجبة صحيحة بالهللة.',
        ),
      ];
}

export function premiumProblems(tiers: readonly PremiumTier[]): FieldProblem[] {
  const ok =
    tiers.length > 0 &&
    tiers[tiers.length - 1]!.upTo === null &&
    tiers.every(
      (t, i) =>
        Number.isInteger(t.rateBasisPoints) &&
        t.rateBasisPoints >= 0 &&
        t.rateBasisPoints <= 10_000 &&
        (t.upTo === null ? i === tiers.length - 1 : isAmount(t.upTo) && (i === 0 || t.upTo > tiers[i - 1]!.upTo!)),
    );
  return ok
    ? []
    : [
        problem(
          'premiumTiers',
          'invalid_premium_tiers',
          'Premium tiers must rise by band, end with an open tier, and use rates between 0 and 100%.',
          'يجب أن تتصاعد شرائح عمولة المشتري وأن تنتهي بشريحة مفتوحة وبنسب بين 0 و100%.',
        ),
      ];
}
