/** Risk level and lifecycle stage from the account's signals: each rule of account-signals.ts. */
import { describe, expect, it } from '@jest/globals';
import { lifecycleOf, riskOf, type AccountSignals } from './account-signals.js';

const base: AccountSignals = {
  kycTier: 1,
  joinedAt: '2026-01-01T00:00:00Z',
  suspensions: 0,
  flaggedRefusals: 0,
  purchases: {},
  setupComplete: false,
  engaged: false,
  contributed: false,
};
const now = '2026-11-26T00:00:00Z';

describe('riskOf', () => {
  it('is low for an established, verified account', () => {
    expect(riskOf(base, now)).toEqual({ level: 'low', score: 0, reasons: [] });
    expect(riskOf({ ...base, kycTier: 2 }, now).level).toBe('low');
  });
  it('is medium for a new account at tier 0, with both reasons', () => {
    expect(riskOf({ ...base, kycTier: 0, joinedAt: '2026-11-20T00:00:00Z' }, now)).toEqual({
      level: 'medium',
      score: 2,
      reasons: ['kyc_tier_0', 'new_account'],
    });
  });
  it('is high after a suspension, or after three abusive refused bids (capped)', () => {
    expect(riskOf({ ...base, suspensions: 1 }, now).level).toBe('high');
    expect(riskOf({ ...base, flaggedRefusals: 2 }, now).level).toBe('medium');
    expect(riskOf({ ...base, flaggedRefusals: 9 }, now)).toMatchObject({ level: 'high', score: 3 });
    expect(riskOf({ ...base, kycTier: 2, flaggedRefusals: 3 }, now).level).toBe('medium');
  });
});

describe('lifecycleOf', () => {
  it('moves awareness → consideration → purchase → retention → advocacy on signals', () => {
    expect(lifecycleOf(base)).toBe('awareness');
    expect(lifecycleOf({ ...base, engaged: true })).toBe('consideration');
    expect(lifecycleOf({ ...base, setupComplete: true })).toBe('consideration');
    const one = { ...base, purchases: { 'auction-1': '2026-03-01T00:00:00Z' } };
    expect(lifecycleOf(one)).toBe('purchase');
    expect(lifecycleOf({ ...one, purchases: { ...one.purchases, 'registration-2': '2026-09-01T00:00:00Z' } })).toBe(
      'purchase',
    );
    expect(lifecycleOf({ ...one, purchases: { ...one.purchases, 'registration-2': '2026-04-01T00:00:00Z' } })).toBe(
      'retention',
    );
    expect(lifecycleOf({ ...one, contributed: true })).toBe('advocacy');
    expect(lifecycleOf({ ...base, contributed: true })).toBe('awareness');
  });
  it('never moves back', () => {
    expect(lifecycleOf(base, 'retention')).toBe('retention');
  });
});
