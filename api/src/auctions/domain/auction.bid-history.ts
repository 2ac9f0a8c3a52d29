/**
 * The bids views show, kept apart from what `decide` reads (auction.state.ts): a bid's answer shows the lot's
 * latest standing bids and the bidder's own latest ones, never the whole history. This small projection keeps
 * just those, folded from the same events, so an answer costs the same on the thousandth bid as on the first.
 * It is changed in place (its owner keeps one per lot and drops it whole when a write fails, then folds it again
 * from the stream); `shownBids` hands out copies.
 */
import type { AuctionEvent, BidPlaced } from './auction.events.js';
import type { AcceptedBid } from './auction.state.js';
import { ANSWER_HISTORY } from './auction.public-view.js';

/** The latest list is cut back to the latest ANSWER_HISTORY standing bids (and everything after them) past this. */
const LATEST_MAX = 100;

export interface BidHistory {
  /**
   * The lot's latest bids, oldest first: every bid after the ANSWER_HISTORY-th latest standing one, retracted ones
   * included (a retraction of one of the latest leaves fewer standing ones until the next bids).
   */
  latest: AcceptedBid[];
  /** Each bidder's latest ANSWER_HISTORY bids, oldest first, retracted ones included. */
  own: Map<string, AcceptedBid[]>;
}

export const emptyBidHistory = (): BidHistory => ({ latest: [], own: new Map() });

export const acceptedBid = ({ data }: BidPlaced): AcceptedBid => {
  const { sequence, bidderId, paddle, amount, at, byProxy } = data;
  return { sequence, bidderId, paddle, amount, at, byProxy, retracted: false };
};

/** Folds one event into the history; only bids and retractions change it. */
export function recordInHistory(history: BidHistory, event: AuctionEvent): void {
  if (event.type === 'BidPlaced') {
    const bid = acceptedBid(event);
    history.latest.push(bid);
    if (history.latest.length > LATEST_MAX) cutBack(history.latest);
    const mine = history.own.get(bid.bidderId);
    if (!mine) history.own.set(bid.bidderId, [bid]);
    else {
      mine.push(bid);
      if (mine.length > ANSWER_HISTORY) mine.shift();
    }
  } else if (event.type === 'BidRetracted') {
    const { sequence } = event.data;
    const retract = (list: AcceptedBid[] | undefined) => {
      const i = list?.findIndex((b) => b.sequence === sequence) ?? -1;
      // A new object: copies handed out earlier keep showing the bid as it was.
      if (i >= 0) list![i] = { ...list![i]!, retracted: true };
      return i >= 0 ? list![i] : undefined;
    };
    const bid = retract(history.latest);
    if (bid) retract(history.own.get(bid.bidderId));
    else for (const mine of history.own.values()) if (retract(mine)) break;
  }
}

/** Keeps the latest ANSWER_HISTORY standing bids and everything after them (cut in one go, so rarely). */
function cutBack(latest: AcceptedBid[]): void {
  let from = latest.length;
  for (let standing = 0; from > 0 && standing < ANSWER_HISTORY;) if (!latest[--from]!.retracted) standing++;
  latest.splice(0, from);
}

/** The history folded from a whole stream's events (a lot read again after its cached state was dropped). */
export function bidHistoryOf(events: readonly AuctionEvent[]): BidHistory {
  const history = emptyBidHistory();
  for (const event of events) recordInHistory(history, event);
  return history;
}

/**
 * What one answer shows, as a copy in sequence order: the lot's latest bids and, with `bidderId`, that bidder's
 * own latest bids from before them.
 */
export function shownBids(history: BidHistory, bidderId?: string): AcceptedBid[] {
  const first = history.latest[0]?.sequence ?? Infinity;
  const mine = bidderId === undefined ? [] : (history.own.get(bidderId) ?? []);
  return [...mine.filter((bid) => bid.sequence < first), ...history.latest];
}
