import type { ArtPreferences, PrivacySettings, ProfileFields, UserRegistered } from './user.events.js';
import type { Role } from './roles.js';
import type { RiskLevel } from './account-signals.js';
import type { EmailNotifications } from './email-notifications.js';

/** Who acts on an account: their id and roles (the demo seeder acts with an admin's rights). */
export interface Actor {
  id: string;
  roles: readonly string[];
}

/**
 * `actorId`/`actor` is who asks. `otherActiveAdmins` (read by the handler) counts the active admins besides the
 * target, so the decider can refuse to remove the last one. Time enters through the command context.
 */
export type UserCommand =
  | ({
      type: 'RegisterUser';
      /** The language of the sign-up (`en`/`ar`), recorded with the account when given; anything else is ignored. */
      language?: string;
    } & Omit<UserRegistered['data'], 'language'>)
  | { type: 'RecordSignIn'; userId: string }
  | { type: 'UpdateProfile'; userId: string; actorId: string; profile: Partial<ProfileFields> }
  | { type: 'ChooseRoles'; userId: string; actorId: string; roles: string[] }
  | { type: 'ChangeRoles'; userId: string; actor: Actor; roles: string[]; otherActiveAdmins: number }
  | { type: 'VerifyUser'; userId: string; actor: Actor; note: string | null }
  | { type: 'SuspendUser'; userId: string; actor: Actor; reason: string; otherActiveAdmins: number }
  | { type: 'ActivateUser'; userId: string; actor: Actor }
  | { type: 'OverrideRiskLevel'; userId: string; actor: Actor; level: RiskLevel; reason: string }
  | { type: 'ClearRiskOverride'; userId: string; actor: Actor }
  | { type: 'ForgetUser'; userId: string; actor: Actor; otherActiveAdmins: number }
  | { type: 'RequestDataExport'; userId: string; actorId: string; exportId: string }
  | {
      type: 'RecordDataExportReady';
      userId: string;
      exportId: string;
      expiresAt: string;
      bytes: number;
      sections: string[];
    }
  | { type: 'RecordDataExportDownload'; userId: string; actorId: string; exportId: string }
  | { type: 'ChoosePreferredLanguage'; userId: string; actorId: string; language: string }
  | { type: 'SetArtPreferences'; userId: string; actorId: string; preferences: ArtPreferences }
  | { type: 'ChangePrivacySettings'; userId: string; actorId: string; settings: Partial<PrivacySettings> }
  | { type: 'ChooseEmailNotifications'; userId: string; actorId: string; kinds: Partial<EmailNotifications> };

export type { Role };
