import type { BoundedContext } from '../platform/bounded-context.js';
import { PROFILE_EVENT_SPECS } from './domain/profile.event-specs.js';
import { artistDecider } from './domain/artist.decider.js';
import { galleryDecider } from './domain/gallery.decider.js';
import { collectionDecider } from './domain/collection.decider.js';
import { representationDecider } from './domain/representation.decider.js';
import { profilePictureDecider } from './domain/profile-picture.decider.js';
import { profileViewsDecider } from './domain/profile-views.decider.js';
import { profileFactsProjection } from './projections/profile-facts.projection.js';
import { artistsProjection } from './projections/artists.projection.js';
import { galleriesProjection } from './projections/galleries.projection.js';
import { collectionsProjection } from './projections/collections.projection.js';
import { representationRequestsProjection } from './projections/representation-requests.projection.js';

/** The profiles context: its event types, deciders and read models (see profiles.module.ts for HTTP and handlers). */
export const profilesContext: BoundedContext = {
  name: 'profiles',
  eventSpecs: PROFILE_EVENT_SPECS,
  deciders: [
    artistDecider,
    galleryDecider,
    collectionDecider,
    representationDecider,
    profilePictureDecider,
    profileViewsDecider,
  ] as BoundedContext['deciders'],
  projections: [
    artistsProjection,
    galleriesProjection,
    collectionsProjection,
    representationRequestsProjection,
    profileFactsProjection,
  ],
};
