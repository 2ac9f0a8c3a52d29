/**
 * A person's badges over HTTP: public, earned from what they did elsewhere (a follow), the rest locked with their
 * progress; a malformed id is refused by name (400) and an unknown or forgotten person is not found (404), in both
 * languages.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';
import { putGallery } from '../../community/testing/catalog-fixtures.js';

let stack: TestStack;
const arabic = /[\u0600-\u06FF]/;
const collectorId = demoUserId('collector@example.sa');
const galleryId = demoUserId('gallery@example.sa');

beforeAll(async () => {
  stack = await startTestStack();
  await putGallery(stack.runtime.storage.reads, galleryId);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

interface Answer {
  userId: string;
  earned: Array<{ id: string; name: string; nameAr: string; earnedAt: string }>;
  locked: Array<{ id: string; progress: { current: number; goal: number } | null }>;
  total: number;
}
const badgesOf = async (userId: string) => {
  const res = await stack.call(null, 'GET', `/api/achievements/${userId}`);
  expect(res.status).toBe(200);
  return res.body as Answer;
};

describe('GET /api/achievements/:userId', () => {
  it('answers anyone with the badges earned, dated, and the rest locked with progress where it counts', async () => {
    const before = await badgesOf(collectorId);
    expect(before.earned).toEqual([]);
    expect(before.locked).toHaveLength(before.total);
    expect(before.locked.find((b) => b.id === 'ten_works')!.progress).toEqual({ current: 0, goal: 10 });

    const collector = await stack.signIn('collector@example.sa');
    expect((await stack.call(collector, 'POST', `/api/follows/galleries/${galleryId}`)).status).toBeLessThan(300);
    const after = await eventually(async () => {
      const answer = await badgesOf(collectorId);
      expect(answer.earned.map((b) => b.id)).toEqual(['first_follow']);
      return answer;
    });
    expect(after.earned[0]!.nameAr).toMatch(arabic);
    expect(Date.parse(after.earned[0]!.earnedAt)).not.toBeNaN();
    expect(after.locked.map((b) => b.id)).not.toContain('first_follow');
  });

  it('refuses a malformed id by name, in both languages', async () => {
    const res = await stack.call(null, 'GET', '/api/achievements/42');
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['userId']);
    expect(res.body.messageAr).toMatch(arabic);
  });

  it('does not know an unknown person, nor a forgotten one', async () => {
    const unknown = await stack.call(null, 'GET', `/api/achievements/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not found/i);
    expect(unknown.body.messageAr).toMatch(arabic);

    const admin = await stack.signIn('admin@example.sa');
    expect((await stack.call(admin, 'POST', `/api/admin/users/${collectorId}/forget`)).status).toBe(200);
    await eventually(async () => {
      expect((await stack.call(null, 'GET', `/api/achievements/${collectorId}`)).status).toBe(404);
      const doc = await stack.runtime.storage.reads.collection('achievements').get(collectorId);
      expect(doc).toMatchObject({ earned: {}, forgotten: true });
      return doc;
    });
  });
});
