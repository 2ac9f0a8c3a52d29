import { nextValidAmounts, type NextValidAmounts } from './auction.next-amounts.js';
import { standingOf, type AuctionState, type Standing } from './auction.state.js';

/** What one signed-in bidder may see about their own bidding: never anyone else's identity or maximum. */
export interface BidderView {
  paddle: number | null;
  standing: Standing;
  yourBids: { sequence: number; amount: number; at: string; byProxy: boolean; retracted: boolean }[];
  next: NextValidAmounts;
}

export function bidderView(state: AuctionState, bidderId: string, at?: string): BidderView {
  const next = nextValidAmounts(state, bidderId, { at });
  if (state.status === 'none') return { paddle: null, standing: 'not_bidding', yourBids: [], next };
  const yourBids = state.bids
    .filter((b) => b.bidderId === bidderId)
    .map(({ sequence, amount, at: when, byProxy, retracted }) => ({ sequence, amount, at: when, byProxy, retracted }));
  return { paddle: state.paddles[bidderId] ?? null, standing: standingOf(state, bidderId), yourBids, next };
}
