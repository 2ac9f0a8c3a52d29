/**
 * The auctions demo on a catalogue of published works: 5 ended lots with results (sold and reserve not met),
 * 3 upcoming (one sale), at least 3 live with demo bids, artwork titles and covers on the cards; the demo
 * collector won one (their `/collector` page lists it); a second start adds nothing while enough are live; no
 * catalogue means a skip, not a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { seedAuctionsDemo } from './auctions.demo.js';

let stack: TestStack;

/** Published works as the artworks context's read model holds them (contract shape, the fields we read). */
function artwork(i: number) {
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    title: `Desert Light ${i}`,
    titleAr: `ضوء الصحراء ${i}`,
    status: 'published',
    artistId: `artist-${i}`,
    artist: { id: `artist-${i}`, name: `Artist ${i}`, nameAr: `الفنان ${i}` },
    galleryId: null,
    gallery: null,
    price: 4000 + i * 1000,
    currency: 'SAR',
    images: [
      {
        id: `img-${i}`,
        url: `/media/images/${i}.webp`,
        thumbnailUrl: `/media/images/${i}-t.webp`,
        width: 800,
        height: 600,
      },
    ],
  };
}

const list = async (status: string) =>
  (await stack.call(null, 'GET', `/api/auctions?status=${status}&pageSize=100`)).body;

beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('auctions demo', () => {
  it('skips with a log line when the catalogue has no published works', async () => {
    await seedAuctionsDemo(stack.http.app, stack.runtime);
    expect((await stack.call(null, 'GET', '/api/auctions')).body.total).toBe(0);
  });

  it('seeds live, upcoming and ended lots on published works, with results decided by their bids', async () => {
    await stack.runtime.storage.reads.collection('artworks').upsertMany([1, 2, 3, 4, 5, 6, 7].map(artwork));
    await seedAuctionsDemo(stack.http.app, stack.runtime);
    await stack.runtime.projections.waitUntilCaughtUp();
    const [live, upcoming, ended] = [await list('live'), await list('upcoming'), await list('ended')];
    expect(live.total).toBeGreaterThanOrEqual(3);
    expect(upcoming.total).toBe(3);
    expect(ended.total).toBe(5);
    expect(ended.items.map((a: { detail: string }) => a.detail).sort()).toEqual([
      'reserve_not_met',
      'reserve_not_met',
      'sold',
      'sold',
      'sold',
    ]);
    for (const a of live.items) {
      expect(a.bidCount).toBeGreaterThanOrEqual(2);
      expect(Date.parse(a.endsAt) - Date.now()).toBeGreaterThan(20 * 3_600_000);
      expect(a.artwork).toMatchObject({
        title: expect.stringContaining('Desert Light'),
        titleAr: expect.stringContaining('ضوء'),
        imageUrl: expect.stringMatching(/^\/media\//),
      });
    }
    expect(new Set(upcoming.items.map((a: { saleId: string }) => a.saleId)).size).toBe(1);
    const sold = ended.items.find((a: { detail: string }) => a.detail === 'sold');
    const closed = (await stack.runtime.storage.events.readStream(`auction-${sold.id}`)).find(
      (e) => e.type === 'AuctionClosed',
    )!;
    expect(closed.data).toMatchObject({ outcome: 'sold', hammer: sold.hammer * 100 });
    expect(closed.data.total).toBe((closed.data.hammer as number) + (closed.data.premium as number));
  });

  it('gives the demo collector a won lot, as their own page reads it', async () => {
    const collector = await stack.signIn('collector@example.sa');
    const won = await stack.call(collector, 'GET', '/api/auctions/won');
    expect(won.status).toBe(200);
    expect(won.body.items).toHaveLength(1);
    expect(won.body.items[0]).toMatchObject({
      title: expect.stringContaining('Desert Light'),
      hammer: expect.any(Number),
    });
  });

  it('adds nothing on the next start while 3 are live and 3 upcoming', async () => {
    const before = (await stack.call(null, 'GET', '/api/auctions')).body.total;
    await seedAuctionsDemo(stack.http.app, stack.runtime);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect((await stack.call(null, 'GET', '/api/auctions')).body.total).toBe(before);
  });

  it('lets a demo account bid on a live demo lot', async () => {
    const collector = await stack.signIn('collector@example.sa');
    const [lot] = (await list('live')).items;
    const detail = await stack.call(collector, 'GET', `/api/auctions/${lot.id}`);
    const amount = detail.body.you.next.minimum;
    const res = await stack.call(
      collector,
      'POST',
      `/api/auctions/${lot.id}/bids`,
      detail.body.you.next.action === 'bid' ? { amount } : { amount, maxAmount: amount },
    );
    expect(res.status).toBe(201);
  });
});
