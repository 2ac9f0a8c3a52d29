import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import type { AuctionCommand } from './auction.commands.js';
import { auctionDecider } from './auction.decider.js';
import type { AuctionEvent } from './auction.events.js';
import { T, at, bid, bidsOf, given, live, maximum, placed, rejected, scheduled } from './testing/auction.fixtures.js';
import { terms } from './testing/auction.fixtures.js';
import { buyersPremium } from './auction.money.js';
import { nextValidAmounts } from './auction.next-amounts.js';
import { standingOf } from './auction.state.js';

const close = (time = terms.endsAt): AuctionCommand => ({ type: 'CloseAuction', auctionId: 'a1', at: time });
const closed = (outcome: object): AuctionEvent =>
  ({ type: 'AuctionClosed', data: { auctionId: 'a1', at: terms.endsAt, ...outcome } }) as AuctionEvent;
const cancel = (reason = 'withdrawn by the consignor'): AuctionCommand => ({
  type: 'CancelAuction',
  auctionId: 'a1',
  cancelledBy: 'admin',
  reason,
  at: T,
});
const retract = (sequence: number, reason = 'mistyped amount'): AuctionCommand => ({
  type: 'RetractBid',
  auctionId: 'a1',
  sequence,
  retractedBy: 'admin',
  reason,
  at: T,
});

describe('auction decider: closing', () => {
  it('sells to the leader at the hammer price, with the tiered premium and the total', () => {
    // 25% of the first 10,000 SAR and 20% of the 2,000 SAR above it.
    given([...live, placed(1, 'b1', 1, 1_000_000), placed(2, 'b2', 2, 1_200_000)])
      .when(close())
      .then([
        closed({ outcome: 'sold', winnerId: 'b2', paddle: 2, hammer: 1_200_000, premium: 290_000, total: 1_490_000 }),
      ]);
  });

  it('ends with reserve not met when the highest bid is below the reserve, and with no bids when there were none', () => {
    given([...live, placed(1, 'b1', 1, 250_000)])
      .when(close())
      .then([closed({ outcome: 'reserve_not_met', highestBid: 250_000 })]);
    given(live)
      .when(close())
      .then([closed({ outcome: 'no_bids' })]);
    given([scheduled])
      .when(close())
      .then([closed({ outcome: 'no_bids' })]);
  });

  it("sells at the visible price, never at the winner's maximum", () => {
    given([...live, maximum('b1', 900_000), placed(1, 'b1', 1, 300_000, true)])
      .when(close())
      .then([closed({ outcome: 'sold', winnerId: 'b1', paddle: 1, hammer: 300_000, premium: 75_000, total: 375_000 })]);
  });

  it('refuses to close before the end and treats a repeated close as done', () => {
    given(live)
      .when(close(at('19:59:59')))
      .thenError('not_yet_ended');
    given([...live, closed({ outcome: 'no_bids' })])
      .when(close())
      .then([]);
  });

  it('rounds the premium half up to the halala', () => {
    const quarter = [{ upTo: null, rateBasisPoints: 2500 }];
    expect(buyersPremium(quarter, 333)).toBe(83);
    expect(buyersPremium(quarter, 2)).toBe(1);
    expect(buyersPremium(terms.premiumTiers, 1_000_000)).toBe(250_000);
  });
});

