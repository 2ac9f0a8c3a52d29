/**
 * The two writes every registration path shares (placing, paying, cancelling, expiring, the organiser's records):
 * a command on the registration's own stream, and a seat given back on the workshop's stream, which offers it to
 * the first person waiting for its tier. Each answers once the read models it changes have caught up.
 */
import { Injectable } from '@nestjs/common';
import { workshopDecider } from '../domain/workshop.decider.js';
import { registrationDecider, type RegistrationCommand } from '../domain/registration.decider.js';
import { registrationsProjection, workshopsProjection } from '../projections/workshops.projections.js';
import { waitlistProjection } from '../projections/waitlist.projection.js';
import { promoCodesProjection } from '../projections/promo-codes.projection.js';
import { WorkshopsWriter } from './run-command.js';

/** The read models a seat's events change: the workshop's counts, the waiting list an offer moves, a code's uses. */
export const SEAT_READ_MODELS = [workshopsProjection.name, waitlistProjection.name, promoCodesProjection.name];

@Injectable()
export class RegistrationWrites {
  constructor(private readonly writer: WorkshopsWriter) {}

  /** A registration's command (not the seat path's first write), answered once the registrations read model has it. */
  write(registrationId: string, command: RegistrationCommand, actorId: string | null, now?: Date) {
    return this.writer.run(
      registrationDecider,
      registrationId,
      command,
      actorId,
      registrationsProjection.name,
      undefined,
      now,
    );
  }

  /** A freed seat goes to the first person waiting for its tier, if any (held for them for the hold time). */
  async releaseSeat(
    workshopId: string,
    registrationId: string,
    reason: 'payment_failed' | 'expired' | 'cancelled',
    now = new Date(),
  ) {
    const { result, readModelsCaughtUp } = await this.writer.start(
      workshopDecider,
      workshopId,
      { type: 'ReleaseSeat', registrationId, reason, now, holdMs: await this.writer.holdMs() },
      null,
      SEAT_READ_MODELS,
      { maxAttempts: 40, keepState: true, now },
    );
    await readModelsCaughtUp;
    return result;
  }
}
