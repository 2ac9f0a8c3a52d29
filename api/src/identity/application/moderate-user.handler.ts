/** Staff actions on a user account: each one a command on the user's stream, with the actor in its metadata. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, UserCommand } from '../domain/user.commands.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { UserStream } from './user-stream.js';
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
    private readonly stream: UserStream,
    private readonly queries: UserQueries,
  ) {}

  async execute({ targetId, actor, request }: ModerateUserCommand) {
    const otherActiveAdmins = await this.queries.otherActiveAdmins(targetId);
    await this.stream.run(toUserCommand(targetId, actor, request, otherActiveAdmins), commandContext(actor.id));
    return toAdminView(await this.queries.get(targetId));
  }
}

function toUserCommand(
  userId: string,
  actor: Actor,
  request: ModerationAction,
  otherActiveAdmins: number,
): UserCommand {
  switch (request.action) {
    case 'verify':
      return { type: 'VerifyUser', userId, actor, note: request.note ?? null };
    case 'suspend':
      return { type: 'SuspendUser', userId, actor, reason: request.reason, otherActiveAdmins };
    case 'activate':
      return { type: 'ActivateUser', userId, actor };
    case 'change-role':
      return { type: 'ChangeRoles', userId, actor, roles: request.roles, otherActiveAdmins };
  }
}
