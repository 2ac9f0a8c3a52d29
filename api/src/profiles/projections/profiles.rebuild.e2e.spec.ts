/**
 * Every profiles read model, dropped and rebuilt from the log, gives the same documents (PostgreSQL server).
 * The log holds the demo profiles and each kind of profile event made over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { readModelSnapshot, rebuildFromLog } from '../../testing/read-model-rebuild.js';
import { profilesContext } from '../profiles.context.js';
import { seedProfilesDemo } from '../demo/profiles.demo.js';
import { DEMO_ARTISTS, DEMO_GALLERIES } from '../demo/profiles.demo-data.js';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';

let stack: TestStack;
const PROJECTIONS = profilesContext.projections;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

const snapshot = () => readModelSnapshot(stack.runtime, PROJECTIONS);

describe('profiles read models', () => {
  it('rebuild to identical documents', async () => {
    await seedProfilesDemo(stack.http.app, stack.runtime);
    const [artist, gallery, admin, newcomer] = await Promise.all(
      ['artist', 'gallery', 'admin', 'newcomer'].map((n) => stack.signIn(`${n}@example.sa`)),
    );
    const call = async (who: typeof artist, method: string, path: string, body?: unknown) => {
      const res = await stack.call(who, method, path, body);
      expect(res.status).toBeLessThan(300);
      return res.body;
    };
    await call(artist, 'PUT', '/api/artists/me', {
      biography: 'New words.',
      exhibitions: {
        solo: [{ title: 'Earth', titleAr: 'تراب', venue: 'Riyadh', venueAr: 'الرياض', year: 2025 }],
        group: [],
      },
    });
    await call(gallery, 'PUT', '/api/galleries/me', { about: 'About us.', social: { twitter: 'https://x.com/najd' } });
    const x = await call(gallery, 'POST', '/api/galleries/me/exhibitions', {
      title: 'T',
      titleAr: 'ت',
      kind: 'group',
      startDate: '2030-01-01',
      endDate: '2030-02-01',
    });
    await call(gallery, 'PATCH', `/api/galleries/me/exhibitions/${x.id}`, { title: 'T2' });
    const y = await call(gallery, 'POST', '/api/galleries/me/exhibitions', {
      title: 'Gone',
      titleAr: 'ذهب',
      kind: 'solo',
      startDate: '2030-01-01',
      endDate: '2030-02-01',
    });
    await call(gallery, 'DELETE', `/api/galleries/me/exhibitions/${y.id}`);
    const e = await call(gallery, 'POST', '/api/galleries/me/events', {
      title: 'E',
      titleAr: 'ف',
      startDate: '2030-01-01T10:00:00Z',
      endDate: '2030-01-01T12:00:00Z',
    });
    await call(gallery, 'PATCH', `/api/galleries/me/events/${e.id}`, { status: 'cancelled' });
    await call(newcomer, 'POST', '/api/user/roles', { roles: ['artist'] });
    await call(newcomer, 'PUT', '/api/artists/me', { name: 'Omar', nameAr: 'عمر', nationality: 'Oman' });
    const request = await call(newcomer, 'POST', '/api/representation-requests', { galleryId: DEMO_GALLERIES[0]!.id });
    await call(gallery, 'POST', `/api/representation-requests/${request.id}/accept`);
    const withdrawn = await call(gallery, 'POST', '/api/representation-requests', {
      artistId: DEMO_ARTISTS.find((a) => !DEMO_GALLERIES[0]!.representedArtistIds.includes(a.id))!.id,
    });
    await call(gallery, 'POST', `/api/representation-requests/${withdrawn.id}/withdraw`);
    const collection = await call(admin, 'POST', '/api/admin/collections', { name: 'C', nameAr: 'م', featured: true });
    await call(admin, 'PUT', `/api/admin/collections/${collection.id}`, { description: 'D' });
    await call(admin, 'POST', `/api/admin/collections/${collection.id}/unfeature`);
    await call(admin, 'POST', `/api/admin/artists/${DEMO_ARTISTS[3]!.id}/feature`);
    await call(admin, 'POST', `/api/admin/galleries/${DEMO_GALLERIES[0]!.id}/unfeature`);
    // Profile facts: a picture set then changed, and views of an artist's and a gallery's page.
    for (const file of ['a.png', 'b.png']) {
      const uploaded = await upload(stack, newcomer, await pngBytes(), file, 'image/png');
      await call(newcomer, 'PUT', '/api/profile/picture', { image: (uploaded.body as { id: string }).id });
    }
    await call(admin, 'POST', `/api/artists/${DEMO_ARTISTS[0]!.id}/views`);
    await call(newcomer, 'POST', `/api/galleries/${DEMO_GALLERIES[0]!.id}/views`);
    await stack.runtime.projections.waitUntilCaughtUp();

    const before = await snapshot();
    expect(before.artists).toHaveLength(DEMO_ARTISTS.length + 1);
    expect(before.galleries).toHaveLength(DEMO_GALLERIES.length);
    expect(before.collections).toHaveLength(1);
    expect(before.representationRequests).toHaveLength(2);
    await rebuildFromLog(stack.runtime, PROJECTIONS);
    expect(await snapshot()).toEqual(before);
  }, 90_000);
});
