import { describe, expect, it } from 'vitest';
import type { Auction } from '../api/auctions-api';
import { applyLive, parseLiveEvent } from './live-state';

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
