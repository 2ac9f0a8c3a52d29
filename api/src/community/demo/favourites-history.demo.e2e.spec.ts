/**
 * The past year of favourites on the demo gallery's works, back-dated through the favourites decider, reaches the
 * gallery's analytics in every period, a shorter period holding fewer; a second run adds nothing.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { seedInOrder } from '../../demo/seed-demo.js';
import { markEventLog } from '../../testing/appended-events.js';
import { seedArtworksDemo } from '../../artworks/index.js';
import { seedProfilesDemo } from '../../profiles/index.js';
import { eventually } from '../../testing/eventually.js';
import { seedFavouritesHistoryDemo } from './favourites-history.demo.js';

let stack: TestStack;
const dataDir = `/tmp/ga-test-favourites-history-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  await seedInOrder(stack.http.app, stack.runtime, [seedProfilesDemo, seedArtworksDemo]);
}, 240_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('a year of favourites on the gallery’s works, in every period of its figures; once', async () => {
  await seedFavouritesHistoryDemo(stack.http.app, stack.runtime);
  const gallery = await stack.signIn('gallery@example.sa');
  const favourites = async (period: number) =>
    (
      (await stack.call(gallery, 'GET', `/api/analytics/seller?period=${period}`)).body as {
        figures: Record<string, number>;
      }
    ).figures.favourites ?? 0;
  const year = await eventually(async () => ((await favourites(365)) >= 50 ? favourites(365) : null), 60_000);
  for (const period of [7, 30, 90]) {
    const count = await favourites(period);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(year);
  }
  const log = await markEventLog(stack.runtime.storage.events);
  await seedFavouritesHistoryDemo(stack.http.app, stack.runtime);
  expect(await log.appendedTypes()).toEqual([]);
}, 300_000);
