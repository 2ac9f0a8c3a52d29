import { Injectable } from '@nestjs/common';
import { ErasureHooks } from '../../platform/commands/erasure-hooks.js';
import { commandContext } from '../../platform/commands/command-context.js';
import type { Actor } from '../domain/user.commands.js';
import { UserQueries } from './user-queries.js';
import { ErasureCompletion } from './erasure-completion.js';
import { AdminRoster } from './admin-roster.js';

export interface ErasureAnswer {
  erased: true;
  userId: string;
  retained: Array<{ what: string; whatAr: string; reason: string; reasonAr: string }>;
}

@Injectable()
export class AccountErasure {
  constructor(
    private readonly roster: AdminRoster,
    private readonly queries: UserQueries,
    private readonly hooks: ErasureHooks,
    private readonly completion: ErasureCompletion,
  ) {}

  /**
   * Erasure under the Saudi Personal Data Protection Law: the person's key is deleted (crypto-shredding), so
   * every event holding their personal data becomes unreadable while hash chains still verify. Records the law
   * obliges us to keep (tax invoices, for their retention period) are kept, and the answer says so.
   */
  async forget(userId: string, actor: Actor): Promise<ErasureAnswer> {
    const context = commandContext(actor.id);
    const before = await this.queries.find(userId);
    const fullName = [before?.firstName, before?.lastName].filter(Boolean).join(' ') || null;
    // The clean-up outside the log is written down first, so a crash after the event still gets it done.
    await this.hooks.schedule(
      { userId, email: before?.email ?? null, subject: before?.subject ?? null, fullName },
      context.now,
    );
    try {
      // The event first: if the key were deleted and the append then failed, the read model would never learn.
      await this.roster.run({ type: 'ForgetUser', userId, actor }, context);
    } catch (error) {
      await this.hooks.cancel(userId);
      throw error;
    }
    await this.completion.finish(userId, context.now);
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
