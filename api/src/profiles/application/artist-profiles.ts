/**
 * Commands on artist profiles: an artist saves their own; a gallery creates and edits the profiles it manages
 * for artists without an account; staff feature and unfeature.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { illegalState } from '../../platform/errors/domain-errors.js';
import { artistDecider, type ArtistFields } from '../domain/artist.decider.js';
import { ProfileStreams } from './profile-streams.js';
import { withUploadedImages } from './uploaded-images.js';
import { ProfileQueries, artistNotFound } from './profile-queries.js';

@Injectable()
export class ArtistProfiles {
  constructor(
    private readonly streams: ProfileStreams,
    private readonly queries: ProfileQueries,
  ) {}

  /** Creates the caller's profile (id = their user id) the first time, edits it afterwards. */
  async saveOwn(userId: string, input: Partial<ArtistFields>, now = new Date()) {
    const fields = await withUploadedImages(input, ['profileImage'], this.queries.uploadedImages);
    await this.streams.run(
      artistDecider,
      userId,
      { type: 'SaveArtistProfile', artistId: userId, ownerId: userId, fields, currentYear: now.getUTCFullYear() },
      userId,
    );
    return this.queries.artist(userId);
  }

  /** A new profile (a new id, no account) that the gallery manages; the gallery needs a profile of its own first. */
  async createManaged(galleryId: string, input: Partial<ArtistFields>, now = new Date()) {
    if (!(await this.queries.galleries.get(galleryId))) {
      throw illegalState(
        'gallery_profile_missing',
        'Create your gallery profile before adding artists to it.',
        'أنشئ ملف معرضك قبل إضافة فنانين إليه.',
      );
    }
    return this.saveManaged(galleryId, randomUUID(), input, now);
  }

  /** Edits a profile the gallery manages (the decider refuses any other profile). */
  async editManaged(galleryId: string, artistId: string, input: Partial<ArtistFields>, now = new Date()) {
    if (!(await this.queries.artists.get(artistId))) throw artistNotFound();
    return this.saveManaged(galleryId, artistId, input, now);
  }

  async managedBy(galleryId: string) {
    return this.queries.managedArtists(galleryId);
  }

  private async saveManaged(galleryId: string, artistId: string, input: Partial<ArtistFields>, now: Date) {
    const fields = await withUploadedImages(input, ['profileImage'], this.queries.uploadedImages);
    await this.streams.run(
      artistDecider,
      artistId,
      { type: 'SaveManagedArtistProfile', artistId, galleryId, fields, currentYear: now.getUTCFullYear() },
      galleryId,
    );
    return this.queries.artist(artistId);
  }

  async own(userId: string) {
    return this.queries.artist(userId);
  }

  async setFeatured(artistId: string, featured: boolean, actorId: string) {
    if (!(await this.queries.artists.get(artistId))) throw artistNotFound();
    await this.streams.run(
      artistDecider,
      artistId,
      { type: featured ? 'FeatureArtist' : 'UnfeatureArtist', artistId },
      actorId,
    );
    return this.queries.artist(artistId);
  }
}
