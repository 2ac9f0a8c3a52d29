/** The organiser's message to the attendees they selected: one event on the workshop's stream; the reactor mails. */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { workshopDecider } from '../domain/workshop.decider.js';
import { workshopsProjection } from '../projections/workshops.projections.js';
import { isStaff, WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';

@Injectable()
export class AttendeeMailService {
  constructor(
    private readonly queries: WorkshopQueries,
    private readonly writer: WorkshopsWriter,
  ) {}

  async mail(
    user: AccountAccess,
    workshopId: string,
    message: { registrationIds: string[]; subject: string; body: string },
  ) {
    await this.queries.ownedWorkshop(workshopId, user);
    const mailId = randomUUID();
    const result = await this.writer.run(
      workshopDecider,
      workshopId,
      { type: 'MailAttendees', mailId, ...message, actorId: user.userId, isAdmin: isStaff(user) },
      user.userId,
      workshopsProjection.name,
      20,
    );
    const mailed = result.events.find((e) => e.type === 'AttendeesMailed');
    return { mailId, recipients: mailed?.type === 'AttendeesMailed' ? mailed.data.registrationIds.length : 0 };
  }
}
