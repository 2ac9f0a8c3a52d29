/**
 * The back-office's auction reads and the auditor's replay over HTTP: staff only, react-admin list
 * conventions, bids with bidders for staff, and a replay whose recomputed outcome matches the recorded one
 * with a valid hash chain.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { markEventLog } from '../../testing/appended-events.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { auctionForm, inMs } from '../testing/auction-forms.js';

let stack: TestStack;
const browsers: Record<string, TestBrowser> = {};
let auctionId: string;

beforeAll(async () => {
  stack = await startTestStack();
  for (const name of ['admin', 'auditor', 'moderator', 'collector', 'gallery'])
    browsers[name] = await stack.signIn(`${name}@example.sa`);
  const endsAt = Date.now() + 2500;
  const res = await stack.call(
    browsers.admin!,
    'POST',
    '/api/admin/auctions',
    auctionForm({ lotId: 'lot-replay', reserve: 1500, softCloseMinutes: 0, endsAt: new Date(endsAt).toISOString() }),
  );
  auctionId = res.body.id;
  await stack.call(browsers.admin!, 'POST', `/api/admin/auctions/${auctionId}/open`);
  await stack.call(browsers.collector!, 'POST', `/api/auctions/${auctionId}/bids`, { amount: 1000, maxAmount: 1800 });
  // Refused (below the minimum: the collector's maximum lifted the price to the reserve), and on record.
  await stack.call(browsers.gallery!, 'POST', `/api/auctions/${auctionId}/bids`, { amount: 1200 });
  await stack.call(browsers.gallery!, 'POST', `/api/auctions/${auctionId}/bids`, { amount: 1900 });
  // The timers close it at its end.
  for (let deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if ((await stack.call(null, 'GET', `/api/auctions/${auctionId}`)).body.status === 'ended') break;
    await new Promise((r) => setTimeout(r, 100));
  }
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('GET /api/admin/auctions', () => {
  it('lists for staff with react-admin paging and filters, and refuses others', async () => {
    for (const who of ['admin', 'auditor', 'moderator']) {
      const res = await stack.call(
        browsers[who]!,
        'GET',
        `/api/admin/auctions?filter=${encodeURIComponent('{"status":"ended"}')}&range=[0,9]`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toMatch(/^auctions 0-\d+\/\d+$/);
      expect(res.body.map((a: { id: string }) => a.id)).toContain(auctionId);
    }
    expect((await stack.call(browsers.collector!, 'GET', '/api/admin/auctions')).status).toBe(403);
    expect((await stack.call(null, 'GET', '/api/admin/auctions')).status).toBe(401);
    const bad = await stack.call(
      browsers.admin!,
      'GET',
      `/api/admin/auctions?filter=${encodeURIComponent('{"reserve":1}')}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'filter.reserve' });
    expect(bad.body.details[0].messageAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows staff the reserve, the bidders and the outcome', async () => {
    const res = await stack.call(browsers.auditor!, 'GET', `/api/admin/auctions/${auctionId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reserve: 1500,
      sellerId: demoUserId('artist@example.sa'),
      status: 'ended',
      detail: 'sold',
    });
    expect(res.body.bids[0]).toMatchObject({ bidderId: demoUserId('gallery@example.sa'), amount: 1900 });
    expect((await stack.call(browsers.collector!, 'GET', `/api/admin/auctions/${auctionId}`)).status).toBe(403);
    expect((await stack.call(browsers.admin!, 'GET', '/api/admin/auctions/nope')).status).toBe(404);
  });
});

describe('POST /api/admin/auctions with an artwork', () => {
  it('copies the catalogue entry onto the lot, and refuses an unknown artwork', async () => {
    await stack.runtime.storage.reads.collection('artworks').upsert({
      id: 'art-1',
      title: 'Dunes at Dusk',
      titleAr: 'كثبان عند الغروب',
      status: 'published',
      artistId: demoUserId('artist@example.sa'),
      artist: { id: demoUserId('artist@example.sa'), name: 'Sara', nameAr: 'سارة' },
      images: [
        { id: 'i1', url: '/media/images/i1.webp', thumbnailUrl: '/media/images/i1-t.webp', width: 1, height: 1 },
      ],
    });
    const body = auctionForm({ lotId: 'art-1', artworkId: 'art-1', startsAt: inMs(60_000) });
    const scheduling = await markEventLog(stack.runtime.storage.events);
    const res = await stack.call(browsers.admin!, 'POST', '/api/admin/auctions', body);
    expect(res.status).toBe(201);
    expect(await scheduling.appended('auction-')).toEqual([
      expect.objectContaining({
        streamName: `auction-${res.body.id}`,
        type: 'AuctionScheduled',
        // In halalas, with the catalogue entry on the fact itself.
        data: expect.objectContaining({
          startingBid: 100_000,
          artwork: expect.objectContaining({ artworkId: 'art-1' }),
        }),
      }),
    ]);
    expect(res.body.artwork).toEqual({
      artworkId: 'art-1',
      title: 'Dunes at Dusk',
      titleAr: 'كثبان عند الغروب',
      artistName: 'Sara',
      artistNameAr: 'سارة',
      // Who may not bid on the lot besides its seller: the artwork's artist and gallery.
      artistId: demoUserId('artist@example.sa'),
      galleryId: null,
      imageUrl: '/media/images/i1.webp',
      thumbnailUrl: '/media/images/i1-t.webp',
    });
    const refusals = await markEventLog(stack.runtime.storage.events);
    expect(
      (await stack.call(browsers.admin!, 'POST', '/api/admin/auctions', { ...body, artworkId: 'no-such-art' })).status,
    ).toBe(404);
    expect((await stack.call(browsers.moderator!, 'POST', '/api/admin/auctions', body)).status).toBe(403);
    const bad = await stack.call(browsers.admin!, 'POST', '/api/admin/auctions', {
      ...body,
      artworkId: '',
      startingBid: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['artworkId', 'startingBid']),
    );
    expect(await refusals.appended()).toEqual([]);
  });
});

describe('GET /api/admin/auctions/:id/replay', () => {
  it('steps through every event with price, leader and end, verifies the chain and recomputes the outcome', async () => {
    const res = await stack.call(browsers.auditor!, 'GET', `/api/admin/auctions/${auctionId}/replay`);
    expect(res.status).toBe(200);
    const replay = res.body;
    expect(replay.chain).toMatchObject({ chained: true, valid: true });
    expect(replay.events.map((e: { revision: number }) => e.revision)).toEqual(
      replay.steps.map((s: { revision: number }) => s.revision),
    );
    const bids = replay.steps.filter((s: { type: string }) => s.type === 'BidPlaced');
    expect(bids.map((s: { price: number; leaderPaddle: number }) => [s.price, s.leaderPaddle])).toEqual([
      [150000, 1],
      [180000, 1],
      [190000, 2],
    ]);
    expect(replay.recordedOutcome).toMatchObject({ outcome: 'sold', hammer: 190000, paddle: 2 });
    expect(replay.recomputedOutcome).toEqual(replay.recordedOutcome);
    expect(replay.outcomeMatches).toBe(true);
    expect(replay.publicKeyPem).toMatch(/BEGIN PUBLIC KEY/);
    expect((await stack.call(browsers.collector!, 'GET', `/api/admin/auctions/${auctionId}/replay`)).status).toBe(403);
  });
});
