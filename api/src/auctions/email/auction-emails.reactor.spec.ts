/**
 * Auction mails: "outbid" to the bidder a bid took the lead from (not when their maximum answered at once), at most
 * once per lot, person and ten minutes; "won" to the winner with the closing's amounts; nothing for a person who
 * switched auction mail off; nothing new on a replay.
 */
import { describe, expect, it } from '@jest/globals';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { onceQueue } from '../../platform/jobs/testing/once-queue.js';
import type { UserContact } from '../../identity/index.js';
import type { AuctionClosed, AuctionEvent, BidPlaced } from '../domain/auction.events.js';
import { auctionEmailsReactor } from './auction-emails.reactor.js';

const auctionId = 'a1';
const scheduled = {
  type: 'AuctionScheduled',
  data: { auctionId, lotId: 'lot-7', artwork: { title: 'Desert Light', titleAr: 'ضوء الصحراء' } },
} as unknown as AuctionEvent;
const bid = (sequence: number, bidderId: string, amount: number, at: string, byProxy = false): BidPlaced =>
  ({
    type: 'BidPlaced',
    data: { auctionId, sequence, bidderId, paddle: sequence, amount, at, byProxy },
  }) as BidPlaced;
const closed: AuctionClosed = {
  type: 'AuctionClosed',
  data: {
    auctionId,
    at: '2026-11-29T12:00:00.000Z',
    outcome: 'sold',
    winnerId: 'reem',
    paddle: 2,
    hammer: 1_000_000,
    premium: 250_000,
    total: 1_250_000,
  },
} as AuctionClosed;
const stored = (event: AuctionEvent, n: number) =>
  ({
    ...event,
    streamName: `auction-${auctionId}`,
    metadata: { eventId: `e${n}`, occurredAt: '2026-11-29T09:00:00.000Z' },
  }) as unknown as StoredEvent<BidPlaced | AuctionClosed>;

/** The reactor on fakes: contacts by id, the lot's stream, and a queue that adds a job id once. */
function harness(stream: AuctionEvent[], people: Record<string, Partial<UserContact>>) {
  const { jobs, enqueued } = onceQueue();
  const contact = async (id: string) =>
    people[id]
      ? ({ email: `${id}@example.sa`, language: 'en', displayName: null, ...people[id] } as UserContact)
      : null;
  const runner = { load: async () => ({ events: stream }) } as unknown as CommandRunner;
  const reactor = auctionEmailsReactor(jobs, { contact }, runner);
  const replay = async () => {
    for (const [n, event] of stream.entries())
      if (event.type === 'BidPlaced' || event.type === 'AuctionClosed') await reactor.react(stored(event, n));
  };
  return { replay, enqueued };
}

const lot = { auctionId, title: 'Desert Light', titleAr: 'ضوء الصحراء' };

describe('auction mails', () => {
  it('tell the previous leader, in their language, that a bid took the lead; a replay enqueues nothing new', async () => {
    const stream = [
      scheduled,
      bid(1, 'noura', 500_000, '2026-11-29T10:00:00.000Z'),
      bid(2, 'reem', 550_000, '2026-11-29T10:01:00.000Z'),
    ];
    const { replay, enqueued } = harness(stream, { noura: { language: 'ar' }, reem: {} });
    await replay();
    await replay();
    expect(enqueued).toEqual([
      { name: 'auctionOutbid', to: 'noura@example.sa', lang: 'ar', data: { ...lot, amount: '5500.00' } },
    ]);
  });

  it('leave alone a leader whose maximum answered the bid at once', async () => {
    const at = '2026-11-29T10:01:00.000Z';
    const stream = [
      scheduled,
      bid(1, 'noura', 500_000, '2026-11-29T10:00:00.000Z'),
      bid(2, 'reem', 550_000, at),
      bid(3, 'noura', 600_000, at, true),
    ];
    const { replay, enqueued } = harness(stream, { noura: {}, reem: {} });
    await replay();
    expect(enqueued).toEqual([]);
  });

  it('mail a bidding war at most once per lot and person every ten minutes', async () => {
    const stream = [
      scheduled,
      bid(1, 'noura', 500_000, '2026-11-29T10:00:00.000Z'),
      bid(2, 'reem', 550_000, '2026-11-29T10:01:00.000Z'),
      bid(3, 'noura', 600_000, '2026-11-29T10:02:00.000Z'),
      bid(4, 'reem', 650_000, '2026-11-29T10:03:00.000Z'),
      bid(5, 'noura', 700_000, '2026-11-29T10:04:00.000Z'),
      bid(6, 'reem', 750_000, '2026-11-29T10:11:00.000Z'),
    ];
    const { replay, enqueued } = harness(stream, { noura: {}, reem: {} });
    await replay();
    expect(enqueued.map((m) => [m.to, (m.data as { amount: string }).amount])).toEqual([
      ['noura@example.sa', '5500.00'],
      ['reem@example.sa', '6000.00'],
      ['noura@example.sa', '7500.00'],
    ]);
  });

  it('tell the winner the amounts the closing states and where to pay, once', async () => {
    const stream = [scheduled, bid(1, 'reem', 1_000_000, '2026-11-29T10:00:00.000Z'), closed];
    const { replay, enqueued } = harness(stream, { reem: { language: 'ar' } });
    await replay();
    await replay();
    expect(enqueued).toEqual([
      {
        name: 'auctionWon',
        to: 'reem@example.sa',
        lang: 'ar',
        data: { ...lot, hammer: '10000.00', premium: '2500.00', total: '12500.00' },
      },
    ]);
  });

  it('enqueue nothing for those who switched auction mail off', async () => {
    const stream = [
      scheduled,
      bid(1, 'noura', 500_000, '2026-11-29T10:00:00.000Z'),
      bid(2, 'reem', 550_000, '2026-11-29T10:01:00.000Z'),
      closed,
    ];
    const off = { emailNotifications: { auctions: false } as UserContact['emailNotifications'] };
    const { replay, enqueued } = harness(stream, { noura: off, reem: off });
    await replay();
    expect(enqueued).toEqual([]);
  });
});
