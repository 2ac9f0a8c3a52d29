/**
 * Art events: an organiser's (or staff's) create, update and cancel, and a person's RSVP. A gallery's event is
 * listed before it has a stream; its first RSVP creates the stream, hosted by the gallery. Each write answers once
 * the art events read model has it.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { artEventDecider, type ArtEventCommand } from '../domain/art-event.decider.js';
import type { ArtEventDetails, RsvpStatus } from '../domain/workshops.events.js';
import { artEventsProjection } from '../projections/workshops.projections.js';
import { isStaff, WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';
import { artEventView } from './workshops-views.js';

@Injectable()
export class ArtEventCommands {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly queries: WorkshopQueries,
  ) {}

  async createEvent(user: AccountAccess, details: ArtEventDetails, eventId: string = randomUUID()) {
    await this.writeArtEvent(
      eventId,
      { type: 'CreateArtEvent', eventId, organiserId: user.userId, details },
      user.userId,
    );
    return artEventView(await this.queries.eventDoc(eventId));
  }

  async updateEvent(user: AccountAccess, id: string, changes: Partial<ArtEventDetails> | 'cancel') {
    const current = await this.queries.eventDoc(id);
    const actor = { actorId: user.userId, isAdmin: isStaff(user) };
    const command =
      changes === 'cancel'
        ? { type: 'CancelArtEvent' as const, ...actor }
        : { type: 'UpdateArtEvent' as const, ...actor, details: { ...eventDetailsOf(current), ...changes } };
    await this.writeArtEvent(id, command, user.userId);
    return artEventView(await this.queries.eventDoc(id));
  }

  async rsvp(userId: string, eventId: string, status: RsvpStatus) {
    const doc = await this.queries.eventDoc(eventId);
    // A gallery's event gets its own stream at its first RSVP, hosted by the gallery (a no-op once it exists).
    if (doc.galleryId && doc.status !== 'cancelled')
      await this.writeArtEvent(
        eventId,
        { type: 'CreateArtEvent', eventId, organiserId: doc.organiserId, details: eventDetailsOf(doc) },
        null,
      );
    await this.writeArtEvent(eventId, { type: 'Rsvp', userId, status }, userId);
    return this.queries.event(eventId, userId);
  }

  /** An art event's command, answered once the art events read model has it. */
  private writeArtEvent(eventId: string, command: ArtEventCommand, actorId: string | null) {
    return this.writer.run(artEventDecider, eventId, command, actorId, artEventsProjection.name);
  }
}

function eventDetailsOf(d: ArtEventDetails): ArtEventDetails {
  return {
    title: d.title,
    titleAr: d.titleAr,
    description: d.description,
    descriptionAr: d.descriptionAr,
    category: d.category,
    startDate: d.startDate,
    endDate: d.endDate,
    isOnline: d.isOnline,
    venue: d.venue,
    venueAr: d.venueAr,
    capacity: d.capacity,
    imageUrl: d.imageUrl,
  };
}
