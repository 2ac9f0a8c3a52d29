/**
 * Days as the marketplace counts them: calendar days in Asia/Riyadh (UTC+3 all year, no daylight saving), so a
 * sale at 23:30 Riyadh time falls on that day and not the next, whatever the server's zone. A period of N days is
 * the N days ending with `to` (included), and the previous period the N days before it: any period is a sum of
 * daily buckets.
 */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

export const RIYADH_OFFSET_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The Riyadh day (YYYY-MM-DD) of an instant. */
export function riyadhDay(at: string | Date): string {
  const ms = (typeof at === 'string' ? Date.parse(at) : at.getTime()) + RIYADH_OFFSET_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export interface DayRange {
  from: string;
  to: string;
}

/** The period of `period` days ending on `to`, and the one before it. */
export function periodRanges(period: Period, to: string): { current: DayRange; previous: DayRange } {
  const from = addDays(to, -(period - 1));
  return { current: { from, to }, previous: { from: addDays(from, -period), to: addDays(from, -1) } };
}

/** Every day of a range, oldest first. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The Monday-less week key a year's chart uses: the range is cut into 7-day steps ending on `to`. */
export function stepStart(day: string, range: DayRange, step: number): string {
  const offset = Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS);
  return addDays(range.from, Math.floor(offset / step) * step);
}
