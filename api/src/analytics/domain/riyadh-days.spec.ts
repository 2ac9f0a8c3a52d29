/** Riyadh days and periods: a late-evening sale belongs to that Riyadh day; a period and the one before it touch. */
import { describe, expect, it } from '@jest/globals';
import { addDays, daysOf, periodRanges, riyadhDay } from './riyadh-days.js';

describe('Riyadh days', () => {
  it('puts 21:30 UTC on the next Riyadh day and 20:59 UTC on the same one', () => {
    expect(riyadhDay('2026-03-01T21:30:00Z')).toBe('2026-03-02');
    expect(riyadhDay('2026-03-01T20:59:59Z')).toBe('2026-03-01');
  });
  it('cuts a period of N days ending today and the N days before it', () => {
    const { current, previous } = periodRanges(7, '2026-03-10');
    expect(current).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(previous).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(daysOf(current)).toHaveLength(7);
    expect(daysOf(periodRanges(365, '2026-03-10').current)).toHaveLength(365);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
