import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { adminRosterDecider, type AdminRosterEvent } from './admin-roster.decider.js';

const given = specFor(adminRosterDecider);
const seeded = (...adminIds: string[]): AdminRosterEvent => ({ type: 'AdminRosterSeeded', data: { adminIds } });

describe('admin roster decider', () => {
  it('seeds itself on first use from the admins the handler read, then records the change', () => {
    given([])
      .when({ type: 'RemoveAdmin', userId: 'a', seed: ['a', 'b'] })
      .then([seeded('a', 'b'), { type: 'AdminLeft', data: { userId: 'a' } }]);
    given([])
      .when({ type: 'AddAdmin', userId: 'c', seed: [] })
      .then([seeded(), { type: 'AdminJoined', data: { userId: 'c' } }]);
  });

  it('never removes the last admin: the rerun after a concurrent removal refuses', () => {
    const first: AdminRosterEvent = { type: 'AdminLeft', data: { userId: 'a' } };
    given([seeded('a', 'b'), first])
      .when({ type: 'RemoveAdmin', userId: 'b', seed: [] })
      .thenError('last_admin');
    given([seeded('a')])
      .when({ type: 'RemoveAdmin', userId: 'a', seed: ['x', 'y'] })
      .thenError('last_admin');
  });

  it('ignores the seed once seeded, and records nothing for a no-op', () => {
    given([seeded('a', 'b')])
      .when({ type: 'RemoveAdmin', userId: 'z', seed: ['z'] })
      .then([]);
    given([seeded('a')])
      .when({ type: 'AddAdmin', userId: 'a', seed: [] })
      .then([]);
  });
});
