/**
 * One hot lot under 100 concurrent bid requests (from every demo account that may bid) on the PostgreSQL
 * server, with ten live watchers: afterwards the stream, the read model and what every watcher received agree,
 * no two accepted bids share a price, and prices only rise.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { giveKycTier } from '../../testing/kyc-tier.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { SseReader } from '../live/testing/sse-reader.js';
import { hotLotForm } from '../testing/auction-forms.js';

let stack: TestStack;
const browsers: TestBrowser[] = [];
const readers: SseReader[] = [];
/** Every verified non-staff demo account but the seller (staff never bid). */
const BIDDERS = ['collector', 'gallery', 'organiser', 'shipper', 'newcomer'];
let admin: TestBrowser;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  // The newcomer has no role, so the seeder leaves them at KYC tier 0: they upload an ID and a moderator approves.
  await giveKycTier(stack, 'newcomer@example.sa', 1);
  for (const name of BIDDERS) browsers.push(await stack.signIn(`${name}@example.sa`));
  admin = await stack.signIn('admin@example.sa');
}, 90_000);
afterAll(async () => {
  for (const reader of readers) reader.close();
  await stack?.close();
});

describe('a hot lot', () => {
  it('keeps the stream, the read model and every live client in agreement under 100 concurrent bids', async () => {
    const scheduled = await stack.call(admin, 'POST', '/api/admin/auctions', hotLotForm('hot-lot'));
    const id = scheduled.body.id as string;
    expect((await stack.call(admin, 'POST', `/api/admin/auctions/${id}/open`)).status).toBe(200);
    for (let i = 0; i < 10; i++) readers.push(await SseReader.open(`${stack.baseUrl}/api/auctions/${id}/live`));
    await Promise.all(readers.map((r) => r.waitFor(1)));

    // Amounts spread over a range, so that contests happen and many are accepted.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        stack.call(browsers[i % browsers.length]!, 'POST', `/api/auctions/${id}/bids`, {
          amount: 100 + 10 * (i % 50) + (i >= 50 ? 5 : 0),
        }),
      ),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 422)).toBe(true);
    const accepted = answers.filter((a) => a.status === 201).length;
    expect(accepted).toBeGreaterThan(1);

    const stream = await stack.runtime.storage.events.readStream(`auction-${id}`);
    const placed = stream.filter((e) => e.type === 'BidPlaced');
    const amounts = placed.map((e) => e.data.amount as number);
    expect(new Set(amounts).size).toBe(amounts.length);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(stream.filter((e) => e.type === 'BidRejected').length + accepted).toBeGreaterThanOrEqual(100);

    const view = (await stack.call(null, 'GET', `/api/auctions/${id}`)).body;
    expect(view.bidCount).toBe(placed.length);
    expect(view.currentBid * 100).toBe(amounts.at(-1));
    expect(view.history.map((b: { amount: number }) => b.amount * 100)).toEqual([...amounts].reverse());

    const expected = placed.map((e) => ({
      id: e.revision,
      amount: (e.data.amount as number) / 100,
      paddle: e.data.paddle,
    }));
    for (const reader of readers) {
      const messages = await reader.waitFor(1 + placed.length);
      const bids = messages
        .filter((m) => m.event === 'bid')
        .map((m) => ({ id: m.id, amount: m.data.amount, paddle: m.data.paddle }));
      expect(bids).toEqual(expected);
    }
  }, 120_000);
});
