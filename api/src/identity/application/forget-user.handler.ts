/**
 * Erasure under the Saudi Personal Data Protection Law: the person's key is deleted (crypto-shredding), so
 * every event holding their personal data becomes unreadable while hash chains still verify. Records the law
 * obliges us to keep (tax invoices, for their retention period) are kept, and the answer says so.
 */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { UserStream } from './user-stream.js';

export interface ErasureAnswer {
  erased: true;
  userId: string;
  retained: Array<{ what: string; whatAr: string; reason: string; reasonAr: string }>;
}

export class ForgetUserCommand extends Command<ErasureAnswer> {
  constructor(
    readonly userId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(ForgetUserCommand)
export class ForgetUserHandler implements ICommandHandler<ForgetUserCommand> {
  constructor(
    private readonly stream: UserStream,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute({ userId, actorId }: ForgetUserCommand): Promise<ErasureAnswer> {
    const context = commandContext(actorId);
    // The event first: if the key were deleted and the append then failed, the read model would never learn.
    await this.stream.run({ type: 'ForgetUser', userId }, context);
    await this.vault.forget(userId, context.now);
    return {
      erased: true,
      userId,
      retained: [
        {
          what: 'Tax invoices issued to or by this person',
          whatAr: 'الفواتير الضريبية الصادرة لهذا الشخص أو منه',
          reason: 'Kept for the retention period the VAT regulations require, then deleted.',
          reasonAr: 'تُحفظ طوال مدة الاحتفاظ التي تفرضها أنظمة ضريبة القيمة المضافة، ثم تُحذف.',
        },
      ],
    };
  }
}
