/** The workshops demo: what the issue asks for (categories, levels, formats, featured, full and nearly full, an
 * early bird, 15 events over six categories, registrations and RSVPs, a sold-out tier with a waiting list, a promo
 * code), and a second run that appends nothing. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { markEventLog } from '../../testing/appended-events.js';
import { seedWorkshopsDemo } from './workshops.demo.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('the workshops demo', () => {
  it('seeds workshops, events, registrations and RSVPs once', async () => {
    await seedWorkshopsDemo(stack.http.app, stack.runtime);
    const workshops = (await stack.call(null, 'GET', '/api/workshops')).body as Array<Record<string, unknown>>;
    expect(workshops).toHaveLength(12);
    expect(new Set(workshops.map((w) => w.category)).size).toBe(5);
    expect(new Set(workshops.map((w) => w.skillLevel)).size).toBe(3);
    expect(new Set(workshops.map((w) => w.locationType)).size).toBe(3);
    expect(workshops.some((w) => w.isFull)).toBe(true);
    expect(
      workshops.some((w) => !w.isFull && (w.maxParticipants as number) - (w.currentParticipants as number) === 1),
    ).toBe(true);
    expect(((await stack.call(null, 'GET', '/api/workshops/featured')).body as unknown[]).length).toBeGreaterThan(2);
    const events = (await stack.call(null, 'GET', '/api/events?pageSize=100')).body;
    expect(events.total).toBe(15);
    expect(new Set(events.items.map((e: { category: string }) => e.category)).size).toBe(6);

    const collector = await stack.signIn('collector@example.sa');
    const mine = (await stack.call(collector, 'GET', '/api/my-workshops')).body as Array<{ paymentStatus: string }>;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.some((r) => r.paymentStatus === 'paid')).toBe(true);
    expect(((await stack.call(collector, 'GET', '/api/my-events')).body as unknown[]).length).toBeGreaterThanOrEqual(3);
    const early = workshops.find((w) => w.titleAr === 'خط الثلث للمبتدئين')!;
    const tiers = (await stack.call(collector, 'GET', `/api/workshops/${early.id}/ticket-tiers`)).body;
    expect(tiers[0]).toMatchObject({ tierName: 'Early bird', earlyBirdActive: true, discountPercentage: 20 });

    // A sold-out tier with people waiting for it, and a promo code on sale (the journeys join and use them).
    const desert = workshops.find((w) => w.title === 'Desert light photography')!;
    const desertTiers = (await stack.call(collector, 'GET', `/api/workshops/${desert.id}/ticket-tiers`)).body;
    expect(desertTiers.find((t: { id: string }) => t.id === 'vip')).toMatchObject({ soldOut: true });
    const organiser = await stack.signIn('organiser@example.sa');
    const line = (await stack.call(organiser, 'GET', `/api/workshops/${desert.id}/waitlist`)).body;
    expect(line.map((p: { tierId: string; status: string }) => [p.tierId, p.status])).toEqual([
      ['vip', 'waiting'],
      ['vip', 'waiting'],
    ]);
    expect(workshops.filter((w) => (w.maxSeatsPerPerson as number) > 1)).toHaveLength(1);
    const codes = (await stack.call(organiser, 'GET', `/api/workshops/${desert.id}/promo-codes`)).body;
    expect(codes).toEqual([expect.objectContaining({ code: 'ALULA15', kind: 'percentage', amount: 15, active: true })]);

    const log = await markEventLog(stack.runtime.storage.events);
    await seedWorkshopsDemo(stack.http.app, stack.runtime);
    expect(await log.appendedTypes()).toEqual([]);
  }, 120_000);
});
