import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';

const ofUser = (data: Record<string, unknown>) => String(data.userId);

/** Schema versions and personal data of the identity context's events. */
export const USER_EVENT_SPECS: EventTypeSpec[] = [
  {
    type: 'UserRegistered',
    schemaVersion: 1,
    personalData: { fields: ['email', 'firstName', 'lastName'], subject: ofUser },
  },
  { type: 'UserSignedIn', schemaVersion: 1 },
  {
    type: 'ProfileUpdated',
    schemaVersion: 1,
    personalData: { fields: ['firstName', 'lastName', 'phone', 'location', 'bio'], subject: ofUser },
  },
  { type: 'RolesChosen', schemaVersion: 1 },
  { type: 'RolesChanged', schemaVersion: 1 },
  { type: 'UserVerified', schemaVersion: 1 },
  { type: 'UserSuspended', schemaVersion: 1 },
  { type: 'UserActivated', schemaVersion: 1 },
  { type: 'RiskLevelOverridden', schemaVersion: 1 },
  { type: 'RiskOverrideCleared', schemaVersion: 1 },
  { type: 'UserForgotten', schemaVersion: 1 },
  { type: 'PersonalDataExported', schemaVersion: 1 },
  { type: 'PersonalDataExportRequested', schemaVersion: 1 },
  { type: 'PersonalDataExportReady', schemaVersion: 1 },
  { type: 'PersonalDataExportDownloaded', schemaVersion: 1 },
  { type: 'PreferredLanguageChosen', schemaVersion: 1 },
  { type: 'ArtPreferencesSet', schemaVersion: 1 },
  { type: 'PrivacySettingsChanged', schemaVersion: 1 },
  { type: 'EmailNotificationsChosen', schemaVersion: 1 },
  { type: 'AdminRosterSeeded', schemaVersion: 1 },
  { type: 'AdminJoined', schemaVersion: 1 },
  { type: 'AdminLeft', schemaVersion: 1 },
];
