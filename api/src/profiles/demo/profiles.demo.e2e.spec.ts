/**
 * The profiles demo: seeding twice appends nothing the second time; the demo collections gather published
 * artworks by category and style (here a few documents stand in the `artworks` read model, in its contract
 * shape) and are only created once they have works.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { seedProfilesDemo } from './profiles.demo.js';
import { DEMO_COLLECTIONS, seedCollectionsDemo } from './collections.demo.js';
import { DEMO_ARTIST_ACCOUNT_ID, DEMO_ARTISTS, DEMO_GALLERIES } from './profiles.demo-data.js';
import { seedProfilePictureDemo } from './profile-picture.demo.js';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { eventually } from '../../testing/eventually.js';

let stack: TestStack;

async function countEvents(): Promise<number> {
  let n = 0;
  for (const a of DEMO_ARTISTS) n += (await stack.runtime.storage.events.readStream(`artist-${a.id}`)).length;
  for (const g of DEMO_GALLERIES) n += (await stack.runtime.storage.events.readStream(`gallery-${g.id}`)).length;
  return n;
}

const work = (n: number, category: string, style: string, status = 'published') => ({
  id: `fc000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Work ${n}`,
  titleAr: `عمل ${n}`,
  category,
  style,
  status,
  artistId: DEMO_ARTISTS[n]!.id,
  images: [
    { id: `i${n}`, url: `/media/images/${n}.webp`, thumbnailUrl: `/media/images/${n}-t.webp`, width: 10, height: 10 },
  ],
  availability: 'available',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
});
afterAll(async () => {
  await stack?.close();
});

describe('profiles demo', () => {
  it('seeds every artist and gallery once, and nothing on a second start', async () => {
    await seedProfilesDemo(stack.http.app, stack.runtime);
    const first = await countEvents();
    expect(first).toBeGreaterThan(DEMO_ARTISTS.length + DEMO_GALLERIES.length);
    const started = Date.now();
    await seedProfilesDemo(stack.http.app, stack.runtime);
    expect(await countEvents()).toBe(first);
    expect(Date.now() - started).toBeLessThan(2000);
    await stack.runtime.projections.waitUntilCaughtUp();
    const res = await stack.call(null, 'GET', '/api/artists?pageSize=1');
    expect(res.body.total).toBe(DEMO_ARTISTS.length);
    expect((await stack.call(null, 'GET', '/api/galleries?pageSize=1')).body.total).toBe(DEMO_GALLERIES.length);
  });

  it('makes the demo collections from published works, only those that have works, once', async () => {
    await stack.runtime.storage.reads
      .collection('artworks')
      .upsertMany([
        work(1, 'calligraphy', 'calligraphy'),
        work(2, 'painting', 'abstract'),
        work(3, 'photography', 'contemporary'),
        work(4, 'painting', 'figurative'),
        work(5, 'painting', 'abstract', 'draft'),
      ]);
    await seedCollectionsDemo(stack.http.app, stack.runtime);
    await stack.runtime.projections.waitUntilCaughtUp();
    const list = await stack.call(null, 'GET', '/api/collections?sort=name');
    const names = list.body.items.map((c: { name: string }) => c.name);
    expect(names).toEqual([
      'Abstract Horizons',
      'Desert and Sea through the Lens',
      'Faces and Figures',
      'New Gulf Voices',
      'The Art of the Letter',
    ]);
    const abstract = list.body.items.find((c: { name: string }) => c.name === 'Abstract Horizons');
    expect(abstract.artworkIds).toEqual([work(2, '', '').id]);
    expect(abstract.coverImage).toBe('/media/images/2.webp');
    const featured = await stack.call(null, 'GET', '/api/collections/featured');
    expect(featured.body.length).toBe(DEMO_COLLECTIONS.filter((c) => c.featured).length);
    // Sculpture now has works: a later start adds that collection and leaves the others alone.
    await stack.runtime.storage.reads.collection('artworks').upsert(work(6, 'sculpture', 'minimalism'));
    await seedCollectionsDemo(stack.http.app, stack.runtime);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect((await stack.call(null, 'GET', '/api/collections')).body.total).toBe(6);
    expect((await stack.call(null, 'GET', `/api/collections/${abstract.id}`)).body.artworkIds).toEqual([
      work(2, '', '').id,
    ]);
  });

  it('gives the demo artist account a picture of its own upload, completing its profile (a badge), once', async () => {
    const artist = await stack.signIn('artist@example.sa');
    const image = await upload(stack, artist, await pngBytes(), 'studio.png', 'image/png');
    expect(image.status).toBe(201);
    await stack.runtime.storage.reads
      .collection('artworks')
      .upsert({ ...work(0, 'painting', 'contemporary'), images: [image.body] });
    await seedProfilePictureDemo(stack.http.app, stack.runtime);
    const profile = await stack.call(null, 'GET', `/api/artists/${DEMO_ARTIST_ACCOUNT_ID}`);
    expect(profile.body.profileImage).toBe(image.body.url);
    const badges = await eventually(async () => {
      const res = await stack.call(null, 'GET', `/api/achievements/${DEMO_ARTIST_ACCOUNT_ID}`);
      return res.body.earned?.some((b: { id: string }) => b.id === 'profile_complete') ? res.body : null;
    }, 30_000);
    // Others are still to earn, the counted one with its progress.
    expect(badges.locked.find((b: { id: string }) => b.id === 'ten_works')).toMatchObject({
      progress: { current: 0, goal: 10 },
    });
    const before = await countEvents();
    await seedProfilePictureDemo(stack.http.app, stack.runtime);
    expect(await countEvents()).toBe(before);
  });
});
