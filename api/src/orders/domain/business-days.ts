/**
 * Saudi business days, pure: the working week runs Sunday to Thursday (the weekend is Friday and Saturday), and
 * a day is the calendar day in Riyadh (UTC+3 all year, no daylight saving), so a delivery at 22:00 UTC on a
 * Thursday is a Friday delivery there.
 */

const RIYADH_OFFSET_MS = 3 * 3_600_000;
const FRIDAY = 5;
const SATURDAY = 6;

/** The calendar date (YYYY-MM-DD) in Riyadh of an instant. */
export function saudiDateOf(instant: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not a time: ${instant}`);
  return new Date(ms + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

export const isSaudiBusinessDay = (date: string): boolean => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== FRIDAY && day !== SATURDAY;
};

/** The date `days` Saudi business days after `date` (YYYY-MM-DD): the days after it are counted, weekends skipped. */
export function addSaudiBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a count of days: ${days}`);
  const day = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isSaudiBusinessDay(day.toISOString().slice(0, 10))) left--;
  }
  return day.toISOString().slice(0, 10);
}
