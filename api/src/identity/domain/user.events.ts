import type { DomainEvent } from '../../platform/commands/decider.js';
import type { Role } from './roles.js';
import type { RiskLevel } from './account-signals.js';
import type { EmailNotifications } from './email-notifications.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type ProfileFields = {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  location: string | null;
  bio: string | null;
};

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    /** Identity provider key (`dev` for the built-in one, else the issuer URL) and its subject. */
    issuer: string;
    subject: string;
    email: string;
    emailVerified: boolean;
    firstName: string | null;
    lastName: string | null;
    /** The language the sign-up was made in, when the sign-in said one: the welcome mail is written in it. */
    language?: Language;
  }
>;
export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string }>;
export type ProfileUpdated = DomainEvent<'ProfileUpdated', { userId: string } & ProfileFields>;
export type RolesChosen = DomainEvent<'RolesChosen', { userId: string; roles: Role[] }>;
export type RolesChanged = DomainEvent<'RolesChanged', { userId: string; roles: Role[]; previousRoles: Role[] }>;
export type UserVerified = DomainEvent<'UserVerified', { userId: string; note: string | null }>;
export type UserSuspended = DomainEvent<'UserSuspended', { userId: string; reason: string }>;
export type UserActivated = DomainEvent<'UserActivated', { userId: string }>;
/** Staff set the person's risk level by hand, with why: it wins over the computed level until cleared. */
export type RiskLevelOverridden = DomainEvent<
  'RiskLevelOverridden',
  { userId: string; level: RiskLevel; reason: string }
>;
/** Staff took the override away: the computed level applies again. */
export type RiskOverrideCleared = DomainEvent<'RiskOverrideCleared', { userId: string }>;
export type UserForgotten = DomainEvent<'UserForgotten', { userId: string }>;
/** The person downloaded their own data (PDPL access right): which sections it held. */
/** The synchronous download of earlier versions; older logs still hold it. */
export type PersonalDataExported = DomainEvent<'PersonalDataExported', { userId: string; sections: string[] }>;
/** The person asked for their data; the archive is built by a job (admin context). */
export type PersonalDataExportRequested = DomainEvent<
  'PersonalDataExportRequested',
  { userId: string; exportId: string }
>;
/** The archive is stored (encrypted with the person's key) until `expiresAt`; `sections` names, never data. */
export type PersonalDataExportReady = DomainEvent<
  'PersonalDataExportReady',
  { userId: string; exportId: string; expiresAt: string; bytes: number; sections: string[] }
>;
export type PersonalDataExportDownloaded = DomainEvent<
  'PersonalDataExportDownloaded',
  { userId: string; exportId: string }
>;

/** What the person likes to see (home recommendations); prices in whole SAR, null for no bound. */
export interface ArtPreferences {
  categories: string[];
  media: string[];
  styles: string[];
  priceMinSar: number | null;
  priceMaxSar: number | null;
  cities: string[];
}
/** What others may see of the person, and whether their visits count in others' analytics. */
export interface PrivacySettings {
  /** Others may see the works the person collected. */
  showCollection: boolean;
  /** The person is named in the followers lists of those they follow. */
  showInFollowers: boolean;
  /** Artists may write to the person first. */
  allowArtistMessages: boolean;
  /** The person's visits to artist and gallery pages are counted in those pages' views. */
  countMyViews: boolean;
}
export type ArtPreferencesSet = DomainEvent<'ArtPreferencesSet', { userId: string } & ArtPreferences>;
export type PrivacySettingsChanged = DomainEvent<'PrivacySettingsChanged', { userId: string } & PrivacySettings>;
/** The kinds of optional mail the person receives, every kind stated (email-notifications.ts). */
export type EmailNotificationsChosen = DomainEvent<'EmailNotificationsChosen', { userId: string } & EmailNotifications>;

/** The languages the marketplace speaks; the one a person chose is what their mails are written in. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The person chose the language their mails (and the site, when they sign in) come in. */
export type PreferredLanguageChosen = DomainEvent<'PreferredLanguageChosen', { userId: string; language: Language }>;

export type UserEvent =
  | UserRegistered
  | UserSignedIn
  | ProfileUpdated
  | RolesChosen
  | RolesChanged
  | UserVerified
  | UserSuspended
  | UserActivated
  | RiskLevelOverridden
  | RiskOverrideCleared
  | UserForgotten
  | PersonalDataExported
  | PersonalDataExportRequested
  | PersonalDataExportReady
  | PersonalDataExportDownloaded
  | PreferredLanguageChosen
  | ArtPreferencesSet
  | PrivacySettingsChanged
  | EmailNotificationsChosen;

export const USER_EVENT_TYPES = eventTypesOf<UserEvent>()([
  'UserRegistered',
  'UserSignedIn',
  'ProfileUpdated',
  'RolesChosen',
  'RolesChanged',
  'UserVerified',
  'UserSuspended',
  'UserActivated',
  'RiskLevelOverridden',
  'RiskOverrideCleared',
  'UserForgotten',
  'PersonalDataExported',
  'PersonalDataExportRequested',
  'PersonalDataExportReady',
  'PersonalDataExportDownloaded',
  'PreferredLanguageChosen',
  'ArtPreferencesSet',
  'PrivacySettingsChanged',
  'EmailNotificationsChosen',
]);
