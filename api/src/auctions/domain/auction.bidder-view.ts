import { nextValidAmounts, type NextValidAmounts } from './auction.next-amounts.js';
import { standingOf, type AuctionState, type Standing } from './auction.state.js';

/** What one signed-in bidder may see about their own bidding: never anyone else's identity or maximum. */
export interface BidderView {
  paddle: number | null;
  standing: Standing;
  yourBids: { sequence: number; amount: number; at: string; byProxy: boolean; retracted: boolean }[];
  next: NextValidAmounts;
  /** What the winner owes once the lot is sold to them (halalas), from the close's own figures; null otherwise. */
  won: { hammer: number; premium: number; total: number } | null;
}

/** `ownLimit`: only the bidder's latest bids in `yourBids` (a bid's answer); all of them when absent. */
export function bidderView(
  state: AuctionState,
  bidderId: string,
  at?: string,
  { ownLimit }: { ownLimit?: number } = {},
): BidderView {
  const next = nextValidAmounts(state, bidderId, { at });
  if (state.status === 'none') return { paddle: null, standing: 'not_bidding', yourBids: [], next, won: null };
  const own = state.bids.filter((b) => b.bidderId === bidderId);
  const yourBids = (ownLimit === undefined ? own : own.slice(-ownLimit)).map(
    ({ sequence, amount, at: when, byProxy, retracted }) => ({ sequence, amount, at: when, byProxy, retracted }),
  );
  const result = state.status === 'ended' ? state.result : null;
  const won =
    result?.outcome === 'sold' && result.winnerId === bidderId
      ? { hammer: result.hammer, premium: result.premium, total: result.total }
      : null;
  return { paddle: state.paddles[bidderId] ?? null, standing: standingOf(state, bidderId), yourBids, next, won };
}
