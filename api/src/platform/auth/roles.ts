/** Role values (DESIGN.md section 4). `roles[]` on the account is authoritative. */
export const ROLES = [
  'admin',
  'moderator',
  'auditor',
  'member',
  'collector',
  'artist',
  'gallery',
  'workshop_organiser',
  'shipping_provider',
] as const;

export type Role = (typeof ROLES)[number];

/** Granted only by an admin, never through role selection. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'moderator', 'auditor'];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const isStaffRole = (value: string): boolean => (STAFF_ROLES as readonly string[]).includes(value);
