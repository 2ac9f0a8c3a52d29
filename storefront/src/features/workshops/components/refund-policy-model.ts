/**
 * The refund-policy editor's rows and their checks, the same rules the server applies (whole days 0–365, whole
 * percents 0–100, each step its own days, never more back for cancelling later), so the organiser sees each
 * field's problem before saving; the server's answer is still shown by field.
 */
import type { RefundPolicy } from '../api/registration-refunds-api';

export interface PolicyRow {
  key: number;
  daysBefore: string;
  percent: string;
}

export type PolicyField = 'daysBefore' | 'percent';

/** Translation keys of each row's problems, by `steps.<index>.<field>`. */
export type PolicyProblems = Record<string, string>;

export const MAX_STEPS = 5;

export const rowsOf = (policy: RefundPolicy | undefined): PolicyRow[] =>
  (policy?.steps ?? []).map((s, key) => ({ key, daysBefore: String(s.daysBefore), percent: String(s.percent) }));

const wholeUpTo = (value: string, max: number) => /^\d+$/.test(value.trim()) && Number(value) <= max;

export function policyProblems(rows: PolicyRow[]): PolicyProblems {
  const problems: PolicyProblems = {};
  rows.forEach((row, i) => {
    if (!wholeUpTo(row.daysBefore, 365)) problems[`steps.${i}.daysBefore`] = 'workshops.refundPolicy.daysRange';
    if (!wholeUpTo(row.percent, 100)) problems[`steps.${i}.percent`] = 'workshops.refundPolicy.percentRange';
  });
  const steps = rows.map((row, i) => ({ i, days: Number(row.daysBefore), percent: Number(row.percent) }));
  const days = steps.filter(({ i }) => !problems[`steps.${i}.daysBefore`]).sort((a, b) => b.days - a.days);
  days.forEach((step, k) => {
    if (days[k - 1]?.days === step.days) problems[`steps.${step.i}.daysBefore`] = 'workshops.refundPolicy.daysUnique';
  });
  const whole = days.filter(({ i }) => !problems[`steps.${i}.daysBefore`] && !problems[`steps.${i}.percent`]);
  whole.forEach((step, k) => {
    const before = whole[k - 1];
    if (before && step.percent > before.percent)
      problems[`steps.${step.i}.percent`] = 'workshops.refundPolicy.percentOrder';
  });
  return problems;
}

/** The rows as the API takes them, in the order shown (the server's errors name a step by its place). */
export const policyOf = (rows: PolicyRow[]): RefundPolicy => ({
  steps: rows.map((row) => ({ daysBefore: Number(row.daysBefore), percent: Number(row.percent) })),
});

/** The policy as attendees read it: most days first. */
export const previewOf = (rows: PolicyRow[]): RefundPolicy => ({
  steps: [...policyOf(rows).steps].sort((a, b) => b.daysBefore - a.daysBefore),
});

/** The server's field (`refundPolicy.steps[0].percent` or `refundPolicy.steps.0.percent`) as the rows name it. */
export const rowField = (field: string) => field.replace(/^refundPolicy\./, '').replace(/\[(\d+)\]/g, '.$1');
