/**
 * The past year of offers on the demo gallery's works: declined, countered, expired and accepted-and-paid offers,
 * back-dated through the order commands, reach the gallery's analytics in every period (offers of the last week
 * too), the works sold by it are sold (on the days they were paid), the collector's orders stay the orders demo's;
 * a second run adds nothing.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { seedInOrder } from '../../demo/seed-demo.js';
import { markEventLog } from '../../testing/appended-events.js';
import { seedArtworksDemo } from '../../artworks/index.js';
import { seedProfilesDemo } from '../../profiles/index.js';
import { seedInvoicingDemo } from '../../invoicing/index.js';
import { seedKycDemo } from '../../kyc/index.js';
import { eventually } from '../../testing/eventually.js';
import { seedOrderHistoryDemo } from './orders-history.demo.js';

let stack: TestStack;
const dataDir = `/tmp/ga-test-orders-history-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  await seedInOrder(stack.http.app, stack.runtime, [
    seedProfilesDemo,
    seedArtworksDemo,
    seedInvoicingDemo,
    seedKycDemo,
  ]);
}, 240_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Report = { figures: Record<string, number> };

it('a year of offers with every outcome, in every period of the gallery’s figures; once', async () => {
  await seedOrderHistoryDemo(stack.http.app, stack.runtime);
  const gallery = await stack.signIn('gallery@example.sa');
  const figures = async (period: number) =>
    ((await stack.call(gallery, 'GET', `/api/analytics/seller?period=${period}`)).body as Report).figures;
  const paid = (
    (await stack.call(gallery, 'GET', '/api/seller/orders')).body as Array<{ artworkId: string; status: string }>
  ).filter((o) => o.status === 'paid');
  expect(paid.length).toBeGreaterThan(0);
  const year = await eventually(async () => {
    const f = await figures(365);
    return f.offerSales === paid.length && (f.sales ?? 0) >= paid.length ? f : null;
  }, 60_000);
  for (const name of ['offers', 'offersAccepted', 'offersDeclined', 'offersCountered', 'offersExpired'])
    expect(year[name]).toBeGreaterThan(0);
  // Spread over the year: each shorter period holds offers, and fewer than the year.
  for (const period of [7, 30, 90]) {
    const f = await figures(period);
    expect(f.offers).toBeGreaterThan(0);
    expect(f.offers).toBeLessThan(year.offers!);
  }
  for (const order of paid)
    expect((await stack.call(null, 'GET', `/api/artworks/${order.artworkId}`)).body.availability).toBe('sold');
  // The works were sold when their offers were paid, not on the day the demo ran: the year holds sales the week does not.
  const week = await figures(7);
  expect((year.sales ?? 0) - (week.sales ?? 0)).toBeGreaterThan(0);
  const collector = await stack.signIn('collector@example.sa');
  expect((await stack.call(collector, 'GET', '/api/orders/mine')).body).toEqual([]);
  const log = await markEventLog(stack.runtime.storage.events);
  await seedOrderHistoryDemo(stack.http.app, stack.runtime);
  expect(await log.appendedTypes()).toEqual([]);
}, 300_000);
