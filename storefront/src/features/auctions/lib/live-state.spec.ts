import { describe, expect, it, vi } from 'vitest';
import type { Auction } from '../api/auctions-api';
import {
  applyLive,
  applyStanding,
  followLive,
  historyNeedsReload,
  ladder,
  parseLiveEvent,
  singleFlight,
  standingMayChange,
  type LiveMessage,
} from './live-state';

const auction = {
  id: 'a1',
  status: 'live',
  detail: null,
  currentBid: 1000,
  minimumNextBid: 1100,
  bidCount: 1,
  reserveMet: false,
  endsAt: '2026-01-01T10:00:00.000Z',
  hammer: null,
  history: [{ paddle: 1, amount: 1000, at: '2026-01-01T09:00:00.000Z' }],
} as unknown as Auction;

describe('live auction messages', () => {
  it('adds a bid on top of the history with the new price and count', () => {
    const next = applyLive(auction, {
      id: 5,
      event: 'bid',
      data: { amount: 1100, paddle: 2, at: '2026-01-01T09:01:00.000Z', bidCount: 2, minimumNextBid: 1200 },
    });
    expect(next).toMatchObject({ currentBid: 1100, bidCount: 2, minimumNextBid: 1200 });
    expect(next.history.map((b) => b.paddle)).toEqual([2, 1]);
  });

  it('moves the end on an extension and takes the whole picture from a status message', () => {
    expect(
      applyLive(auction, {
        id: 6,
        event: 'extended',
        data: { endsAt: '2026-01-01T10:02:00.000Z', previousEndsAt: auction.endsAt, cause: 'soft_close' },
      }).endsAt,
    ).toBe('2026-01-01T10:02:00.000Z');
    const ended = applyLive(auction, {
      id: 7,
      event: 'status',
      data: {
        status: 'ended',
        detail: 'sold',
        currentBid: 1000,
        minimumNextBid: null,
        bidCount: 1,
        hasReserve: true,
        reserveMet: true,
        endsAt: auction.endsAt,
        hammer: 1000,
      },
    });
    expect(ended).toMatchObject({ status: 'ended', detail: 'sold', hammer: 1000, minimumNextBid: null });
  });

  it('parses only our event types with a numeric id', () => {
    expect(parseLiveEvent('bid', '4', '{"amount":1}')).toEqual({ id: 4, event: 'bid', data: { amount: 1 } });
    expect(parseLiveEvent('message', '4', '{}')).toBeNull();
    expect(parseLiveEvent('bid', 'x', '{}')).toBeNull();
    expect(parseLiveEvent('bid', '4', 'not json')).toBeNull();
  });
});

/** A status message as the feed sends it (the whole public picture), with the fields a test cares about. */
const statusMessage = (id: number, data: Partial<Extract<LiveMessage, { event: 'status' }>['data']>): LiveMessage => ({
  id,
  event: 'status',
  data: {
    status: 'live',
    detail: null,
    currentBid: null,
    minimumNextBid: null,
    bidCount: 0,
    hasReserve: false,
    reserveMet: false,
    endsAt: auction.endsAt,
    hammer: null,
    ...data,
  },
});
const you = (standing: string, paddle: number | null = 1, action = 'bid') =>
  ({
    paddle,
    standing,
    yourBids: [],
    next: { action, minimum: 1100, quickAmounts: [1100, 1200, 1300], yourMaximum: null },
  }) as unknown as Auction['you'];
const bidding = {
  ...auction,
  increments: [
    { from: 0, increment: 100 },
    { from: 1500, increment: 250 },
  ],
};
const bidBy = (paddle: number, id = 5): LiveMessage => ({
  id,
  event: 'bid',
  data: { amount: 1400, paddle, at: '2026-01-01T09:01:00.000Z', bidCount: 2, minimumNextBid: 1500 },
});

