import { describe, expect, it } from '@jest/globals';
import { REPORTING_DEADLINE_HOURS, reportingAge, VAT_RATE } from './invoice.rules.js';

// Found in review: the 24-hour reporting rule lived in the admin controller and VAT_RATE in a command handler.
describe('invoicing rules in the domain', () => {
  const issued = '2026-01-10T08:00:00.000Z';

  it('a simplified invoice is late once more than 24 hours have passed since its issue', () => {
    expect(REPORTING_DEADLINE_HOURS).toBe(24);
    expect(reportingAge(issued, new Date('2026-01-11T08:00:00.000Z'))).toEqual({ ageHours: 24, overdue: false });
    expect(reportingAge(issued, new Date('2026-01-11T08:06:00.000Z'))).toEqual({ ageHours: 24.1, overdue: true });
  });

  it('never reports a negative age (clock skew)', () => {
    expect(reportingAge(issued, new Date('2026-01-10T07:00:00.000Z'))).toEqual({ ageHours: 0, overdue: false });
  });

  it('applies the Kingdom VAT rate of 15 %', () => {
    expect(VAT_RATE).toBe(15);
  });
});
