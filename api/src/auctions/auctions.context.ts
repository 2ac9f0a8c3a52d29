import type { BoundedContext } from '../platform/bounded-context.js';
import { AUCTION_EVENT_SPECS } from './domain/auction.event-specs.js';
import { auctionDecider } from './domain/auction.decider.js';
import { auctionsProjection } from './projections/auctions.projection.js';
import { wonLotsProjection } from './projections/won-lots.projection.js';

/**
 * The auctions context: its event types, its decider (so the audit API can fold any auction stream to any
 * revision), the `auctions` read model and the winners' `won_lots`. Its HTTP and handlers are in auctions.module.ts.
 */
export const auctionsContext: BoundedContext = {
  name: 'auctions',
  eventSpecs: AUCTION_EVENT_SPECS,
  deciders: [auctionDecider],
  projections: [auctionsProjection, wonLotsProjection],
};
