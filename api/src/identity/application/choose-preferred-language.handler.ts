/** The person chooses the language their mails come in (`PreferredLanguageChosen` on their `user-<id>` stream). */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../platform/commands/command-context.js';
import type { Language } from '../domain/user.events.js';
import { UserStream } from './user-stream.js';

export class ChoosePreferredLanguageCommand extends Command<{ language: Language }> {
  constructor(
    readonly userId: string,
    readonly language: string,
  ) {
    super();
  }
}

@CommandHandler(ChoosePreferredLanguageCommand)
export class ChoosePreferredLanguageHandler implements ICommandHandler<ChoosePreferredLanguageCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ userId, language }: ChoosePreferredLanguageCommand): Promise<{ language: Language }> {
    await this.stream.run(
      { type: 'ChoosePreferredLanguage', userId, actorId: userId, language },
      commandContext(userId),
    );
    return { language: language as Language };
  }
}
