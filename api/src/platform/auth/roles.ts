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

/**
 * Each role's name in both languages, for the messages that list roles: the names both front ends show (their one
 * source is `contracts/vocabularies`; roles.spec.ts holds this copy to it, since the domain's rules read it and stay
 * free of file reads).
 */
export const ROLE_NAMES: Record<Role, { en: string; ar: string }> = {
  admin: { en: 'Administrator', ar: 'مسؤول' },
  moderator: { en: 'Moderator', ar: 'مشرف' },
  auditor: { en: 'Auditor', ar: 'مدقّق' },
  member: { en: 'Member', ar: 'عضو' },
  collector: { en: 'Collector', ar: 'مقتنٍ' },
  artist: { en: 'Artist', ar: 'فنان' },
  gallery: { en: 'Gallery', ar: 'معرض فني' },
  workshop_organiser: { en: 'Workshop organiser', ar: 'منظّم ورش' },
  shipping_provider: { en: 'Shipping provider', ar: 'مزوّد شحن' },
};

/** The roles by name in one language ("Artist, Gallery" / "فنان، معرض فني"), an unknown one as it is. */
export const roleNames = (roles: readonly string[], language: 'en' | 'ar'): string =>
  roles.map((role) => (isRole(role) ? ROLE_NAMES[role][language] : role)).join(language === 'ar' ? '، ' : ', ');

/** Granted only by an admin, never through role selection. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'moderator', 'auditor'];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const isStaffRole = (value: string): boolean => (STAFF_ROLES as readonly string[]).includes(value);
