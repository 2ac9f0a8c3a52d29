import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/**
 * Money is integer halalas (1 SAR = 100 halalas); times are ISO-8601 UTC strings that entered through a
 * command. One fact per event. Maximums appear only in MaximumBidSet, which never leaves the server.
 */
export interface IncrementBand {
  /** The band applies while the current price is at least `from`; the first band starts at 0. */
  from: number;
  increment: number;
}

export interface PremiumTier {
  /** Marginal tier: the rate applies to the part of the hammer price up to `upTo` (null: no upper bound). */
  upTo: number | null;
  /** Percentage in basis points: 2500 is 25%. */
  rateBasisPoints: number;
}

export interface AuctionTerms {
  auctionId: string;
  lotId: string;
  /** A sale groups lots for a cascading close; it never merges their streams. */
  saleId: string | null;
  sellerId: string;
  /** The gallery that consigned the lot, when it did not come from the artist directly. */
  consignorId: string | null;
  currency: 'SAR';
  startingBid: number;
  /** Hidden from the public; not meeting it is an outcome, never a reason to refuse a bid. */
  reserve: number | null;
  increments: IncrementBand[];
  startsAt: string;
  endsAt: string;
  /** Stored resolved (default 2) so a replay never depends on today's default. */
  softCloseMinutes: number;
  premiumTiers: PremiumTier[];
  /**
   * The catalogue entry the lot was scheduled with (title, cover), copied when scheduling so the sale's
   * catalogue is what bidders saw, whatever later edits happen. Absent on lots scheduled without an artwork.
   */
  artwork?: LotArtwork | null;
}

export interface LotArtwork {
  artworkId: string;
  title: string;
  titleAr: string;
  artistName: string;
  artistNameAr: string;
  /** Who may not bid on the lot besides its seller and consignor (absent on lots scheduled before they were kept). */
  artistId?: string;
  galleryId?: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

/**
 * The bidder's request a bid event answers, on the events about that bidder: an `Idempotency-Key` names one
 * request, so a repeated request finds its first answer in the stream instead of bidding twice.
 */
export interface BidRequest {
  key: string;
  amount: number;
  maxAmount: number | null;
}

export type BidRejectionReason =
  | 'below_minimum'
  | 'outbid_by_maximum'
  | 'already_leading'
  | 'lot_closed'
  | 'sale_closed'
  | 'bidder_not_qualified'
  | 'seller_cannot_bid'
  | 'staff_cannot_bid'
  | 'rate_limited';

export type AuctionOutcome =
  | { outcome: 'sold'; winnerId: string; paddle: number; hammer: number; premium: number; total: number }
  | { outcome: 'reserve_not_met'; highestBid: number }
  | { outcome: 'no_bids' };

export type AuctionScheduled = DomainEvent<'AuctionScheduled', AuctionTerms & { scheduledBy: string }>;
export type AuctionOpened = DomainEvent<'AuctionOpened', { auctionId: string; at: string }>;
export type BidPlaced = DomainEvent<
  'BidPlaced',
  {
    auctionId: string;
    /** 1-based position among the auction's accepted bids; retraction names a bid by it. */
    sequence: number;
    bidderId: string;
    /** Stable per bidder per auction: the public history shows this, never the bidder. */
    paddle: number;
    amount: number;
    at: string;
    /** True when the proxy engine placed it on behalf of a maximum. */
    byProxy: boolean;
    request?: BidRequest;
  }
>;
export type MaximumBidSet = DomainEvent<
  'MaximumBidSet',
  { auctionId: string; bidderId: string; maxAmount: number; at: string; request?: BidRequest }
>;
export type BidRejected = DomainEvent<
  'BidRejected',
  {
    auctionId: string;
    bidderId: string;
    amount: number;
    reason: BidRejectionReason;
    at: string;
    request?: BidRequest;
  }
>;
/**
 * A later end. Without `cause` it is the soft close after a late bid; `sale_order` keeps a sale's cascading
 * close in order: the lot waits until the lot before it has closed, plus the sale's interval.
 */
export type AuctionExtended = DomainEvent<
  'AuctionExtended',
  {
    auctionId: string;
    previousEndsAt: string;
    endsAt: string;
    cause?: 'sale_order';
    previousLotId?: string;
  }
>;
export type AuctionClosed = DomainEvent<'AuctionClosed', { auctionId: string; at: string } & AuctionOutcome>;
export type AuctionCancelled = DomainEvent<
  'AuctionCancelled',
  { auctionId: string; cancelledBy: string; reason: string; at: string }
>;
export type BidRetracted = DomainEvent<
  'BidRetracted',
  {
    auctionId: string;
    sequence: number;
    retractedBy: string;
    reason: string;
    at: string;
  }
>;

export type AuctionEvent =
  | AuctionScheduled
  | AuctionOpened
  | BidPlaced
  | MaximumBidSet
  | BidRejected
  | AuctionExtended
  | AuctionClosed
  | AuctionCancelled
  | BidRetracted;

export const AUCTION_EVENT_TYPES = eventTypesOf<AuctionEvent>()([
  'AuctionScheduled',
  'AuctionOpened',
  'BidPlaced',
  'MaximumBidSet',
  'BidRejected',
  'AuctionExtended',
  'AuctionClosed',
  'AuctionCancelled',
  'BidRetracted',
]);
