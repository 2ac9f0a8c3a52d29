/**
 * One art event (`artEvent-<id>`): its organiser's details, its cancellation, and each person's RSVP
 * (attending, maybe, not attending), changeable, each change an event.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import type { ArtEventDetails, ArtEventEvent, RsvpStatus } from './workshops.events.js';
import type { Actor } from './workshop.decider.js';

export type ArtEventState =
  | { status: 'none' }
  | {
      status: 'scheduled' | 'cancelled';
      eventId: string;
      organiserId: string;
      details: ArtEventDetails;
      rsvps: Record<string, RsvpStatus>;
    };

export type ArtEventCommand =
  | { type: 'CreateArtEvent'; eventId: string; organiserId: string; details: ArtEventDetails }
  | ({ type: 'UpdateArtEvent'; details: ArtEventDetails } & Actor)
  | ({ type: 'CancelArtEvent' } & Actor)
  | { type: 'Rsvp'; userId: string; status: RsvpStatus };

export const artEventDecider: Decider<ArtEventState, ArtEventCommand, ArtEventEvent> = {
  category: 'artEvent',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'ArtEventCreated') {
      const { eventId, organiserId, ...details } = event.data;
      return { status: 'scheduled', eventId, organiserId, details, rsvps: {} };
    }
    if (state.status === 'none') return state;
    if (event.type === 'ArtEventUpdated') {
      const { eventId: _e, actorId: _a, ...details } = event.data;
      return { ...state, details };
    }
    if (event.type === 'ArtEventCancelled') return { ...state, status: 'cancelled' };
    return { ...state, rsvps: { ...state.rsvps, [event.data.userId]: event.data.status } };
  },
  decide(command, state) {
    if (command.type === 'CreateArtEvent') {
      if (state.status !== 'none') return [];
      return [
        {
          type: 'ArtEventCreated',
          data: { eventId: command.eventId, organiserId: command.organiserId, ...command.details },
        },
      ];
    }
    if (state.status === 'none') throw notFound('Event', 'الفعالية');
    if (command.type === 'Rsvp') {
      if (state.status === 'cancelled')
        throw illegalState('event_cancelled', 'This event is cancelled.', 'هذه الفعالية ملغاة.');
      const previous = state.rsvps[command.userId] ?? null;
      if (previous === command.status) return [];
      const { capacity } = state.details;
      const attending = Object.values(state.rsvps).filter((s) => s === 'attending').length;
      if (command.status === 'attending' && capacity !== null && attending >= capacity)
        throw illegalState('event_full', 'This event is full.', 'اكتمل عدد الحضور في هذه الفعالية.');
      return [
        {
          type: 'EventRsvpChanged',
          data: { eventId: state.eventId, userId: command.userId, status: command.status, previous },
        },
      ];
    }
    if (!command.isAdmin && command.actorId !== state.organiserId)
      throw forbidden(
        'Only the event’s organiser can change it.',
        'لا يعدّل الفعالية إلا منظّمها.',
        'not_event_organiser',
      );
    if (command.type === 'CancelArtEvent')
      return state.status === 'cancelled'
        ? []
        : [{ type: 'ArtEventCancelled', data: { eventId: state.eventId, actorId: command.actorId } }];
    if (state.status === 'cancelled')
      throw illegalState('event_cancelled', 'This event is cancelled.', 'هذه الفعالية ملغاة.');
    return [
      { type: 'ArtEventUpdated', data: { eventId: state.eventId, actorId: command.actorId, ...command.details } },
    ];
  },
};
