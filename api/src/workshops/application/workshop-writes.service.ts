/**
 * Organisers' (and staff's) writes to a workshop itself: create, update, publish, cancel. Each runs the workshop's
 * decider through the CommandRunner and answers the workshop as the read model shows it afterwards.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { shiftSessions } from '../domain/workshop-sessions.js';
import { workshopDecider } from '../domain/workshop.decider.js';
import type { WorkshopDetails } from '../domain/workshops.events.js';
import { workshopsProjection } from '../projections/workshops.projections.js';
import { waitlistProjection } from '../projections/waitlist.projection.js';
import { isStaff, WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';
import { workshopView } from './workshops-views.js';

@Injectable()
export class WorkshopWrites {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly queries: WorkshopQueries,
  ) {}

  async createWorkshop(user: AccountAccess, details: WorkshopDetails, workshopId: string = randomUUID()) {
    await this.writer.run(
      workshopDecider,
      workshopId,
      { type: 'CreateWorkshop', workshopId, organiserId: user.userId, details },
      user.userId,
      workshopsProjection.name,
    );
    return workshopView(await this.queries.workshopDoc(workshopId, user));
  }

  async updateWorkshop(user: AccountAccess, id: string, changes: Partial<WorkshopDetails>) {
    const current = await this.queries.workshopDoc(id, user);
    const details = { ...detailsOf(current), ...changes };
    // A new start date without new sessions moves the sessions with it (keeping their lengths and gaps).
    if (changes.startDate && !changes.sessions) details.sessions = shiftSessions(details.sessions, changes.startDate);
    await this.writer.run(
      workshopDecider,
      id,
      {
        type: 'UpdateWorkshop',
        details,
        actorId: user.userId,
        isAdmin: isStaff(user),
        now: new Date(),
        holdMs: await this.writer.holdMs(),
      },
      user.userId,
      [workshopsProjection.name, waitlistProjection.name],
    );
    return workshopView(await this.queries.workshopDoc(id, user));
  }

  async publishOrCancel(user: AccountAccess, id: string, action: 'PublishWorkshop' | 'CancelWorkshop') {
    await this.queries.workshopDoc(id, user);
    await this.writer.run(
      workshopDecider,
      id,
      { type: action, actorId: user.userId, isAdmin: isStaff(user) },
      user.userId,
      workshopsProjection.name,
    );
    return workshopView(await this.queries.workshopDoc(id, user));
  }
}

export function detailsOf(doc: WorkshopDetails): WorkshopDetails {
  const d = doc;
  return {
    title: d.title,
    titleAr: d.titleAr,
    description: d.description,
    descriptionAr: d.descriptionAr,
    category: d.category,
    skillLevel: d.skillLevel,
    startDate: d.startDate,
    duration: d.duration,
    sessions: d.sessions,
    maxParticipants: d.maxParticipants,
    locationType: d.locationType,
    location: d.location,
    locationAr: d.locationAr,
    price: d.price,
    currency: d.currency,
    instructor: d.instructor,
    materials: d.materials,
    prerequisites: d.prerequisites,
    certificate: d.certificate,
    cancellationPolicy: d.cancellationPolicy,
    cancellationPolicyAr: d.cancellationPolicyAr,
    ...(d.refundPolicy !== undefined ? { refundPolicy: d.refundPolicy } : {}),
    featured: d.featured,
    imageUrl: d.imageUrl,
    ticketTiers: d.ticketTiers,
    registrationFields: d.registrationFields,
    paymentMethods: d.paymentMethods,
    ...(d.maxSeatsPerPerson !== undefined ? { maxSeatsPerPerson: d.maxSeatsPerPerson } : {}),
  };
}
