/**
 * The live feed over real HTTP: two watchers see the same bids in revision order, a reconnect with
 * Last-Event-ID gets exactly what it missed, maximums and bidder ids never travel, unknown auctions are 404,
 * and a feed that keeps only the latest bids still counts right when an old bid is retracted.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { AuctionLiveHub } from '../live/auction-live-hub.js';
import { SseReader } from '../live/testing/sse-reader.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { auctionForm } from '../testing/auction-forms.js';

let stack: TestStack;
const browsers: Record<string, TestBrowser> = {};
const readers: SseReader[] = [];
const PUBLIC_TYPES = [
  'AuctionScheduled',
  'AuctionOpened',
  'BidPlaced',
  'AuctionExtended',
  'AuctionClosed',
  'AuctionCancelled',
  'BidRetracted',
];

async function liveAuction(): Promise<string> {
  const scheduled = await stack.call(browsers.admin!, 'POST', '/api/admin/auctions', auctionForm({ reserve: 5000 }));
  expect(scheduled.status).toBe(201);
  expect((await stack.call(browsers.admin!, 'POST', `/api/admin/auctions/${scheduled.body.id}/open`)).status).toBe(200);
  return scheduled.body.id;
}

const bid = async (who: string, auctionId: string, amount: number, maxAmount?: number) =>
  (
    await stack.call(
      browsers[who]!,
      'POST',
      `/api/auctions/${auctionId}/bids`,
      maxAmount === undefined ? { amount } : { amount, maxAmount },
    )
  ).status;

async function connect(auctionId: string, headers: Record<string, string> = {}, query = ''): Promise<SseReader> {
  const reader = await SseReader.open(`${stack.baseUrl}/api/auctions/${auctionId}/live${query}`, headers);
  readers.push(reader);
  return reader;
}

/** The revisions the feed must carry after `after`, straight from the stream. */
async function publicRevisionsAfter(auctionId: string, after: number): Promise<number[]> {
  const events = await stack.runtime.storage.events.readStream(`auction-${auctionId}`);
  return events.filter((e) => e.revision > after && PUBLIC_TYPES.includes(e.type)).map((e) => e.revision);
}

beforeAll(async () => {
  // The long-history case bids fifty times from two accounts.
  process.env.AUCTION_BID_RATE_LIMIT = '1000/10';
  stack = await startTestStack();
  delete process.env.AUCTION_BID_RATE_LIMIT;
  for (const name of ['admin', 'artist', 'collector', 'gallery'])
    browsers[name] = await stack.signIn(`${name}@example.sa`);
}, 60_000);
afterAll(async () => {
  for (const reader of readers) reader.close();
  await stack?.close();
});

