/**
 * Favourites (SPEC section 7's calls), follows, likes and the dashboard's quick stats over HTTP, against
 * the PostgreSQL server: answers, refusals of bad input and of visitors, and the events on record.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { putArtist, putArtwork, putGallery } from '../testing/catalog-fixtures.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
let collector: TestBrowser;
let organiser: TestBrowser;
const artistId = demoUserId('artist@example.sa');
const galleryId = demoUserId('gallery@example.sa');
const arabic = /[\u0600-\u06FF]/;
let artwork: { id: string; title: string };
let draft: { id: string };

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  const reads = stack.runtime.storage.reads;
  await putArtist(reads, artistId);
  await putGallery(reads, galleryId);
  artwork = await putArtwork(reads, { artistId, galleryId });
  draft = await putArtwork(reads, { artistId, galleryId: null }, { status: 'draft' });
  collector = await stack.signIn('collector@example.sa');
  organiser = await stack.signIn('organiser@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('favourites', () => {
  it('adds, checks, lists with the artwork document and removes a favourite', async () => {
    expect((await stack.call(collector, 'GET', `/api/favorites/${artwork.id}/check`)).body).toEqual({
      isFavorite: false,
    });
    const added = await stack.call(collector, 'POST', '/api/favorites', { artworkId: artwork.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      artworkId: artwork.id,
      artwork: { id: artwork.id, title: 'Desert Light', titleAr: 'ضوء الصحراء' },
    });
    expect(added.body.artwork.createdBy).toBeUndefined(); // owner-only fields stay out
    expect(typeof added.body.id).toBe('string');
    expect((await stack.call(collector, 'POST', '/api/favorites', { artworkId: artwork.id })).body.id).toBe(
      added.body.id,
    );
    expect((await stack.call(collector, 'GET', `/api/favorites/${artwork.id}/check`)).body).toEqual({
      isFavorite: true,
    });
    const list = await stack.call(collector, 'GET', '/api/favorites');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: added.body.id,
        artworkId: artwork.id,
        createdAt: expect.any(String),
        artwork: expect.objectContaining({ id: artwork.id }),
      },
    ]);
    expect((await stack.call(organiser, 'GET', '/api/favorites')).body).toEqual([]); // one's own only
    expect((await stack.call(collector, 'GET', '/api/me/stats')).body).toMatchObject({
      favorites: 1,
      inquiries: 0,
      following: 0,
      profileViews: 0,
    });
    const removed = await stack.call(collector, 'DELETE', `/api/favorites/${artwork.id}`);
    expect(removed.status).toBe(204);
    expect((await stack.call(collector, 'GET', `/api/favorites/${artwork.id}/check`)).body).toEqual({
      isFavorite: false,
    });
    expect((await stack.call(collector, 'DELETE', `/api/favorites/${artwork.id}`)).status).toBe(204);
    const events = await stack.runtime.storage.events.readStream(`favorites-${demoUserId('collector@example.sa')}`);
    expect(events.map((e) => e.type)).toEqual(['FavoriteAdded', 'FavoriteRemoved']);
  });

  it('refuses unknown and unpublished works (404, both languages) and bad bodies (400 naming the field)', async () => {
    for (const id of ['no-such-artwork', draft.id]) {
      const missing = await stack.call(collector, 'POST', '/api/favorites', { artworkId: id });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Artwork not found.');
      expect(missing.body.messageAr).toMatch(arabic);
    }
    for (const [body, field] of [
      [{}, 'artworkId'],
      [{ artworkId: 42 }, 'artworkId'],
      [{ artworkId: '' }, 'artworkId'],
      [{ artworkId: artwork.id, extra: 1 }, 'extra'],
    ] as const) {
      const bad = await stack.call(collector, 'POST', '/api/favorites', body);
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(bad.body.details[0].messageAr).toMatch(arabic);
    }
  });

  it('needs a session for every favourites call and the stats', async () => {
    for (const [method, path] of [
      ['GET', '/api/favorites'],
      ['GET', `/api/favorites/${artwork.id}/check`],
      ['POST', '/api/favorites'],
      ['DELETE', `/api/favorites/${artwork.id}`],
      ['GET', '/api/me/stats'],
    ]) {
      expect(
        (await stack.call(null, method!, path!, method === 'POST' ? { artworkId: artwork.id } : undefined)).status,
      ).toBe(401);
    }
  });
});

describe('follows', () => {
  it('follows and unfollows artists and galleries, with public follower counts', async () => {
    const followed = await stack.call(collector, 'POST', `/api/follows/galleries/${galleryId}`);
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ isFollowing: true, followers: 1 });
    expect((await stack.call(organiser, 'POST', `/api/follows/galleries/${galleryId}`)).body).toEqual({
      isFollowing: true,
      followers: 2,
    });
    expect((await stack.call(collector, 'POST', `/api/follows/artists/${artistId}`)).body).toEqual({
      isFollowing: true,
      followers: 1,
    });
    expect((await stack.call(collector, 'GET', '/api/follows')).body).toEqual({
      artists: [artistId],
      galleries: [galleryId],
    });
    expect((await stack.call(collector, 'GET', `/api/follows/check?type=gallery&id=${galleryId}`)).body).toEqual({
      isFollowing: true,
    });
    expect((await stack.call(collector, 'GET', `/api/follows/check?type=artist&id=${galleryId}`)).body).toEqual({
      isFollowing: false,
    });
    expect((await stack.call(null, 'GET', `/api/follows/count?type=gallery&id=${galleryId}`)).body).toEqual({
      followers: 2,
    });
    expect((await stack.call(collector, 'GET', '/api/me/stats')).body.following).toBe(2);
    expect((await stack.call(organiser, 'DELETE', `/api/follows/galleries/${galleryId}`)).body).toEqual({
      isFollowing: false,
      followers: 1,
    });
    expect((await stack.call(null, 'GET', `/api/follows/count?type=gallery&id=${galleryId}`)).body).toEqual({
      followers: 1,
    });
  });

  it('refuses unknown targets, bad queries, following oneself and visitors', async () => {
    const missing = await stack.call(collector, 'POST', '/api/follows/artists/no-such-artist');
    expect(missing.status).toBe(404);
    expect(missing.body.messageAr).toMatch(arabic);
    expect((await stack.call(collector, 'POST', '/api/follows/galleries/no-such-gallery')).status).toBe(404);
    const badType = await stack.call(collector, 'GET', `/api/follows/check?type=person&id=${galleryId}`);
    expect(badType.status).toBe(400);
    expect(badType.body.details[0].field).toBe('type');
    expect((await stack.call(null, 'GET', '/api/follows/count?type=gallery')).body.details[0].field).toBe('id');
    const artist = await stack.signIn('artist@example.sa');
    expect((await stack.call(artist, 'POST', `/api/follows/artists/${artistId}`)).status).toBe(422);
    expect((await stack.call(null, 'POST', `/api/follows/artists/${artistId}`)).status).toBe(401);
    expect((await stack.call(null, 'GET', '/api/follows')).status).toBe(401);
  });
});

describe('likes', () => {
  it('likes and unlikes an artwork; the count is public', async () => {
    expect((await stack.call(null, 'GET', `/api/likes/artworks/${artwork.id}`)).body).toEqual({
      likes: 0,
      isLiked: false,
    });
    expect((await stack.call(collector, 'POST', `/api/likes/artworks/${artwork.id}`)).body).toEqual({
      likes: 1,
      isLiked: true,
    });
    expect((await stack.call(organiser, 'POST', `/api/likes/artworks/${artwork.id}`)).body).toEqual({
      likes: 2,
      isLiked: true,
    });
    expect((await stack.call(collector, 'POST', `/api/likes/artworks/${artwork.id}`)).body).toEqual({
      likes: 2,
      isLiked: true,
    });
    expect((await stack.call(null, 'GET', `/api/likes/artworks/${artwork.id}`)).body).toEqual({
      likes: 2,
      isLiked: false,
    });
    expect((await stack.call(collector, 'DELETE', `/api/likes/artworks/${artwork.id}`)).body).toEqual({
      likes: 1,
      isLiked: false,
    });
    expect((await stack.call(organiser, 'GET', `/api/likes/artworks/${artwork.id}`)).body).toEqual({
      likes: 1,
      isLiked: true,
    });
  });

  it('refuses unknown works and visitors', async () => {
    expect((await stack.call(collector, 'POST', '/api/likes/artworks/no-such-artwork')).status).toBe(404);
    expect((await stack.call(null, 'POST', `/api/likes/artworks/${artwork.id}`)).status).toBe(401);
    expect((await stack.call(null, 'DELETE', `/api/likes/artworks/${artwork.id}`)).status).toBe(401);
  });
});
