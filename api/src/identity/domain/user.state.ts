import type { Role } from './roles.js';
import type { ArtPreferences, Language, PrivacySettings, ProfileFields } from './user.events.js';
import type { RiskLevel } from './account-signals.js';
import type { EmailNotifications } from './email-notifications.js';

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      email: string | null;
      emailVerified: boolean;
      profile: ProfileFields;
      roles: Role[];
      /** Roles an admin took away: role selection cannot add them back until an admin grants them again. */
      revokedRoles: Role[];
      setupComplete: boolean;
      verified: boolean;
      suspended: boolean;
      /** Staff's risk level and why, winning over the computed one; absent or null when none. */
      riskOverride?: { level: RiskLevel; reason: string } | null;
      /** The language the person chose for their mails; absent until they choose (English applies). */
      language?: Language;
      /** Absent until the person sets them (account-preferences.ts has what applies before). */
      artPreferences?: ArtPreferences;
      privacy?: PrivacySettings;
      emailNotifications?: EmailNotifications;
    }
  | { status: 'forgotten'; userId: string };

/** The user status the specification names (SPEC section 4): suspended wins, then verified. */
export function publicStatus(state: UserState): 'active' | 'suspended' | 'unverified' | 'verified' | 'forgotten' {
  if (state.status === 'forgotten') return 'forgotten';
  if (state.status === 'none') return 'unverified';
  if (state.suspended) return 'suspended';
  if (state.verified) return 'verified';
  return state.emailVerified ? 'active' : 'unverified';
}