describe('GET /api/auctions/:id/live', () => {
  let auctionId: string;
  let first: SseReader;
  let second: SseReader;

  it('streams the same bids to two watchers, with increasing revision ids, after a status baseline', async () => {
    auctionId = await liveAuction();
    [first, second] = await Promise.all([connect(auctionId), connect(auctionId)]);
    for (const reader of [first, second]) {
      expect(reader.response.status).toBe(200);
      expect(reader.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(reader.response.headers.get('cache-control')).toMatch(/no-cache/);
      expect(reader.response.headers.get('x-accel-buffering')).toBe('no');
      const [baseline] = await reader.waitFor(1);
      expect(baseline).toEqual({
        id: 1,
        event: 'status',
        data: expect.objectContaining({ status: 'live', bidCount: 0, minimumNextBid: 1000, currentBid: null }),
      });
    }
    expect(await bid('collector', auctionId, 1000)).toBe(201);
    expect(await bid('gallery', auctionId, 1100)).toBe(201);
    for (const reader of [first, second]) {
      const bids = (await reader.waitFor(3)).slice(1);
      expect(bids.map((m) => [m.event, m.data.amount, m.data.paddle, m.data.bidCount, m.data.minimumNextBid])).toEqual([
        ['bid', 1000, 1, 1, 1100],
        ['bid', 1100, 2, 2, 1200],
      ]);
      expect(bids[0]!.id).toBeGreaterThan(1);
      expect(bids[1]!.id).toBeGreaterThan(bids[0]!.id);
    }
    expect(first.messages).toEqual(second.messages);
  });

  it('gives a client reconnecting with Last-Event-ID exactly the messages it missed, then live ones', async () => {
    const seen = first.lastId;
    first.close();
    expect(await bid('collector', auctionId, 1200, 4321.5)).toBe(201);
    expect(await bid('gallery', auctionId, 1300)).toBe(422);
    expect(await bid('gallery', auctionId, 2000)).toBe(422);
    const missed = await publicRevisionsAfter(auctionId, seen);
    expect(missed.length).toBeGreaterThanOrEqual(3);
    const byHeader = await connect(auctionId, { 'last-event-id': String(seen) });
    const byQuery = await connect(auctionId, {}, `?lastEventId=${seen}`);
    for (const reader of [byHeader, byQuery]) {
      const replayed = await reader.waitFor(missed.length);
      expect(replayed.map((m) => m.id)).toEqual(missed);
      expect(replayed).toEqual(second.messages.filter((m) => m.id > seen));
    }
    expect(await bid('gallery', auctionId, 2500)).toBe(422);
    const all = await publicRevisionsAfter(auctionId, seen);
    for (const reader of [byHeader, byQuery]) {
      expect((await reader.waitFor(all.length)).map((m) => m.id)).toEqual(all);
    }
    expect((await second.waitFor(3 + all.length)).map((m) => m.id)).toEqual([
      1,
      ...(await publicRevisionsAfter(auctionId, 1)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(byHeader.messages.length).toBe(all.length);
    expect(byHeader.messages.every((m) => m.event === 'bid' || m.event === 'status' || m.event === 'extended')).toBe(
      true,
    );
  });

  it('never sends a maximum, a refusal or a bidder id', async () => {
    const stream = await stack.runtime.storage.events.readStream(`auction-${auctionId}`);
    expect(stream.some((e) => e.type === 'MaximumBidSet')).toBe(true);
    expect(stream.some((e) => e.type === 'BidRejected')).toBe(true);
    // The maximum was never reached, so no public bid carries its amount.
    expect(stream.filter((e) => e.type === 'BidPlaced').map((e) => e.data.amount)).not.toContain(432150);
    const text = readers.map((r) => r.raw).join('\n');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [
      '4321.5',
      '432150',
      '500000',
      'reserve"',
      'maxAmount',
      'bidderId',
      'outbid_by_maximum',
      'rejected',
      demoUserId('collector@example.sa'),
      demoUserId('gallery@example.sa'),
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown auction, and forgets watchers that disconnect', async () => {
    const unknown = await fetch(`${stack.baseUrl}/api/auctions/no-such-auction/live`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    const hub = stack.http.app.get(AuctionLiveHub);
    expect(hub.watcherCount).toBeGreaterThan(0);
    for (const reader of readers) reader.close();
    const deadline = Date.now() + 3000;
    while (hub.watcherCount > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hub.watcherCount).toBe(0);
  });
});

describe('GET /api/auctions/:id/live on a long history', () => {
  it('counts every bid and follows the retraction of an early one, while each feed keeps only the latest bids', async () => {
    const auctionId = await liveAuction();
    const watching = await connect(auctionId);
    await watching.waitFor(1);
    for (let i = 0; i < 50; i++)
      expect(await bid(i % 2 ? 'gallery' : 'collector', auctionId, 1000 + i * 100)).toBe(201);
    const bids = (await watching.waitFor(51)).filter((m) => m.event === 'bid');
    expect(bids.map((m) => m.data.bidCount)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const late = await connect(auctionId);
    expect((await late.waitFor(1))[0]!.data).toMatchObject({ bidCount: 50, currentBid: 5900 });

    const retracted = await stack.call(browsers.admin!, 'POST', `/api/admin/auctions/${auctionId}/retract-bid`, {
      sequence: 2,
      reason: 'Entered by mistake',
    });
    expect(retracted.status).toBe(200);
    for (const reader of [watching, late]) {
      const status = (await reader.waitFor(reader === watching ? 52 : 2)).at(-1)!;
      expect(status).toMatchObject({ event: 'status', data: { bidCount: 49, currentBid: 5900 } });
    }
    // The top bid retracted: the price falls to the one below it, which a trimmed fold still has.
    await stack.call(browsers.admin!, 'POST', `/api/admin/auctions/${auctionId}/retract-bid`, {
      sequence: 50,
      reason: 'Entered by mistake',
    });
    expect((await watching.waitFor(53)).at(-1)).toMatchObject({
      event: 'status',
      data: { bidCount: 48, currentBid: 5800 },
    });
  }, 60_000);
});