describe("the reader's own standing", () => {
  it('asks the server only when a message can change it in a way it does not tell: own paddle, a new paddle, status; never for a visitor', () => {
    expect(standingMayChange(auction, bidBy(2))).toBe(false); // a visitor
    expect(standingMayChange({ ...auction, you: you('not_bidding', null) }, bidBy(2))).toBe(true);
    expect(standingMayChange({ ...auction, you: you('outbid') }, bidBy(2))).toBe(false);
    expect(standingMayChange({ ...auction, you: you('outbid') }, bidBy(1))).toBe(true); // their maximum answering
    // Their own bid, which its answer (revision 5) already told them about.
    expect(standingMayChange({ ...auction, you: you('winning'), youRevision: 5 }, bidBy(1, 5))).toBe(false);
    expect(standingMayChange({ ...auction, you: you('winning'), youRevision: 5 }, bidBy(1, 6))).toBe(true);
    // A displaced leader is outbid for certain: no read.
    expect(standingMayChange({ ...auction, you: you('leading') }, bidBy(2))).toBe(false);
    expect(standingMayChange({ ...auction, you: you('winning') }, bidBy(2))).toBe(false);
    // A signed-in reader with no paddle yet: only a new paddle (maybe theirs, from another device) is worth a read.
    expect(standingMayChange({ ...auction, you: you('not_bidding', null) }, bidBy(1))).toBe(false);
    const extended: LiveMessage = {
      id: 6,
      event: 'extended',
      data: { endsAt: auction.endsAt, previousEndsAt: auction.endsAt, cause: 'soft_close' },
    };
    expect(standingMayChange({ ...auction, you: you('winning') }, extended)).toBe(false);
    const closed = statusMessage(7, { status: 'ended', bidCount: 1 });
    expect(standingMayChange({ ...auction, you: you('outbid') }, closed)).toBe(true);
    expect(standingMayChange({ ...auction, you: you('not_bidding', null) }, closed)).toBe(false);
  });

  it("moves a non-leader's next amounts with the price along the increment bands, and closes them at the end", () => {
    const next = applyLive({ ...bidding, you: you('outbid') }, bidBy(2));
    expect(next.you!.next).toMatchObject({ action: 'bid', minimum: 1500, quickAmounts: [1500, 1750, 2000] });
    const leader = applyLive({ ...bidding, you: you('winning', 1, 'raise_maximum') }, bidBy(2));
    expect(leader.you).toMatchObject({ standing: 'outbid', next: { action: 'bid', minimum: 1500, yourMaximum: null } });
    const proxy = applyLive({ ...bidding, you: you('winning', 2, 'raise_maximum') }, bidBy(2));
    expect(proxy.you!.next).toMatchObject({ action: 'raise_maximum', minimum: 1100 }); // fetched, not guessed
    const closed = applyLive(
      { ...bidding, you: you('not_bidding', null) },
      statusMessage(8, { status: 'ended', detail: 'no_bids', bidCount: 1 }),
    );
    expect(closed.you!.next).toMatchObject({ action: 'closed', minimum: null, quickAmounts: [] });
    expect(ladder([{ from: 0, increment: 0.5 }], 10.1, 3)).toEqual([10.1, 10.6, 11.1]);
  });

  it('takes the standing read into the cached lot, keeping the own bids already shown', () => {
    const merged = applyStanding(
      {
        ...auction,
        you: {
          ...you('outbid')!,
          yourBids: [{ sequence: 1, amount: 1000, at: 'x', byProxy: false, retracted: false }],
        },
      },
      {
        auctionId: 'a1',
        paddle: 1,
        standing: 'winning',
        highestBid: 1400,
        maximum: 2000,
        minimumNextBid: 2100,
        next: { action: 'raise_maximum', minimum: 2100, quickAmounts: [2100], yourMaximum: 2000 },
        won: null,
      },
    );
    expect(merged.you).toMatchObject({
      standing: 'winning',
      next: { yourMaximum: 2000 },
      yourBids: [{ amount: 1000 }],
    });
  });

  it('reads the whole lot again only after a retraction (a status message with fewer bids)', () => {
    const status = (bidCount: number) => statusMessage(9, { bidCount });
    expect(historyNeedsReload({ ...auction, bidCount: 3 }, status(2))).toBe(true);
    expect(historyNeedsReload({ ...auction, bidCount: 3 }, status(3))).toBe(false);
    expect(historyNeedsReload({ ...auction, bidCount: 3 }, bidBy(2))).toBe(false);
  });

  it('keeps one standing read in flight, and one more after it however many messages came meanwhile', async () => {
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const trigger = singleFlight(run);
    trigger();
    trigger();
    trigger();
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('names the one read a message calls for', () => {
    expect(followLive({ ...bidding, you: you('outbid') }, bidBy(1)).followUp).toBe('standing');
    expect(followLive({ ...bidding, you: you('outbid') }, bidBy(2)).followUp).toBe('none');
    const retracted = followLive({ ...bidding, you: you('outbid') }, statusMessage(9, { bidCount: 0 }));
    expect(retracted).toMatchObject({ followUp: 'lot', auction: { bidCount: 0 } });
  });

  it('caps the history kept on a page left open on a hot lot', () => {
    const long = { ...auction, history: Array.from({ length: 1000 }, (_, i) => ({ paddle: 1, amount: i, at: 'x' })) };
    expect(applyLive(long, bidBy(2)).history).toHaveLength(1000);
  });
});
