/**
 * Role values live in the platform (the guards check them); the identity context adds what role
 * selection needs. A seller is an artist or a gallery.
 */
import { ROLES, STAFF_ROLES, isRole, isStaffRole, roleNames, type Role } from '../../platform/auth/roles.js';

export { isRole, isStaffRole, roleNames, STAFF_ROLES, type Role };
export const ALL_ROLES = ROLES;

/** Roles a user may pick at set-up; staff roles are granted by an admin only. */
export const SELF_SERVICE_ROLES: readonly Role[] = ROLES.filter((r) => !STAFF_ROLES.includes(r));

export const isSeller = (roles: readonly string[]) => roles.includes('artist') || roles.includes('gallery');
