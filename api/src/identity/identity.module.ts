import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ACCOUNTS_PORT } from '../platform/auth/accounts.port.js';
import { UserStream } from './application/user-stream.js';
import { AdminRoster } from './application/admin-roster.js';
import { ErasureCompletion } from './application/erasure-completion.js';
import { UserQueries } from './application/user-queries.js';
import { IdentityAccounts } from './application/identity-accounts.js';
import { SignInUserHandler } from './application/sign-in-user.handler.js';
import { UpdateProfileHandler } from './application/update-profile.handler.js';
import { ChooseRolesHandler } from './application/choose-roles.handler.js';
import { ModerateUserHandler } from './application/moderate-user.handler.js';
import { ForgetUserHandler } from './application/forget-user.handler.js';
import { ProfileController } from './http/profile.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { AdminSetupController } from './http/admin-setup.controller.js';
import { FirstRunSetup } from './application/first-run-setup.js';
import { RecordDataExportHandler } from './application/record-data-export.handler.js';
import { ChoosePreferredLanguageHandler } from './application/choose-preferred-language.handler.js';
import { ProfileFactsSlot } from './application/profile-facts.port.js';
import { AccountAuthority } from './application/account-authority.js';
import {
  ChangePrivacySettingsHandler,
  ChooseEmailNotificationsHandler,
  SetArtPreferencesHandler,
} from './application/account-preferences.handler.js';

/** The identity context's HTTP and command handlers; its events and read model are declared in identity.context.ts. */
@Module({
  imports: [CqrsModule],
  controllers: [ProfileController, AdminUsersController, AdminSetupController],
  providers: [
    UserStream,
    AdminRoster,
    ErasureCompletion,
    UserQueries,
    IdentityAccounts,
    { provide: ACCOUNTS_PORT, useExisting: IdentityAccounts },
    SignInUserHandler,
    UpdateProfileHandler,
    ChooseRolesHandler,
    ModerateUserHandler,
    ForgetUserHandler,
    FirstRunSetup,
    RecordDataExportHandler,
    ChoosePreferredLanguageHandler,
    SetArtPreferencesHandler,
    ChangePrivacySettingsHandler,
    ChooseEmailNotificationsHandler,
    ProfileFactsSlot,
    AccountAuthority,
  ],
  exports: [UserQueries, ACCOUNTS_PORT, ProfileFactsSlot, AccountAuthority],
})
export class IdentityModule {}
