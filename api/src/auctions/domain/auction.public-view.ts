import type { AcceptedBid, AuctionState } from './auction.state.js';
import type { IncrementBand, LotArtwork, PremiumTier } from './auction.events.js';
import { latestStandingBids, reserveMet, standingBids } from './auction.state.js';
import { minimumNextBid } from './auction.money.js';

/** The specification's auction statuses, and the detail behind `ended`. */
export type PublicAuctionStatus = 'live' | 'upcoming' | 'ended' | 'unknown';
export type PublicAuctionDetail = 'sold' | 'reserve_not_met' | 'no_bids' | 'cancelled' | null;

export interface PublicBid {
  paddle: number;
  amount: number;
  at: string;
}

/**
 * What public reads and the live feed may show. Bidder identities, maximums, rejections, the reserve
 * amount and retracted bids stay on the server; paddles stand in for bidders.
 */
export interface PublicAuctionView {
  auctionId: string;
  lotId: string;
  saleId: string | null;
  status: PublicAuctionStatus;
  detail: PublicAuctionDetail;
  currency: 'SAR';
  startingBid: number;
  currentBid: number | null;
  minimumNextBid: number | null;
  bidCount: number;
  hasReserve: boolean;
  reserveMet: boolean;
  startsAt: string;
  endsAt: string;
  /** The hammer price once sold (the premium and total belong to the buyer's invoice, not the public). */
  hammer: number | null;
  /** Newest first. */
  history: PublicBid[];
  /** The end first scheduled; `endsAt` is the current one after extensions. Orders a sale's cascading close. */
  scheduledEndsAt: string;
  /** Public terms every bidder must know before bidding. */
  softCloseMinutes: number;
  increments: IncrementBand[];
  premiumTiers: PremiumTier[];
  artwork: LotArtwork | null;
}

const STATUS: Record<Exclude<AuctionState['status'], 'none'>, PublicAuctionStatus> = {
  upcoming: 'upcoming',
  live: 'live',
  ended: 'ended',
  cancelled: 'ended',
};

/** Bids of the public history carried in a bid's answer (GET /api/auctions/:id/bids has them all). */
export const ANSWER_HISTORY = 20;

/**
 * `bids`: the bids `history` shows (standing ones only), oldest first, from a bid history (auction.bid-history.ts)
 * or the read model; `historyLimit`: only the latest of them. The count comes from the state and counts them all.
 */
export function publicView(
  state: AuctionState,
  bids: readonly AcceptedBid[],
  { historyLimit }: { historyLimit?: number } = {},
): PublicAuctionView | null {
  if (state.status === 'none') return null;
  const { terms } = state;
  const shown = historyLimit === undefined ? standingBids(bids) : latestStandingBids(bids, historyLimit);
  const detail: PublicAuctionDetail =
    state.status === 'ended' ? state.result.outcome : state.status === 'cancelled' ? 'cancelled' : null;
  return {
    auctionId: terms.auctionId,
    lotId: terms.lotId,
    saleId: terms.saleId,
    status: STATUS[state.status],
    detail,
    currency: terms.currency,
    startingBid: terms.startingBid,
    currentBid: state.price,
    minimumNextBid: state.status === 'live' ? minimumNextBid(terms.startingBid, terms.increments, state.price) : null,
    bidCount: state.standing,
    hasReserve: terms.reserve !== null,
    reserveMet: reserveMet(state),
    startsAt: terms.startsAt,
    endsAt: state.endsAt,
    hammer: state.status === 'ended' && state.result.outcome === 'sold' ? state.result.hammer : null,
    history: shown.map(({ paddle, amount, at }) => ({ paddle, amount, at })).reverse(),
    scheduledEndsAt: terms.endsAt,
    softCloseMinutes: terms.softCloseMinutes,
    increments: terms.increments,
    premiumTiers: terms.premiumTiers,
    artwork: terms.artwork ?? null,
  };
}

/** For a stored status value the API does not know (a newer writer, a corrupt row). */
export const toPublicStatus = (value: string): PublicAuctionStatus =>
  (['live', 'upcoming', 'ended'] as string[]).includes(value) ? (value as PublicAuctionStatus) : 'unknown';
