/**
 * Representation requests between artists and galleries, the back-office lists and featuring, and curated
 * collections, over HTTP on the PostgreSQL server. Artworks come from the artworks context; here a few
 * published and draft documents stand in the `artworks` read model (its contract shape) so collections can
 * be checked without that context's upload flow.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { seededProfilesStack } from '../testing/seeded-profiles-stack.js';
import { expectRefused } from '../../testing/expect-refused.js';
import { DEMO_ARTISTS, DEMO_ARTIST_ACCOUNT_ID, DEMO_GALLERIES } from '../demo/profiles.demo-data.js';
import { DEMO_GALLERY_ACCOUNT_ID } from '../demo/profiles.demo-data.js';

let artist: TestBrowser;
let gallery: TestBrowser;
let collector: TestBrowser;
let admin: TestBrowser;
let moderator: TestBrowser;
let auditor: TestBrowser;
let newArtist: TestBrowser;
let newArtistId: string;

const otherGallery = DEMO_GALLERIES[1]!.id; // no account
const accountlessArtist = DEMO_ARTISTS.find(
  (a) => a.userId === null && !DEMO_GALLERIES[0]!.representedArtistIds.includes(a.id),
)!.id;

/** A representation request from `who` (an artist naming a gallery, a gallery inviting an artist), and an answer to one. */
const askRepresentation = (who: TestBrowser, body: Record<string, unknown>) =>
  stack().call(who, 'POST', '/api/representation-requests', body);
const answerRequest = (who: TestBrowser, id: string, answer: 'accept' | 'decline' | 'withdraw') =>
  stack().call(who, 'POST', `/api/representation-requests/${id}/${answer}`);
/** The ids of the representation requests a person sees (as the artist or the gallery of each). */
const requestIdsSeenBy = async (who: TestBrowser): Promise<string[]> =>
  (await stack().call(who, 'GET', '/api/representation-requests')).body.items.map((r: { id: string }) => r.id);

const artwork = (n: number, status: 'published' | 'draft', category: string) => ({
  id: `fa000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Work ${n}`,
  titleAr: `عمل ${n}`,
  description: '',
  descriptionAr: '',
  artistId: DEMO_ARTIST_ACCOUNT_ID,
  artist: { id: DEMO_ARTIST_ACCOUNT_ID, name: 'Abdulrahman Al-Shehri', nameAr: 'عبدالرحمن الشهري' },
  galleryId: DEMO_GALLERY_ACCOUNT_ID,
  gallery: { id: DEMO_GALLERY_ACCOUNT_ID, name: 'Najd Contemporary', nameAr: 'نجد المعاصر' },
  category,
  style: 'contemporary',
  medium: 'oil',
  year: 2024,
  price: 1000 * n,
  currency: 'SAR',
  images: [
    {
      id: `img-${n}`,
      url: `/media/images/${n}.webp`,
      thumbnailUrl: `/media/images/${n}-t.webp`,
      width: 800,
      height: 600,
    },
  ],
  availability: 'available',
  status,
  featured: false,
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  publishedAt: status === 'published' ? '2026-01-02T00:00:00.000Z' : null,
  updatedAt: '2026-01-02T00:00:00.000Z',
});
const WORKS = [
  artwork(1, 'published', 'calligraphy'),
  artwork(2, 'published', 'painting'),
  artwork(3, 'draft', 'painting'),
];

const stack = seededProfilesStack({}, (seeded) =>
  seeded.runtime.storage.reads.collection('artworks').upsertMany(WORKS),
);

beforeAll(async () => {
  [artist, gallery, collector, admin, moderator, auditor, newArtist] = await Promise.all(
    ['artist', 'gallery', 'collector', 'admin', 'moderator', 'auditor', 'newcomer'].map((n) =>
      stack().signIn(`${n}@example.sa`),
    ),
  );
  await stack().call(newArtist, 'POST', '/api/user/roles', { roles: ['artist'] });
  const created = await stack().call(newArtist, 'PUT', '/api/artists/me', {
    name: 'Omar Al-Ghamdi',
    nameAr: 'عمر الغامدي',
    nationality: 'Saudi Arabia',
  });
  newArtistId = created.body.id;
});

