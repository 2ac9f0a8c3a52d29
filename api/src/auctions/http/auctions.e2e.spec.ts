/**
 * The auction slice through HTTP: scheduling, bidding with refusals on record, proxy maximums that never
 * leave the server, shill and input guards, serialised concurrent bids, and the close with its outcome.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { giveKycTier } from '../../testing/kyc-tier.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
const browsers: Record<string, TestBrowser> = {};
const as = (name: string) => browsers[name]!;
const streamOf = async (auctionId: string) => stack.runtime.storage.events.readStream(`auction-${auctionId}`);
const arabic = /[\u0600-\u06FF]/;
/** Every verified non-staff demo account but the seller (staff never bid). */
const BIDDERS = ['collector', 'gallery', 'organiser', 'shipper', 'newcomer'];

/** Terms in SAR: 100 SAR steps (500 above 10,000), 25% premium up to 100,000 then 20%. */
function terms(overrides: Record<string, unknown> = {}) {
  return {
    lotId: `lot-${Math.random().toString(36).slice(2)}`,
    sellerId: demoUserId('artist@example.sa'),
    startingBid: 1000,
    reserve: 5000,
    increments: [
      { from: 0, increment: 100 },
      { from: 10000, increment: 500 },
    ],
    startsAt: new Date(Date.now() - 1000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    premiumTiers: [
      { upTo: 100000, ratePercent: 25 },
      { upTo: null, ratePercent: 20 },
    ],
    ...overrides,
  };
}

async function liveAuction(overrides: Record<string, unknown> = {}): Promise<string> {
  const scheduled = await stack.call(as('admin'), 'POST', '/api/admin/auctions', terms(overrides));
  expect(scheduled.status).toBe(201);
  expect(scheduled.body.status).toBe('upcoming');
  const opened = await stack.call(as('admin'), 'POST', `/api/admin/auctions/${scheduled.body.id}/open`);
  expect(opened.status).toBe(200);
  expect(opened.body.status).toBe('live');
  return scheduled.body.id;
}

const bid = (who: string, auctionId: string, amount: number, maxAmount?: number) =>
  stack.call(
    as(who),
    'POST',
    `/api/auctions/${auctionId}/bids`,
    maxAmount === undefined ? { amount } : { amount, maxAmount },
  );

beforeAll(async () => {
  stack = await startTestStack();
  // The newcomer has no role, so the seeder leaves them at KYC tier 0: they upload an ID and a moderator approves.
  await giveKycTier(stack, 'newcomer@example.sa', 1);
  for (const name of ['admin', 'moderator', 'artist', ...BIDDERS])
    browsers[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('auctions over HTTP', () => {
  let auctionId: string;

  it('schedules and opens an auction, listed as live', async () => {
    auctionId = await liveAuction();
    const live = await stack.call(null, 'GET', '/api/auctions/live');
    expect(live.status).toBe(200);
    expect(live.body.map((a: { id: string }) => a.id)).toContain(auctionId);
    const listed = await stack.call(null, 'GET', '/api/auctions?status=live&page=1&pageSize=100');
    expect(listed.body.total).toBeGreaterThanOrEqual(1);
    expect(listed.body.items.every((a: { status: string }) => a.status === 'live')).toBe(true);
    expect((await stack.call(null, 'GET', '/api/auctions?status=upcoming')).body).toEqual({ items: [], total: 0 });
    expect((await stack.call(null, 'GET', '/api/auctions?pageSize=101')).status).toBe(400);
  });

  it('accepts two bidders, and refuses a bid below the minimum in both languages, on record', async () => {
    const first = await bid('collector', auctionId, 1000);
    expect(first.status).toBe(201);
    expect(first.body.you).toMatchObject({ paddle: 1, standing: 'leading' });
    const second = await bid('gallery', auctionId, 1100);
    expect(second.status).toBe(201);
    expect(second.body.auction).toMatchObject({ currentBid: 1100, minimumNextBid: 1200, bidCount: 2 });
    const low = await bid('collector', auctionId, 1150);
    expect(low.status).toBe(422);
    expect(low.body).toMatchObject({ code: 'below_minimum', message: 'Your bid is below the minimum next bid.' });
    expect(low.body.messageAr).toMatch(arabic);
    const rejected = (await streamOf(auctionId)).filter((e) => e.type === 'BidRejected');
    expect(rejected.at(-1)!.data).toMatchObject({
      reason: 'below_minimum',
      amount: 115000,
      bidderId: demoUserId('collector@example.sa'),
    });
  });

  it('outbids by proxy up to a maximum that never appears in public reads', async () => {
    expect((await bid('collector', auctionId, 1200, 4321.5)).status).toBe(201);
    const beaten = await bid('gallery', auctionId, 1300);
    expect(beaten.status).toBe(422);
    expect(beaten.body.code).toBe('outbid_by_maximum');
    const mine = await stack.call(as('collector'), 'GET', `/api/auctions/${auctionId}`);
    expect(mine.body).toMatchObject({
      currentBid: 1400,
      you: { standing: 'leading', next: { action: 'raise_maximum', yourMaximum: 4321.5 } },
    });
    const theirs = await stack.call(as('gallery'), 'GET', `/api/auctions/${auctionId}`);
    expect(theirs.body.you).toMatchObject({
      standing: 'outbid',
      next: { action: 'bid', minimum: 1500, yourMaximum: null },
    });
    const reads = [
      theirs.body,
      (await stack.call(null, 'GET', `/api/auctions/${auctionId}`)).body,
      (await stack.call(null, 'GET', `/api/auctions/${auctionId}/bids`)).body,
      (await stack.call(null, 'GET', '/api/auctions/live')).body,
      (await stack.call(null, 'GET', '/api/auctions?status=live')).body,
    ];
    const text = JSON.stringify(reads);
    for (const secret of [
      '4321.5',
      '432150',
      'reserve"',
      demoUserId('collector@example.sa'),
      demoUserId('gallery@example.sa'),
      'bidderId',
      'outbid_by_maximum',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(reads[2]!.items.map((b: { paddle: number; amount: number }) => [b.paddle, b.amount])).toEqual([
      [1, 1400],
      [1, 1200],
      [2, 1100],
      [1, 1000],
    ]);
  });

  it('refuses the seller, bad input naming the field, non-admins scheduling, and visitors bidding', async () => {
    const seller = await bid('artist', auctionId, 9000);
    expect(seller.status).toBe(422);
    expect(seller.body.code).toBe('seller_cannot_bid');
    const staff = await bid('moderator', auctionId, 9000);
    expect(staff.status).toBe(422);
    expect(staff.body.code).toBe('staff_cannot_bid');
    const before = (await streamOf(auctionId)).length;
    const bad = await stack.call(as('gallery'), 'POST', `/api/auctions/${auctionId}/bids`, {
      amount: -5,
      maxAmount: 2000.123,
      isAdmin: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['amount', 'maxAmount', 'isAdmin']),
    );
    for (const detail of bad.body.details) expect(detail.messageAr).toMatch(arabic);
    expect((await streamOf(auctionId)).length).toBe(before);
    expect((await stack.call(as('collector'), 'POST', '/api/admin/auctions', terms())).status).toBe(403);
    expect((await stack.call(null, 'POST', `/api/auctions/${auctionId}/bids`, { amount: 9000 })).status).toBe(401);
    expect((await stack.call(as('admin'), 'POST', `/api/admin/auctions/${auctionId}/close`)).body.code).toBe(
      'not_yet_ended',
    );
    expect((await stack.call(null, 'GET', '/api/auctions/no-such-auction')).status).toBe(404);
  });

  it('never accepts two bids at one price under 20 concurrent bids, and the read model matches the stream', async () => {
    const id = await liveAuction({ reserve: null });
    const attempts = Array.from({ length: 20 }, (_, i) =>
      bid(BIDDERS[i % BIDDERS.length]!, id, 1000 + 100 * Math.floor(i / 2)),
    );
    const answers = await Promise.all(attempts);
    expect(answers.every((a) => a.status === 201 || a.status === 422)).toBe(true);
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted.length).toBeGreaterThan(1);
    const placed = (await streamOf(id)).filter((e) => e.type === 'BidPlaced').map((e) => e.data.amount as number);
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    const view = await stack.call(null, 'GET', `/api/auctions/${id}`);
    expect(view.body.bidCount).toBe(placed.length);
    expect(view.body.currentBid * 100).toBe(placed.at(-1));
  });

  it('lets only an admin retract a bid with a reason, and cancel an auction', async () => {
    const id = await liveAuction();
    await bid('collector', id, 1000);
    await bid('gallery', id, 1100);
    const path = `/api/admin/auctions/${id}/retract-bid`;
    expect(
      (await stack.call(as('collector'), 'POST', path, { sequence: 2, reason: 'Entered by mistake' })).status,
    ).toBe(403);
    const noReason = await stack.call(as('admin'), 'POST', path, { sequence: 2 });
    expect(noReason.body.details.map((d: { field: string }) => d.field)).toContain('reason');
    const retracted = await stack.call(as('admin'), 'POST', path, { sequence: 2, reason: 'Entered by mistake' });
    expect(retracted.body).toMatchObject({ currentBid: 1000, bidCount: 1, minimumNextBid: 1100 });
    expect((await streamOf(id)).at(-1)).toMatchObject({
      type: 'BidRetracted',
      data: { sequence: 2, reason: 'Entered by mistake', retractedBy: demoUserId('admin@example.sa') },
    });
    const cancelled = await stack.call(as('admin'), 'POST', `/api/admin/auctions/${id}/cancel`, {
      reason: 'Lot withdrawn',
    });
    expect(cancelled.body).toMatchObject({ status: 'ended', detail: 'cancelled', minimumNextBid: null });
    expect((await bid('gallery', id, 5000)).body.code).toBe('lot_closed');
  });

  it('closes a lot after its end as sold, with hammer and premium decided from the events', async () => {
    const endsAt = Date.now() + 1500;
    const id = await liveAuction({ reserve: 1500, softCloseMinutes: 0, endsAt: new Date(endsAt).toISOString() });
    expect((await bid('collector', id, 2000)).status).toBe(201);
    await new Promise((r) => setTimeout(r, Math.max(0, endsAt - Date.now() + 50)));
    const late = await bid('gallery', id, 3000);
    expect(late.body.code).toBe('lot_closed');
    const closed = await stack.call(as('admin'), 'POST', `/api/admin/auctions/${id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'ended', detail: 'sold', hammer: 2000, currentBid: 2000 });
    const outcome = (await streamOf(id)).find((e) => e.type === 'AuctionClosed')!.data;
    expect(outcome).toMatchObject({
      outcome: 'sold',
      winnerId: demoUserId('collector@example.sa'),
      paddle: 1,
      hammer: 200000,
      premium: 50000,
      total: 250000,
    });
    expect(
      (await stack.call(null, 'GET', '/api/auctions?status=ended')).body.items.map((a: { id: string }) => a.id),
    ).toContain(id);
    const winner = await stack.call(as('collector'), 'GET', `/api/auctions/${id}`);
    expect(winner.body.you).toMatchObject({
      standing: 'winning',
      next: { action: 'closed' },
      won: { hammer: 2000, buyersPremium: 500, total: 2500 },
    });
    // What the winner owes is theirs alone: another signed-in reader and the public see the hammer price only.
    expect((await stack.call(as('gallery'), 'GET', `/api/auctions/${id}`)).body.you.won).toBeNull();
    expect((await stack.call(null, 'GET', `/api/auctions/${id}`)).body).not.toHaveProperty('you');
  });
});

describe('GET /api/auctions/:id/my-standing', () => {
  const standing = (who: string | null, id: string, query = '') =>
    stack.call(who === null ? null : as(who), 'GET', `/api/auctions/${id}/my-standing${query}`);

  it("answers each bidder their own standing, highest bid, maximum and next minimum, from the stream's bids", async () => {
    const id = await liveAuction({ reserve: null });
    expect((await standing('collector', id)).body).toEqual({
      auctionId: id,
      paddle: null,
      standing: 'not_bidding',
      highestBid: null,
      maximum: null,
      minimumNextBid: 1000,
      next: { action: 'bid', minimum: 1000, quickAmounts: [1000, 1100, 1200], yourMaximum: null },
      won: null,
    });
    expect((await bid('collector', id, 1000, 3000)).status).toBe(201);
    expect((await bid('gallery', id, 1100)).status).toBe(422); // the collector's maximum answers it
    expect((await bid('gallery', id, 1300)).status).toBe(422);
    const events = await streamOf(id);
    expect(events.filter((e) => e.type === 'MaximumBidSet').map((e) => e.data)).toEqual([
      expect.objectContaining({ bidderId: demoUserId('collector@example.sa'), maxAmount: 300000 }),
    ]);
    const placed = events.filter((e) => e.type === 'BidPlaced').map((e) => [e.data.paddle, e.data.amount]);
    expect(placed).toEqual([
      [1, 100000],
      [1, 120000],
      [1, 140000],
    ]);

    const leader = await standing('collector', id);
    expect(leader.status).toBe(200);
    expect(leader.body).toMatchObject({
      paddle: 1,
      standing: 'winning', // no reserve: the highest bid wins
      highestBid: 1400,
      maximum: 3000,
      minimumNextBid: 3100,
      next: { action: 'raise_maximum', yourMaximum: 3000 },
    });
    // Ownership: the other bidder sees their own figures only, whatever the request names.
    const other = await standing('gallery', id, `?bidderId=${demoUserId('collector@example.sa')}`);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ paddle: null, standing: 'not_bidding', highestBid: null, maximum: null });
    expect(JSON.stringify(other.body)).not.toMatch(/3000|300000|bidderId/);
    expect(other.body.minimumNextBid).toBe(1500);

    expect((await bid('gallery', id, 3500)).status).toBe(201);
    const collectorBids = (await streamOf(id))
      .filter((e) => e.type === 'BidPlaced' && e.data.bidderId === demoUserId('collector@example.sa'))
      .map((e) => (e.data.amount as number) / 100);
    expect((await standing('collector', id)).body).toMatchObject({
      standing: 'outbid',
      highestBid: Math.max(...collectorBids),
      minimumNextBid: 3600,
      next: { action: 'bid', yourMaximum: null },
    });
    expect((await standing('gallery', id)).body).toMatchObject({ paddle: 2, standing: 'winning', highestBid: 3500 });
    // A read appends nothing.
    const length = (await streamOf(id)).length;
    await standing('collector', id);
    expect((await streamOf(id)).length).toBe(length);
  });

  it('refuses visitors (401) and staff (403, in both languages), and answers 404 for an unknown lot', async () => {
    const id = await liveAuction();
    expect((await standing(null, id)).status).toBe(401);
    const staff = await standing('moderator', id);
    expect(staff.status).toBe(403);
    expect(staff.body).toMatchObject({ code: 'staff_cannot_bid' });
    expect(staff.body.messageAr).toMatch(arabic);
    expect((await standing('admin', id)).status).toBe(403);
    expect((await standing('collector', 'no-such-auction')).status).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await stack.call(null, 'GET', '/api/docs-json');
    const path = docs.body.paths['/api/auctions/{id}/my-standing'];
    expect(path.get.responses['200'].content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['standing', 'highestBid', 'maximum', 'minimumNextBid']),
    );
    expect(Object.keys(path.get.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
  });
});
