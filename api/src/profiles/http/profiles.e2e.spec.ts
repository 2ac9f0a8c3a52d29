/**
 * Artist and gallery profiles over HTTP on the PostgreSQL server: lists with search (Arabic normalised),
 * filters, sorts and facets; own-profile create and edit; exhibitions and events; permissions; bad input
 * per field, with nothing appended.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { seededProfilesStack } from '../testing/seeded-profiles-stack.js';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { DEMO_ARTISTS, DEMO_ARTIST_ACCOUNT_ID, DEMO_GALLERIES } from '../demo/profiles.demo-data.js';
import { DEMO_GALLERY_ACCOUNT_ID } from '../demo/profiles.demo-data.js';

const stack = seededProfilesStack();
let artist: TestBrowser;
let gallery: TestBrowser;
let collector: TestBrowser;
const streamLength = async (name: string) => (await stack().runtime.storage.events.readStream(name)).length;
/** A stream's events as the application reads them: names and contacts are stored encrypted with the owner's key. */
const decoded = async (name: string) =>
  Promise.all((await stack().runtime.storage.events.readStream(name)).map((e) => stack().runtime.codec.decode(e)));
const fieldsOf = (body: { details?: Array<{ field: string }> }) => (body.details ?? []).map((d) => d.field);

/** A 400 naming the field in both languages. */
function expectFieldError(res: { status: number; body: any }, field: string) {
  expect(res.status).toBe(400);
  expect(fieldsOf(res.body)).toContain(field);
  const detail = res.body.details.find((d: { field: string }) => d.field === field);
  expect(detail.message).toMatch(/[A-Za-z]/);
  expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
}

beforeAll(async () => {
  [artist, gallery, collector] = await Promise.all(
    ['artist@example.sa', 'gallery@example.sa', 'collector@example.sa'].map((e) => stack().signIn(e)),
  );
});

