import { describe, it } from '@jest/globals';
import type { AuctionCommand } from './auction.commands.js';
import type { AuctionEvent } from './auction.events.js';
import { T, at, bid, extended, given, live, maximum, opened, placed, rejected } from './testing/auction.fixtures.js';
import { scheduled, terms, verified } from './testing/auction.fixtures.js';

describe('auction decider: scheduling and opening', () => {
  it('schedules a lot in SAR with a default soft close of 2 minutes, once', () => {
    const { currency: _c, softCloseMinutes: _s, ...asked } = terms;
    given([])
      .when({ type: 'ScheduleAuction', scheduledBy: 'admin', ...asked })
      .then([scheduled]);
    given([scheduled])
      .when({ type: 'ScheduleAuction', scheduledBy: 'admin', ...asked })
      .thenError('auction_exists');
  });

  it('refuses malformed terms: increment table, premium tiers, times, amounts', () => {
    const { currency: _c, ...asked } = terms;
    const schedule = (patch: object): AuctionCommand => ({
      type: 'ScheduleAuction',
      scheduledBy: 'admin',
      ...asked,
      ...patch,
    });
    given([])
      .when(schedule({ increments: [{ from: 100, increment: 10 }] }))
      .thenError('validation_failed');
    given([])
      .when(schedule({ premiumTiers: [{ upTo: 100, rateBasisPoints: 2500 }] }))
      .thenError('validation_failed');
    given([])
      .when(schedule({ endsAt: terms.startsAt }))
      .thenError('validation_failed');
    given([])
      .when(schedule({ startingBid: 10.5 }))
      .thenError('validation_failed');
  });

  it('opens on time, not before, and treats a repeated open as done', () => {
    given([scheduled]).when({ type: 'OpenAuction', auctionId: 'a1', at: terms.startsAt }).then([opened]);
    given([scheduled])
      .when({ type: 'OpenAuction', auctionId: 'a1', at: at('17:59:59') })
      .thenError('not_yet_started');
    given(live)
      .when({ type: 'OpenAuction', auctionId: 'a1', at: at('18:05:00') })
      .then([]);
    given([]).when({ type: 'OpenAuction', auctionId: 'a1', at: T }).thenError('not_found');
  });
});

