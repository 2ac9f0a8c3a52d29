/**
 * A bid's answer is built from a window of the lot's latest bids and the bidder's own bids (and a forwarded
 * bid's reply carries just that): the answer is the one the whole history gives, from a fraction of its bids.
 */
import { describe, expect, it } from '@jest/globals';
import { evolve } from './auction.evolve.js';
import { bidderView } from './auction.bidder-view.js';
import { ANSWER_HISTORY, publicView } from './auction.public-view.js';
import type { AuctionEvent } from './auction.events.js';
import type { AuctionState } from './auction.state.js';
import { live, placed, terms } from './testing/auction.fixtures.js';
import { answerState, indexOwnBids, windowed } from './bid-window.js';

const bidders = ['b1', 'b2', 'b3', 'b4', 'b5'];
const fold = (events: AuctionEvent[]) =>
  events.reduce<AuctionState>((state, event) => evolve(state, event), { status: 'none' });
const history: AuctionEvent[] = [...live];
for (let i = 0; i < 120; i++)
  history.push(placed(i + 1, bidders[i % 7 === 0 ? 0 : 1 + (i % 4)]!, 1 + (i % 5), terms.startingBid + i * 10_000));
history.push({
  type: 'BidRetracted',
  data: { auctionId: 'a1', sequence: 118, retractedBy: 'admin', reason: 'mistake', at: terms.startsAt },
} as AuctionEvent);
const full = fold(history);
const bidsOf = (state: AuctionState) => (state.status === 'none' ? [] : state.bids);

describe('answerState', () => {
  it.each(bidders)('answers bidder %s as the whole state would, with a fraction of its bids', (bidderId) => {
    const sent = answerState(windowed(full), indexOwnBids(bidsOf(full)), bidderId);
    expect(publicView(sent, { historyLimit: ANSWER_HISTORY })).toEqual(
      publicView(full, { historyLimit: ANSWER_HISTORY }),
    );
    const answered = { ownLimit: ANSWER_HISTORY };
    expect(bidderView(sent, bidderId, terms.startsAt, answered)).toEqual(
      bidderView(full, bidderId, terms.startsAt, answered),
    );
    expect(bidsOf(sent).length).toBeLessThan(bidsOf(full).length / 2);
  });

  it('leaves a lot short of the window whole', () => {
    const short = fold(history.slice(0, 30));
    expect(windowed(short)).toBe(short);
  });
});
