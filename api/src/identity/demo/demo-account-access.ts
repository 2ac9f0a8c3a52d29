/**
 * How a demo seeder acts as one of the development provider's demo accounts: the account's user id (as signing
 * in would give it) with the roles the seeder acts in, active and set up, without a sign-in.
 */
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { DEV_ISSUER_KEY } from '../application/identity-accounts.js';
import { userIdFor } from '../application/account-commands.js';

export function demoAccountAccess(email: string, roles: string[]): AccountAccess {
  return { userId: userIdFor(DEV_ISSUER_KEY, subjectFor(email)), roles, status: 'active', setupComplete: true };
}
