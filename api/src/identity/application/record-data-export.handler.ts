/** Records on the person's stream that they downloaded their own data (the access right is asked and answered
 * as an event); the export itself is assembled by the admin context from each context's public surface. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../platform/commands/command-context.js';
import { UserStream } from './user-stream.js';

export class RecordDataExportCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sections: string[],
  ) {
    super();
  }
}

@CommandHandler(RecordDataExportCommand)
export class RecordDataExportHandler implements ICommandHandler<RecordDataExportCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ userId, sections }: RecordDataExportCommand): Promise<void> {
    await this.stream.run({ type: 'RecordDataExport', userId, actorId: userId, sections }, commandContext(userId));
  }
}
