import { nextValidAmounts, type NextValidAmounts } from './auction.next-amounts.js';
import { standingOf, type AcceptedBid, type AuctionState, type Standing } from './auction.state.js';

/** What one signed-in bidder may see about their own bidding: never anyone else's identity or maximum. */
export interface BidderView {
  paddle: number | null;
  standing: Standing;
  yourBids: { sequence: number; amount: number; at: string; byProxy: boolean; retracted: boolean }[];
  next: NextValidAmounts;
  /** What the winner owes once the lot is sold to them (halalas), from the close's own figures; null otherwise. */
  won: { hammer: number; premium: number; total: number } | null;
}

/**
 * `bids` holds at least the bidder's own bids, oldest first (other bidders' are ignored); `ownLimit`: only the
 * bidder's latest bids in `yourBids` (a bid's answer); all of them when absent.
 */
export function bidderView(
  state: AuctionState,
  bids: readonly AcceptedBid[],
  bidderId: string,
  at?: string,
  { ownLimit }: { ownLimit?: number } = {},
): BidderView {
  const next = nextValidAmounts(state, bidderId, { at });
  if (state.status === 'none') return { paddle: null, standing: 'not_bidding', yourBids: [], next, won: null };
  const own = bids.filter((b) => b.bidderId === bidderId);
  const yourBids = (ownLimit === undefined ? own : own.slice(-ownLimit)).map(
    ({ sequence, amount, at: when, byProxy, retracted }) => ({ sequence, amount, at: when, byProxy, retracted }),
  );
  const result = state.status === 'ended' ? state.result : null;
  const won =
    result?.outcome === 'sold' && result.winnerId === bidderId
      ? { hammer: result.hammer, premium: result.premium, total: result.total }
      : null;
  return { paddle: state.paddles[bidderId] ?? null, standing: standingOf(state, bids, bidderId), yourBids, next, won };
}

/**
 * The small answer of GET /api/auctions/:id/my-standing: where one bidder stands on the lot, their highest own
 * bid, their own maximum (theirs alone to see), and what they may bid next. The storefront asks for it only
 * after a live message that could have changed it, instead of reading the whole lot again.
 */
export interface BidderStanding {
  paddle: number | null;
  standing: Standing;
  /** The bidder's highest standing (not retracted) bid, halalas; null before their first bid. */
  highestBid: number | null;
  /** The bidder's own private maximum (auto-bid ceiling), halalas; null when they never set one. */
  maximum: number | null;
  next: NextValidAmounts;
  won: BidderView['won'];
}

export function bidderStanding(
  state: AuctionState,
  bids: readonly AcceptedBid[],
  bidderId: string,
  at?: string,
): BidderStanding {
  const { paddle, standing, yourBids, next, won } = bidderView(state, bids, bidderId, at);
  const standingBids = yourBids.filter((b) => !b.retracted).map((b) => b.amount);
  return {
    paddle,
    standing,
    highestBid: standingBids.length > 0 ? Math.max(...standingBids) : null,
    maximum: state.status === 'none' ? null : (state.maximums[bidderId] ?? null),
    next,
    won,
  };
}
