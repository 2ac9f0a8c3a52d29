/** The workshops demo: what the issue asks for (categories, levels, formats, featured, full and nearly full, an
 * early bird, 15 events over six categories, registrations and RSVPs, a sold-out tier with a waiting list, a promo
 * code), a past year of workshops whose registrations, payments and check-ins carry their own days (the
 * organiser's analytics count them over the year, not on the seed day) with exact seats, and a second run that
 * appends nothing. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { markEventLog } from '../../testing/appended-events.js';
import { eventually } from '../../testing/eventually.js';
import { seedWorkshopsDemo } from './workshops.demo.js';
import { PAST_DEMO_WORKSHOPS } from './workshops.demo-data.js';

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
    // The public list offers the workshops still to start; the past ones (the organisers' history) are theirs.
    const workshops = (await stack.call(null, 'GET', '/api/workshops')).body as Array<Record<string, unknown>>;
    expect(workshops).toHaveLength(12);
    expect(workshops.every((w) => Date.parse(w.startDate as string) > Date.now())).toBe(true);
    // Each states its cancellation policy in both languages and ends with its last session.
    expect(workshops.every((w) => w.cancellationPolicy && w.cancellationPolicyAr)).toBe(true);
    expect(workshops.every((w) => w.endDate === (w.sessions as { endsAt: string }[]).at(-1)!.endsAt)).toBe(true);
    const admin = await stack.signIn('admin@example.sa');
    const organised = (await stack.call(admin, 'GET', '/api/workshops/organised')).body as Array<
      Record<string, unknown>
    >;
    // One registration refunded in part by its organiser, in the payments ledger: still paid, none in full.
    const ledger = async (filter: Record<string, string>) =>
      (
        await stack.call(
          admin,
          'GET',
          `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ source: 'workshop', ...filter }))}`,
        )
      ).body as Array<{ refunded: number; status: string }>;
    expect((await ledger({ refund: 'partial' })).map((r) => [r.refunded, r.status])).toEqual([[50, 'paid']]);
    expect(await ledger({ status: 'refunded' })).toEqual([]);
    expect(organised).toHaveLength(12 + PAST_DEMO_WORKSHOPS.length);
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

    // The past year: each past workshop's seats are its registrations, exactly, all paid, most checked in.
    const past = organised.filter((w) => Date.parse(w.startDate as string) <= Date.now());
    const gallery = await stack.signIn('gallery@example.sa');
    expect(past).toHaveLength(PAST_DEMO_WORKSHOPS.length);
    for (const w of past) {
      const demo = PAST_DEMO_WORKSHOPS.find((d) => d.title === w.title)!;
      const seats = (
        await stack.call(demo.byGallery ? gallery : organiser, 'GET', `/api/workshops/${w.id}/registrations`)
      ).body as Array<{
        paymentStatus: string;
        registeredAt: string;
      }>;
      expect([w.title, seats.length, w.currentParticipants]).toEqual([w.title, demo.seats.length, demo.seats.length]);
      expect(seats.every((r) => r.paymentStatus === 'paid' && r.registeredAt < (w.startDate as string))).toBe(true);
    }
    // The organiser's figures: the year holds registrations, payments and check-ins the week does not.
    const figures = async (period: number) =>
      (await stack.call(organiser, 'GET', `/api/analytics/organiser?period=${period}`)).body.figures as Record<
        string,
        number
      >;
    const own = PAST_DEMO_WORKSHOPS.filter((d) => !d.byGallery).flatMap((d) => d.seats).length;
    const year = await eventually(async () => {
      const f = await figures(365);
      return (f.registrations ?? 0) >= own && (f.checkIns ?? 0) > 0 ? f : null;
    }, 60_000);
    // Every past seat was taken and paid more than a week ago; the last workshop's check-ins fall in the week.
    const week = await figures(7);
    expect(year.registrations! - (week.registrations ?? 0)).toBeGreaterThanOrEqual(own);
    expect(year.paid! - (week.paid ?? 0)).toBeGreaterThanOrEqual(own);
    expect(year.registrationRevenue!).toBeGreaterThan(week.registrationRevenue ?? 0);
    expect(year.checkIns!).toBeGreaterThan(week.checkIns ?? 0);

    const log = await markEventLog(stack.runtime.storage.events);
    await seedWorkshopsDemo(stack.http.app, stack.runtime);
    expect(await log.appendedTypes()).toEqual([]);
  }, 120_000);
});
