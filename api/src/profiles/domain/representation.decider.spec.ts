import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { representationDecider } from './representation.decider.js';
import type { RepresentationDirection, RepresentationEvent } from './representation.decider.js';

const r = 'r-1';
const sides = { artistId: 'artist-1', galleryId: 'gallery-1' };
const asked: RepresentationEvent = {
  type: 'RepresentationRequested',
  data: { requestId: r, ...sides, direction: 'artist_to_gallery', message: 'Hello' },
};
const invited: RepresentationEvent = {
  type: 'RepresentationRequested',
  data: { requestId: r, ...sides, direction: 'gallery_to_artist', message: '' },
};
const accepted: RepresentationEvent = { type: 'RepresentationAccepted', data: { requestId: r, ...sides } };
const request = (actorId: string, direction: RepresentationDirection, message: string) => ({
  type: 'RequestRepresentation' as const,
  requestId: r,
  actorId,
  ...sides,
  direction,
  message,
});

const given = specFor(representationDecider);

describe('representation request decider', () => {
  it('lets an artist ask a gallery, and a gallery invite an artist, for themselves only', () => {
    given([])
      .when(request('artist-1', 'artist_to_gallery', 'Hello'))
      .then([asked]);
    given([])
      .when(request('gallery-1', 'gallery_to_artist', ''))
      .then([invited]);
    given([])
      .when(request('artist-2', 'artist_to_gallery', ''))
      .thenError('not_profile_owner');
    given([])
      .when(request('artist-1', 'artist_to_gallery', 'x'.repeat(2001)))
      .thenError('validation_failed', 'message');
    given([asked])
      .when(request('artist-1', 'artist_to_gallery', 'Hello'))
      .then([]);
  });

  it('lets the asked side accept or decline, and the asking side withdraw', () => {
    given([asked]).when({ type: 'AcceptRepresentation', requestId: r, actorId: 'gallery-1' }).then([accepted]);
    given([asked])
      .when({ type: 'DeclineRepresentation', requestId: r, actorId: 'gallery-1' })
      .then([{ type: 'RepresentationDeclined', data: { requestId: r, ...sides } }]);
    given([asked])
      .when({ type: 'WithdrawRepresentation', requestId: r, actorId: 'artist-1' })
      .then([{ type: 'RepresentationWithdrawn', data: { requestId: r, ...sides } }]);
    given([invited]).when({ type: 'AcceptRepresentation', requestId: r, actorId: 'artist-1' }).then([accepted]);
  });

  it('refuses answers from the wrong side', () => {
    given([asked])
      .when({ type: 'AcceptRepresentation', requestId: r, actorId: 'artist-1' })
      .thenError('not_request_party');
    given([asked])
      .when({ type: 'WithdrawRepresentation', requestId: r, actorId: 'gallery-1' })
      .thenError('not_request_party');
    given([invited])
      .when({ type: 'DeclineRepresentation', requestId: r, actorId: 'gallery-1' })
      .thenError('not_request_party');
    given([asked])
      .when({ type: 'AcceptRepresentation', requestId: r, actorId: 'someone' })
      .thenError('not_request_party');
  });

  it('answers once: the same answer again is a no-op, another is refused', () => {
    given([asked, accepted]).when({ type: 'AcceptRepresentation', requestId: r, actorId: 'gallery-1' }).then([]);
    given([asked, accepted])
      .when({ type: 'DeclineRepresentation', requestId: r, actorId: 'gallery-1' })
      .thenError('request_closed');
    given([asked, accepted])
      .when({ type: 'WithdrawRepresentation', requestId: r, actorId: 'artist-1' })
      .thenError('request_closed');
  });

  it('needs the request to exist', () => {
    given([]).when({ type: 'AcceptRepresentation', requestId: r, actorId: 'gallery-1' }).thenError('not_found');
  });
});
