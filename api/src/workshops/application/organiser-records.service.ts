/**
 * What a workshop's organiser (or staff) records on one of its registrations: the attendee's check-in, and a bank
 * transfer's receipt with the bank's reference. Another workshop's registration is not found.
 */
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { RegistrationCommand } from '../domain/registration.decider.js';
import type { RegistrationDoc } from '../projections/workshops.projections.js';
import { WorkshopQueries } from './workshop-queries.js';
import { registrationView } from './workshops-views.js';
import { RegistrationWrites } from './registration-writes.js';

@Injectable()
export class OrganiserRecords {
  constructor(
    private readonly writes: RegistrationWrites,
    private readonly queries: WorkshopQueries,
  ) {}

  async checkIn(user: AccountAccess, workshopId: string, registrationId: string, now = new Date()) {
    return this.record(user, workshopId, registrationId, () => ({ type: 'CheckIn', actorId: user.userId }), now);
  }

  /** Bank transfer: the organiser confirms receipt with the bank's reference (`now`: when, as for a registration). */
  async confirmTransfer(
    user: AccountAccess,
    workshopId: string,
    registrationId: string,
    bankReference: string,
    now = new Date(),
  ) {
    return this.record(
      user,
      workshopId,
      registrationId,
      (doc) => ({ type: 'ConfirmPayment', providerReference: bankReference, amount: doc.amountDue }),
      now,
    );
  }

  /** What the organiser (or staff) records on a registration to their workshop (a check-in, a bank transfer),
   * answered as the registration reads after it; another workshop's registration is not found. */
  private async record(
    user: AccountAccess,
    workshopId: string,
    registrationId: string,
    command: (doc: RegistrationDoc) => RegistrationCommand,
    now: Date,
  ) {
    const workshop = await this.queries.ownedWorkshop(workshopId, user);
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.workshopId !== workshopId) throw notFound('Registration', 'التسجيل');
    await this.writes.write(registrationId, command(doc), user.userId, now);
    return registrationView((await this.queries.registrationDoc(registrationId))!, workshop);
  }
}
