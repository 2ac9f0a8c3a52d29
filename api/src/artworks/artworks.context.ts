import type { BoundedContext } from '../platform/bounded-context.js';

/** The artworks context: its event types, deciders and read models (see artworks.module.ts for HTTP and handlers). */
export const artworksContext: BoundedContext = {
  name: 'artworks',
  eventSpecs: [],
  deciders: [],
  projections: [],
};