describe('representation requests', () => {
  let requestId: string;

  it('lets an artist ask a gallery; both sides see it with names', async () => {
    const res = await askRepresentation(newArtist, {
      galleryId: DEMO_GALLERY_ACCOUNT_ID,
      message: 'I would like to show with you.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      artistId: newArtistId,
      galleryId: DEMO_GALLERY_ACCOUNT_ID,
      direction: 'artist_to_gallery',
      status: 'pending',
      artist: { nameAr: 'عمر الغامدي' },
      gallery: { name: 'Najd Contemporary' },
    });
    requestId = res.body.id;
    expect(await requestIdsSeenBy(gallery)).toContain(requestId);
    expect(await requestIdsSeenBy(newArtist)).toEqual([requestId]);
    expect(await requestIdsSeenBy(artist)).not.toContain(requestId);
  });

  it('refuses a second pending request between the same two', async () => {
    const res = await askRepresentation(newArtist, { galleryId: DEMO_GALLERY_ACCOUNT_ID, message: 'Again' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('request_pending');
  });

  it('lets the gallery decline; the artist may then ask again', async () => {
    const declined = await answerRequest(gallery, requestId, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    const again = await askRepresentation(newArtist, { galleryId: DEMO_GALLERY_ACCOUNT_ID, message: 'Once more' });
    expect(again.status).toBe(201);
    requestId = again.body.id;
  });

  it('lets only the asked side answer, then adds the artist to the gallery', async () => {
    expect((await answerRequest(newArtist, requestId, 'accept')).status).toBe(403);
    expect((await answerRequest(artist, requestId, 'decline')).status).toBe(403);
    expect((await answerRequest(collector, requestId, 'accept')).status).toBe(403);
    const accepted = await answerRequest(gallery, requestId, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    const artists = await stack().call(null, 'GET', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}/artists`);
    expect(artists.body.map((a: { id: string }) => a.id)).toContain(newArtistId);
    const stream = await stack().runtime.storage.events.readStream(`gallery-${DEMO_GALLERY_ACCOUNT_ID}`);
    expect(stream.at(-1)).toMatchObject({ type: 'ArtistRepresented', data: { artistId: newArtistId, requestId } });
    expect((await answerRequest(gallery, requestId, 'accept')).status).toBe(200);
    expect((await answerRequest(gallery, requestId, 'decline')).status).toBe(422);
    expect((await answerRequest(newArtist, requestId, 'withdraw')).status).toBe(422);
  });

  it('refuses asking a gallery that already represents the artist', async () => {
    const res = await askRepresentation(artist, { galleryId: DEMO_GALLERY_ACCOUNT_ID });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('already_represented');
  });

  it('lets a gallery invite an artist and withdraw the invitation', async () => {
    const res = await askRepresentation(gallery, { artistId: accountlessArtist, message: 'Join us' });
    expect(res.status).toBe(201);
    expect(res.body.direction).toBe('gallery_to_artist');
    expect((await answerRequest(artist, res.body.id, 'accept')).status).toBe(403);
    const withdrawn = await answerRequest(gallery, res.body.id, 'withdraw');
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(withdrawn.body.respondedAt).toEqual(expect.any(String));
  });

  it('refuses inviting an artist the gallery represents; lets an artist withdraw their own request', async () => {
    const invite = await askRepresentation(gallery, { artistId: DEMO_ARTIST_ACCOUNT_ID });
    expect(invite.status).toBe(422);
    expect(invite.body.code).toBe('already_represented');
    const ask = await askRepresentation(artist, { galleryId: otherGallery, message: '' });
    expect(ask.status).toBe(201);
    expect((await answerRequest(artist, ask.body.id, 'withdraw')).body.status).toBe('withdrawn');
  });

  it.each([
    ['galleryId', { message: 'hello' }],
    ['artistId', { galleryId: DEMO_GALLERY_ACCOUNT_ID, artistId: DEMO_ARTIST_ACCOUNT_ID }],
    ['message', { galleryId: otherGallery, message: 'x'.repeat(2001) }],
    ['galleryId', { galleryId: 12 }],
    ['extra', { galleryId: otherGallery, extra: true }],
  ])('refuses a bad %s', async (field, body) => {
    expectRefused(await askRepresentation(artist, body), field);
  });

  it('refuses a gallery naming a gallery, an unknown gallery, and people without a seller role', async () => {
    expectRefused(await askRepresentation(gallery, { galleryId: otherGallery }), 'galleryId');
    expect((await askRepresentation(artist, { galleryId: 'nope' })).status).toBe(404);
    expect((await askRepresentation(collector, { galleryId: otherGallery })).status).toBe(403);
    expect((await stack().call(collector, 'GET', '/api/representation-requests')).status).toBe(403);
    expect((await stack().call(null, 'GET', '/api/representation-requests')).status).toBe(401);
    expect((await stack().call(gallery, 'POST', '/api/representation-requests/nope/accept')).status).toBe(404);
    expect((await stack().call(gallery, 'POST', `/api/representation-requests/${requestId}/approve`)).status).toBe(404);
  });
});

describe('back-office: artists and galleries', () => {
  it('lists artists react-admin style, with search and filters', async () => {
    const res = await stack().call(
      auditor,
      'GET',
      `/api/admin/artists?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{"nationality":"Iraq"}')}`,
    );
    expect(res.status).toBe(200);
    const iraqi = DEMO_ARTISTS.filter((a) => a.nationality === 'Iraq').length;
    expect(res.headers.get('content-range')).toBe(`artists 0-${iraqi - 1}/${iraqi}`);
    expectRefused(
      await stack().call(admin, 'GET', `/api/admin/artists?filter=${encodeURIComponent('{"secret":1}')}`),
      'filter.secret',
    );
    expect((await stack().call(artist, 'GET', '/api/admin/artists')).status).toBe(403);
    expect((await stack().call(auditor, 'GET', `/api/admin/artists/${DEMO_ARTIST_ACCOUNT_ID}`)).body.id).toBe(
      DEMO_ARTIST_ACCOUNT_ID,
    );
  });

  it('lets a moderator or admin feature and unfeature an artist, as events naming them', async () => {
    const target = accountlessArtist;
    const res = await stack().call(moderator, 'POST', `/api/admin/artists/${target}/feature`);
    expect(res.status).toBe(200);
    expect(res.body.featured).toBe(true);
    const events = await stack().runtime.storage.events.readStream(`artist-${target}`);
    expect(events.at(-1)!.type).toBe('ArtistFeatured');
    expect(events.at(-1)!.metadata.actorId).not.toBe('system:demo-seed');
    expect((await stack().call(admin, 'POST', `/api/admin/artists/${target}/unfeature`)).body.featured).toBe(false);
    expect((await stack().call(admin, 'POST', '/api/admin/artists/nope/feature')).status).toBe(404);
  });

  it('refuses featuring to everyone else', async () => {
    for (const who of [auditor, artist, gallery, collector]) {
      expect((await stack().call(who, 'POST', `/api/admin/artists/${accountlessArtist}/feature`)).status).toBe(403);
      expect((await stack().call(who, 'POST', `/api/admin/galleries/${otherGallery}/feature`)).status).toBe(403);
    }
    expect((await stack().call(null, 'POST', `/api/admin/galleries/${otherGallery}/feature`)).status).toBe(401);
  });

  it('lists, shows, features and unfeatures galleries', async () => {
    const res = await stack().call(admin, 'GET', `/api/admin/galleries?filter=${encodeURIComponent('{"q":"مسقط"}')}`);
    expect(res.status).toBe(200);
    expect(res.body.map((g: { location: string }) => g.location)).toEqual(['Muscat']);
    expect(res.headers.get('content-range')).toBe('galleries 0-0/1');
    expect(
      (await stack().call(moderator, 'POST', `/api/admin/galleries/${otherGallery}/unfeature`)).body.featured,
    ).toBe(false);
    expect((await stack().call(moderator, 'POST', `/api/admin/galleries/${otherGallery}/feature`)).body.featured).toBe(
      true,
    );
    expect(
      (await stack().call(auditor, 'GET', `/api/admin/galleries/${otherGallery}`)).body.stats.representedArtists,
    ).toBe(3);
  });
});

describe('collections', () => {
  let collectionId: string;

  it('lets staff create a collection; the public sees it with its published artworks only', async () => {
    const res = await stack().call(admin, 'POST', '/api/admin/collections', {
      name: 'Letters',
      nameAr: 'حروف',
      description: 'Calligraphy',
      descriptionAr: 'خط',
      artworkIds: WORKS.map((w) => w.id),
      featured: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Letters', featured: true, published: true, coverImage: null });
    collectionId = res.body.id;
    const shown = await stack().call(null, 'GET', `/api/collections/${collectionId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.artworks.map((a: { id: string }) => a.id)).toEqual([WORKS[0]!.id, WORKS[1]!.id]);
    expect(shown.body.coverImage).toBe('/media/images/1.webp');
    const featured = await stack().call(null, 'GET', '/api/collections/featured');
    expect(featured.body.map((c: { id: string }) => c.id)).toEqual([collectionId]);
    const list = await stack().call(null, 'GET', `/api/collections?q=${encodeURIComponent('حروف')}`);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: collectionId }] });
  });

  it('refuses a collection whose artworkIds or flags are null, naming the field (the fuzzer found a 500)', async () => {
    const body = { name: 'Riyadh', nameAr: 'الرياض' };
    for (const field of ['artworkIds', 'published', 'featured']) {
      const res = await stack().call(moderator, 'POST', '/api/admin/collections', { ...body, [field]: null });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    const edit = await stack().call(moderator, 'PUT', `/api/admin/collections/${collectionId}`, { artworkIds: null });
    expect(edit.status).toBe(400);
    const list = await stack().call(null, 'GET', `/api/collections?q=Riyadh`);
    expect(list.body.total).toBe(0);
  });

  it('edits through PUT with the whole record react-admin sends back, and unfeatures', async () => {
    const record = (await stack().call(moderator, 'GET', `/api/admin/collections/${collectionId}`)).body;
    const res = await stack().call(moderator, 'PUT', `/api/admin/collections/${collectionId}`, {
      ...record,
      name: 'Letters of Light',
      featured: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Letters of Light', featured: false });
    expect((await stack().call(null, 'GET', '/api/collections/featured')).body).toEqual([]);
    expect((await stack().call(admin, 'POST', `/api/admin/collections/${collectionId}/feature`)).body.featured).toBe(
      true,
    );
    expect((await stack().call(admin, 'POST', `/api/admin/collections/${collectionId}/unfeature`)).body.featured).toBe(
      false,
    );
    const listed = await stack().call(auditor, 'GET', '/api/admin/collections');
    expect(listed.headers.get('content-range')).toBe('collections 0-0/1');
  });

  it('hides an unpublished collection from the public', async () => {
    await stack().call(admin, 'PUT', `/api/admin/collections/${collectionId}`, { published: false });
    expect((await stack().call(null, 'GET', `/api/collections/${collectionId}`)).status).toBe(404);
    expect((await stack().call(null, 'GET', '/api/collections')).body.total).toBe(0);
    await stack().call(admin, 'PUT', `/api/admin/collections/${collectionId}`, { published: true });
    const missing = await stack().call(null, 'GET', '/api/collections/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Collection not found.');
  });

  it.each([
    ['name', { name: '' }],
    ['nameAr', { nameAr: 'x'.repeat(121) }],
    ['description', { description: 3 }],
    ['descriptionAr', { descriptionAr: 'x'.repeat(5001) }],
    ['coverImage', { coverImage: 'ftp://x' }],
    ['artworkIds', { artworkIds: ['missing-work'] }],
    ['artworkIds', { artworkIds: [WORKS[0]!.id, WORKS[0]!.id] }],
    ['published', { published: 'yes' }],
    ['featured', { featured: 1 }],
    ['slug', { slug: 'x' }],
  ])('refuses a collection with a bad %s', async (field, change) => {
    expectRefused(
      await stack().call(admin, 'POST', '/api/admin/collections', { name: 'N', nameAr: 'ن', ...change }),
      field,
    );
  });

  it('lets only admins and moderators change collections', async () => {
    for (const who of [auditor, artist, gallery, collector]) {
      expect((await stack().call(who, 'POST', '/api/admin/collections', { name: 'N', nameAr: 'ن' })).status).toBe(403);
      expect((await stack().call(who, 'PUT', `/api/admin/collections/${collectionId}`, { name: 'N' })).status).toBe(
        403,
      );
      expect((await stack().call(who, 'POST', `/api/admin/collections/${collectionId}/feature`)).status).toBe(403);
    }
    expect((await stack().call(collector, 'GET', '/api/admin/collections')).status).toBe(403);
    expect((await stack().call(admin, 'PUT', '/api/admin/collections/nope', { name: 'N' })).status).toBe(404);
  });
});
