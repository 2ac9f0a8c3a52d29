/** The commissions demo: twelve requests over every status, with bids from two artists and messages, and one
 * delivered work offered to its collector, once. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { seedInOrder } from '../../demo/seed-demo.js';
import { markEventLog } from '../../testing/appended-events.js';
import { seedProfilesDemo } from '../../profiles/index.js';
import { CommissionQueries } from '../application/commission-queries.js';
import { seedCommissionsDemo } from './commissions.demo.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
  await seedInOrder(stack.http.app, stack.runtime, [seedProfilesDemo]);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('the commissions demo', () => {
  it('seeds requests in every status with bids and messages, and a second run appends nothing', async () => {
    await seedCommissionsDemo(stack.http.app, stack.runtime);
    const queries = stack.http.app.get(CommissionQueries);
    const docs = await queries.commissions.find({ limit: 100 });
    expect(docs.length).toBeGreaterThanOrEqual(10);
    const statuses = new Set(docs.map((d) => d.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'closed', 'completed', 'in_progress', 'open']);
    expect(docs.every((d) => d.bids.length === 2)).toBe(true);
    expect(
      docs.filter((d) => d.status === 'in_progress' || d.status === 'completed').every((d) => d.acceptedBidId),
    ).toBe(true);
    expect(await queries.messages.count()).toBe(docs.length * 2);
    // One delivered work is the artist's artwork, offered to the collector at the accepted bid, awaiting payment.
    const offered = (await queries.commissions.find({ limit: 100 })).filter((d) => d.sale);
    expect(offered).toHaveLength(1);
    const sold = offered[0]!;
    expect(sold).toMatchObject({ status: 'completed', artworkId: expect.any(String) });
    expect(sold.sale!.amount).toBe(sold.bids.find((b) => b.id === sold.acceptedBidId)!.amount);
    expect((await queries.saleOf(sold))!.status).toBe('awaiting_payment');
    const log = await markEventLog(stack.runtime.storage.events);
    await seedCommissionsDemo(stack.http.app, stack.runtime);
    expect(await log.appendedTypes()).toEqual([]);
    expect(await queries.commissions.count()).toBe(docs.length);
    const list = (await stack.call(null, 'GET', '/api/commissions')).body;
    expect(list.total).toBe(docs.filter((d) => d.status === 'open').length);
  }, 120_000);
});
