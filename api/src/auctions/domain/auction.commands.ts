import type { AuctionTerms, IncrementBand, PremiumTier } from './auction.events.js';

/** Facts about the bidder that the handler looks up before deciding (the decider does no I/O). */
export interface BidderFacts {
  verified: boolean;
  /** The bidder is the lot's seller, or acts for the gallery that consigned it. */
  isSeller: boolean;
  isConsignor: boolean;
}

export type ScheduleAuction = {
  type: 'ScheduleAuction';
  scheduledBy: string;
} & Omit<AuctionTerms, 'softCloseMinutes' | 'currency' | 'increments' | 'premiumTiers'> & {
  softCloseMinutes?: number;
  increments: IncrementBand[];
  premiumTiers: PremiumTier[];
};

export type PlaceBid = {
  type: 'PlaceBid';
  auctionId: string;
  bidderId: string;
  amount: number;
  /** A private maximum the proxy engine may bid up to, by increments. */
  maxAmount?: number;
  at: string;
  bidder: BidderFacts;
  /** The sale this lot belongs to has closed (a fact from the sale's own stream). */
  saleClosed?: boolean;
};

/** Time, ids and amounts enter through commands; `decide` never reads a clock. */
export type AuctionCommand =
  | ScheduleAuction
  | { type: 'OpenAuction'; auctionId: string; at: string }
  | PlaceBid
  | { type: 'CloseAuction'; auctionId: string; at: string }
  | { type: 'CancelAuction'; auctionId: string; cancelledBy: string; reason: string; at: string }
  | { type: 'RetractBid'; auctionId: string; sequence: number; retractedBy: string; reason: string; at: string };
