import type { ProfileFields } from './user.events.js';
import type { Role } from './roles.js';

/** `actorId` is who asks; `actorRoles` what they may do. Time enters through the command context. */
export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      issuer: string;
      subject: string;
      email: string;
      emailVerified: boolean;
      firstName: string | null;
      lastName: string | null;
    }
  | { type: 'RecordSignIn'; userId: string }
  | { type: 'UpdateProfile'; userId: string; actorId: string; profile: Partial<ProfileFields> }
  | { type: 'ChooseRoles'; userId: string; actorId: string; roles: string[] }
  | { type: 'ChangeRoles'; userId: string; actorId: string; roles: string[] }
  | { type: 'VerifyUser'; userId: string; note: string | null }
  | { type: 'SuspendUser'; userId: string; actorId: string; reason: string }
  | { type: 'ActivateUser'; userId: string }
  | { type: 'ForgetUser'; userId: string };

export type { Role };
