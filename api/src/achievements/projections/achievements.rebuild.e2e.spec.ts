/**
 * The achievements read model, dropped and rebuilt from the log, gives the same documents (PostgreSQL server).
 * The log holds the whole demo marketplace (orders, auctions, commissions, workshops, artworks, profiles,
 * follows), so the demo accounts have badges to show; a forgotten person's emptied record survives the rebuild.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { readModelSnapshot, rebuildFromLog } from '../../testing/read-model-rebuild.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { achievementsContext } from '../achievements.context.js';
import { ACHIEVEMENTS } from './achievements.projection.js';

let stack: TestStack;
const PROJECTIONS = achievementsContext.projections;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', seed: 'marketplace' });
}, 240_000);
afterAll(async () => {
  await stack?.close();
});

const snapshot = () => readModelSnapshot(stack.runtime, PROJECTIONS);
const earnedBy = async (email: string) => {
  const doc = await stack.runtime.storage.reads.collection(ACHIEVEMENTS).get(demoUserId(email));
  return Object.keys((doc?.earned as object | undefined) ?? {}).sort();
};

describe('achievements read model', () => {
  it('gives the demo accounts badges, and a rebuild recomputes them identically', async () => {
    const admin = await stack.signIn('admin@example.sa');
    const newcomer = demoUserId('newcomer@example.sa');
    const collector = await stack.signIn('newcomer@example.sa');
    const galleryId = demoUserId('gallery@example.sa');
    expect((await stack.call(collector, 'POST', `/api/follows/galleries/${galleryId}`)).status).toBeLessThan(300);
    expect((await stack.call(admin, 'POST', `/api/admin/users/${newcomer}/forget`)).status).toBe(200);
    await stack.runtime.projections.waitUntilCaughtUp();

    const earned: Record<string, string[]> = Object.fromEntries(
      await Promise.all(
        ['artist@example.sa', 'gallery@example.sa', 'collector@example.sa'].map(async (e) => [e, await earnedBy(e)]),
      ),
    );
    console.log(`demo badges: ${JSON.stringify(earned)}`);
    for (const badges of Object.values(earned)) expect(badges.length).toBeGreaterThan(0);
    // The demo's follows and the artist's picture (set through their commands) earn these; others stay to earn.
    expect(earned['collector@example.sa']).toContain('first_follow');
    expect(earned['artist@example.sa']).toContain('profile_complete');
    for (const badges of Object.values(earned)) expect(badges.length).toBeLessThan(10);
    expect(await earnedBy('newcomer@example.sa')).toEqual([]);

    const before = await snapshot();
    await rebuildFromLog(stack.runtime, PROJECTIONS);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
