/**
 * A bid's answer is built from a small bid history (the lot's latest bids and the bidder's own), kept apart from
 * the state `decide` reads: the answer is the one the whole history gives, from a fraction of its bids.
 */
import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import { auctionDecider } from './auction.decider.js';
import { bidderView } from './auction.bidder-view.js';
import { ANSWER_HISTORY, publicView } from './auction.public-view.js';
import type { AuctionEvent } from './auction.events.js';
import { bidHistoryOf, recordInHistory, shownBids } from './auction.bid-history.js';
import { bidsOf, live, placed, terms } from './testing/auction.fixtures.js';

const bidders = ['b1', 'b2', 'b3', 'b4', 'b5'];
const retracted = (sequence: number): AuctionEvent => ({
  type: 'BidRetracted',
  data: { auctionId: 'a1', sequence, retractedBy: 'admin', reason: 'mistake', at: terms.startsAt },
});
const history: AuctionEvent[] = [...live];
for (let i = 0; i < 120; i++) {
  history.push(placed(i + 1, bidders[i % 7 === 0 ? 0 : 1 + (i % 4)]!, 1 + (i % 5), terms.startingBid + i * 10_000));
  // One of the latest bids and one long gone retracted; b1's own bids are then older than the latest ones.
  if (i === 117) history.push(retracted(118), retracted(8));
}
const state = fold(auctionDecider, history);
const all = bidsOf(history);

describe('bid history', () => {
  it.each(bidders)('answers bidder %s as the whole history would, with a fraction of its bids', (bidderId) => {
    const shown = shownBids(bidHistoryOf(history), bidderId);
    const limits = { historyLimit: ANSWER_HISTORY };
    expect(publicView(state, shown, limits)).toEqual(publicView(state, all, limits));
    const answered = { ownLimit: ANSWER_HISTORY };
    expect(bidderView(state, shown, bidderId, terms.startsAt, answered)).toEqual(
      bidderView(state, all, bidderId, terms.startsAt, answered),
    );
    expect(shown.length).toBeLessThan(all.length / 2);
  });

  it('hands out copies: a later bid or retraction in the same history leaves an earlier answer as it was', () => {
    const kept = bidHistoryOf(history.slice(0, 40));
    const before = shownBids(kept, 'b2');
    const copy = structuredClone(before);
    recordInHistory(kept, placed(39, 'b3', 1, 9_000_000));
    recordInHistory(kept, retracted(38));
    expect(before).toEqual(copy);
    expect(shownBids(kept, 'b2').find((b) => b.sequence === 38)?.retracted).toBe(true);
    expect(shownBids(kept).at(-1)?.sequence).toBe(39);
  });
});
