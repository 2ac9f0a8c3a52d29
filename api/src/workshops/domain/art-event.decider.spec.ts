/** Art events: organiser-only edits and cancellation, and RSVPs that change (each change an event). */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { artEventDecider } from './art-event.decider.js';
import type { ArtEventDetails, ArtEventEvent } from './workshops.events.js';

const details: ArtEventDetails = {
  title: 'Opening night',
  titleAr: 'ليلة الافتتاح',
  description: '',
  descriptionAr: '',
  category: 'exhibition',
  startDate: '2026-05-01T18:00:00Z',
  endDate: null,
  isOnline: false,
  venue: 'Jeddah',
  venueAr: 'جدة',
  capacity: 1,
  imageUrl: null,
};
const created: ArtEventEvent = { type: 'ArtEventCreated', data: { eventId: 'e', organiserId: 'org', ...details } };
const rsvp = (userId: string, status: 'attending' | 'maybe' | 'not_attending', previous: null | string = null) =>
  ({ type: 'EventRsvpChanged', data: { eventId: 'e', userId, status, previous } }) as ArtEventEvent;

const spec = specFor(artEventDecider);

describe('RSVP', () => {
  it('records each change, and nothing when it is the same answer', () => {
    spec([created])
      .when({ type: 'Rsvp', userId: 'u', status: 'maybe' })
      .then([rsvp('u', 'maybe')]);
    spec([created, rsvp('u', 'maybe')])
      .when({ type: 'Rsvp', userId: 'u', status: 'attending' })
      .then([rsvp('u', 'attending', 'maybe')]);
    spec([created, rsvp('u', 'maybe')])
      .when({ type: 'Rsvp', userId: 'u', status: 'maybe' })
      .then([]);
  });
  it('refuses attending past the capacity, and any answer once cancelled', () => {
    spec([created, rsvp('a', 'attending')])
      .when({ type: 'Rsvp', userId: 'u', status: 'attending' })
      .thenError('event_full');
    spec([created, rsvp('a', 'attending')])
      .when({ type: 'Rsvp', userId: 'u', status: 'maybe' })
      .then([rsvp('u', 'maybe')]);
    spec([created, { type: 'ArtEventCancelled', data: { eventId: 'e', actorId: 'org' } }])
      .when({ type: 'Rsvp', userId: 'u', status: 'maybe' })
      .thenError('event_cancelled');
  });
  it('lets only the organiser or an admin edit or cancel', () => {
    spec([created]).when({ type: 'CancelArtEvent', actorId: 'x', isAdmin: false }).thenError('not_event_organiser');
    spec([created])
      .when({ type: 'CancelArtEvent', actorId: 'admin', isAdmin: true })
      .then([{ type: 'ArtEventCancelled', data: { eventId: 'e', actorId: 'admin' } }]);
    spec([]).when({ type: 'Rsvp', userId: 'u', status: 'maybe' }).thenError('not_found');
  });
});
