import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventCatalog } from '../platform/commands/event-catalog.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { AuditRegistry } from '../platform/audit/audit-registry.js';
import { ACCOUNTS_PORT } from '../platform/auth/accounts.port.js';
import { USER_EVENT_SPECS } from './domain/user.event-specs.js';
import { userDecider } from './domain/user.decider.js';
import { usersProjection } from './projections/users.projection.js';
import { UserStream } from './application/user-stream.js';
import { UserQueries } from './application/user-queries.js';
import { IdentityAccounts } from './application/identity-accounts.js';
import { SignInUserHandler } from './application/sign-in-user.handler.js';
import { UpdateProfileHandler } from './application/update-profile.handler.js';
import { ChooseRolesHandler } from './application/choose-roles.handler.js';
import { ModerateUserHandler } from './application/moderate-user.handler.js';
import { ForgetUserHandler } from './application/forget-user.handler.js';
import { ProfileController } from './http/profile.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [ProfileController, AdminUsersController],
  providers: [
    UserStream, UserQueries, IdentityAccounts,
    { provide: ACCOUNTS_PORT, useExisting: IdentityAccounts },
    SignInUserHandler, UpdateProfileHandler, ChooseRolesHandler, ModerateUserHandler, ForgetUserHandler,
  ],
  exports: [UserQueries, ACCOUNTS_PORT],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly catalog: EventCatalog,
    private readonly projections: ProjectionEngine,
    private readonly audit: AuditRegistry,
  ) {}

  onModuleInit() {
    this.catalog.register(USER_EVENT_SPECS);
    this.projections.register([usersProjection]);
    this.audit.register(userDecider);
  }
}
