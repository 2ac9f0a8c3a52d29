/** The user id of a demo account (the development provider's accounts, seeded in every test stack). */
import { DEV_ISSUER_KEY, userIdFor } from '../identity/index.js';
import { DEMO_ACCOUNTS } from '../platform/auth/dev-idp/demo-accounts.js';

export function demoUserId(email: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return userIdFor(DEV_ISSUER_KEY, account.subject);
}
