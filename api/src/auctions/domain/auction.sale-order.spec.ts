import { describe, it } from '@jest/globals';
import type { AuctionCommand, PreviousLotFacts } from './auction.commands.js';
import type { AuctionEvent } from './auction.events.js';
import { at, extended, given, live, placed, terms } from './testing/auction.fixtures.js';

/** Lot a1 closes at 20:00; the lot before it in the sale was scheduled to close one minute earlier. */
const previous = (endsAt: string, closed: boolean): PreviousLotFacts => ({
  auctionId: 'a0',
  endsAt,
  closed,
  intervalMs: 60_000,
});
const close = (time: string, previousLot?: PreviousLotFacts): AuctionCommand => ({
  type: 'CloseAuction',
  auctionId: 'a1',
  at: time,
  ...(previousLot ? { previousLot } : {}),
});
const keep = (previousLot: PreviousLotFacts): AuctionCommand => ({
  type: 'KeepSaleOrder',
  auctionId: 'a1',
  at: at('19:59:30'),
  previousLot,
});
const orderExtended = (from: string, to: string): AuctionEvent => ({
  type: 'AuctionExtended',
  data: { auctionId: 'a1', previousEndsAt: from, endsAt: to, cause: 'sale_order', previousLotId: 'a0' },
});
const closedNoBids: AuctionEvent = {
  type: 'AuctionClosed',
  data: { auctionId: 'a1', at: terms.endsAt, outcome: 'no_bids' },
};

describe("auction decider: a sale's cascading close", () => {
  it('closes on time after the lot before it closed on time', () => {
    given(live)
      .when(close(terms.endsAt, previous(at('19:59:00'), true)))
      .then([closedNoBids]);
  });

  it('moves its end, visibly, when the lot before it was extended, instead of closing early or out of order', () => {
    given(live)
      .when(close(terms.endsAt, previous(at('19:59:45'), false)))
      .then([orderExtended(terms.endsAt, at('20:00:45'))]);
    given(live)
      .when(keep(previous(at('20:01:00'), false)))
      .then([orderExtended(terms.endsAt, at('20:02:00'))]);
    // Already late enough: nothing to move.
    given(live)
      .when(keep(previous(at('19:58:00'), false)))
      .then([]);
  });

  it('waits for a lot before it that is overdue but still open, and then closes', () => {
    given(live)
      .when(close(terms.endsAt, previous(at('19:59:00'), false)))
      .thenError('previous_lot_open');
  });

  it('keeps a soft-close extension and a sale-order extension apart, and never shortens an end', () => {
    const late = [...live, placed(1, 'b1', 1, 100_000, false, at('19:59:30')), extended(terms.endsAt, at('20:01:30'))];
    given(late)
      .when(keep(previous(at('20:00:00'), false)))
      .then([]);
    given(late)
      .when(keep(previous(at('20:01:00'), false)))
      .then([orderExtended(at('20:01:30'), at('20:02:00'))]);
  });

  it('leaves a closed or cancelled lot alone, and refuses malformed facts about the previous lot', () => {
    given([...live, closedNoBids])
      .when(keep(previous(at('20:30:00'), false)))
      .then([]);
    given(live)
      .when(keep({ auctionId: '', endsAt: 'soon', closed: false, intervalMs: -1 }))
      .thenError('validation_failed', 'previousLot');
  });
});
