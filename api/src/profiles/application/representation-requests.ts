/**
 * Representation requests: an artist asks a gallery, or a gallery invites an artist. Accepting records the
 * answer on the request's stream, then adds the artist to the gallery's stream (idempotent, so repeating an
 * accepted answer completes a representation an earlier failure left undone).
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, illegalState, validationError } from '../../platform/errors/domain-errors.js';
import { representationDecider, type RepresentationDirection } from '../domain/representation.decider.js';
import { ProfileStreams } from './profile-streams.js';
import { ProfileQueries, artistNotFound, galleryNotFound } from './profile-queries.js';
import { GalleryProfiles } from './gallery-profiles.js';

export interface NewRepresentationRequest {
  galleryId?: string;
  artistId?: string;
  message?: string;
}

@Injectable()
export class RepresentationRequests {
  constructor(
    private readonly streams: ProfileStreams,
    private readonly queries: ProfileQueries,
    private readonly galleries: GalleryProfiles,
  ) {}

  async request(user: AccountAccess, body: NewRepresentationRequest) {
    const { direction, artistId, galleryId } = this.sides(user, body);
    const [artist, gallery] = await Promise.all([
      this.queries.artists.get(artistId),
      this.queries.galleries.get(galleryId),
    ]);
    const own = direction === 'artist_to_gallery' ? artist : gallery;
    if (!own) {
      throw illegalState(
        'profile_required',
        'Create your profile before sending requests.',
        'أنشئ ملفك قبل إرسال الطلبات.',
      );
    }
    if (!artist) throw artistNotFound();
    if (!gallery) throw galleryNotFound();
    if (gallery.representedArtistIds.includes(artistId)) {
      throw illegalState(
        'already_represented',
        'The gallery already represents this artist.',
        'المعرض يمثّل هذا الفنان بالفعل.',
      );
    }
    const pending = await this.queries.requests.count({ filter: { artistId, galleryId, status: 'pending' } });
    if (pending > 0) {
      throw illegalState(
        'request_pending',
        'A request between you is already waiting for an answer.',
        'يوجد طلب بينكما بانتظار الرد.',
      );
    }
    const requestId = randomUUID();
    await this.streams.run(
      representationDecider,
      requestId,
      {
        type: 'RequestRepresentation',
        requestId,
        actorId: user.userId,
        artistId,
        galleryId,
        direction,
        message: body.message ?? '',
      },
      user.userId,
    );
    return this.queries.request(requestId);
  }

  async answer(user: AccountAccess, requestId: string, answer: 'accept' | 'decline' | 'withdraw') {
    const type =
      answer === 'accept'
        ? 'AcceptRepresentation'
        : answer === 'decline'
          ? 'DeclineRepresentation'
          : 'WithdrawRepresentation';
    const { state } = await this.streams.run(
      representationDecider,
      requestId,
      { type, requestId, actorId: user.userId },
      user.userId,
    );
    if (answer === 'accept' && state.exists && state.status === 'accepted') {
      await this.galleries.represent(state.galleryId, state.artistId, requestId, user.userId);
    }
    return this.queries.request(requestId);
  }

  /** The list envelope of DESIGN.md (one page: a person has few requests). */
  async mine(userId: string) {
    const items = await this.queries.requestsOf(userId);
    return { items, total: items.length };
  }

  /** Who asks whom: an artist names a gallery, a gallery names an artist; the caller's own profile is the other side. */
  private sides(
    user: AccountAccess,
    body: NewRepresentationRequest,
  ): { direction: RepresentationDirection; artistId: string; galleryId: string } {
    const both = body.galleryId && body.artistId;
    const neither = !body.galleryId && !body.artistId;
    if (both || neither) {
      throw validationError([
        fieldProblem(
          body.galleryId ? 'artistId' : 'galleryId',
          'one_of',
          'Name either a gallery or an artist.',
          'حدّد معرضًا أو فنانًا، وليس كليهما.',
        ),
      ]);
    }
    if (body.galleryId) {
      if (!user.roles.includes('artist'))
        throw validationError([
          fieldProblem(
            'galleryId',
            'artist_only',
            'Only artists ask galleries for representation.',
            'الفنانون فقط يطلبون التمثيل من المعارض.',
          ),
        ]);
      return { direction: 'artist_to_gallery', artistId: user.userId, galleryId: body.galleryId };
    }
    if (!user.roles.includes('gallery'))
      throw validationError([
        fieldProblem('artistId', 'gallery_only', 'Only galleries invite artists.', 'المعارض فقط تدعو الفنانين.'),
      ]);
    return { direction: 'gallery_to_artist', artistId: body.artistId!, galleryId: user.userId };
  }
}
