/** Commands on artist profiles: an artist saves their own; staff feature and unfeature. */
import { Injectable } from '@nestjs/common';
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
