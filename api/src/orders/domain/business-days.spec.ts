/** Saudi business days: Sunday to Thursday count, Friday and Saturday do not; the day is Riyadh's. */
import { describe, expect, it } from '@jest/globals';
import { addSaudiBusinessDays, isSaudiBusinessDay, saudiDateOf } from './business-days.js';
import { payoutDueDate } from './checkout-rules.js';

describe('Saudi business days', () => {
  it('Friday and Saturday are the weekend', () => {
    // 2026-11-26 is a Thursday.
    expect(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(isSaudiBusinessDay)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
  it('counts the days after the given one, skipping the weekend', () => {
    expect(addSaudiBusinessDays('2026-11-22', 3)).toBe('2026-11-25'); // Sunday → Wednesday
    expect(addSaudiBusinessDays('2026-11-24', 3)).toBe('2026-11-29'); // Tuesday → Wed, Thu, Sun
    expect(addSaudiBusinessDays('2026-11-26', 3)).toBe('2026-12-01'); // Thursday → Sun, Mon, Tue
    expect(addSaudiBusinessDays('2026-11-27', 3)).toBe('2026-12-01'); // Friday → Sun, Mon, Tue
    expect(addSaudiBusinessDays('2026-11-28', 1)).toBe('2026-11-29'); // Saturday → Sunday
    expect(addSaudiBusinessDays('2026-11-26', 0)).toBe('2026-11-26');
  });
  it('crosses months and years', () => {
    expect(addSaudiBusinessDays('2026-12-31', 3)).toBe('2027-01-05'); // Thursday → Sun 3, Mon 4, Tue 5
    expect(addSaudiBusinessDays('2028-02-28', 2)).toBe('2028-03-01'); // Monday, leap year → Tue 29, Wed 1
  });
  it('refuses a negative or fractional count', () => {
    expect(() => addSaudiBusinessDays('2026-11-26', -1)).toThrow(RangeError);
    expect(() => addSaudiBusinessDays('2026-11-26', 1.5)).toThrow(RangeError);
  });
  it('takes the day in Riyadh (UTC+3)', () => {
    expect(saudiDateOf('2026-11-26T20:59:59Z')).toBe('2026-11-26');
    expect(saudiDateOf('2026-11-26T21:00:00Z')).toBe('2026-11-27');
    expect(() => saudiDateOf('soon')).toThrow(RangeError);
  });
  it('the payout falls due three business days after the delivery day in Riyadh', () => {
    expect(payoutDueDate('2026-11-26T12:00:00Z')).toBe('2026-12-01'); // Thursday afternoon
    expect(payoutDueDate('2026-11-25T22:30:00Z')).toBe('2026-12-01'); // Wednesday night UTC: Thursday in Riyadh
    expect(payoutDueDate('2026-11-22T08:00:00Z')).toBe('2026-11-25'); // Sunday
    expect(payoutDueDate('2026-11-22T08:00:00Z', 1)).toBe('2026-11-23');
  });
});
