/** Feature toggles: switched with a reason, against the revision read; audiences evaluated stably per person. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { featureToggleDecider, type ChangeFeatureToggle } from './feature-toggle.decider.js';
import { bucketOf, isOnFor } from './feature-audience.js';

const off: ChangeFeatureToggle = {
  type: 'ChangeFeatureToggle',
  name: 'auctions',
  enabled: false,
  audience: 'all',
  percentage: 100,
  reason: 'Maintenance',
  expectedRevision: -1,
};
const switchedOff = {
  type: 'FeatureToggleChanged' as const,
  data: { name: 'auctions' as const, enabled: false, audience: 'all' as const, percentage: 100, reason: 'Maintenance' },
};

const spec = specFor(featureToggleDecider);

describe('ChangeFeatureToggle', () => {
  it('switches a feature off with the reason, once', () => {
    spec([]).when(off).then([switchedOff]);
    spec([switchedOff])
      .when({ ...off, expectedRevision: 0 })
      .then([]);
    spec([])
      .when({ ...off, enabled: true })
      .then([]);
  });
  it('refuses a form read at an older revision; a null revision applies to whatever is there', () => {
    spec([switchedOff])
      .when({ ...off, enabled: true })
      .thenError('changed_meanwhile');
    spec([switchedOff])
      .when({ ...off, enabled: true, expectedRevision: null })
      .then([{ ...switchedOff, data: { ...switchedOff.data, enabled: true } }]);
  });
  it('refuses an unknown feature or audience, a bad percentage and a missing reason, by name', () => {
    spec([])
      .when({ ...off, name: 'raffles' as never })
      .thenError('validation_failed', 'name');
    spec([])
      .when({ ...off, audience: 'friends' as never })
      .thenError('validation_failed', 'audience');
    spec([])
      .when({ ...off, audience: 'percentage', percentage: 101 })
      .thenError('validation_failed', 'percentage');
    spec([])
      .when({ ...off, reason: '' })
      .thenError('validation_failed', 'reason');
  });
});

describe('who sees a feature', () => {
  const member = { userId: 'u-1', roles: ['collector'] };
  const staff = { userId: 'u-2', roles: ['moderator'] };
  it('off is off for everyone; staff-only shows staff; all shows visitors too', () => {
    expect(isOnFor('auctions', { enabled: false, audience: 'all', percentage: 100 }, staff)).toBe(false);
    expect(isOnFor('auctions', { enabled: true, audience: 'staff', percentage: 100 }, member)).toBe(false);
    expect(isOnFor('auctions', { enabled: true, audience: 'staff', percentage: 100 }, staff)).toBe(true);
    expect(isOnFor('auctions', { enabled: true, audience: 'all', percentage: 0 }, null)).toBe(true);
  });
  it('a percentage picks the same people every time, about that share of them, and no visitor', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `user-${i}`);
    const setting = { enabled: true, audience: 'percentage' as const, percentage: 30 };
    const picked = ids.filter((id) => isOnFor('offers', setting, { userId: id, roles: [] }));
    expect(picked.length).toBeGreaterThan(500);
    expect(picked.length).toBeLessThan(700);
    expect(ids.filter((id) => isOnFor('offers', setting, { userId: id, roles: [] }))).toEqual(picked);
    expect(bucketOf('offers', 'user-7')).toBe(bucketOf('offers', 'user-7'));
    expect(isOnFor('offers', setting, null)).toBe(false);
    expect(isOnFor('offers', { ...setting, percentage: 100 }, { userId: 'x', roles: [] })).toBe(true);
    expect(isOnFor('offers', { ...setting, percentage: 0 }, { userId: 'x', roles: [] })).toBe(false);
  });
});
