/**
 * Artist profiles a gallery manages for artists without an account of their own, over HTTP on the PostgreSQL
 * server: created as an event on the artist's stream marked with the gallery, shown on the public page as
 * managed by it, edited only by it, and open to its works like a represented artist's, to no other gallery's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { artworkBody, pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { seededProfilesStack } from '../testing/seeded-profiles-stack.js';
import { DEMO_GALLERY_ACCOUNT_ID } from '../demo/profiles.demo-data.js';

let gallery: TestBrowser;
let otherGallery: TestBrowser;
let artist: TestBrowser;
let collector: TestBrowser;
const arabic = /[\u0600-\u06FF]/;
const dataDir = `/tmp/ga-test-managed-${process.pid}-${Date.now()}`;
const stack = seededProfilesStack({ env: { DATA_DIR: dataDir } });

const decoded = async (name: string) =>
  Promise.all((await stack().runtime.storage.events.readStream(name)).map((e) => stack().runtime.codec.decode(e)));

const profile = {
  name: 'Hessa Al-Mutairi',
  nameAr: 'حصة المطيري',
  biography: 'Calligrapher from Hail.',
  biographyAr: 'خطاطة من حائل.',
  nationality: 'Saudi Arabia',
  birthYear: 1961,
};

async function imageOf(who: TestBrowser): Promise<string> {
  const { status, body } = await upload(stack(), who, await pngBytes(), 'work.png', 'image/png');
  expect(status).toBe(201);
  return body.id;
}

const createWork = async (who: TestBrowser, artistId: string) =>
  stack().call(who, 'POST', '/api/artworks', artworkBody(await imageOf(who), { artistId }));

beforeAll(async () => {
  [gallery, otherGallery, artist, collector] = await Promise.all(
    ['gallery', 'newcomer', 'artist', 'collector'].map((n) => stack().signIn(`${n}@example.sa`)),
  );
  expect((await stack().call(otherGallery, 'POST', '/api/user/roles', { roles: ['gallery'] })).status).toBeLessThan(
    300,
  );
}, 60_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('artist profiles a gallery manages', () => {
  let managedId: string;

  it('refuses a gallery without a profile of its own, in both languages', async () => {
    const res = await stack().call(otherGallery, 'POST', '/api/galleries/me/managed-artists', profile);
    expect([res.status, res.body.code]).toEqual([422, 'gallery_profile_missing']);
    expect(res.body.messageAr).toMatch(arabic);
  });

  it('creates the profile as an event on a new artist stream, marked as managed by the gallery', async () => {
    const res = await stack().call(gallery, 'POST', '/api/galleries/me/managed-artists', profile);
    expect(res.status).toBe(201);
    managedId = res.body.id;
    expect(managedId).not.toBe(DEMO_GALLERY_ACCOUNT_ID);
    expect(res.body).toMatchObject({ ...profile, userId: null, managedBy: { id: DEMO_GALLERY_ACCOUNT_ID } });
    const events = await decoded(`artist-${managedId}`);
    expect(events.map((e) => e.type)).toEqual(['ArtistProfileCreated']);
    expect(events[0]!.data).toMatchObject({
      artistId: managedId,
      userId: null,
      managedBy: DEMO_GALLERY_ACCOUNT_ID,
      name: profile.name,
      nameAr: profile.nameAr,
    });
    const list = await stack().call(gallery, 'GET', '/api/galleries/me/managed-artists');
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([managedId]);
    expect((await stack().call(otherGallery, 'GET', '/api/galleries/me/managed-artists')).body).toEqual([]);
  });

  it('shows the public page as managed by the gallery, with its names in both languages', async () => {
    const res = await stack().call(null, 'GET', `/api/artists/${managedId}`);
    expect(res.status).toBe(200);
    expect(res.body.managedBy).toEqual({
      id: DEMO_GALLERY_ACCOUNT_ID,
      name: 'Najd Contemporary',
      nameAr: expect.stringMatching(arabic),
    });
    const artists = await stack().call(null, 'GET', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}/artists`);
    expect(artists.body.map((a: { id: string }) => a.id)).toContain(managedId);
    const page = await stack().call(null, 'GET', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}`);
    expect(page.body.stats.representedArtists).toBe(artists.body.length);
    const own = await stack().call(
      null,
      'GET',
      `/api/artists/${(await stack().call(artist, 'GET', '/api/artists/me')).body.id}`,
    );
    expect(own.body.managedBy).toBeNull();
  });

  it('refuses bad input naming the field in both languages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...profile, nameAr: ' ' }, 'nameAr'],
      [{ ...profile, nationality: 'Atlantis' }, 'nationality'],
      [{ name: profile.name, nameAr: profile.nameAr }, 'nationality'],
      [{ ...profile, birthYear: 3000 }, 'birthYear'],
    ];
    for (const [body, field] of cases) {
      const res = await stack().call(gallery, 'POST', '/api/galleries/me/managed-artists', body);
      expect([res.status, res.body.details?.map((d: { field: string }) => d.field)]).toEqual([400, [field]]);
      expect(res.body.messageAr).toMatch(arabic);
    }
    const edit = await stack().call(gallery, 'PUT', `/api/galleries/me/managed-artists/${managedId}`, { name: '' });
    expect(edit.status).toBe(400);
    expect(edit.body.details.map((d: { field: string }) => d.field)).toContain('name');
  });

  it('lets the managing gallery edit it, appending an edit event', async () => {
    const res = await stack().call(gallery, 'PUT', `/api/galleries/me/managed-artists/${managedId}`, {
      biography: 'Calligrapher and teacher from Hail.',
    });
    expect(res.status).toBe(200);
    expect(res.body.biography).toBe('Calligrapher and teacher from Hail.');
    const events = await decoded(`artist-${managedId}`);
    expect(events.map((e) => e.type)).toEqual(['ArtistProfileCreated', 'ArtistProfileEdited']);
  });

  it('lets nobody else edit it: not another gallery, not an artist, not a collector', async () => {
    const before = (await decoded(`artist-${managedId}`)).length;
    const byGallery = await stack().call(otherGallery, 'PUT', `/api/galleries/me/managed-artists/${managedId}`, {
      biography: 'ours now',
    });
    expect([byGallery.status, byGallery.body.code]).toEqual([403, 'not_profile_manager']);
    expect(byGallery.body.messageAr).toMatch(arabic);
    for (const who of [artist, collector]) {
      const res = await stack().call(who, 'PUT', `/api/galleries/me/managed-artists/${managedId}`, { biography: 'x' });
      expect(res.status).toBe(403);
    }
    expect((await stack().call(null, 'PUT', `/api/galleries/me/managed-artists/${managedId}`, {})).status).toBe(401);
    // A gallery cannot turn an artist's own profile into one it manages.
    const artistId = (await stack().call(artist, 'GET', '/api/artists/me')).body.id;
    const takeover = await stack().call(gallery, 'PUT', `/api/galleries/me/managed-artists/${artistId}`, {
      biography: 'x',
    });
    expect([takeover.status, takeover.body.code]).toEqual([403, 'not_profile_manager']);
    const unknown = await stack().call(gallery, 'PUT', '/api/galleries/me/managed-artists/no-such-artist', {
      biography: 'x',
    });
    expect(unknown.status).toBe(404);
    expect((await decoded(`artist-${managedId}`)).length).toBe(before);
  });

  it('lets the managing gallery create and publish works for it, and no other gallery or artist', async () => {
    const created = await createWork(gallery, managedId);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ artistId: managedId, galleryId: DEMO_GALLERY_ACCOUNT_ID });
    const published = await stack().call(gallery, 'POST', `/api/artworks/${created.body.id}/publish`);
    expect(published.status).toBe(200);
    const otherProfile = await stack().call(otherGallery, 'PUT', '/api/galleries/me', {
      name: 'Hail House',
      nameAr: 'دار حائل',
      location: 'Riyadh',
    });
    expect(otherProfile.status).toBeLessThan(300);
    const byOther = await createWork(otherGallery, managedId);
    expect([byOther.status, byOther.body.code]).toEqual([403, 'artist_not_represented']);
    expect(byOther.body.messageAr).toMatch(arabic);
    const byArtist = await createWork(artist, managedId);
    expect([byArtist.status, byArtist.body.code]).toEqual([403, 'not_your_artist']);
  });

  it('leaves the catalogue with the gallery that managed it when that gallery is erased', async () => {
    const created = await stack().call(otherGallery, 'POST', '/api/galleries/me/managed-artists', {
      ...profile,
      name: 'Nouf Al-Shammari',
      nameAr: 'نوف الشمري',
    });
    expect(created.status).toBe(201);
    const otherGalleryId = (await stack().call(otherGallery, 'GET', '/api/galleries/me')).body.id;
    const admin = await stack().signIn('admin@example.sa');
    expect((await stack().call(admin, 'POST', `/api/admin/users/${otherGalleryId}/forget`)).status).toBe(200);
    await stack().runtime.projections.waitUntilCaughtUp();
    expect((await stack().call(null, 'GET', `/api/artists/${created.body.id}`)).status).toBe(404);
    // The other gallery's managed profile stays.
    expect((await stack().call(null, 'GET', `/api/artists/${managedId}`)).status).toBe(200);
  });
});
