/**
 * The identity context's side of the sign-in seam (AccountsPort): a callback becomes a sign-in on AccountCommands;
 * each request's access is read from the `users` read model, fresh, with the requests of one event-loop turn
 * sharing one read (a hundred bidders' requests arriving together cost one query, not a hundred).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AccountAccess, AccountsPort, OidcClaims, SignInContext } from '../../platform/auth/accounts.port.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { TickBatch } from '../../platform/batching/tick-batch.js';
import { AccountCommands } from './account-commands.js';
import { UserQueries } from './user-queries.js';

/** Users of the built-in development provider keep their ids whatever port or host it runs on. */
export const DEV_ISSUER_KEY = 'dev';

@Injectable()
export class IdentityAccounts implements AccountsPort {
  private readonly access: TickBatch<string, AccountAccess | null>;

  constructor(
    private readonly commands: AccountCommands,
    queries: UserQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.access = new TickBatch<string, AccountAccess | null>(async (userIds) => {
      const docs = new Map((await queries.users.getMany([...new Set(userIds)])).map((doc) => [doc.id, doc]));
      return userIds.map((id) => {
        const doc = docs.get(id);
        return doc ? { userId: doc.id, roles: doc.roles, status: doc.status, setupComplete: doc.setupComplete } : null;
      });
    });
  }

  async signIn(claims: OidcClaims, context?: SignInContext): Promise<AccountAccess> {
    const result = await this.commands.signIn({
      issuerKey: this.config.oidcIssuer ? claims.issuer : DEV_ISSUER_KEY,
      subject: claims.sub,
      email: claims.email,
      emailVerified: claims.emailVerified,
      givenName: claims.givenName,
      familyName: claims.familyName,
      language: context?.language,
    });
    return { userId: result.userId, roles: result.roles, status: result.status, setupComplete: result.setupComplete };
  }

  getAccess(userId: string): Promise<AccountAccess | null> {
    return this.access.call(userId);
  }
}
