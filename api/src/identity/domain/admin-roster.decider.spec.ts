import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { adminRosterDecider, type AdminRosterEvent } from './admin-roster.decider.js';

const seeded = (...adminIds: string[]): AdminRosterEvent => ({ type: 'AdminRosterSeeded', data: { adminIds } });

const given = specFor(adminRosterDecider);

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

describe('ClaimFirstAdmin (first-run setup)', () => {
  it('makes the first admin only while there is none, once', () => {
    given([])
      .when({ type: 'ClaimFirstAdmin', userId: 'u1', seed: [] })
      .then([
        { type: 'AdminRosterSeeded', data: { adminIds: [] } },
        { type: 'AdminJoined', data: { userId: 'u1' } },
      ]);
    given([
      { type: 'AdminRosterSeeded', data: { adminIds: [] } },
      { type: 'AdminJoined', data: { userId: 'u1' } },
    ])
      .when({ type: 'ClaimFirstAdmin', userId: 'u2', seed: [] })
      .thenError('setup_done');
    given([])
      .when({ type: 'ClaimFirstAdmin', userId: 'u2', seed: ['a1'] })
      .thenError('setup_done');
  });
});
