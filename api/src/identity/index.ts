/**
 * The identity context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal (the dependency rule in
 * api/.dependency-cruiser.cjs checks it).
 */
export { DEV_ISSUER_KEY } from './application/identity-accounts.js';
export { UserModeration } from './application/user-moderation.js';
export { AccountCommands, userIdFor, type DataExportStep } from './application/account-commands.js';
export { AccountAuthority } from './application/account-authority.js';
export { UserQueries, isSeller, SELLER_ROLES, type UserContact } from './application/user-queries.js';
export { IdentityVerificationSlot, type VerifyIdentity } from './application/identity-verification.port.js';
export { ProfileFactsSlot, type ProfileFacts } from './application/profile-facts.port.js';
export type { PersonalDataExportReady, PersonalDataExportRequested } from './domain/user.events.js';
export { toProfileView } from './application/user-queries.js';
export { demoAccountAccess } from './demo/demo-account-access.js';
export { KYC_TIER_EVENT_TYPES } from './projections/users.projection.js';
export type { UserForgotten, UserRegistered, UserVerified } from './domain/user.events.js';
export { identityContext } from './identity.context.js';
export { IdentityModule } from './identity.module.js';
export { LIFECYCLE_STAGES, RISK_LEVELS, USER_STATUSES, USERS, type UserDoc } from './projections/users.projection.js';
export { AccountPersonalData } from './identity.personal-data.js';
export { EMAIL_NOTIFICATION_KINDS, receivesMail, type EmailNotificationKind } from './domain/email-notifications.js';
