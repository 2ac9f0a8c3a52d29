import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { userDecider } from './user.decider.js';
import type { UserCommand } from './user.commands.js';
import type { UserEvent } from './user.events.js';
import { registered } from './testing/registered.js';

const granted = (roles: ('collector' | 'moderator' | 'auditor')[]): UserEvent => ({
  type: 'RolesChanged',
  data: { userId: 'u1', roles, previousRoles: [] },
});
const admin = { id: 'admin', roles: ['admin'] };
const moderator = { id: 'mod', roles: ['moderator'] };
const override = (level: string, reason = 'Chargeback reported by the bank', actor = admin) =>
  ({ type: 'OverrideRiskLevel', userId: 'u1', actor, level, reason }) as UserCommand;
const overridden = (level: 'low' | 'medium' | 'high', reason = 'Chargeback reported by the bank'): UserEvent => ({
  type: 'RiskLevelOverridden',
  data: { userId: 'u1', level, reason },
});
const clear = (actor = admin): UserCommand => ({ type: 'ClearRiskOverride', userId: 'u1', actor });
const cleared: UserEvent = { type: 'RiskOverrideCleared', data: { userId: 'u1' } };

const given = specFor(userDecider);

describe('risk level override', () => {
  it('records the level and the reason, and nothing when the same override repeats', () => {
    given([registered])
      .when(override('high'))
      .then([overridden('high')]);
    given([registered, overridden('high')])
      .when(override('high'))
      .then([]);
    given([registered, overridden('high')])
      .when(override('high', 'Cleared by the bank'))
      .then([overridden('high', 'Cleared by the bank')]);
    given([registered, overridden('high')])
      .when(override('low'))
      .then([overridden('low')]);
  });

  it('clears an override once, and records nothing when there is none', () => {
    given([registered, overridden('medium')])
      .when(clear())
      .then([cleared]);
    given([registered]).when(clear()).then([]);
    given([registered, overridden('medium'), cleared])
      .when(clear())
      .then([]);
    given([registered, overridden('medium'), cleared])
      .when(override('medium'))
      .then([overridden('medium')]);
  });

  it('refuses an unknown level and a missing reason, naming the field', () => {
    given([registered]).when(override('extreme')).thenError('validation_failed', 'level');
    given([registered]).when(override('high', '  ')).thenError('validation_failed', 'reason');
  });

  it('lets a moderator act on non-staff accounts only; admins act on staff', () => {
    given([registered, granted(['collector'])])
      .when(override('high', 'Chargeback reported by the bank', moderator))
      .then([overridden('high')]);
    for (const staff of [granted(['moderator']), granted(['auditor'])]) {
      given([registered, staff])
        .when(override('high', 'Chargeback reported by the bank', moderator))
        .thenError('staff_target_admin_only');
      given([registered, staff, overridden('low')])
        .when(clear(moderator))
        .thenError('staff_target_admin_only');
      given([registered, staff])
        .when(override('high'))
        .then([overridden('high')]);
    }
    given([registered])
      .when(override('high', 'Chargeback reported by the bank', { id: 'c', roles: ['collector'] }))
      .thenError('forbidden');
    given([registered])
      .when(override('low', 'Chargeback reported by the bank', { id: 'u1', roles: ['admin'] }))
      .thenError('cannot_override_self');
  });
});
