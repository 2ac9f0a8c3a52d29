/** Platform settings: a change with a reason against the revision read; every bad value refused by name. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { platformSettingsDecider, type ChangePlatformSettings } from './platform-settings.decider.js';
import type { PlatformSettings, SettingsEvent } from './settings.events.js';
import { shippedSettings } from './shipped-settings.js';

const defaults: PlatformSettings = {
  ...shippedSettings(50_000, 15),
  paymentFees: [{ method: 'mada', percent: 1, fixedSar: 0 }],
};
const change = (
  changes: ChangePlatformSettings['changes'],
  expectedRevision = -1,
  reason = 'Board decision',
): ChangePlatformSettings => ({
  type: 'ChangePlatformSettings',
  changes,
  reason,
  expectedRevision,
  defaults,
});
type Changed = Extract<SettingsEvent, { type: 'PlatformSettingsChanged' }>;
const changed = (
  values: Partial<PlatformSettings>,
  previous: Partial<PlatformSettings>,
  reason = 'Board decision',
): Changed => ({
  type: 'PlatformSettingsChanged',
  data: {
    values: { ...defaults, ...values },
    changed: Object.keys(values) as Changed['data']['changed'],
    previous,
    reason,
  },
});

const spec = specFor(platformSettingsDecider);

describe('ChangePlatformSettings', () => {
  it('records the changed values over the defaults, with what they were and why', () => {
    spec([])
      .when(change({ kycBidCeiling: 80_000, workshopSeatHoldMinutes: 30 }, -1, '  Board decision '))
      .then([
        changed(
          { kycBidCeiling: 80_000, workshopSeatHoldMinutes: 30 },
          { kycBidCeiling: 50_000, workshopSeatHoldMinutes: 15 },
        ),
      ]);
  });
  it('builds on the last change, and records nothing when nothing changes', () => {
    const first = changed({ kycBidCeiling: 80_000 }, { kycBidCeiling: 50_000 });
    spec([first])
      .when(change({ softCloseMinutes: 5 }, 0))
      .then(
        [changed({ kycBidCeiling: 80_000, softCloseMinutes: 5 }, { softCloseMinutes: 2 })].map((e) => ({
          ...e,
          data: { ...e.data, changed: ['softCloseMinutes'] as Changed['data']['changed'] },
        })),
      );
    spec([first])
      .when(change({ kycBidCeiling: 80_000 }, 0))
      .then([]);
  });
  it('refuses a form read before someone else changed the settings', () => {
    const first = changed({ kycBidCeiling: 80_000 }, { kycBidCeiling: 50_000 });
    spec([first])
      .when(change({ softCloseMinutes: 5 }, -1))
      .thenError('changed_meanwhile');
    spec([])
      .when(change({ softCloseMinutes: 5 }, 3))
      .thenError('changed_meanwhile');
  });
  it('refuses each bad value by name, in both languages', () => {
    const bad: Array<[ChangePlatformSettings['changes'], string]> = [
      [{ platformNameAr: ' ' }, 'values.platformNameAr'],
      [{ vatNumber: '123' }, 'values.vatNumber'],
      [{ commercialRegistration: '10100' }, 'values.commercialRegistration'],
      [{ softCloseMinutes: 61 }, 'values.softCloseMinutes'],
      [{ bidsPerMinutePerBidder: 0 }, 'values.bidsPerMinutePerBidder'],
      [{ kycBidCeiling: -1 }, 'values.kycBidCeiling'],
      [{ workshopSeatHoldMinutes: 2.5 }, 'values.workshopSeatHoldMinutes'],
      [{ buyersPremiumTiers: [{ upTo: 100, percent: 20 }] }, 'values.buyersPremiumTiers'],
      [
        {
          buyersPremiumTiers: [
            { upTo: 500, percent: 20 },
            { upTo: 100, percent: 10 },
            { upTo: null, percent: 5 },
          ],
        },
        'values.buyersPremiumTiers',
      ],
      [{ paymentFees: [{ method: 'mada', percent: 11, fixedSar: 0 }] }, 'values.paymentFees'],
      [{ supportEmail: 'nobody' }, 'values.supportEmail'],
      [{ supportPhone: 'call us' }, 'values.supportPhone'],
      [{ colour: 'red' } as never, 'values.colour'],
    ];
    for (const [changes, field] of bad) spec([]).when(change(changes)).thenError('validation_failed', field);
    spec([])
      .when(change({ softCloseMinutes: 5 }, -1, '  '))
      .thenError('validation_failed', 'reason');
  });
  it('reports every problem of one form at once', () => {
    const error = spec([])
      .when(change({ vatNumber: 'x', supportEmail: 'y' }, -1, ''))
      .thenError('validation_failed');
    expect(error.details.map((d) => d.field).sort()).toEqual(['reason', 'values.supportEmail', 'values.vatNumber']);
  });
});
