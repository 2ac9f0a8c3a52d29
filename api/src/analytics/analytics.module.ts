import { Global, Module } from '@nestjs/common';
import { AnalyticsQueries } from './application/analytics-queries.js';
import { ArtworkViewCounter } from './application/artwork-view-counter.js';
import { Lifecycle } from './application/lifecycle.js';
import { OrganiserTiers } from './application/organiser-tiers.js';
import { SellerDimensions } from './application/seller-dimensions.js';
import { AnalyticsController } from './http/analytics.controller.js';
import { AdminAnalyticsController } from './http/admin-analytics.controller.js';

/**
 * The analytics context's HTTP reads and the artwork view counter. Global so the catalogue's artwork read can
 * take the counter without its module importing this one (the catalogue calls analytics, never the reverse).
 */
@Global()
@Module({
  controllers: [AnalyticsController, AdminAnalyticsController],
  providers: [AnalyticsQueries, SellerDimensions, Lifecycle, OrganiserTiers, ArtworkViewCounter],
  exports: [ArtworkViewCounter, AnalyticsQueries],
})
export class AnalyticsModule {}
