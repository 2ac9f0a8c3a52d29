import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import { auctionDecider } from './auction.decider.js';
import type { AuctionEvent } from './auction.events.js';
import { T, bidsOf, live, maximum, placed, scheduled, terms } from './testing/auction.fixtures.js';
import { bidderView } from './auction.bidder-view.js';
import { publicView, toPublicStatus } from './auction.public-view.js';

const view = (events: AuctionEvent[]) => publicView(fold(auctionDecider, events), bidsOf(events));
const closedAs = (outcome: object): AuctionEvent =>
  ({ type: 'AuctionClosed', data: { auctionId: 'a1', at: terms.endsAt, ...outcome } }) as AuctionEvent;

describe('auction public view', () => {
  const contested = [...live, maximum('b1', 777_700), placed(1, 'b1', 1, 300_000, true), placed(2, 'b2', 2, 310_000)];

  it('shows price, count, next minimum and a paddle-numbered history, newest first', () => {
    expect(view(contested)).toMatchObject({
      status: 'live',
      detail: null,
      currentBid: 310_000,
      minimumNextBid: 320_000,
      bidCount: 2,
      reserveMet: true,
      history: [
        { paddle: 2, amount: 310_000, at: T },
        { paddle: 1, amount: 300_000, at: T },
      ],
    });
  });

  it('never shows bidder identities, maximums or the reserve amount', () => {
    const shown = JSON.stringify(view(contested));
    for (const secret of ['b1', 'b2', '777700', 'bidderId', 'maximum']) expect(shown).not.toContain(secret);
    expect(shown).not.toContain(`"reserve"`);
  });

  it("maps the lifecycle to the specification's statuses with the detail behind ended", () => {
    expect(view([scheduled])).toMatchObject({ status: 'upcoming', detail: null, minimumNextBid: null });
    const sold = closedAs({
      outcome: 'sold',
      winnerId: 'b2',
      paddle: 2,
      hammer: 310_000,
      premium: 77_500,
      total: 387_500,
    });
    expect(view([...contested, sold])).toMatchObject({ status: 'ended', detail: 'sold', hammer: 310_000 });
    expect(
      view([...live, placed(1, 'b1', 1, 100_000), closedAs({ outcome: 'reserve_not_met', highestBid: 100_000 })]),
    ).toMatchObject({ status: 'ended', detail: 'reserve_not_met', hammer: null, reserveMet: false });
    const cancelled: AuctionEvent = {
      type: 'AuctionCancelled',
      data: { auctionId: 'a1', cancelledBy: 'admin', reason: 'withdrawn', at: T },
    };
    expect(view([...live, cancelled])).toMatchObject({ status: 'ended', detail: 'cancelled' });
    expect(view([])).toBeNull();
    expect([toPublicStatus('live'), toPublicStatus('paused')]).toEqual(['live', 'unknown']);
  });

  it('leaves retracted bids out of the history and the count', () => {
    const retracted: AuctionEvent = {
      type: 'BidRetracted',
      data: { auctionId: 'a1', sequence: 2, retractedBy: 'admin', reason: 'error', at: T },
    };
    expect(view([...contested, retracted])).toMatchObject({
      currentBid: 300_000,
      bidCount: 1,
      history: [{ paddle: 1, amount: 300_000, at: T }],
    });
  });
});

describe("a bidder's own view", () => {
  it("shows their paddle, standing, own bids (proxy ones marked) and their own maximum, and nothing of others'", () => {
    const events = [...live, placed(1, 'b1', 1, 100_000), maximum('b2', 777_700), placed(2, 'b2', 2, 300_000, true)];
    const state = fold(auctionDecider, events);
    expect(bidderView(state, bidsOf(events), 'b2')).toEqual({
      paddle: 2,
      standing: 'winning',
      yourBids: [{ sequence: 2, amount: 300_000, at: T, byProxy: true, retracted: false }],
      next: {
        action: 'raise_maximum',
        minimum: 802_700,
        quickAmounts: [802_700, 827_700, 852_700],
        yourMaximum: 777_700,
      },
      won: null,
    });
    expect(JSON.stringify(bidderView(state, bidsOf(events), 'b1'))).not.toContain('777700');
    expect(bidderView(state, bidsOf(events), 'b1')).toMatchObject({
      paddle: 1,
      standing: 'outbid',
      next: { action: 'bid', minimum: 310_000, yourMaximum: null },
    });
  });

  it('shows the winner, and only the winner, what they owe once the lot is sold', () => {
    const closed: AuctionEvent = {
      type: 'AuctionClosed',
      data: {
        auctionId: 'a1',
        at: T,
        outcome: 'sold',
        winnerId: 'b2',
        paddle: 2,
        hammer: 300_000,
        premium: 75_000,
        total: 375_000,
      },
    };
    const events = [...live, placed(1, 'b1', 1, 100_000), placed(2, 'b2', 2, 300_000), closed];
    const state = fold(auctionDecider, events);
    expect(bidderView(state, bidsOf(events), 'b2').won).toEqual({ hammer: 300_000, premium: 75_000, total: 375_000 });
    expect(bidderView(state, bidsOf(events), 'b1').won).toBeNull();
  });
});
