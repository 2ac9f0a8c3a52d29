/** An AccountsPort kept in memory, standing in for the identity context in sign-in tests. */
import { randomUUID } from 'node:crypto';
import type { AccountAccess, AccountsPort, AccountStatus, OidcClaims, SignInContext } from '../accounts.port.js';
import { DEMO_ACCOUNTS } from '../dev-idp/demo-accounts.js';

export class InMemoryAccounts implements AccountsPort {
  readonly signIns: { claims: OidcClaims; context: SignInContext }[] = [];
  private readonly byUserId = new Map<string, AccountAccess>();
  private readonly bySubject = new Map<string, string>();

  constructor(private readonly rolesFor: (email: string) => string[] = () => []) {}

  async signIn(claims: OidcClaims, context: SignInContext): Promise<AccountAccess> {
    this.signIns.push({ claims, context });
    const key = `${claims.issuer}|${claims.sub}`;
    const existing = this.bySubject.get(key);
    if (existing) return this.byUserId.get(existing)!;
    const roles = this.rolesFor(claims.email);
    const access: AccountAccess = { userId: randomUUID(), roles, status: 'active', setupComplete: roles.length > 0 };
    this.bySubject.set(key, access.userId);
    this.byUserId.set(access.userId, access);
    return access;
  }

  async getAccess(userId: string): Promise<AccountAccess | null> {
    const access = this.byUserId.get(userId);
    return access ? { ...access, roles: [...access.roles] } : null;
  }

  setStatus(userId: string, status: AccountStatus): void {
    this.byUserId.get(userId)!.status = status;
  }

  setRoles(userId: string, roles: string[]): void {
    this.byUserId.get(userId)!.roles = roles;
  }
}

/** Accounts that take the demo accounts' roles on their first sign-in, as the seeded identity context gives them. */
export const demoRoleAccounts = () =>
  new InMemoryAccounts((email) => DEMO_ACCOUNTS.find((d) => d.email === email)?.roles ?? []);
