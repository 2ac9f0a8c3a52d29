import type { BoundedContext } from '../platform/bounded-context.js';

/** The community context: its event types, deciders and read models (see community.module.ts for HTTP and handlers). */
export const communityContext: BoundedContext = {
  name: 'community',
  eventSpecs: [],
  deciders: [],
  projections: [],
};
