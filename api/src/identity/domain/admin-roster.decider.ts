/**
 * The admin roster: one stream (`adminRoster-platform`) holding who the active administrators are. Every command
 * that takes an active admin away (demotion, suspension, erasure) first removes them here, with the revision it
 * read, so two such commands racing each other conflict on this one stream: the rerun sees the other's removal
 * and refuses to remove the last one. Without it, two admins demoting each other at once both read "one other
 * admin left" from the read model and both succeeded, leaving none.
 *
 * The roster is seeded, on its first use, from the active admins the `users` read model lists then (the seed is
 * passed in by the handler, since `decide` does no I/O).
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { lastAdminRefused } from './staff-authority.js';
import { illegalState } from '../../platform/errors/domain-errors.js';

export const ADMIN_ROSTER_ID = 'platform';

export type AdminRosterEvent =
  | DomainEvent<'AdminRosterSeeded', { adminIds: string[] }>
  | DomainEvent<'AdminJoined', { userId: string }>
  | DomainEvent<'AdminLeft', { userId: string }>;

export type AdminRosterCommand =
  | { type: 'RemoveAdmin'; userId: string; seed: string[] }
  | { type: 'AddAdmin'; userId: string; seed: string[] }
  /** The first run (`/admin/setup`): only while no admin exists, once; the token was checked by the handler. */
  | { type: 'ClaimFirstAdmin'; userId: string; seed: string[] };

export const setupDone = () =>
  illegalState(
    'setup_done',
    'Setup is already done: an administrator exists.',
    'تم الإعداد من قبل: يوجد مسؤول بالفعل.',
  );

export interface AdminRosterState {
  seeded: boolean;
  adminIds: string[];
}

export const adminRosterDecider: Decider<AdminRosterState, AdminRosterCommand, AdminRosterEvent> = {
  category: 'adminRoster',
  initialState: () => ({ seeded: false, adminIds: [] }),
  evolve,
  decide,
};

function decide(command: AdminRosterCommand, state: AdminRosterState): AdminRosterEvent[] {
  const seeded: AdminRosterEvent[] = state.seeded
    ? []
    : [{ type: 'AdminRosterSeeded', data: { adminIds: command.seed } }];
  const current = state.seeded ? state.adminIds : [...new Set(command.seed)];
  const { userId } = command;
  if (command.type === 'ClaimFirstAdmin') {
    if (current.length > 0) throw setupDone();
    return [...seeded, { type: 'AdminJoined', data: { userId } }];
  }
  if (command.type === 'AddAdmin') {
    return current.includes(userId) ? seeded : [...seeded, { type: 'AdminJoined', data: { userId } }];
  }
  if (!current.includes(userId)) return seeded;
  if (current.length <= 1) throw lastAdminRefused();
  return [...seeded, { type: 'AdminLeft', data: { userId } }];
}

function evolve(state: AdminRosterState, event: AdminRosterEvent): AdminRosterState {
  switch (event.type) {
    case 'AdminRosterSeeded':
      return { seeded: true, adminIds: [...new Set(event.data.adminIds)] };
    case 'AdminJoined':
      return { ...state, adminIds: [...state.adminIds.filter((id) => id !== event.data.userId), event.data.userId] };
    case 'AdminLeft':
      return { ...state, adminIds: state.adminIds.filter((id) => id !== event.data.userId) };
  }
}

/** Active admins besides this one, as the roster states them. */
export const otherAdmins = (state: AdminRosterState, userId: string) =>
  state.adminIds.filter((id) => id !== userId).length;
