/**
 * The `analytics` projection: every other context's public events (and the view counts) into daily buckets per
 * dimension. It keeps no personal data: ids and counters only, so erasure needs nothing here (an erased person's
 * past activity stays counted, as it happened, with nothing that names them).
 */
import type { Projection } from '../../platform/projections/projection.js';
import { ANALYTICS_BUCKETS, ANALYTICS_REFS, Bumps, gatherBumps, writeBumps } from './buckets.js';
import { prefetchRefs } from './refs.js';
import { catalogBumps } from './catalog-analytics.js';
import { marketBumps } from './market-analytics.js';
import { offerBumps } from './offer-analytics.js';
import { kycBumps } from './kyc-analytics.js';
import { mailBumps } from './mail-analytics.js';
import { audienceBumps } from './audience-analytics.js';
import { ANALYTICS_SOURCE_TYPES, type AnalyticsSourceEvent } from './source-events.js';

export const analyticsProjection: Projection<AnalyticsSourceEvent> = {
  name: 'analytics',
  // 4: workshop refunds issued (`registrationRefunds`, `refunds_<tierId>`), counted from the first event again.
  version: 4,
  eventTypes: ANALYTICS_SOURCE_TYPES,
  // Every handler builds new documents (buckets and refs are spread, never changed in place).
  immutableDocuments: true,
  collections: {
    [ANALYTICS_BUCKETS]: { indexes: [{ fields: ['dim', 'day'] }, { fields: ['parent', 'day'] }] },
    [ANALYTICS_REFS]: {},
  },
  prefetch: prefetchRefs,
  async apply(event, ctx) {
    const bumps = new Bumps();
    await catalogBumps(event, ctx, bumps);
    await marketBumps(event, ctx, bumps);
    await offerBumps(event, ctx, bumps);
    kycBumps(event, bumps);
    mailBumps(event, bumps);
    await audienceBumps(event, ctx, bumps);
    gatherBumps(event, ctx, bumps);
  },
  endPage: writeBumps,
};

export const ANALYTICS_PROJECTIONS = [analyticsProjection] as Projection[];
