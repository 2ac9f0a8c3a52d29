/**
 * The artworks context over HTTP on the PostgreSQL server: owners' commands with their permissions and bad
 * input per field, the public catalogue (filters, sorts, facets, Arabic search), featured and similar works,
 * the back-office list and moderation, search across types, and a rebuild that gives identical documents.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { artworkBody, pngBytes, upload } from '../testing/artwork-fixtures.js';
import { DEMO_ARTISTS, DEMO_GALLERIES, seedProfilesDemo } from '../../profiles/index.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';

let stack: TestStack;
const browsers: Record<string, TestBrowser> = {};
const as = (name: string) => browsers[name]!;
const arabic = /[\u0600-\u06FF]/;
const dataDir = `/tmp/ga-test-artworks-${process.pid}-${Date.now()}`;
const run = Math.random().toString(36).slice(2, 8);

async function imageFor(who: string): Promise<string> {
  const { status, body } = await upload(stack, as(who), await pngBytes(), 'work.png', 'image/png');
  expect(status).toBe(201);
  return body.id;
}

async function createArtwork(who: string, overrides: Record<string, unknown> = {}) {
  const res = await stack.call(as(who), 'POST', '/api/artworks', artworkBody(await imageFor(who), overrides));
  expect(res.status).toBe(201);
  return res.body;
}

async function published(who: string, overrides: Record<string, unknown> = {}) {
  const work = await createArtwork(who, overrides);
  const res = await stack.call(as(who), 'POST', `/api/artworks/${work.id}/publish`);
  expect(res.status).toBe(200);
  return res.body;
}

const fieldsOf = (body: { details: { field: string }[] }) => [...new Set(body.details.map((d) => d.field))].sort();

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  // The demo gallery's profile, which represents the demo artist's account.
  await seedProfilesDemo(stack.http.app, stack.runtime);
  for (const name of ['admin', 'moderator', 'artist', 'gallery', 'collector'])
    browsers[name] = await stack.signIn(`${name}@example.sa`);
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('creating and editing artworks', () => {
  it('an artist creates a draft of their own, priced in SAR, with the image as cover', async () => {
    const work = await createArtwork('artist');
    expect(work).toMatchObject({
      title: 'Desert Dawn',
      titleAr: 'فجر الصحراء',
      status: 'draft',
      availability: 'available',
      featured: false,
      artistId: demoUserId('artist@example.sa'),
      artist: { id: demoUserId('artist@example.sa'), name: 'Abdulrahman Al-Shehri' },
      galleryId: null,
      gallery: null,
      price: 12500.5,
      currency: 'SAR',
      category: 'painting',
      categoryAr: 'لوحة زيتية ومائية',
      publishedAt: null,
      signed: true,
      certificateOfAuthenticity: true,
    });
    expect(work.images).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/media\/images\//), width: 320, height: 200 }),
    ]);
    expect(work._stream).toBeUndefined();
    const events = await stack.runtime.storage.events.readStream(`artwork-${work.id}`);
    expect(events.map((e) => e.type)).toEqual(['ArtworkCreated']);
    expect(events[0]!.data).toMatchObject({ priceHalalas: 1250050 });
  });

  it('a draft is not public', async () => {
    const work = await createArtwork('artist');
    const res = await stack.call(null, 'GET', `/api/artworks/${work.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Artwork not found.', messageAr: expect.stringMatching(arabic) });
  });

  it('a gallery creates a work naming the artist; without one it is told to choose', async () => {
    const work = await createArtwork('gallery', { artistId: demoUserId('artist@example.sa') });
    expect(work).toMatchObject({
      artistId: demoUserId('artist@example.sa'),
      galleryId: demoUserId('gallery@example.sa'),
      gallery: { id: demoUserId('gallery@example.sa') },
    });
    const { artistId: _none, ...body } = artworkBody(await imageFor('gallery')) as Record<string, unknown>;
    const res = await stack.call(as('gallery'), 'POST', '/api/artworks', body);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['artistId']);
    const unknown = await stack.call(as('gallery'), 'POST', '/api/artworks', { ...body, artistId: 'nobody-at-all' });
    expect([unknown.status, fieldsOf(unknown.body)]).toEqual([400, ['artistId']]);
  });

  it('a gallery creates works only for artists it represents; an artist only for itself', async () => {
    const stranger = DEMO_ARTISTS.find((a) => !DEMO_GALLERIES[0]!.representedArtistIds.includes(a.id))!.id;
    const byGallery = await stack.call(
      as('gallery'),
      'POST',
      '/api/artworks',
      artworkBody(await imageFor('gallery'), { artistId: stranger }),
    );
    expect([byGallery.status, byGallery.body.code]).toEqual([403, 'artist_not_represented']);
    expect(byGallery.body.messageAr).toMatch(arabic);
    const byArtist = await stack.call(
      as('artist'),
      'POST',
      '/api/artworks',
      artworkBody(await imageFor('artist'), { artistId: stranger }),
    );
    expect([byArtist.status, byArtist.body.code]).toEqual([403, 'not_your_artist']);
  });

  it('a collector cannot create, and a visitor must sign in', async () => {
    expect((await stack.call(as('collector'), 'POST', '/api/artworks', artworkBody('x'))).status).toBe(403);
    expect((await stack.call(null, 'POST', '/api/artworks', artworkBody('x'))).status).toBe(401);
  });

  it('refuses bad input naming each field in both languages, and records nothing', async () => {
    const image = await imageFor('artist');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ titleAr: undefined }, 'titleAr'],
      [{ category: 'weaving' }, 'category'],
      [{ year: 3000 }, 'year'],
      [{ year: 'old' }, 'year'],
      [{ price: -1 }, 'price'],
      [{ price: 10.555 }, 'price'],
      [{ price: 'cheap' }, 'price'],
      [{ currency: 'USD' }, 'currency'],
      [{ availability: 'lost' }, 'availability'],
      [{ images: 'one' }, 'images'],
      [{ images: Array(13).fill(image) }, 'images'],
      [{ tags: ['x'.repeat(41)] }, 'tags'],
      [{ tags: Array(21).fill('t') }, 'tags'],
      [{ signed: 'yes' }, 'signed'],
      [{ certificateOfAuthenticity: 1 }, 'certificateOfAuthenticity'],
      [{ description: 'x'.repeat(5001) }, 'description'],
      [{ descriptionAr: 5 }, 'descriptionAr'],
      [{ medium: 'x'.repeat(121) }, 'medium'],
      [{ mediumAr: 1 }, 'mediumAr'],
      [{ style: 1 }, 'style'],
      [{ dimensions: 1 }, 'dimensions'],
      [{ provenance: 1 }, 'provenance'],
      [{ condition: 1 }, 'condition'],
      [{ frame: 1 }, 'frame'],
      [{ edition: 1 }, 'edition'],
      [{ insurance: 1 }, 'insurance'],
      [{ shipping: 1 }, 'shipping'],
      [{ categoryAr: 1 }, 'categoryAr'],
      [{ status: 'published' }, 'status'],
      [{ images: ['not-an-upload'] }, 'images'],
    ];
    const before = (await stack.call(as('artist'), 'GET', '/api/artworks/mine')).body.total;
    for (const [change, field] of cases) {
      const res = await stack.call(as('artist'), 'POST', '/api/artworks', artworkBody(image, change));
      expect([res.status, field]).toEqual([400, field]);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.details[0].messageAr).toMatch(arabic);
    }
    expect((await stack.call(as('artist'), 'GET', '/api/artworks/mine')).body.total).toBe(before);
  });

  it('refuses an image someone else uploaded', async () => {
    const res = await stack.call(as('artist'), 'POST', '/api/artworks', artworkBody(await imageFor('collector')));
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['images']);
  });

  it("the owner edits; another artist's work cannot be edited by the artist", async () => {
    const own = await createArtwork('artist');
    const edited = await stack.call(as('artist'), 'PATCH', `/api/artworks/${own.id}`, {
      title: 'Desert Dusk',
      category: 'drawing',
      price: 900,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Desert Dusk', category: 'drawing', categoryAr: 'رسم', price: 900 });
    // A second artist: the organiser account is given the artist role.
    expect(
      (
        await stack.call(as('admin'), 'POST', `/api/admin/users/${demoUserId('organiser@example.sa')}/change-role`, {
          roles: ['artist'],
        })
      ).status,
    ).toBe(200);
    const otherArtist = await stack.signIn('organiser@example.sa');
    const refused = await stack.call(otherArtist, 'PATCH', `/api/artworks/${own.id}`, { title: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'not_owner', messageAr: expect.stringMatching(arabic) });
    expect((await stack.call(otherArtist, 'POST', `/api/artworks/${own.id}/publish`)).status).toBe(403);
    expect((await stack.call(otherArtist, 'POST', `/api/artworks/${own.id}/price`, { price: 1 })).status).toBe(403);
    expect((await stack.call(as('gallery'), 'PATCH', `/api/artworks/${own.id}`, { title: 'Ours' })).status).toBe(403);
    expect((await stack.call(as('collector'), 'PATCH', `/api/artworks/${own.id}`, { title: 'x' })).status).toBe(403);
  });

  it('refuses bad edits per field and unknown fields', async () => {
    const own = await createArtwork('artist');
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ titleAr: '  ' }, 'titleAr'],
      [{ category: 'x' }, 'category'],
      [{ price: -3 }, 'price'],
      [{ artistId: 'x' }, 'artistId'],
    ] as const) {
      const res = await stack.call(as('artist'), 'PATCH', `/api/artworks/${own.id}`, body);
      expect([res.status, fieldsOf(res.body)]).toEqual([400, [field]]);
    }
    expect((await stack.call(as('artist'), 'PATCH', '/api/artworks/does-not-exist', { title: 'x' })).status).toBe(404);
  });
});

describe('publishing, availability and price', () => {
  it('publishes, withdraws and publishes again; a collector cannot publish', async () => {
    const work = await createArtwork('artist');
    expect((await stack.call(as('collector'), 'POST', `/api/artworks/${work.id}/publish`)).status).toBe(403);
    const done = await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/publish`);
    expect(done.body).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await stack.call(null, 'GET', `/api/artworks/${work.id}`)).body.title).toBe('Desert Dawn');
    expect(
      (await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/withdraw`, { reason: 'Sold privately' })).body
        .status,
    ).toBe('withdrawn');
    expect((await stack.call(null, 'GET', `/api/artworks/${work.id}`)).status).toBe(404);
    expect((await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/publish`)).body.status).toBe('published');
  });

  it('withdrawing a draft is refused with a bilingual reason', async () => {
    const work = await createArtwork('artist');
    const res = await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/withdraw`, {});
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'not_published', messageAr: expect.stringMatching(arabic) });
  });

  it('moves availability by the rules: reserved, released, sold (final for the owner), corrected by an admin', async () => {
    const work = await published('artist');
    const move = (who: string, availability: unknown) =>
      stack.call(as(who), 'POST', `/api/artworks/${work.id}/availability`, { availability });
    expect((await move('artist', 'reserved')).body.availability).toBe('reserved');
    expect((await move('artist', 'available')).body.availability).toBe('available');
    expect((await move('artist', 'sold')).body.availability).toBe('sold');
    expect((await move('artist', 'available')).status).toBe(422);
    expect((await move('gallery', 'available')).status).toBe(403);
    expect(fieldsOf((await move('artist', 'gone')).body)).toEqual(['availability']);
    expect(
      fieldsOf((await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/availability`, {})).body),
    ).toEqual(['availability']);
    expect((await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/price`, { price: 10 })).status).toBe(422);
    expect((await move('admin', 'available')).body.availability).toBe('available');
    const events = await stack.runtime.storage.events.readStream(`artwork-${work.id}`);
    expect(
      events
        .filter((e) => e.type === 'ArtworkAvailabilityChanged')
        .map((e) => (e.data as { availability: string }).availability),
    ).toEqual(['reserved', 'available', 'sold', 'available']);
  });

  it('changes the price, clears it, and refuses bad prices per field', async () => {
    const work = await published('artist');
    const price = (body: unknown, who = 'artist') =>
      stack.call(as(who), 'POST', `/api/artworks/${work.id}/price`, body);
    expect((await price({ price: 4999.99 })).body.price).toBe(4999.99);
    expect((await price({ price: null })).body.price).toBeNull();
    for (const bad of [{ price: -1 }, { price: 1.234 }, { price: 'free' }, { price: 100_000_001 }, {}]) {
      const res = await price(bad);
      expect([res.status, fieldsOf(res.body)]).toEqual([400, ['price']]);
    }
    expect((await price({ price: 5 }, 'gallery')).status).toBe(403);
    expect((await price({ price: 5 }, 'collector')).status).toBe(403);
  });

  it('lists my works in every status, for artists and galleries only', async () => {
    const draft = await createArtwork('artist', { title: `Mine ${run}` });
    const mine = await stack.call(as('artist'), 'GET', '/api/artworks/mine?pageSize=100');
    expect(mine.body.items.map((w: { id: string }) => w.id)).toContain(draft.id);
    expect(mine.body.total).toBeGreaterThan(3);
    expect((await stack.call(as('collector'), 'GET', '/api/artworks/mine')).status).toBe(403);
    expect(fieldsOf((await stack.call(as('artist'), 'GET', '/api/artworks/mine?pageSize=500')).body)).toEqual([
      'pageSize',
    ]);
  });
});

describe('the public catalogue', () => {
  let calligraphy: { id: string };
  let painting: { id: string };

  beforeAll(async () => {
    calligraphy = await published('artist', {
      title: `Lawha ${run}`,
      titleAr: `لوحة الخط ${run}`,
      category: 'calligraphy',
      style: 'calligraphy',
      price: 3000,
      medium: 'Ink',
      mediumAr: 'حبر',
    });
    painting = await published('gallery', {
      artistId: demoUserId('artist@example.sa'),
      title: `Ahmad portrait ${run}`,
      titleAr: `صورة أحمد ${run}`,
      category: 'painting',
      price: 8000,
      availability: 'reserved',
    });
    await published('artist', { title: `Quiet sea ${run}`, category: 'painting', price: 500 });
  });

  it('finds Arabic words with or without hamza and taa marbuta', async () => {
    const lawha = await stack.call(null, 'GET', `/api/artworks?q=${encodeURIComponent(`لوحه ${run}`)}`);
    expect(lawha.body.items.map((w: { id: string }) => w.id)).toEqual([calligraphy.id]);
    const ahmad = await stack.call(null, 'GET', `/api/artworks?q=${encodeURIComponent(`احمد ${run}`)}`);
    expect(ahmad.body.items.map((w: { id: string }) => w.id)).toEqual([painting.id]);
  });

  it('filters by category, availability and price range, sorts, pages and counts facets', async () => {
    const res = await stack.call(
      null,
      'GET',
      `/api/artworks?q=${run}&category=painting&minPrice=1000&maxPrice=9000&sort=price_desc`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((w: { id: string }) => w.id)).toEqual([painting.id]);
    expect(res.body.total).toBe(1);
    const all = await stack.call(null, 'GET', `/api/artworks?q=${run}&sort=price_asc&pageSize=2`);
    expect(all.body.items.map((w: { price: number }) => w.price)).toEqual([500, 3000]);
    expect(all.body.total).toBe(3);
    expect(all.body.facets.category).toEqual([
      { value: 'painting', count: 2 },
      { value: 'calligraphy', count: 1 },
    ]);
    expect(all.body.facets.availability).toEqual([
      { value: 'available', count: 2 },
      { value: 'reserved', count: 1 },
    ]);
    expect(Object.keys(all.body.facets).sort()).toEqual(['availability', 'category', 'medium', 'style']);
    const reserved = await stack.call(null, 'GET', `/api/artworks?q=${run}&availability=reserved`);
    expect(reserved.body.items.map((w: { id: string }) => w.id)).toEqual([painting.id]);
    const page2 = await stack.call(null, 'GET', `/api/artworks?q=${run}&sort=price_asc&pageSize=2&page=2`);
    expect(page2.body.items.map((w: { price: number }) => w.price)).toEqual([8000]);
  });

  it('refuses bad filters per field', async () => {
    for (const [query, field] of [
      ['category=x', 'category'],
      ['availability=gone', 'availability'],
      ['sort=random', 'sort'],
      ['minPrice=abc', 'minPrice'],
      ['maxPrice=-5', 'maxPrice'],
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const res = await stack.call(null, 'GET', `/api/artworks?${query}`);
      expect([res.status, fieldsOf(res.body)]).toEqual([400, [field]]);
    }
  });

  it("recommends works by the person's stated art preferences first, then the featured ones", async () => {
    const ink = await published('artist', {
      title: `Ink study ${run}`,
      category: 'calligraphy',
      medium: 'Ink on paper',
      mediumAr: 'حبر على ورق',
      style: 'minimalism',
      price: 700,
    });
    const bronze = await published('artist', {
      title: `Bronze ${run}`,
      category: 'sculpture',
      medium: 'Bronze',
      mediumAr: 'برونز',
      price: 40_000,
    });
    expect((await stack.call(null, 'GET', '/api/artworks/recommended')).status).toBe(401);
    // Nothing stated yet: the featured works, as before.
    const featured = await stack.call(null, 'GET', '/api/artworks/featured');
    const before = await stack.call(as('collector'), 'GET', '/api/artworks/recommended');
    expect(before.status).toBe(200);
    expect(before.body.map((w: { id: string }) => w.id)).toEqual(
      featured.body.slice(0, 8).map((w: { id: string }) => w.id),
    );
    const stated = await stack.call(as('collector'), 'PUT', '/api/profile/art-preferences', {
      categories: ['calligraphy', 'sculpture'],
      media: ['Ink on paper'],
      styles: [],
      priceMinSar: 100,
      priceMaxSar: 1_000,
      cities: [],
    });
    expect(stated.status).toBe(200);
    const after = await eventually(async () => {
      const res = await stack.call(as('collector'), 'GET', '/api/artworks/recommended');
      return res.body[0]?.id === ink.id ? res : null;
    }, 10_000);
    const ids = after.body.map((w: { id: string }) => w.id);
    expect(ids.length).toBeLessThanOrEqual(8);
    // The bronze is a sculpture but past the price range; the ink study matches category, medium and price.
    expect(ids).not.toContain(bronze.id);
    expect(after.body.every((w: { status: string }) => w.status === 'published')).toBe(true);
  });

  it('answers similar works: published, not itself, at most 8', async () => {
    const res = await stack.call(null, 'GET', `/api/artworks/${painting.id}/similar`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(8);
    expect(res.body.map((w: { id: string }) => w.id)).not.toContain(painting.id);
    expect(res.body.every((w: { status: string }) => w.status === 'published')).toBe(true);
    expect((await stack.call(null, 'GET', '/api/artworks/nothing/similar')).status).toBe(404);
  });

  it('search answers each type asked for; artists and galleries come from the profiles read models', async () => {
    const all = await stack.call(null, 'GET', `/api/search?q=${encodeURIComponent(`لوحة ${run}`)}`);
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['artists', 'artworks', 'galleries', 'query']);
    expect(all.body.artworks.items.map((w: { id: string }) => w.id)).toEqual([calligraphy.id]);
    expect(all.body.artworks.facets.category).toEqual([{ value: 'calligraphy', count: 1 }]);
    expect(all.body.artists).toEqual({ items: expect.any(Array), total: expect.any(Number) });
    const only = await stack.call(null, 'GET', `/api/search?type=artworks&q=${run}&category=painting`);
    expect(Object.keys(only.body).sort()).toEqual(['artworks', 'query']);
    expect(only.body.artworks.total).toBe(2);
    expect(Object.keys((await stack.call(null, 'GET', '/api/search?type=galleries')).body).sort()).toEqual([
      'galleries',
      'query',
    ]);
    expect(fieldsOf((await stack.call(null, 'GET', '/api/search?type=people')).body)).toEqual(['type']);
  });
});

describe('moderation and the back-office', () => {
  it('moderators feature and unfeature; the featured list shows published featured works; an artist cannot feature', async () => {
    const work = await published('artist', { title: `Featured ${run}` });
    expect((await stack.call(as('artist'), 'POST', `/api/admin/artworks/${work.id}/feature`)).status).toBe(403);
    expect((await stack.call(as('moderator'), 'POST', `/api/admin/artworks/${work.id}/feature`)).body.featured).toBe(
      true,
    );
    const featured = await stack.call(null, 'GET', '/api/artworks/featured');
    expect(Array.isArray(featured.body)).toBe(true);
    expect(featured.body.map((w: { id: string }) => w.id)).toContain(work.id);
    expect(featured.body.length).toBeLessThanOrEqual(12);
    expect((await stack.call(as('admin'), 'POST', `/api/admin/artworks/${work.id}/unfeature`)).body.featured).toBe(
      false,
    );
    expect((await stack.call(as('admin'), 'POST', '/api/admin/artworks/nothing/feature')).status).toBe(404);
  });

  it('a moderator withdraws with a reason; the owner must edit before publishing again', async () => {
    const work = await published('artist');
    expect(
      fieldsOf((await stack.call(as('moderator'), 'POST', `/api/admin/artworks/${work.id}/withdraw`, {})).body),
    ).toEqual(['reason']);
    const withdrawn = await stack.call(as('moderator'), 'POST', `/api/admin/artworks/${work.id}/withdraw`, {
      reason: 'Image does not show the work',
    });
    expect(withdrawn.body).toMatchObject({
      status: 'withdrawn',
      moderation: { reason: 'Image does not show the work' },
    });
    expect((await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/publish`)).body.code).toBe(
      'moderation_hold',
    );
    await stack.call(as('artist'), 'PATCH', `/api/artworks/${work.id}`, { title: 'Desert Dawn (new photo)' });
    expect((await stack.call(as('artist'), 'POST', `/api/artworks/${work.id}/publish`)).body.status).toBe('published');
    expect(
      (await stack.call(as('collector'), 'POST', `/api/admin/artworks/${work.id}/withdraw`, { reason: 'x' })).status,
    ).toBe(403);
  });

  it('lists for react-admin with filters, sort and Content-Range; shows one; auditors read, collectors do not', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'published', q: run }));
    const res = await stack.call(
      as('auditor' in browsers ? 'auditor' : 'admin'),
      'GET',
      `/api/admin/artworks?filter=${filter}&sort=${encodeURIComponent('["price","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^artworks 0-1\/\d+$/);
    expect(res.body.length).toBe(2);
    expect(res.body[0].price).toBeLessThanOrEqual(res.body[1].price);
    const one = await stack.call(as('moderator'), 'GET', `/api/admin/artworks/${res.body[0].id}`);
    expect(one.body.id).toBe(res.body[0].id);
    expect((await stack.call(as('collector'), 'GET', '/api/admin/artworks')).status).toBe(403);
    expect(
      fieldsOf(
        (await stack.call(as('admin'), 'GET', `/api/admin/artworks?filter=${encodeURIComponent('{"secret":1}')}`)).body,
      ),
    ).toEqual(['filter.secret']);
  });

  it('bulk actions report each id; withdraw needs a reason; bad actions are refused', async () => {
    const a = await published('artist');
    const b = await createArtwork('artist');
    const res = await stack.call(as('admin'), 'POST', '/api/admin/artworks/bulk', {
      ids: [a.id, b.id],
      action: 'feature',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ succeeded: 1, failed: 1 });
    expect(res.body.results[1]).toMatchObject({ id: b.id, ok: false, code: 'not_published' });
    expect(
      fieldsOf(
        (await stack.call(as('admin'), 'POST', '/api/admin/artworks/bulk', { ids: [a.id], action: 'withdraw' })).body,
      ),
    ).toEqual(['reason']);
    expect(
      fieldsOf(
        (await stack.call(as('admin'), 'POST', '/api/admin/artworks/bulk', { ids: [a.id], action: 'delete' })).body,
      ),
    ).toEqual(['action']);
    expect(
      fieldsOf(
        (await stack.call(as('admin'), 'POST', '/api/admin/artworks/bulk', { ids: 'all', action: 'feature' })).body,
      ),
    ).toEqual(['ids']);
    expect(
      (await stack.call(as('artist'), 'POST', '/api/admin/artworks/bulk', { ids: [a.id], action: 'feature' })).status,
    ).toBe(403);
    const withdrawn = await stack.call(as('moderator'), 'POST', '/api/admin/artworks/bulk', {
      ids: [a.id],
      action: 'withdraw',
      reason: 'Duplicate',
    });
    expect(withdrawn.body.results[0].artwork).toMatchObject({ status: 'withdrawn', featured: false });
  });
});

describe('the OpenAPI document', () => {
  it('describes the artworks, images and search endpoints', async () => {
    const res = await stack.call(null, 'GET', '/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/images',
        '/api/artworks',
        '/api/artworks/{id}',
        '/api/admin/artworks/bulk',
        '/api/search',
      ]),
    );
    expect(Object.keys(res.body.paths['/api/images'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

describe('rebuilding the read model', () => {
  it('dropping the artworks read model and rebuilding it gives identical documents', async () => {
    const works = stack.runtime.storage.reads.collection('artworks');
    const sort = [{ field: 'id', direction: 'asc' as const }];
    const before = await works.find({ sort });
    expect(before.length).toBeGreaterThan(10);
    await stack.runtime.projections.stop();
    await stack.runtime.storage.reads.clearCollection('artworks');
    expect(await works.count()).toBe(0);
    await stack.runtime.projections.rebuild('artworks');
    expect(await works.find({ sort })).toEqual(before);
    expect((await works.find({ text: { query: `لوحه ${run}`, fields: [] } })).length).toBe(1);
  }, 60_000);
});
