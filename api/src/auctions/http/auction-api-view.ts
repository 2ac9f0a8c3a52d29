/** What the HTTP API answers: the domain's views with money in SAR and the read model's bookkeeping removed. */
import type { BidderStanding, BidderView } from '../domain/auction.bidder-view.js';
import { toPublicStatus, type PublicAuctionView, type PublicBid } from '../domain/auction.public-view.js';
import { toSar, toSarOrNull } from './sar.js';

export const toApiBid = ({ paddle, amount, at }: PublicBid) => ({ paddle, amount: toSar(amount), at });

export function toApiAuction(view: PublicAuctionView) {
  return {
    id: view.auctionId,
    auctionId: view.auctionId,
    lotId: view.lotId,
    saleId: view.saleId,
    status: toPublicStatus(view.status),
    detail: view.detail,
    currency: view.currency,
    startingBid: toSar(view.startingBid),
    currentBid: toSarOrNull(view.currentBid),
    minimumNextBid: toSarOrNull(view.minimumNextBid),
    bidCount: view.bidCount,
    hasReserve: view.hasReserve,
    reserveMet: view.reserveMet,
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    hammer: toSarOrNull(view.hammer),
    history: view.history.map(toApiBid),
    scheduledEndsAt: view.scheduledEndsAt ?? view.endsAt,
    softCloseMinutes: view.softCloseMinutes ?? 2,
    increments: (view.increments ?? []).map((b) => ({ from: toSar(b.from), increment: toSar(b.increment) })),
    premiumTiers: (view.premiumTiers ?? []).map((t) => ({
      upTo: toSarOrNull(t.upTo),
      ratePercent: t.rateBasisPoints / 100,
    })),
    artwork: view.artwork ?? null,
  };
}

const toApiNext = (next: BidderView['next']) => ({
  action: next.action,
  minimum: toSarOrNull(next.minimum),
  quickAmounts: next.quickAmounts.map(toSar),
  yourMaximum: toSarOrNull(next.yourMaximum),
});

const toApiWon = (won: BidderView['won']) =>
  won && { hammer: toSar(won.hammer), buyersPremium: toSar(won.premium), total: toSar(won.total) };

export function toApiBidder(view: BidderView) {
  return {
    paddle: view.paddle,
    standing: view.standing,
    yourBids: view.yourBids.map((b) => ({ ...b, amount: toSar(b.amount) })),
    next: toApiNext(view.next),
    won: toApiWon(view.won),
  };
}

export function toApiStanding(view: BidderStanding) {
  return {
    paddle: view.paddle,
    standing: view.standing,
    highestBid: toSarOrNull(view.highestBid),
    maximum: toSarOrNull(view.maximum),
    minimumNextBid: toSarOrNull(view.next.minimum),
    next: toApiNext(view.next),
    won: toApiWon(view.won),
  };
}
