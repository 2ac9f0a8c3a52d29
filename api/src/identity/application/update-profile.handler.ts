import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProfileFields } from '../domain/user.events.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { UserStream } from './user-stream.js';
import { UserQueries, type ProfileView } from './user-queries.js';

export class UpdateProfileCommand extends Command<ProfileView> {
  constructor(
    readonly userId: string,
    readonly profile: Partial<ProfileFields>,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly stream: UserStream,
    private readonly queries: UserQueries,
  ) {}

  async execute({ userId, profile }: UpdateProfileCommand): Promise<ProfileView> {
    await this.stream.run({ type: 'UpdateProfile', userId, actorId: userId, profile }, commandContext(userId));
    return this.queries.profileView(userId);
  }
}
