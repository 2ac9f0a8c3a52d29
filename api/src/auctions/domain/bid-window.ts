/**
 * A hot lot's folded state in the appender keeps a window of its latest bids and, beside it, an index of each
 * bidder's own bids, instead of the whole history: folding a bid copies the bid list (states are never changed
 * in place), and on a lot with thousands of bids that copy, and the garbage it leaves, cost more than the rest
 * of the bid. A bid's decision needs only the leader, price, maximums, paddles and the last sequence; its answer
 * needs the latest bids and the bidder's own. Every other command folds the whole stream again.
 */
import { ANSWER_HISTORY } from './auction.public-view.js';
import type { AcceptedBid, AuctionState } from './auction.state.js';

/** The window is cut back to the latest ANSWER_HISTORY standing bids (and everything after them) past this. */
const WINDOW_MAX = 100;

export type OwnBids = Map<string, AcceptedBid[]>;

/** Each bidder's latest ANSWER_HISTORY bids, oldest first, from a whole history. */
export function indexOwnBids(bids: AcceptedBid[]): OwnBids {
  const own: OwnBids = new Map();
  for (const bid of bids) {
    const list = own.get(bid.bidderId);
    if (list) list.push(bid);
    else own.set(bid.bidderId, [bid]);
  }
  for (const [bidderId, list] of own) if (list.length > ANSWER_HISTORY) own.set(bidderId, list.slice(-ANSWER_HISTORY));
  return own;
}

/** The state with its bids cut back to the window once the window has grown past WINDOW_MAX. */
export function windowed(state: AuctionState): AuctionState {
  if (state.status === 'none' || state.bids.length <= WINDOW_MAX) return state;
  let from = state.bids.length;
  for (let standing = 0; from > 0 && standing < ANSWER_HISTORY;) if (!state.bids[--from]!.retracted) standing++;
  return { ...state, bids: state.bids.slice(from) };
}

/**
 * Adds a bid to a batch's own copy of the index (a new list, so the cached index stays as it was until written).
 * A bid's answer shows the bidder's latest ANSWER_HISTORY bids, so no more are kept.
 */
export function addOwnBid(own: OwnBids, bid: AcceptedBid): void {
  own.set(bid.bidderId, [...(own.get(bid.bidderId) ?? []).slice(1 - ANSWER_HISTORY), bid]);
}

/** What one bidder's answer is built from: the window and the bidder's latest own bids, in sequence order. */
export function answerState(state: AuctionState, own: OwnBids, bidderId: string): AuctionState {
  if (state.status === 'none') return state;
  const mine = own.get(bidderId) ?? [];
  const first = state.bids[0]?.sequence ?? Infinity;
  const older = mine.filter((bid) => bid.sequence < first);
  return older.length === 0 ? state : { ...state, bids: [...older, ...state.bids] };
}
