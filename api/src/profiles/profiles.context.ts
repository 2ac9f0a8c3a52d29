import type { BoundedContext } from '../platform/bounded-context.js';

/** The profiles context: its event types, deciders and read models (see profiles.module.ts for HTTP and handlers). */
export const profilesContext: BoundedContext = {
  name: 'profiles',
  eventSpecs: [],
  deciders: [],
  projections: [],
};
