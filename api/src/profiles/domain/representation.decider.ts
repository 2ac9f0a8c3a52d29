/**
 * A representation request between an artist and a gallery, stream `representation-<id>`: an artist asks a
 * gallery, or a gallery invites an artist. The other side accepts or declines; the side that asked may
 * withdraw while it is pending. (Accepting also adds the artist to the gallery: see the handler.)
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { forbidden, illegalState, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { LIMITS, type RepresentationStatus } from './profile.vocabulary.js';
import { maxLength, problems } from './field-checks.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type RepresentationDirection = 'artist_to_gallery' | 'gallery_to_artist';

type R<T extends string, D extends object> = DomainEvent<T, { requestId: string } & D>;
export type RepresentationRequested = R<
  'RepresentationRequested',
  { artistId: string; galleryId: string; direction: RepresentationDirection; message: string }
>;
export type RepresentationAccepted = R<'RepresentationAccepted', { artistId: string; galleryId: string }>;
export type RepresentationDeclined = R<'RepresentationDeclined', { artistId: string; galleryId: string }>;
export type RepresentationWithdrawn = R<'RepresentationWithdrawn', { artistId: string; galleryId: string }>;
export type RepresentationEvent =
  RepresentationRequested | RepresentationAccepted | RepresentationDeclined | RepresentationWithdrawn;
export const REPRESENTATION_EVENT_TYPES = eventTypesOf<RepresentationEvent>()([
  'RepresentationRequested',
  'RepresentationAccepted',
  'RepresentationDeclined',
  'RepresentationWithdrawn',
]);

/** `actorId`: the acting account; an artist's and a gallery's profile id is its owner's user id. */
export type RepresentationCommand =
  | {
      type: 'RequestRepresentation';
      requestId: string;
      actorId: string;
      artistId: string;
      galleryId: string;
      direction: RepresentationDirection;
      message: string;
    }
  | { type: 'AcceptRepresentation'; requestId: string; actorId: string }
  | { type: 'DeclineRepresentation'; requestId: string; actorId: string }
  | { type: 'WithdrawRepresentation'; requestId: string; actorId: string };

export type RepresentationState =
  | { exists: false }
  | {
      exists: true;
      requestId: string;
      artistId: string;
      galleryId: string;
      direction: RepresentationDirection;
      status: RepresentationStatus;
    };

/** Where a request stands after an answer to it. */
export const statusAfter = (event: Exclude<RepresentationEvent, RepresentationRequested>): RepresentationStatus =>
  event.type === 'RepresentationAccepted'
    ? 'accepted'
    : event.type === 'RepresentationDeclined'
      ? 'declined'
      : 'withdrawn';

export const representationDecider: Decider<RepresentationState, RepresentationCommand, RepresentationEvent> = {
  category: 'representation',
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'RepresentationRequested') {
      const { requestId, artistId, galleryId, direction } = event.data;
      return { exists: true, requestId, artistId, galleryId, direction, status: 'pending' };
    }
    if (!state.exists) return state;
    return { ...state, status: statusAfter(event) };
  },
  decide(command, state) {
    if (command.type === 'RequestRepresentation') {
      if (state.exists) return []; // a retried request
      const { requestId, actorId, artistId, galleryId, direction, message } = command;
      const asker = direction === 'artist_to_gallery' ? artistId : galleryId;
      if (actorId !== asker)
        throw forbidden(
          'You can only send requests for your own profile.',
          'يمكنك إرسال الطلبات باسم ملفك فقط.',
          'not_profile_owner',
        );
      if (artistId === galleryId)
        throw illegalState('same_profile', 'An artist and a gallery must differ.', 'يجب أن يختلف الفنان عن المعرض.');
      const bad = problems(maxLength('message', message, LIMITS.message));
      if (bad.length > 0) throw validationError(bad);
      return [{ type: 'RepresentationRequested', data: { requestId, artistId, galleryId, direction, message } }];
    }
    if (!state.exists) throw notFound('Representation request', 'طلب التمثيل');
    const { requestId, artistId, galleryId, direction } = state;
    const asker = direction === 'artist_to_gallery' ? artistId : galleryId;
    const recipient = direction === 'artist_to_gallery' ? galleryId : artistId;
    const mustBe = (who: string) => {
      if (command.actorId !== who)
        throw forbidden('This request is not yours to answer.', 'هذا الطلب ليس لك للرد عليه.', 'not_request_party');
    };
    const target: Record<typeof command.type, RepresentationStatus> = {
      AcceptRepresentation: 'accepted',
      DeclineRepresentation: 'declined',
      WithdrawRepresentation: 'withdrawn',
    };
    mustBe(command.type === 'WithdrawRepresentation' ? asker : recipient);
    if (state.status === target[command.type]) return []; // the same answer twice
    if (state.status !== 'pending') {
      throw illegalState('request_closed', `This request was already ${state.status}.`, 'تمت معالجة هذا الطلب من قبل.');
    }
    const data = { requestId, artistId, galleryId };
    switch (command.type) {
      case 'AcceptRepresentation':
        return [{ type: 'RepresentationAccepted', data }];
      case 'DeclineRepresentation':
        return [{ type: 'RepresentationDeclined', data }];
      case 'WithdrawRepresentation':
        return [{ type: 'RepresentationWithdrawn', data }];
    }
  },
};
