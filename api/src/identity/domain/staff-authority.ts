/**
 * Who may act on whose account (pure): a moderator acts on non-staff accounts only; only admins act on staff;
 * nobody suspends or demotes themselves; the last active admin is never suspended, demoted or erased, so the
 * platform always keeps someone who can grant roles.
 */
import { forbidden } from '../../platform/errors/domain-errors.js';
import type { Actor } from './user.commands.js';
import type { UserState } from './user.state.js';
import { isStaffRole, type Role } from './roles.js';

type Registered = Extract<UserState, { status: 'registered' }>;

export const isAdminActor = (actor: Actor) => actor.roles.includes('admin');

/** A staff account (admin, moderator, auditor) is acted on by admins only; anyone else's by admins and moderators. */
export function requireAuthorityOver(state: Registered, actor: Actor): void {
  if (isAdminActor(actor)) return;
  if (state.roles.some(isStaffRole)) {
    throw forbidden(
      'Only an administrator can act on a staff account.',
      'لا يتصرف في حسابات الموظفين إلا المسؤول.',
      'staff_target_admin_only',
    );
  }
  if (!actor.roles.includes('moderator')) {
    throw forbidden('You do not have permission to do this.', 'ليس لديك صلاحية للقيام بذلك.');
  }
}

export const isActiveAdmin = (state: UserState) =>
  state.status === 'registered' && state.roles.includes('admin') && !state.suspended;

export const lastAdminRefused = () =>
  forbidden(
    'This is the last active administrator: grant another account the administrator role first.',
    'هذا آخر مسؤول نشط: امنح حسابًا آخر دور المسؤول أولًا.',
    'last_admin',
  );

/** Refuses to take the last active admin away (by suspension, demotion or erasure). */
export function requireNotLastAdmin(state: Registered, otherActiveAdmins: number, nextRoles?: readonly Role[]): void {
  if (!isActiveAdmin(state) || otherActiveAdmins > 0) return;
  if (nextRoles && nextRoles.includes('admin')) return;
  throw lastAdminRefused();
}
