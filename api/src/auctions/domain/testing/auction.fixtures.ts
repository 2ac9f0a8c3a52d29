import { specFor } from '../../../platform/commands/testing/decider-spec.js';
import type { AuctionCommand, PlaceBid } from '../auction.commands.js';
import { auctionDecider } from '../auction.decider.js';
import type { AuctionEvent, AuctionTerms } from '../auction.events.js';
import { acceptedBid } from '../auction.bid-history.js';
import type { AcceptedBid } from '../auction.state.js';

/** Test support for the auction specs. Fixtures: a 1,000 SAR lot with a 3,000 SAR reserve, closing at 20:00 UTC. */
export const terms: AuctionTerms = {
  auctionId: 'a1',
  lotId: 'lot1',
  saleId: null,
  sellerId: 'seller',
  consignorId: 'gallery',
  currency: 'SAR',
  startingBid: 100_000,
  reserve: 300_000,
  increments: [
    { from: 0, increment: 10_000 },
    { from: 500_000, increment: 25_000 },
  ],
  startsAt: '2025-03-01T18:00:00.000Z',
  endsAt: '2025-03-01T20:00:00.000Z',
  softCloseMinutes: 2,
  premiumTiers: [
    { upTo: 1_000_000, rateBasisPoints: 2500 },
    { upTo: null, rateBasisPoints: 2000 },
  ],
};

export const scheduled: AuctionEvent = { type: 'AuctionScheduled', data: { ...terms, scheduledBy: 'admin' } };
export const opened: AuctionEvent = { type: 'AuctionOpened', data: { auctionId: 'a1', at: terms.startsAt } };
export const live = [scheduled, opened];

export const T = '2025-03-01T19:00:00.000Z';
export const verified = { verified: true, isSeller: false, isConsignor: false };

export const bid = (bidderId: string, amount: number, extra: Partial<PlaceBid> = {}): AuctionCommand => ({
  type: 'PlaceBid',
  auctionId: 'a1',
  bidderId,
  amount,
  at: T,
  bidder: verified,
  ...extra,
});

export const placed = (
  sequence: number,
  bidderId: string,
  paddle: number,
  amount: number,
  byProxy = false,
  at = T,
): AuctionEvent => ({ type: 'BidPlaced', data: { auctionId: 'a1', sequence, bidderId, paddle, amount, at, byProxy } });

export const maximum = (bidderId: string, maxAmount: number, at = T): AuctionEvent => ({
  type: 'MaximumBidSet',
  data: { auctionId: 'a1', bidderId, maxAmount, at },
});

export const rejected = (bidderId: string, amount: number, reason: string, at = T): AuctionEvent =>
  ({ type: 'BidRejected', data: { auctionId: 'a1', bidderId, amount, reason, at } }) as AuctionEvent;

export const extended = (previousEndsAt: string, endsAt: string): AuctionEvent => ({
  type: 'AuctionExtended',
  data: { auctionId: 'a1', previousEndsAt, endsAt },
});

export const at = (time: string) => `2025-03-01T${time}.000Z`;

/** Given past events, when a command, then these events (or this error). */
export const given = specFor(auctionDecider);

/** Every accepted bid the events hold, oldest first, retracted ones marked: the whole history views are checked against. */
export function bidsOf(events: readonly AuctionEvent[]): AcceptedBid[] {
  const bids: AcceptedBid[] = [];
  for (const event of events) {
    if (event.type === 'BidPlaced') bids.push(acceptedBid(event));
    if (event.type === 'BidRetracted') {
      const i = bids.findIndex((b) => b.sequence === event.data.sequence);
      if (i >= 0) bids[i] = { ...bids[i]!, retracted: true };
    }
  }
  return bids;
}
