/** Business constants from SPEC section 9, kept in one place so screens never hard-code them. */
import { ROLES, STAFF_ROLES, type Role, type StaffRole } from '@gulf-art/contracts';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** TanStack Query timings (SPEC section 9, "Caching"). */
export const queryTimings = {
  generalStaleMs: 60 * SECOND,
  profileStaleMs: 30 * SECOND,
  rolesStaleMs: 30 * SECOND,
  purgeIntervalMs: 10 * MINUTE,
} as const;

/** Toasts: one at a time, five seconds each. */
export const TOAST_DURATION_MS = 5000;

/** Pre-launch marketing claims shown on the landing page (SPEC section 9, "Marketing claims"). */
export const marketing = {
  earlyAccessMembers: 100,
  spotsRemaining: 47,
  countries: 6,
  launchQuarter: 2,
  launchYear: 2025,
  walletUsersMillions: 8.5,
  settlementDaysMin: 1,
  settlementDaysMax: 3,
  vatPercent: 15,
  // The countdown is static by design: the launch date is a quarter, not an instant.
  countdown: { days: 45, hours: 12, minutes: 30, seconds: 15 },
} as const;

/** Roles a user may pick for themselves (the API's roles less the staff roles an admin grants, DESIGN.md section 4). */
export type SelfServiceRole = Exclude<Role, StaffRole>;
export const selfServiceRoles: readonly SelfServiceRole[] = ROLES.filter(
  (role): role is SelfServiceRole => !(STAFF_ROLES as readonly Role[]).includes(role),
);

export const LANGUAGE_STORAGE_KEY = 'storefront.language';
export const supportedLanguages = ['en', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];
