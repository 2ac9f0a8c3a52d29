/**
 * The auctions context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal (the dependency rule in
 * api/.dependency-cruiser.cjs checks it).
 */
export { AuctionResults, type ClosedLot } from './application/auction-results.js';
export { auctionsContext } from './auctions.context.js';
export { AuctionsModule } from './auctions.module.js';
export { seedAuctionsDemo } from './demo/auctions.demo.js';
export { demoEndedLotIds } from './demo/demo-lots.js';
export type { AuctionCommand } from './domain/auction.commands.js';
export { auctionDecider } from './domain/auction.decider.js';
export type { AuctionClosed, AuctionScheduled, BidPlaced as AuctionBidPlaced } from './domain/auction.events.js';
export {
  LIVE_MESSAGE_TYPES,
  type LiveBidData,
  type LiveExtendedData,
  type LiveStatusData,
} from './live/auction-live-messages.js';
export { AuctionsPersonalData } from './auctions.personal-data.js';
export { wonArtworks } from './application/won-artworks.js';
