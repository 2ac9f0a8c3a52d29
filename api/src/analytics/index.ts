/**
 * The analytics context's public surface: what other contexts and the composition roots (contexts.ts, demo/, cli/)
 * may import. Everything else in this folder is internal (the dependency rule in api/.dependency-cruiser.cjs).
 */
export { analyticsContext } from './analytics.context.js';
export { AnalyticsModule } from './analytics.module.js';
export { ArtworkViewCounter, type ViewedArtwork } from './application/artwork-view-counter.js';
export type { ArtworkViewsCounted } from './domain/artwork-views.events.js';
export { seedAnalyticsDemo } from './demo/analytics.demo.js';
export { AnalyticsQueries } from './application/analytics-queries.js';
