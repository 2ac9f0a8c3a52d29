/**
 * The public followers list of an artist or gallery (GET /api/follows/followers): "First L." of those who leave
 * `showInFollowers` on, newest first, paged, beside the count of every follower; bad input is a 400 in both
 * languages.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { putArtist, putGallery } from '../testing/catalog-fixtures.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
const artistId = demoUserId('artist@example.sa');
const galleryId = demoUserId('gallery@example.sa');
const arabic = /[\u0600-\u06FF]/;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
  await putArtist(stack.runtime.storage.reads, artistId);
  await putGallery(stack.runtime.storage.reads, galleryId);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

const followersOf = async (type: string, id: string, query = '') => {
  await stack.runtime.projections.waitUntilCaughtUp();
  return stack.call(null, 'GET', `/api/follows/followers?type=${type}&id=${id}${query}`);
};

describe('followers list', () => {
  it('names the followers who allow it, newest first and paged, and counts everyone', async () => {
    const people = ['collector@example.sa', 'organiser@example.sa', 'newcomer@example.sa'];
    const browsers = [];
    for (const email of people) {
      const browser = await stack.signIn(email);
      browsers.push(browser);
      expect((await stack.call(browser, 'POST', `/api/follows/artists/${artistId}`)).status).toBe(200);
    }
    const everyone = await followersOf('artist', artistId);
    expect(everyone.status).toBe(200);
    expect(everyone.body.total).toBe(3);
    expect(everyone.body.named).toBe(3);
    expect(everyone.body.items).toHaveLength(3);
    for (const item of everyone.body.items) expect(item.name).toMatch(/^\S+( \S\.)?$/);
    // No address, id or full name leaves the server.
    expect(JSON.stringify(everyone.body)).not.toMatch(/@|example\.sa/);

    const hidden = await stack.call(browsers[1]!, 'PUT', '/api/profile/privacy', { showInFollowers: false });
    expect(hidden.status).toBe(200);
    const after = await followersOf('artist', artistId);
    expect([after.body.total, after.body.named, after.body.items.length]).toEqual([3, 2, 2]);
    expect(after.body.items).not.toContainEqual(everyone.body.items[1]);
    expect(after.body.items).toEqual([everyone.body.items[0], everyone.body.items[2]]);

    const second = await followersOf('artist', artistId, '&page=2&pageSize=1');
    expect(second.body.items).toEqual([everyone.body.items[2]]);
    const gallery = await followersOf('gallery', galleryId);
    expect(gallery.body).toEqual({ items: [], named: 0, total: 0 });
  });

  it.each([
    ['type=painter&id=x', 'type'],
    ['type=artist', 'id'],
    ['type=artist&id=x&pageSize=500', 'pageSize'],
    ['type=artist&id=x&page=0', 'page'],
  ])('refuses %s with a 400 naming %s in English and Arabic', async (query, field) => {
    const res = await stack.call(null, 'GET', `/api/follows/followers?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.details)).toContain(field);
    expect(res.body.messageAr).toMatch(arabic);
  });
});
