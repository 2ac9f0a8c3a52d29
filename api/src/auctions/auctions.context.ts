import type { BoundedContext } from '../platform/bounded-context.js';
import { AUCTION_EVENT_SPECS } from './domain/auction.event-specs.js';
import { auctionDecider } from './domain/auction.decider.js';

/**
 * The auctions context so far: its event types and its decider (so the audit API can fold any auction
 * stream to any revision). Its HTTP, live feed and read models arrive with the rest of issue 5.
 */
export const auctionsContext: BoundedContext = {
  name: 'auctions',
  eventSpecs: AUCTION_EVENT_SPECS,
  deciders: [auctionDecider],
  projections: [],
};
