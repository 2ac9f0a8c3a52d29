import { Module } from '@nestjs/common';
import { ACCOUNTS_PORT } from '../platform/auth/accounts.port.js';
import { UserStream } from './application/user-stream.js';
import { AdminRoster } from './application/admin-roster.js';
import { ErasureCompletion } from './application/erasure-completion.js';
import { UserQueries } from './application/user-queries.js';
import { IdentityAccounts } from './application/identity-accounts.js';
import { AccountCommands } from './application/account-commands.js';
import { UserModeration } from './application/user-moderation.js';
import { AccountErasure } from './application/account-erasure.js';
import { ProfileController } from './http/profile.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { AdminSetupController } from './http/admin-setup.controller.js';
import { FirstRunSetup } from './application/first-run-setup.js';
import { ProfileFactsSlot } from './application/profile-facts.port.js';
import { IdentityVerificationSlot } from './application/identity-verification.port.js';
import { AccountAuthority } from './application/account-authority.js';

/** The identity context's HTTP and command services; its events and read model are declared in identity.context.ts. */
@Module({
  controllers: [ProfileController, AdminUsersController, AdminSetupController],
  providers: [
    UserStream,
    AdminRoster,
    ErasureCompletion,
    UserQueries,
    IdentityAccounts,
    { provide: ACCOUNTS_PORT, useExisting: IdentityAccounts },
    AccountCommands,
    UserModeration,
    AccountErasure,
    FirstRunSetup,
    ProfileFactsSlot,
    IdentityVerificationSlot,
    AccountAuthority,
  ],
  exports: [
    UserQueries,
    ACCOUNTS_PORT,
    ProfileFactsSlot,
    IdentityVerificationSlot,
    AccountAuthority,
    AccountCommands,
    UserModeration,
  ],
})
export class IdentityModule {}
