/** Records on the person's stream each step of their access right (asked, ready, downloaded): the archive itself
 * is assembled by the admin context from each context's public surface. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../platform/commands/command-context.js';
import type { UserCommand } from '../domain/user.commands.js';
import { UserStream } from './user-stream.js';

export type DataExportStep = Extract<
  UserCommand,
  { type: 'RequestDataExport' | 'RecordDataExportReady' | 'RecordDataExportDownload' }
>;

export class RecordDataExportCommand extends Command<void> {
  constructor(
    readonly step: DataExportStep,
    readonly now = new Date(),
  ) {
    super();
  }
}

@CommandHandler(RecordDataExportCommand)
export class RecordDataExportHandler implements ICommandHandler<RecordDataExportCommand> {
  constructor(private readonly stream: UserStream) {}

  async execute({ step, now }: RecordDataExportCommand): Promise<void> {
    const actor = 'actorId' in step ? step.actorId : null;
    await this.stream.run(step, commandContext(actor, now));
  }
}
