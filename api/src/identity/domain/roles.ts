/** Role values (DESIGN.md section 4). A seller is an artist or a gallery. `roles[]` is authoritative. */
export const STAFF_ROLES = ['admin', 'moderator', 'auditor'] as const;
export const SELF_SERVICE_ROLES = ['member', 'collector', 'artist', 'gallery', 'workshop_organiser', 'shipping_provider'] as const;
export const ALL_ROLES = [...STAFF_ROLES, ...SELF_SERVICE_ROLES] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];
export type Role = (typeof ALL_ROLES)[number];

export const isRole = (value: string): value is Role => (ALL_ROLES as readonly string[]).includes(value);
export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);
export const isSeller = (roles: readonly string[]) => roles.includes('artist') || roles.includes('gallery');
