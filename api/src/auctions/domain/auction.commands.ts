import type { AuctionTerms, IncrementBand, PremiumTier } from './auction.events.js';

/** Facts about the bidder that `Bidding` looks up before deciding (the decider does no I/O). */
export interface BidderFacts {
  verified: boolean;
  /** The bidder is the lot's seller, or acts for the gallery that consigned it. */
  isSeller: boolean;
  isConsignor: boolean;
  /** The bidder holds a staff role (admin, moderator, auditor): staff never bid. */
  isStaff?: boolean;
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
  /** The bidder's Idempotency-Key: the same key answers the first request again instead of bidding twice. */
  requestKey?: string;
  /** `Bidding`'s per-bidder rate limit refused this request: it is recorded, never decided. */
  rateLimited?: boolean;
};

/**
 * Where the lot before this one in the same sale stands (read from that lot's own stream before deciding):
 * a sale's lots close one after another, `intervalMs` apart, in the order of their scheduled ends.
 */
export interface PreviousLotFacts {
  auctionId: string;
  endsAt: string;
  closed: boolean;
  intervalMs: number;
}

/** Time, ids and amounts enter through commands; `decide` never reads a clock. */
export type AuctionCommand =
  | ScheduleAuction
  | { type: 'OpenAuction'; auctionId: string; at: string }
  | PlaceBid
  | { type: 'CloseAuction'; auctionId: string; at: string; previousLot?: PreviousLotFacts }
  /** Pushes this lot's end after the previous lot's new end (a soft close there) before anyone is surprised. */
  | { type: 'KeepSaleOrder'; auctionId: string; at: string; previousLot: PreviousLotFacts }
  | { type: 'CancelAuction'; auctionId: string; cancelledBy: string; reason: string; at: string }
  | { type: 'RetractBid'; auctionId: string; sequence: number; retractedBy: string; reason: string; at: string };

/** A command without its time (ScheduleAuction takes none): plain data, so it can be sent to the lot's owner. */
export type AuctionCommandTemplate = WithoutTime<AuctionCommand>;
type WithoutTime<C> = C extends { at: string } ? Omit<C, 'at'> : C;

/** The command a template stands for at `at`. */
export function stampCommand(template: AuctionCommandTemplate, at: string): AuctionCommand {
  return template.type === 'ScheduleAuction' ? template : ({ ...template, at } as AuctionCommand);
}
