import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { userDecider } from './user.decider.js';
import type { UserEvent } from './user.events.js';
import { publicStatus } from './user.state.js';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    issuer: 'dev',
    subject: 's1',
    email: 'a@example.sa',
    emailVerified: true,
    firstName: 'Noura',
    lastName: 'Al-Qahtani',
  },
};
const profile = {
  firstName: 'Noura',
  lastName: 'Al-Qahtani',
  phone: '+966500000000',
  location: 'Riyadh',
  bio: 'Collector',
};

/** Given past events, when a command, then these events (or this error). */
const given = specFor(userDecider);

describe('user decider', () => {
  it('registers a user once, however often the first sign-in repeats', () => {
    const { type: _t, ...data } = { type: 'RegisterUser' as const, ...registered.data };
    given([])
      .when({ type: 'RegisterUser', ...data })
      .then([registered]);
    given([registered])
      .when({ type: 'RegisterUser', ...data })
      .then([]);
  });

  it('refuses commands for a user who does not exist', () => {
    given([]).when({ type: 'UpdateProfile', userId: 'u1', actorId: 'u1', profile }).thenError('not_found');
  });

  it('updates the profile, and records nothing when nothing changed', () => {
    const updated: UserEvent = { type: 'ProfileUpdated', data: { userId: 'u1', ...profile } };
    given([registered]).when({ type: 'UpdateProfile', userId: 'u1', actorId: 'u1', profile }).then([updated]);
    given([registered, updated]).when({ type: 'UpdateProfile', userId: 'u1', actorId: 'u1', profile }).then([]);
  });

  it('lets a user choose self-service roles, keeping staff roles an admin granted', () => {
    const granted: UserEvent = { type: 'RolesChanged', data: { userId: 'u1', roles: ['auditor'], previousRoles: [] } };
    given([registered, granted])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['collector', 'artist'] })
      .then([{ type: 'RolesChosen', data: { userId: 'u1', roles: ['auditor', 'collector', 'artist'] } }]);
  });

  it('refuses staff roles, unknown roles and an empty choice at role selection', () => {
    given([registered])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['admin'] })
      .thenError('validation_failed');
    given([registered])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: ['wizard'] })
      .thenError('validation_failed');
    given([registered])
      .when({ type: 'ChooseRoles', userId: 'u1', actorId: 'u1', roles: [] })
      .thenError('validation_failed');
  });

  it('completes set-up on role selection', () => {
    const state = fold(userDecider, [
      registered,
      { type: 'RolesChosen', data: { userId: 'u1', roles: ['collector'] } },
    ]);
    expect(state.status === 'registered' && state.setupComplete).toBe(true);
  });

  it('stops an admin from removing their own admin role', () => {
    const admin: UserEvent = { type: 'RolesChanged', data: { userId: 'u1', roles: ['admin'], previousRoles: [] } };
    given([registered, admin])
      .when({ type: 'ChangeRoles', userId: 'u1', actorId: 'u1', roles: ['member'] })
      .thenError('cannot_demote_self');
    given([registered, admin])
      .when({ type: 'ChangeRoles', userId: 'u1', actorId: 'other', roles: ['member'] })
      .then([{ type: 'RolesChanged', data: { userId: 'u1', roles: ['member'], previousRoles: ['admin'] } }]);
  });

  it('suspends and activates, idempotently, and never lets a user suspend themselves', () => {
    const suspended: UserEvent = { type: 'UserSuspended', data: { userId: 'u1', reason: 'spam' } };
    given([registered]).when({ type: 'SuspendUser', userId: 'u1', actorId: 'admin', reason: 'spam' }).then([suspended]);
    given([registered, suspended])
      .when({ type: 'SuspendUser', userId: 'u1', actorId: 'admin', reason: 'spam' })
      .then([]);
    given([registered])
      .when({ type: 'SuspendUser', userId: 'u1', actorId: 'u1', reason: 'x' })
      .thenError('cannot_suspend_self');
    given([registered, suspended])
      .when({ type: 'ActivateUser', userId: 'u1' })
      .then([{ type: 'UserActivated', data: { userId: 'u1' } }]);
    given([registered]).when({ type: 'ActivateUser', userId: 'u1' }).then([]);
  });

  it('derives the specification status: suspended over verified over active', () => {
    const verified: UserEvent = { type: 'UserVerified', data: { userId: 'u1', note: null } };
    expect(publicStatus(fold(userDecider, [registered]))).toBe('active');
    expect(publicStatus(fold(userDecider, [registered, verified]))).toBe('verified');
    expect(
      publicStatus(
        fold(userDecider, [registered, verified, { type: 'UserSuspended', data: { userId: 'u1', reason: 'r' } }]),
      ),
    ).toBe('suspended');
  });

  it('refuses everything but a repeated erasure after a user is forgotten', () => {
    const forgotten: UserEvent = { type: 'UserForgotten', data: { userId: 'u1' } };
    given([registered, forgotten]).when({ type: 'ForgetUser', userId: 'u1' }).then([]);
    given([registered, forgotten]).when({ type: 'RecordSignIn', userId: 'u1' }).thenError('user_forgotten');
  });
});
