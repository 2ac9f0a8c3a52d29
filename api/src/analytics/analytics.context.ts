import type { BoundedContext } from '../platform/bounded-context.js';
import { ANALYTICS_EVENT_SPECS } from './domain/analytics.event-specs.js';
import { artworkViewsDecider } from './domain/artwork-views.decider.js';
import { ANALYTICS_PROJECTIONS } from './projections/analytics.projection.js';

/** The analytics context: the `artworkViews-<artworkId>` streams of view counts, and the daily buckets projected
 * from every context's public events (HTTP in analytics.module.ts). */
export const analyticsContext: BoundedContext = {
  name: 'analytics',
  eventSpecs: ANALYTICS_EVENT_SPECS,
  deciders: [artworkViewsDecider] as BoundedContext['deciders'],
  projections: ANALYTICS_PROJECTIONS,
};
