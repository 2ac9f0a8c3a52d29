/**
 * Joining and leaving a sold-out tier's waiting list, and the sweep that lapses offers nobody took: each a command
 * on the workshop's stream (where the seats are), so an offer and a registration for the same seat cannot both win.
 */
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { workshopDecider } from '../domain/workshop.decider.js';
import { workshopsProjection } from '../projections/workshops.projections.js';
import { waitlistProjection } from '../projections/waitlist.projection.js';
import { WorkshopsWriter } from './run-command.js';
import { WorkshopQueries } from './workshop-queries.js';
import { WaitlistQueries } from './waitlist-queries.js';

const READ_MODELS = [workshopsProjection.name, waitlistProjection.name];

@Injectable()
export class WaitlistCommands {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly workshops: WorkshopQueries,
    private readonly waitlist: WaitlistQueries,
  ) {}

  async join(user: AccountAccess, workshopId: string, tierId: string) {
    await this.workshops.workshopDoc(workshopId, user);
    await this.writer.run(
      workshopDecider,
      workshopId,
      { type: 'JoinWaitlist', tierId, userId: user.userId, now: new Date() },
      user.userId,
      READ_MODELS,
      40,
    );
    return this.waitlist.place(workshopId, user.userId);
  }

  async leave(user: AccountAccess, workshopId: string, tierId: string) {
    await this.workshops.workshopDoc(workshopId, user);
    await this.writer.run(
      workshopDecider,
      workshopId,
      { type: 'LeaveWaitlist', tierId, userId: user.userId, now: new Date(), holdMs: await this.writer.holdMs() },
      user.userId,
      READ_MODELS,
      40,
    );
    return { workshopId, tierId, waitlisted: false, position: null };
  }

  /** Offers past their deadline lapse; each seat goes to the next person waiting (the scheduled sweep). */
  async lapseOffers(now = new Date()) {
    const holdMs = await this.writer.holdMs();
    let workshops = 0;
    for (const workshopId of await this.waitlist.workshopsWithLapsedOffers(now)) {
      await this.writer.run(workshopDecider, workshopId, { type: 'LapseOffers', now, holdMs }, null, READ_MODELS, 40);
      workshops++;
    }
    return { workshops };
  }
}
