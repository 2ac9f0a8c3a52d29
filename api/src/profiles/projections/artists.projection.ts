/**
 * The `artists` read model: one document per artist profile, as the public GET answers it (counts of
 * artworks and followers are added when answering, from the `artworks` and `followerCounts` read models).
 */
import type { Projection } from '../../platform/projections/projection.js';
import { applyToProfile, publicProfileIndexes } from './public-profile-doc.js';
import type { ProfileStream, PublicProfileDoc } from './public-profile-doc.js';
import { USER_FORGOTTEN, forgottenUserId } from '../../platform/projections/projection.js';
import { ARTIST_EVENT_TYPES, type ArtistEvent, type ArtistFields } from '../domain/artist.decider.js';
import { COUNTRIES } from '../domain/profile.vocabulary.js';

export const ARTISTS = 'artists';

export interface ArtistDoc extends ArtistFields, PublicProfileDoc {
  /** The gallery managing this profile for an artist without an account (null for every other profile). */
  managedBy: string | null;
  nationalityAr: string;
}

export const ARTIST_TEXT_FIELDS = [
  'name',
  'nameAr',
  'nationality',
  'nationalityAr',
  'location',
  'locationAr',
  'style',
  'medium',
];

export const artistsProjection: Projection<ArtistEvent> = {
  name: 'artists',
  // 3: `managedBy` on every document.
  version: 3,
  eventTypes: [...ARTIST_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [ARTISTS]: {
      textFields: ARTIST_TEXT_FIELDS,
      indexes: publicProfileIndexes({ fields: ['nationality'] }, { fields: ['managedBy', 'createdAt'] }),
    },
  },
  async apply(event, ctx) {
    const artists = ctx.collection<ArtistDoc>(ARTISTS);
    const forgotten = forgottenUserId(event);
    if (forgotten) {
      // The public profile of an erased account goes with it, and so do the profiles an erased gallery managed
      // (what it wrote about artists without an account, which nobody else may edit).
      for (const doc of await artists.find({ filter: { userId: forgotten } })) await artists.delete(doc.id);
      for (const doc of await artists.find({ filter: { managedBy: forgotten } })) await artists.delete(doc.id);
      return;
    }
    await applyToProfile(artists, event, ARTIST_STREAM, { defaults: { managedBy: null }, derive: withDerived });
  },
};

const ARTIST_STREAM: ProfileStream<ArtistEvent> = {
  idField: 'artistId',
  created: 'ArtistProfileCreated',
  edited: 'ArtistProfileEdited',
  featured: 'ArtistFeatured',
  unfeatured: 'ArtistUnfeatured',
};

function withDerived(doc: ArtistDoc): ArtistDoc {
  return { ...doc, nationalityAr: COUNTRIES[doc.nationality] ?? doc.nationality };
}