describe('auction decider: accepting and refusing bids', () => {
  it('accepts the starting bid and refuses less, recording the refusal', () => {
    given(live)
      .when(bid('b1', 100_000))
      .then([placed(1, 'b1', 1, 100_000)]);
    given(live)
      .when(bid('b1', 99_999))
      .then([rejected('b1', 99_999, 'below_minimum')]);
  });

  it('takes the minimum next bid from the increment band the price is in', () => {
    const at490k = [...live, placed(1, 'b1', 1, 490_000)];
    given(at490k)
      .when(bid('b2', 499_999))
      .then([rejected('b2', 499_999, 'below_minimum')]);
    given(at490k)
      .when(bid('b2', 500_000))
      .then([placed(2, 'b2', 2, 500_000)]);
    const at500k = [...live, placed(1, 'b1', 1, 500_000)];
    given(at500k)
      .when(bid('b2', 520_000))
      .then([rejected('b2', 520_000, 'below_minimum')]);
    given(at500k)
      .when(bid('b2', 525_000))
      .then([placed(2, 'b2', 2, 525_000)]);
  });

  it('refuses the leader raising against themselves, but lets them raise their maximum privately', () => {
    const leading = [...live, placed(1, 'b1', 1, 100_000)];
    given(leading)
      .when(bid('b1', 110_000))
      .then([rejected('b1', 110_000, 'already_leading')]);
    given(leading)
      .when(bid('b1', 110_000, { maxAmount: 200_000 }))
      .then([maximum('b1', 200_000)]);
    given([...leading, maximum('b1', 200_000)])
      .when(bid('b1', 110_000, { maxAmount: 205_000 }))
      .then([rejected('b1', 110_000, 'below_minimum')]);
  });

  it("shill bidding: the seller and the lot's consignor cannot bid, by id or by the facts the handler looked up", () => {
    given(live)
      .when(bid('seller', 100_000))
      .then([rejected('seller', 100_000, 'seller_cannot_bid')]);
    given(live)
      .when(bid('gallery', 100_000))
      .then([rejected('gallery', 100_000, 'seller_cannot_bid')]);
    const staff = { verified: true, isSeller: false, isConsignor: true };
    given(live)
      .when(bid('curator', 100_000, { bidder: staff }))
      .then([rejected('curator', 100_000, 'seller_cannot_bid')]);
  });

  it("shill bidding: the artwork's artist and gallery and staff accounts cannot bid on the lot", () => {
    const artwork = {
      artworkId: 'w1',
      title: 'Dunes',
      titleAr: 'كثبان',
      artistName: 'A',
      artistNameAr: 'أ',
      artistId: 'the-artist',
      galleryId: 'the-gallery',
      imageUrl: null,
      thumbnailUrl: null,
    };
    const withArtwork: AuctionEvent[] = [
      { type: 'AuctionScheduled', data: { ...terms, artwork, scheduledBy: 'admin' } },
      opened,
    ];
    given(withArtwork)
      .when(bid('the-artist', 100_000))
      .then([rejected('the-artist', 100_000, 'seller_cannot_bid')]);
    given(withArtwork)
      .when(bid('the-gallery', 100_000))
      .then([rejected('the-gallery', 100_000, 'seller_cannot_bid')]);
    given(live)
      .when(bid('moderator', 100_000, { bidder: { ...verified, isStaff: true } }))
      .then([rejected('moderator', 100_000, 'staff_cannot_bid')]);
  });

  it('refuses unverified bidders and bids on a closed sale', () => {
    const unverified = { verified: false, isSeller: false, isConsignor: false };
    given(live)
      .when(bid('b1', 100_000, { bidder: unverified }))
      .then([rejected('b1', 100_000, 'bidder_not_qualified')]);
    given(live)
      .when(bid('b1', 100_000, { saleClosed: true }))
      .then([rejected('b1', 100_000, 'sale_closed')]);
  });

  it('refuses bids before opening, at or after the end (even before the close job), and once closed or cancelled', () => {
    given([scheduled])
      .when(bid('b1', 100_000))
      .then([rejected('b1', 100_000, 'lot_closed')]);
    given(live)
      .when(bid('b1', 100_000, { at: terms.endsAt }))
      .then([rejected('b1', 100_000, 'lot_closed', terms.endsAt)]);
    const closed: AuctionEvent = {
      type: 'AuctionClosed',
      data: { auctionId: 'a1', at: terms.endsAt, outcome: 'no_bids' },
    };
    given([...live, closed])
      .when(bid('b1', 100_000))
      .then([rejected('b1', 100_000, 'lot_closed')]);
    const cancelled: AuctionEvent = {
      type: 'AuctionCancelled',
      data: { auctionId: 'a1', cancelledBy: 'admin', reason: 'withdrawn', at: T },
    };
    given([...live, cancelled])
      .when(bid('b1', 100_000))
      .then([rejected('b1', 100_000, 'lot_closed')]);
  });

  it('throws on a malformed bid instead of recording it', () => {
    given(live).when(bid('b1', 0)).thenError('validation_failed');
    given(live)
      .when(bid('b1', 150_000, { maxAmount: 140_000 }))
      .thenError('validation_failed');
    given(live)
      .when(bid('b1', 150_000, { at: 'yesterday' }))
      .thenError('validation_failed');
  });

  it('never refuses a bid because the reserve is not met', () => {
    given([...live, placed(1, 'b1', 1, 100_000)])
      .when(bid('b2', 110_000))
      .then([placed(2, 'b2', 2, 110_000)]);
  });
});

