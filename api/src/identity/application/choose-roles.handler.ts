import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../platform/commands/command-context.js';
import { UserStream } from './user-stream.js';

export class ChooseRolesCommand extends Command<{ setupComplete: boolean; roles: string[] }> {
  constructor(
    readonly userId: string,
    readonly roles: string[],
  ) {
    super();
  }
}

@CommandHandler(ChooseRolesCommand)
export class ChooseRolesHandler implements ICommandHandler<ChooseRolesCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ userId, roles }: ChooseRolesCommand) {
    const { state } = await this.stream.run(
      { type: 'ChooseRoles', userId, actorId: userId, roles },
      commandContext(userId),
    );
    if (state.status !== 'registered') return { setupComplete: false, roles: [] };
    return { setupComplete: state.setupComplete, roles: state.roles };
  }
}
