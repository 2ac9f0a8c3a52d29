import type { BoundedContext } from '../platform/bounded-context.js';
import { ARTWORK_EVENT_SPECS } from './domain/artwork.event-specs.js';
import { artworkDecider } from './domain/artwork.decider.js';
import { imageDecider } from './domain/image.decider.js';
import { artworksProjection } from './projections/artworks.projection.js';
import { imagesProjection } from './projections/images.projection.js';

/** The artworks context: its event types, deciders and read models (see artworks.module.ts for HTTP and handlers). */
export const artworksContext: BoundedContext = {
  name: 'artworks',
  eventSpecs: ARTWORK_EVENT_SPECS,
  deciders: [artworkDecider, imageDecider],
  projections: [artworksProjection, imagesProjection],
};
