/** Staff actions on a user account: each one a command on the user's stream, with the actor in its metadata. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../domain/user.commands.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { AdminRoster, type RosterCommand } from './admin-roster.js';
import { UserQueries, toAdminView } from './user-queries.js';

export type ModerationAction =
  | { action: 'verify'; note?: string | null }
  | { action: 'suspend'; reason: string }
  | { action: 'activate' }
  | { action: 'change-role'; roles: string[] };

export class ModerateUserCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly targetId: string,
    readonly actor: Actor,
    readonly request: ModerationAction,
  ) {
    super();
  }
}

@CommandHandler(ModerateUserCommand)
export class ModerateUserHandler implements ICommandHandler<ModerateUserCommand> {
  constructor(
    private readonly roster: AdminRoster,
    private readonly queries: UserQueries,
  ) {}

  async execute({ targetId, actor, request }: ModerateUserCommand) {
    await this.roster.run(toUserCommand(targetId, actor, request), commandContext(actor.id));
    return toAdminView(await this.queries.get(targetId));
  }
}

function toUserCommand(userId: string, actor: Actor, request: ModerationAction): RosterCommand {
  switch (request.action) {
    case 'verify':
      return { type: 'VerifyUser', userId, actor, note: request.note ?? null };
    case 'suspend':
      return { type: 'SuspendUser', userId, actor, reason: request.reason };
    case 'activate':
      return { type: 'ActivateUser', userId, actor };
    case 'change-role':
      return { type: 'ChangeRoles', userId, actor, roles: request.roles };
  }
}
