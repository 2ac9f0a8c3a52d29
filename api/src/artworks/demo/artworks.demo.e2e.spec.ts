/**
 * The artworks demo: 300 published bilingual works with generated images, a dozen featured, mixed
 * availability, works of the demo artist and gallery accounts; seeded only once. (How long seeding takes is
 * measured by hand, never asserted: it depends on the machine's load.)
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { markEventLog } from '../../testing/appended-events.js';
import { DEMO_ARTIST_ACCOUNT_ID, DEMO_GALLERY_ACCOUNT_ID } from '../../profiles/index.js';
import { seedArtworksDemo } from './artworks.demo.js';

let stack: TestStack;
const dataDir = `/tmp/ga-test-artworks-demo-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  await seedArtworksDemo(stack.http.app, stack.runtime);
  await stack.runtime.projections.waitUntilCaughtUp();
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('artworks demo', () => {
  it('a second run adds nothing', async () => {
    const log = await markEventLog(stack.runtime.storage.events);
    await seedArtworksDemo(stack.http.app, stack.runtime);
    expect(await log.appendedTypes()).toEqual([]);
    expect(await stack.runtime.storage.reads.collection('artworks').count()).toBe(302);
  });

  it('publishes 300 works with every availability and a dozen featured', async () => {
    const list = await stack.call(null, 'GET', '/api/artworks?pageSize=1');
    expect(list.body.total).toBe(300);
    const availability = Object.fromEntries(
      list.body.facets.availability.map((f: { value: string; count: number }) => [f.value, f.count]),
    );
    expect(Object.keys(availability).sort()).toEqual(['available', 'on_loan', 'reserved', 'sold']);
    expect(list.body.facets.category.length).toBeGreaterThanOrEqual(8);
    expect((await stack.call(null, 'GET', '/api/artworks/featured')).body).toHaveLength(12);
  });

  it("includes works of the demo artist and gallery accounts, and the artist's drafts", async () => {
    const byArtist = await stack.call(null, 'GET', `/api/artworks?artistId=${DEMO_ARTIST_ACCOUNT_ID}`);
    expect(byArtist.body.total).toBeGreaterThanOrEqual(10);
    const byGallery = await stack.call(null, 'GET', `/api/artworks?galleryId=${DEMO_GALLERY_ACCOUNT_ID}`);
    expect(byGallery.body.total).toBeGreaterThanOrEqual(10);
    const artist = await stack.signIn('artist@example.sa');
    const mine = await stack.call(artist, 'GET', '/api/artworks/mine?pageSize=100');
    expect(mine.body.items.filter((w: { status: string }) => w.status === 'draft')).toHaveLength(2);
  });

  it('finds Arabic titles with and without hamza and taa marbuta', async () => {
    const withHamza = await stack.call(null, 'GET', `/api/artworks?q=${encodeURIComponent('أحمد')}&pageSize=100`);
    const without = await stack.call(null, 'GET', `/api/artworks?q=${encodeURIComponent('احمد')}&pageSize=100`);
    expect(withHamza.body.total).toBeGreaterThan(5);
    expect(without.body.total).toBe(withHamza.body.total);
    const lawha = await stack.call(null, 'GET', `/api/artworks?q=${encodeURIComponent('لوحه')}`);
    expect(lawha.body.items.some((w: { titleAr: string }) => w.titleAr.includes('لوحة'))).toBe(true);
  });

  it("serves each work's generated image", async () => {
    const [work] = (await stack.call(null, 'GET', '/api/artworks?pageSize=1')).body.items;
    const res = await fetch(`${stack.baseUrl}${work.images[0].url}`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', work.images[0].width, work.images[0].height]);
  });
});