describe('auction decider: cancelling and retracting', () => {
  it('lets an admin cancel with a reason, once, but not after the close', () => {
    const cancelled: AuctionEvent = {
      type: 'AuctionCancelled',
      data: { auctionId: 'a1', cancelledBy: 'admin', reason: 'withdrawn by the consignor', at: T },
    };
    given(live).when(cancel()).then([cancelled]);
    given([...live, cancelled])
      .when(cancel())
      .then([]);
    given(live).when(cancel(' ')).thenError('validation_failed');
    given([...live, closed({ outcome: 'no_bids' })])
      .when(cancel())
      .thenError('auction_ended');
  });

  const twoBids = [...live, placed(1, 'b1', 1, 100_000), placed(2, 'b2', 2, 110_000)];
  const retracted: AuctionEvent = {
    type: 'BidRetracted',
    data: { auctionId: 'a1', sequence: 2, retractedBy: 'admin', reason: 'mistyped amount', at: T },
  };

  it('retracts a bid as its own event with a reason, restoring the previous leader and price', () => {
    given(twoBids).when(retract(2)).then([retracted]);
    const state = fold(auctionDecider, [...twoBids, retracted]);
    expect(state.status === 'live' && [state.leaderId, state.price]).toEqual(['b1', 100_000]);
    given([...twoBids, retracted])
      .when(bid('b3', 110_000))
      .then([placed(3, 'b3', 3, 110_000)]);
  });

  it("voids the retracted bidder's maximum with the bid, even when they still lead", () => {
    const proxied = [...twoBids, maximum('b2', 500_000), placed(3, 'b2', 2, 130_000, true)];
    given(proxied)
      .when(bid('b3', 140_000))
      .then([rejected('b3', 140_000, 'outbid_by_maximum'), placed(4, 'b2', 2, 300_000, true)]); // lifted to the reserve
    const undone: AuctionEvent = {
      type: 'BidRetracted',
      data: { ...(retracted.data as object), sequence: 3 },
    } as AuctionEvent;
    given([...proxied, undone])
      .when(bid('b3', 120_000))
      .then([placed(4, 'b3', 3, 120_000)]);
  });

  it('refuses retraction without a reason, of an unknown bid, or after the close; a repeat is a no-op', () => {
    given(twoBids).when(retract(2, '')).thenError('validation_failed');
    given(twoBids).when(retract(9)).thenError('not_found');
    given([...twoBids, closed({ outcome: 'no_bids' })])
      .when(retract(2))
      .thenError('auction_ended');
    given([...twoBids, retracted])
      .when(retract(2))
      .then([]);
  });
});

describe('what a bidder sees', () => {
  it('tells leading (reserve not met) from winning (reserve met) and outbid', () => {
    const history = [...live, placed(1, 'b1', 1, 100_000), placed(2, 'b2', 2, 110_000)];
    const [below, bids] = [fold(auctionDecider, history), bidsOf(history)];
    expect([standingOf(below, bids, 'b2'), standingOf(below, bids, 'b1'), standingOf(below, bids, 'b9')]).toEqual([
      'leading',
      'outbid',
      'not_bidding',
    ]);
    const sold = [...live, placed(1, 'b1', 1, 300_000)];
    expect(standingOf(fold(auctionDecider, sold), bidsOf(sold), 'b1')).toBe('winning');
  });

  it('offers the next valid amounts along the increment ladder, across bands', () => {
    const state = fold(auctionDecider, [...live, placed(1, 'b1', 1, 480_000)]);
    expect(nextValidAmounts(state, 'b2')).toEqual({
      action: 'bid',
      minimum: 490_000,
      quickAmounts: [490_000, 500_000, 525_000],
      yourMaximum: null,
    });
    expect(nextValidAmounts(fold(auctionDecider, live), 'b2').minimum).toBe(100_000);
  });

  it("takes the leader's own maximum into account: only a higher maximum is valid", () => {
    const withMax = fold(auctionDecider, [...live, maximum('b1', 250_000), placed(1, 'b1', 1, 100_000)]);
    expect(nextValidAmounts(withMax, 'b1')).toEqual({
      action: 'raise_maximum',
      minimum: 260_000,
      quickAmounts: [260_000, 270_000, 280_000],
      yourMaximum: 250_000,
    });
    expect(nextValidAmounts(withMax, 'b2').minimum).toBe(110_000);
    const noMax = fold(auctionDecider, [...live, placed(1, 'b1', 1, 100_000)]);
    expect(nextValidAmounts(noMax, 'b1')).toMatchObject({
      action: 'raise_maximum',
      minimum: 110_000,
      yourMaximum: null,
    });
  });

  it('offers nothing once the lot is past its end or closed', () => {
    const state = fold(auctionDecider, live);
    expect(nextValidAmounts(state, 'b1', { at: terms.endsAt }).action).toBe('closed');
    expect(nextValidAmounts(fold(auctionDecider, [...live, closed({ outcome: 'no_bids' })]), 'b1').action).toBe(
      'closed',
    );
  });
});
