/**
 * A workshop's refund policy, structured beside its free-text cancellation policy: steps of "cancelled at least N
 * days before the start → P% back", the first step whose days are met wins, nothing back after the last. Days are
 * calendar days in Asia/Riyadh (UTC+3 all year, no daylight saving): cancelling on the Riyadh day seven days before
 * the start day is seven days before, whatever the hour. Workshops made before the policy existed have the default.
 */
import type { FieldProblem } from '../../platform/errors/domain-errors.js';

export interface RefundStep {
  /** Cancelled at least this many Riyadh calendar days before the start day. */
  daysBefore: number;
  /** Percent of what was paid given back (0–100). */
  percent: number;
}

export interface RefundPolicy {
  steps: RefundStep[];
}

/** Full refund until 7 days before the start, half until 2 days before, none after. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  steps: [
    { daysBefore: 7, percent: 100 },
    { daysBefore: 2, percent: 50 },
  ],
};

export const MAX_REFUND_STEPS = 5;

const RIYADH_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** Whole Riyadh calendar days from `now`'s day to `start`'s day (negative once the start day has passed). */
export function riyadhDaysBefore(start: string, now: Date): number {
  const dayNumber = (ms: number) => Math.floor((ms + RIYADH_OFFSET_MS) / DAY_MS);
  return dayNumber(Date.parse(start)) - dayNumber(now.getTime());
}

/** The policy's steps, most days first (the order an organiser typed them in does not matter). */
export function orderedSteps(policy: RefundPolicy | undefined): RefundStep[] {
  return [...(policy ?? DEFAULT_REFUND_POLICY).steps].sort((a, b) => b.daysBefore - a.daysBefore);
}

/** The percent back for a cancellation at `now`; none once the workshop has started. */
export function refundPercent(policy: RefundPolicy | undefined, start: string, now: Date): number {
  if (now.getTime() >= Date.parse(start)) return 0;
  const days = riyadhDaysBefore(start, now);
  return orderedSteps(policy).find((step) => days >= step.daysBefore)?.percent ?? 0;
}

/** `percent` of `amount`, rounded to the halala. */
export function percentOf(amount: number, percent: number): number {
  return Math.round(amount * percent) / 100;
}

/** What the field checks cannot see: two steps on the same day, or more back for cancelling later. */
export function refundPolicyProblems(policy: RefundPolicy | undefined): FieldProblem[] {
  if (!policy) return [];
  const problems: FieldProblem[] = [];
  const steps = policy.steps.map((step, i) => ({ ...step, i })).sort((a, b) => b.daysBefore - a.daysBefore);
  steps.forEach((step, k) => {
    const before = steps[k - 1];
    if (before && before.daysBefore === step.daysBefore)
      problems.push({
        field: `refundPolicy.steps.${step.i}.daysBefore`,
        code: 'unique',
        message: 'Each refund step needs its own number of days.',
        messageAr: 'لكل مرحلة استرداد عدد أيام خاص بها.',
      });
    else if (before && step.percent > before.percent)
      problems.push({
        field: `refundPolicy.steps.${step.i}.percent`,
        code: 'max',
        message: 'Cancelling later cannot give more back than cancelling earlier.',
        messageAr: 'لا يُرد عند الإلغاء المتأخر أكثر مما يُرد عند الإلغاء المبكر.',
      });
  });
  return problems;
}
