/**
 * Art preferences and privacy settings over HTTP: the person's own, as events on their `user-<id>` stream, shown
 * in GET /api/profile; bad input is a 400 naming the field in English and Arabic and appends nothing; turning view
 * counting off keeps the person's visits out of artists' view counts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { DEMO_ARTIST_ACCOUNT_ID, seedProfilesDemo } from '../../profiles/index.js';
import { DEFAULT_PRIVACY, NO_ART_PREFERENCES } from '../domain/account-preferences.js';

let stack: TestStack;
let collector: TestBrowser;
const streamOf = (email: string) => stack.runtime.storage.events.readStream(`user-${demoUserId(email)}`);

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
  await seedProfilesDemo(stack.http.app, stack.runtime);
  await stack.runtime.projections.waitUntilCaughtUp();
  collector = await stack.signIn('collector@example.sa');
});
afterAll(async () => {
  await stack?.close();
});

const preferences = {
  categories: ['calligraphy', 'ceramics'],
  media: ['Ink on paper'],
  styles: ['contemporary', 'abstract'],
  priceMinSar: 500,
  priceMaxSar: 25000,
  cities: ['Riyadh', 'AlUla'],
};

describe('art preferences', () => {
  it('answers 401 signed out, and shows the defaults before anything is set', async () => {
    expect((await stack.call(null, 'PUT', '/api/profile/art-preferences', preferences)).status).toBe(401);
    expect((await stack.call(null, 'PUT', '/api/profile/privacy', { countMyViews: false })).status).toBe(401);
    const organiser = await stack.signIn('organiser@example.sa');
    const profile = (await stack.call(organiser, 'GET', '/api/profile')).body;
    expect(profile.artPreferences).toEqual(NO_ART_PREFERENCES);
    expect(profile.privacy).toEqual(DEFAULT_PRIVACY);
    // Whatever else the defaults say, a collection stays private until its owner shows it.
    expect(profile.privacy.showCollection).toBe(false);
  });

  it('records them whole as ArtPreferencesSet, once per change, and GET /api/profile shows them', async () => {
    const before = (await streamOf('collector@example.sa')).length;
    for (const attempt of [1, 2]) {
      const res = await stack.call(collector, 'PUT', '/api/profile/art-preferences', preferences);
      expect([attempt, res.status, res.body.artPreferences]).toEqual([attempt, 200, preferences]);
    }
    const added = (await streamOf('collector@example.sa')).slice(before);
    expect(added.map((e) => [e.type, e.data])).toEqual([
      ['ArtPreferencesSet', { userId: demoUserId('collector@example.sa'), ...preferences }],
    ]);
    expect((await stack.call(collector, 'GET', '/api/profile')).body.artPreferences).toEqual(preferences);
    // A list left out is empty, a price left out no bound: the body states the whole set.
    const cleared = await stack.call(collector, 'PUT', '/api/profile/art-preferences', { categories: ['painting'] });
    expect(cleared.body.artPreferences).toEqual({
      categories: ['painting'],
      media: [],
      styles: [],
      priceMinSar: null,
      priceMaxSar: null,
      cities: [],
    });
  });

  it.each([
    [{ categories: ['Not a category!'] }, 'categories'],
    [{ categories: 'painting' }, 'categories'],
    [{ media: [''] }, 'media'],
    [{ styles: ['x'.repeat(61)] }, 'styles'],
    [{ cities: Array.from({ length: 21 }, (_, i) => `City ${i}`) }, 'cities'],
    [{ priceMinSar: -1 }, 'priceMinSar'],
    [{ priceMaxSar: 12.5 }, 'priceMaxSar'],
    [{ priceMinSar: 900, priceMaxSar: 100 }, 'priceMaxSar'],
    [{ userId: 'someone-else' }, 'userId'],
  ])('refuses %j with a 400 naming %s in English and Arabic, appending nothing', async (body, field) => {
    const before = (await streamOf('collector@example.sa')).length;
    const res = await stack.call(collector, 'PUT', '/api/profile/art-preferences', body);
    expect(res.status).toBe(400);
    const detail = res.body.details.find((d: { field: string }) => d.field === field);
    expect(detail.message).toMatch(/[A-Za-z]/);
    expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect((await streamOf('collector@example.sa')).length).toBe(before);
  });
});

describe('privacy settings', () => {
  it.each([
    [{ countMyViews: 'no' }, 'countMyViews'],
    [{ showCollection: null }, 'showCollection'],
    [{ showInFollowers: 1 }, 'showInFollowers'],
  ])('refuses %j with a 400 naming %s in both languages', async (body, field) => {
    const before = (await streamOf('collector@example.sa')).length;
    const res = await stack.call(collector, 'PUT', '/api/profile/privacy', body);
    expect(res.status).toBe(400);
    const detail = res.body.details.find((d: { field: string }) => d.field === field);
    expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect((await streamOf('collector@example.sa')).length).toBe(before);
  });

  it('keeps the visits of a person who turned view counting off out of the artist’s views', async () => {
    const artist = await stack.signIn('artist@example.sa');
    const views = async () => (await stack.call(artist, 'GET', '/api/me/stats')).body.profileViews as number;
    const off = await stack.call(collector, 'PUT', '/api/profile/privacy', {
      countMyViews: false,
      showCollection: true,
    });
    expect(off.status).toBe(200);
    expect(off.body.privacy).toEqual({
      showCollection: true,
      showInFollowers: true,
      allowArtistMessages: true,
      countMyViews: false,
    });
    const [last] = (await streamOf('collector@example.sa')).slice(-1);
    expect(last!.type).toBe('PrivacySettingsChanged');
    await stack.runtime.projections.waitUntilCaughtUp();
    const start = await views();
    expect((await stack.call(collector, 'POST', `/api/artists/${DEMO_ARTIST_ACCOUNT_ID}/views`)).status).toBe(204);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect(await views()).toBe(start);

    // Turned back on, the same visit counts.
    await stack.call(collector, 'PUT', '/api/profile/privacy', { countMyViews: true });
    await stack.call(collector, 'POST', `/api/artists/${DEMO_ARTIST_ACCOUNT_ID}/views`);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect(await views()).toBe(start + 1);
    expect((await stack.call(collector, 'GET', '/api/profile')).body.privacy.showCollection).toBe(true);
  });
});
