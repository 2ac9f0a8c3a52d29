import { describe, expect, it } from '@jest/globals';
import { daysAfter, expiryBadge, nextExpiry } from './kyc-expiry.js';

const today = '2026-11-29';

describe('KYC expiry for the reviewers', () => {
  it('badges an expired document, one expiring within 30 days, and nothing further or undated', () => {
    expect(expiryBadge({ status: 'approved', expiresOn: '2026-11-28' }, today)).toBe('expired');
    expect(expiryBadge({ status: 'expired', expiresOn: '2027-01-01' }, today)).toBe('expired');
    expect(expiryBadge({ status: 'approved', expiresOn: today }, today)).toBe('soon');
    expect(expiryBadge({ status: 'submitted', expiresOn: '2026-12-29' }, today)).toBe('soon');
    expect(expiryBadge({ status: 'approved', expiresOn: '2026-12-30' }, today)).toBeNull();
    expect(expiryBadge({ status: 'approved', expiresOn: null }, today)).toBeNull();
    expect(expiryBadge({ status: 'rejected', expiresOn: '2026-11-01' }, today)).toBeNull();
  });

  it('takes the earliest expiry of the approved documents only', () => {
    expect(
      nextExpiry([
        { status: 'approved', expiresOn: '2028-01-01' },
        { status: 'approved', expiresOn: '2027-05-01' },
        { status: 'submitted', expiresOn: '2026-12-01' },
        { status: 'expired', expiresOn: '2026-01-01' },
        { status: 'approved', expiresOn: null },
      ]),
    ).toBe('2027-05-01');
    expect(nextExpiry([{ status: 'rejected', expiresOn: '2027-01-01' }])).toBeNull();
  });

  it('counts days across months and years', () => {
    expect(daysAfter('2026-12-15', 30)).toBe('2027-01-14');
  });
});