describe('auction decider: maximum (proxy) bids', () => {
  it('opens at the bid amount and keeps the maximum in its own private event', () => {
    given(live)
      .when(bid('b1', 100_000, { maxAmount: 250_000 }))
      .then([maximum('b1', 250_000), placed(1, 'b1', 1, 100_000)]);
  });

  it("answers a lower bid with the leader's proxy one increment above it, refusing the lower one", () => {
    const b1max = [...live, maximum('b1', 250_000), placed(1, 'b1', 1, 100_000)];
    given(b1max)
      .when(bid('b2', 150_000))
      .then([rejected('b2', 150_000, 'outbid_by_maximum'), placed(2, 'b1', 1, 160_000, true)]);
  });

  it('runs a proxy war: the earlier maximum is exhausted, the higher one leads one step above it', () => {
    const b1max = [...live, maximum('b1', 200_000), placed(1, 'b1', 1, 100_000)];
    given(b1max)
      .when(bid('b2', 110_000, { maxAmount: 280_000 }))
      .then([maximum('b2', 280_000), placed(2, 'b1', 1, 200_000, true), placed(3, 'b2', 2, 210_000, true)]);
    // A newcomer's maximum below the leader's loses, and the leader's proxy still rises to meet it.
    const b2leads = [
      ...b1max,
      maximum('b2', 280_000),
      placed(2, 'b1', 1, 200_000, true),
      placed(3, 'b2', 2, 210_000, true),
    ];
    given(b2leads)
      .when(bid('b3', 220_000, { maxAmount: 270_000 }))
      .then([maximum('b3', 270_000), rejected('b3', 220_000, 'outbid_by_maximum'), placed(4, 'b2', 2, 280_000, true)]);
  });

  it('gives equal maximums to the earlier one', () => {
    const b1max = [...live, maximum('b1', 250_000), placed(1, 'b1', 1, 100_000)];
    given(b1max)
      .when(bid('b2', 250_000))
      .then([rejected('b2', 250_000, 'outbid_by_maximum'), placed(2, 'b1', 1, 250_000, true)]);
    given(b1max)
      .when(bid('b2', 120_000, { maxAmount: 250_000 }))
      .then([maximum('b2', 250_000), rejected('b2', 120_000, 'outbid_by_maximum'), placed(2, 'b1', 1, 250_000, true)]);
  });

  it('lifts the price to the hidden reserve when a maximum reaches it, and not otherwise', () => {
    given(live)
      .when(bid('b1', 100_000, { maxAmount: 400_000 }))
      .then([maximum('b1', 400_000), placed(1, 'b1', 1, 300_000, true)]);
    given(live)
      .when(bid('b1', 100_000, { maxAmount: 290_000 }))
      .then([maximum('b1', 290_000), placed(1, 'b1', 1, 100_000)]);
    given([...live, placed(1, 'b1', 1, 100_000)])
      .when(bid('b1', 100_000, { maxAmount: 350_000 }))
      .then([maximum('b1', 350_000), placed(2, 'b1', 1, 300_000, true)]);
  });
});

describe('auction decider: soft close', () => {
  const end = terms.endsAt;
  it('extends the end to N minutes after a bid in the last N minutes, and not earlier bids', () => {
    given(live)
      .when(bid('b1', 100_000, { at: at('19:59:00') }))
      .then([placed(1, 'b1', 1, 100_000, false, at('19:59:00')), extended(end, at('20:01:00'))]);
    given(live)
      .when(bid('b1', 100_000, { at: at('19:57:59') }))
      .then([placed(1, 'b1', 1, 100_000, false, at('19:57:59'))]);
  });

  it('chains extensions, bids between the first end and the new one, and closes only at the latest end', () => {
    const first = [...live, placed(1, 'b1', 1, 100_000, false, at('19:59:00')), extended(end, at('20:01:00'))];
    given(first)
      .when(bid('b2', 110_000, { at: at('20:00:30') }))
      .then([placed(2, 'b2', 2, 110_000, false, at('20:00:30')), extended(at('20:01:00'), at('20:02:30'))]);
    const second = [
      ...first,
      placed(2, 'b2', 2, 110_000, false, at('20:00:30')),
      extended(at('20:01:00'), at('20:02:30')),
    ];
    given(second)
      .when({ type: 'CloseAuction', auctionId: 'a1', at: at('20:01:00') })
      .thenError('not_yet_ended');
    given(second)
      .when(bid('b1', 120_000, { at: at('20:02:30') }))
      .then([rejected('b1', 120_000, 'lot_closed', at('20:02:30'))]);
  });

  it('does not extend for a refused bid or a private maximum raise', () => {
    const leading = [...live, placed(1, 'b1', 1, 100_000)];
    given(leading)
      .when(bid('b2', 100_000, { at: at('19:59:00') }))
      .then([rejected('b2', 100_000, 'below_minimum', at('19:59:00'))]);
    given(leading)
      .when(bid('b1', 100_000, { maxAmount: 200_000, at: at('19:59:00') }))
      .then([maximum('b1', 200_000, at('19:59:00'))]);
  });
});