describe('artist lists', () => {
  it('lists every demo artist with nationality facets, newest first', async () => {
    const res = await stack().call(null, 'GET', '/api/artists?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(DEMO_ARTISTS.length);
    expect(res.body.items).toHaveLength(DEMO_ARTISTS.length);
    const saudi = res.body.facets.nationality.find((f: { value: string }) => f.value === 'Saudi Arabia');
    expect(saudi.count).toBe(DEMO_ARTISTS.filter((a) => a.nationality === 'Saudi Arabia').length);
    expect(res.body.facets.nationality.length).toBe(12);
    const first = res.body.items[0];
    expect(first).toMatchObject({ followerCount: 0, artworkCount: 0 });
    expect(first).not.toHaveProperty('_stream');
  });

  it('filters by nationality and keeps every facet', async () => {
    const res = await stack().call(null, 'GET', '/api/artists?nationality=Egypt&sort=name');
    expect(res.body.items.map((a: { nationality: string }) => a.nationality)).toEqual(
      res.body.items.map(() => 'Egypt'),
    );
    expect(res.body.total).toBe(DEMO_ARTISTS.filter((a) => a.nationality === 'Egypt').length);
    const names = res.body.items.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort());
    expect(res.body.facets.nationality.length).toBe(12);
  });

  it('finds an Arabic name with or without hamza', async () => {
    for (const q of ['احمد', 'أحمد']) {
      const res = await stack().call(null, 'GET', `/api/artists?q=${encodeURIComponent(q)}`);
      expect(res.body.items.map((a: { nameAr: string }) => a.nameAr)).toContain('أحمد الزهراني');
    }
    const latin = await stack().call(null, 'GET', '/api/artists?q=zahrani');
    expect(latin.body.items[0].name).toBe('Ahmad Al-Zahrani');
  });

  it('sorts by the Arabic name for Arabic visitors', async () => {
    const res = await stack().call(null, 'GET', '/api/artists?sort=name&lang=ar&pageSize=100');
    const names = res.body.items.map((a: { nameAr: string }) => a.nameAr);
    expect(names[0]).toMatch(/^أ|^ا/);
    expect(names.indexOf('أحمد الزهراني')).toBeLessThan(names.indexOf('يوسف المطوع'));
    expectFieldError(await stack().call(null, 'GET', '/api/artists?lang=fr'), 'lang');
  });

  it('sorts featured first', async () => {
    const res = await stack().call(null, 'GET', '/api/artists?sort=featured&pageSize=10');
    const featuredCount = DEMO_ARTISTS.filter((a) => a.featured).length;
    expect(res.body.items.slice(0, Math.min(10, featuredCount)).every((a: { featured: boolean }) => a.featured)).toBe(
      true,
    );
  });

  it('answers the featured artists as an array of at most six', async () => {
    const res = await stack().call(null, 'GET', '/api/artists/featured');
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBe(6);
    expect(res.body.every((a: { featured: boolean }) => a.featured)).toBe(true);
  });

  it.each([
    ['nationality', 'nationality=Atlantis'],
    ['sort', 'sort=popular'],
    ['page', 'page=0'],
    ['pageSize', 'pageSize=101'],
    ['q', `q=${'x'.repeat(201)}`],
  ])('refuses a bad %s', async (field, query) => {
    expectFieldError(await stack().call(null, 'GET', `/api/artists?${query}`), field);
  });

  it('shows one artist with stats, or a bilingual 404', async () => {
    const res = await stack().call(null, 'GET', `/api/artists/${DEMO_ARTIST_ACCOUNT_ID}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: DEMO_ARTIST_ACCOUNT_ID,
      userId: DEMO_ARTIST_ACCOUNT_ID,
      nameAr: 'عبدالرحمن الشهري',
      nationalityAr: 'السعودية',
    });
    expect(res.body.stats).toEqual({ artworks: 0, followers: 0, exhibitions: 2 });
    const missing = await stack().call(null, 'GET', '/api/artists/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Artist not found.');
    expect(missing.body.messageAr).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('counts from other read models', () => {
  it('shows followers (community) on artists and galleries', async () => {
    expect(
      (await stack().call(collector, 'POST', `/api/follows/artists/${DEMO_ARTIST_ACCOUNT_ID}`)).status,
    ).toBeLessThan(300);
    expect(
      (await stack().call(collector, 'POST', `/api/follows/galleries/${DEMO_GALLERY_ACCOUNT_ID}`)).status,
    ).toBeLessThan(300);
    await stack().runtime.projections.waitUntilCaughtUp();
    const shown = await stack().call(null, 'GET', `/api/artists/${DEMO_ARTIST_ACCOUNT_ID}`);
    expect(shown.body).toMatchObject({ followerCount: 1, stats: { followers: 1 } });
    const listed = await stack().call(null, 'GET', `/api/galleries?q=${encodeURIComponent('Najd Contemporary')}`);
    expect(listed.body.items.find((g: { id: string }) => g.id === DEMO_GALLERY_ACCOUNT_ID).followerCount).toBe(1);
  });
});

describe('own artist profile', () => {
  it("reads and edits the signed-in artist's profile, as an event carrying the names", async () => {
    expect((await stack().call(artist, 'GET', '/api/artists/me')).body.id).toBe(DEMO_ARTIST_ACCOUNT_ID);
    const res = await stack().call(artist, 'PUT', '/api/artists/me', {
      biography: 'Earth and letter.',
      awards: [{ title: 'Prize', titleAr: 'جائزة', year: 2024 }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      biography: 'Earth and letter.',
      awards: [{ title: 'Prize', titleAr: 'جائزة', year: 2024 }],
    });
    const last = (await decoded(`artist-${DEMO_ARTIST_ACCOUNT_ID}`)).at(-1)!;
    expect(last.type).toBe('ArtistProfileEdited');
    expect(last.data).toMatchObject({
      artistId: DEMO_ARTIST_ACCOUNT_ID,
      name: 'Abdulrahman Al-Shehri',
      nameAr: 'عبدالرحمن الشهري',
      biography: 'Earth and letter.',
    });
    expect(last.metadata.actorId).toBe(DEMO_ARTIST_ACCOUNT_ID);
  });

  it.each([
    ['name', { name: 'x'.repeat(121) }],
    ['nameAr', { nameAr: 42 }],
    ['biography', { biography: 'x'.repeat(5001) }],
    ['biographyAr', { biographyAr: 'x'.repeat(5001) }],
    ['profileImage', { profileImage: 'javascript:alert(1)' }],
    ['nationality', { nationality: 'Atlantis' }],
    ['location', { location: 'x'.repeat(201) }],
    ['locationAr', { locationAr: ['x'] }],
    ['birthYear', { birthYear: 1700 }],
    ['died', { died: 'soon' }],
    ['style', { style: 7 }],
    ['medium', { medium: 'x'.repeat(201) }],
    ['experienceYears', { experienceYears: -1 }],
    ['education', { education: 'x'.repeat(201) }],
    ['educationAr', { educationAr: false }],
    ['awards', { awards: 'many' }],
    ['awards[0].titleAr', { awards: [{ title: 'Prize' }] }],
    ['exhibitions.solo', { exhibitions: { solo: 'x', group: [] } }],
    ['isAdmin', { isAdmin: true }],
    ['name', { name: '   ' }],
  ])('refuses a bad %s and appends nothing', async (field, body) => {
    const before = await streamLength(`artist-${DEMO_ARTIST_ACCOUNT_ID}`);
    expectFieldError(await stack().call(artist, 'PUT', '/api/artists/me', body), field);
    expect(await streamLength(`artist-${DEMO_ARTIST_ACCOUNT_ID}`)).toBe(before);
  });

  it('refuses a death year before the birth year (a rule across fields)', async () => {
    expectFieldError(await stack().call(artist, 'PUT', '/api/artists/me', { died: 1950 }), 'died');
  });

  it('lets only artists use it: collectors and galleries are refused, visitors must sign in', async () => {
    expect((await stack().call(collector, 'PUT', '/api/artists/me', { biography: 'x' })).status).toBe(403);
    expect((await stack().call(gallery, 'PUT', '/api/artists/me', { biography: 'x' })).status).toBe(403);
    expect((await stack().call(null, 'PUT', '/api/artists/me', { biography: 'x' })).status).toBe(401);
    expect((await stack().call(null, 'GET', '/api/artists/me')).status).toBe(401);
  });

  it("creates a new artist's profile on the first save, needing both names and a nationality", async () => {
    const newcomer = await stack().signIn('newcomer@example.sa');
    expect((await stack().call(newcomer, 'POST', '/api/user/roles', { roles: ['artist'] })).status).toBe(200);
    expect((await stack().call(newcomer, 'GET', '/api/artists/me')).status).toBe(404);
    const incomplete = await stack().call(newcomer, 'PUT', '/api/artists/me', { name: 'Omar Al-Ghamdi' });
    expectFieldError(incomplete, 'nameAr');
    expect(fieldsOf(incomplete.body)).toContain('nationality');
    const res = await stack().call(newcomer, 'PUT', '/api/artists/me', {
      name: 'Omar Al-Ghamdi',
      nameAr: 'عمر الغامدي',
      nationality: 'Saudi Arabia',
      style: 'calligraphy',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Omar Al-Ghamdi',
      userId: res.body.id,
      featured: false,
      stats: { artworks: 0, followers: 0, exhibitions: 0 },
    });
    const events = await decoded(`artist-${res.body.id}`);
    expect(events.map((e) => e.type)).toEqual(['ArtistProfileCreated']);
    expect(events[0]!.data).toMatchObject({ artistId: res.body.id, name: 'Omar Al-Ghamdi', nameAr: 'عمر الغامدي' });
  });
});

describe('galleries', () => {
  it('lists galleries with location facets, search and filter', async () => {
    const res = await stack().call(null, 'GET', '/api/galleries?sort=name');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(12);
    const names = res.body.items.map((g: { name: string }) => g.name);
    expect(names).toEqual([...names].sort());
    expect(res.body.facets.location.find((f: { value: string }) => f.value === 'Riyadh').count).toBe(2);
    const riyadh = await stack().call(null, 'GET', '/api/galleries?location=Riyadh');
    expect(riyadh.body.total).toBe(2);
    const search = await stack().call(null, 'GET', `/api/galleries?q=${encodeURIComponent('نجد')}`);
    expect(search.body.items[0].id).toBe(DEMO_GALLERY_ACCOUNT_ID);
  });

  it.each([
    ['sort', 'sort=oldest'],
    ['pageSize', 'pageSize=0'],
    ['location', `location=${'x'.repeat(201)}`],
  ])('refuses a bad %s', async (field, query) => {
    expectFieldError(await stack().call(null, 'GET', `/api/galleries?${query}`), field);
  });

  it('shows a gallery with statistics, dated exhibition and event statuses, and its artists', async () => {
    const res = await stack().call(null, 'GET', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}`);
    expect(res.status).toBe(200);
    const demo = DEMO_GALLERIES.find((g) => g.id === DEMO_GALLERY_ACCOUNT_ID)!;
    expect(res.body.stats).toEqual({
      representedArtists: demo.representedArtistIds.length,
      availableArtworks: 0,
      totalExhibitions: 3,
      yearsInBusiness: new Date().getUTCFullYear() - 2012,
    });
    expect(res.body.exhibitions.map((x: { status: string }) => x.status).sort()).toEqual([
      'current',
      'past',
      'upcoming',
    ]);
    expect(new Set(res.body.events.map((x: { status: string }) => x.status))).toEqual(
      new Set(['upcoming', 'completed', 'ongoing']),
    );
    const artists = await stack().call(null, 'GET', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}/artists`);
    expect(artists.body.map((a: { id: string }) => a.id)).toEqual(demo.representedArtistIds);
    const cancelled = await stack().call(null, 'GET', `/api/galleries/${DEMO_GALLERIES[3]!.id}`);
    expect(cancelled.body.events.map((x: { status: string }) => x.status)).toContain('cancelled');
    const missing = await stack().call(null, 'GET', '/api/galleries/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Gallery not found.');
    expect((await stack().call(null, 'GET', '/api/galleries/nope/artists')).status).toBe(404);
  });

  it('lets the gallery edit its own profile', async () => {
    const res = await stack().call(gallery, 'PUT', '/api/galleries/me', {
      about: 'Saudi contemporary art.',
      social: { instagram: 'https://instagram.com/najd' },
      email: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      about: 'Saudi contemporary art.',
      email: '',
      social: { instagram: 'https://instagram.com/najd', facebook: 'https://facebook.com/najdcontemporary' },
    });
    const last = (await decoded(`gallery-${DEMO_GALLERY_ACCOUNT_ID}`)).at(-1)!;
    expect(last).toMatchObject({
      type: 'GalleryProfileEdited',
      data: { galleryId: DEMO_GALLERY_ACCOUNT_ID, name: 'Najd Contemporary', nameAr: 'نجد المعاصر' },
    });
    expect((await stack().call(gallery, 'GET', '/api/galleries/me')).body.about).toBe('Saudi contemporary art.');
  });

  it.each([
    ['name', { name: '' }],
    ['nameAr', { nameAr: 'x'.repeat(121) }],
    ['about', { about: 1 }],
    ['aboutAr', { aboutAr: 'x'.repeat(5001) }],
    ['establishedYear', { establishedYear: 2999 }],
    ['location', { location: '' }],
    ['locationAr', { locationAr: 5 }],
    ['address', { address: 'x'.repeat(201) }],
    ['addressAr', { addressAr: [] }],
    ['phone', { phone: 'call us' }],
    ['email', { email: 'not-mail' }],
    ['website', { website: 'not a url' }],
    ['openingHours', { openingHours: 3 }],
    ['openingHoursAr', { openingHoursAr: 'x'.repeat(201) }],
    ['social.instagram', { social: { instagram: 'nope' } }],
    ['social.tiktok', { social: { tiktok: 'https://t.example' } }],
    ['specialties', { specialties: 'painting' }],
    ['curator', { curator: 'x'.repeat(121) }],
    ['coverImage', { coverImage: 'data:x' }],
    ['logo', { logo: 12 }],
    ['owner', { owner: 'me' }],
  ])('refuses a bad %s and appends nothing', async (field, body) => {
    const before = await streamLength(`gallery-${DEMO_GALLERY_ACCOUNT_ID}`);
    expectFieldError(await stack().call(gallery, 'PUT', '/api/galleries/me', body), field);
    expect(await streamLength(`gallery-${DEMO_GALLERY_ACCOUNT_ID}`)).toBe(before);
  });

  it("is the gallery role's only: artists and collectors are refused", async () => {
    expect((await stack().call(artist, 'PUT', '/api/galleries/me', { about: 'x' })).status).toBe(403);
    expect((await stack().call(collector, 'GET', '/api/galleries/me')).status).toBe(403);
  });
});

describe('image fields accept only images uploaded through /api/images', () => {
  it.each([
    ['an API route', '/api/logout'],
    ['another path of the app', '/backoffice/'],
    ['another site', 'https://evil.example/pixel.png'],
    ['an upload that does not exist', '/media/images/no-such-image.webp'],
    ['an id that names no upload', 'no-such-image'],
    ['a path that only looks like media', '/media/images/../../api/logout'],
  ])('refuses %s and appends nothing', async (_, value) => {
    const artistStream = `artist-${DEMO_ARTIST_ACCOUNT_ID}`;
    const before = await streamLength(artistStream);
    expectFieldError(await stack().call(artist, 'PUT', '/api/artists/me', { profileImage: value }), 'profileImage');
    expectFieldError(await stack().call(gallery, 'PUT', '/api/galleries/me', { logo: value }), 'logo');
    expect(await streamLength(artistStream)).toBe(before);
  });

  it("takes an upload by id or by either of its /media addresses, stored as the upload's address", async () => {
    const uploaded = await upload(stack(), artist, await pngBytes(), 'portrait.png', 'image/png');
    expect(uploaded.status).toBe(201);
    const { id, url, thumbnailUrl } = uploaded.body as { id: string; url: string; thumbnailUrl: string };
    for (const [value, stored] of [
      [id, url],
      [url, url],
      [thumbnailUrl, thumbnailUrl],
    ]) {
      const res = await stack().call(artist, 'PUT', '/api/artists/me', { profileImage: value });
      expect(res.status).toBe(200);
      expect(res.body.profileImage).toBe(stored);
    }
    expect((await stack().call(artist, 'PUT', '/api/artists/me', { profileImage: null })).body.profileImage).toBeNull();
  });
});

describe('exhibitions and events', () => {
  const exhibition = {
    title: 'Letters of Light',
    titleAr: 'حروف من نور',
    kind: 'solo',
    startDate: '2030-01-10',
    endDate: '2030-02-10',
    artistIds: [DEMO_ARTIST_ACCOUNT_ID],
  };

  it('adds, edits and removes an exhibition', async () => {
    const added = await stack().call(gallery, 'POST', '/api/galleries/me/exhibitions', exhibition);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ...exhibition, status: 'upcoming', description: '' });
    const edited = await stack().call(gallery, 'PATCH', `/api/galleries/me/exhibitions/${added.body.id}`, {
      startDate: '2020-01-01',
      endDate: '2020-02-01',
    });
    expect(edited.body).toMatchObject({ title: 'Letters of Light', status: 'past' });
    const bad = await stack().call(gallery, 'PATCH', `/api/galleries/me/exhibitions/${added.body.id}`, {
      endDate: '2019-01-01',
    });
    expectFieldError(bad, 'endDate');
    expect((await stack().call(gallery, 'DELETE', `/api/galleries/me/exhibitions/${added.body.id}`)).status).toBe(204);
    expect((await stack().call(gallery, 'DELETE', `/api/galleries/me/exhibitions/${added.body.id}`)).status).toBe(404);
    expect((await stack().call(gallery, 'PATCH', '/api/galleries/me/exhibitions/nope', { title: 'x' })).status).toBe(
      404,
    );
    const doc = await stack().call(null, 'GET', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}`);
    expect(doc.body.exhibitions.map((x: { id: string }) => x.id)).not.toContain(added.body.id);
  });

  it.each([
    ['title', { title: '' }],
    ['titleAr', { titleAr: undefined }],
    ['kind', { kind: 'duo' }],
    ['startDate', { startDate: 'tomorrow' }],
    ['endDate', { endDate: '2030-01-01' }],
    ['description', { description: 'x'.repeat(5001) }],
    ['descriptionAr', { descriptionAr: 9 }],
    ['artistIds', { artistIds: 'all' }],
    ['venue', { venue: 'x' }],
  ])('refuses an exhibition with a bad %s', async (field, change) => {
    const before = await streamLength(`gallery-${DEMO_GALLERY_ACCOUNT_ID}`);
    expectFieldError(
      await stack().call(gallery, 'POST', '/api/galleries/me/exhibitions', { ...exhibition, ...change }),
      field,
    );
    expect(await streamLength(`gallery-${DEMO_GALLERY_ACCOUNT_ID}`)).toBe(before);
  });

  it('lets only gallery owners manage exhibitions and events', async () => {
    expect((await stack().call(artist, 'POST', '/api/galleries/me/exhibitions', exhibition)).status).toBe(403);
    expect(
      (
        await stack().call(collector, 'POST', '/api/galleries/me/events', {
          title: 'x',
          titleAr: 'س',
          startDate: '2030-01-01',
          endDate: '2030-01-01',
        })
      ).status,
    ).toBe(403);
    expect((await stack().call(null, 'DELETE', '/api/galleries/me/exhibitions/x')).status).toBe(401);
  });

  it('adds an event and changes its status', async () => {
    const event = {
      title: 'Curator talk',
      titleAr: 'حديث القيّم',
      startDate: '2030-03-01T16:00:00Z',
      endDate: '2030-03-01T18:00:00Z',
      venue: 'Main hall',
      venueAr: 'القاعة الرئيسية',
    };
    const added = await stack().call(gallery, 'POST', '/api/galleries/me/events', event);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ...event, status: 'upcoming' });
    const cancelled = await stack().call(gallery, 'PATCH', `/api/galleries/me/events/${added.body.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.body.status).toBe('cancelled');
    const last = (await stack().runtime.storage.events.readStream(`gallery-${DEMO_GALLERY_ACCOUNT_ID}`)).at(-1)!;
    expect(last).toMatchObject({
      type: 'GalleryEventEdited',
      data: { eventId: added.body.id, changes: { status: 'cancelled' } },
    });
    expect(
      (await stack().call(gallery, 'PATCH', '/api/galleries/me/events/nope', { status: 'completed' })).status,
    ).toBe(404);
  });

  it.each([
    ['title', { title: 5 }],
    ['titleAr', { titleAr: ' ' }],
    ['startDate', { startDate: '' }],
    ['endDate', { endDate: '2020-01-01T00:00:00Z' }],
    ['status', { status: 'postponed' }],
    ['venue', { venue: 'x'.repeat(201) }],
    ['venueAr', { venueAr: {} }],
    ['description', { description: 'x'.repeat(5001) }],
    ['descriptionAr', { descriptionAr: 1 }],
  ])('refuses an event with a bad %s', async (field, change) => {
    const event = {
      title: 'Talk',
      titleAr: 'حديث',
      startDate: '2030-03-01T16:00:00Z',
      endDate: '2030-03-01T18:00:00Z',
    };
    expectFieldError(await stack().call(gallery, 'POST', '/api/galleries/me/events', { ...event, ...change }), field);
  });
});
