/**
 * The seam between sign-in (platform) and the identity context, which owns users, roles and their events.
 * Auth calls it; the identity context provides it under ACCOUNTS_PORT.
 */
export const ACCOUNTS_PORT = Symbol('ACCOUNTS_PORT');

export interface OidcClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  issuer: string;
}

export type AccountStatus = 'active' | 'suspended' | 'unverified' | 'verified' | 'forgotten';

export interface AccountAccess {
  userId: string;
  roles: string[];
  status: AccountStatus;
  setupComplete: boolean;
}

export interface SignInContext {
  correlationId: string;
  ip: string;
  language?: 'en' | 'ar';
}

export interface AccountsPort {
  /**
   * Called on every successful callback. The first sign-in of a subject records UserRegistered, with `language`
   * (the one the sign-in was started in) as the person's chosen language.
   */
  signIn(claims: OidcClaims, context: SignInContext): Promise<AccountAccess>;
  /** Current access, read fresh on each request so an admin's role change or suspension applies at once. */
  getAccess(userId: string): Promise<AccountAccess | null>;
}

/** Statuses that end a session: the person may not act, and a forgotten person no longer exists for us. */
export const SIGNED_OUT_STATUSES: readonly AccountStatus[] = ['suspended', 'forgotten'];
