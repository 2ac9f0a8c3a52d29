/**
 * A sold-out tier's waiting list over HTTP: joining (once, however often asked) and leaving, a cancelled
 * registration's seat offered to the first person waiting and mailed to them, held for them alone, and passed to
 * the next person when the offer lapses; who may see the line; bad input named in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { WaitlistCommands } from '../application/waitlist-commands.js';
import { streamTypesIn } from '../../testing/appended-events.js';
import { publishedWorkshop } from './testing/workshop-requests.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const tier = (id: string, maxQuantity: number | null) => ({
  id,
  tierName: `Seat ${id}`,
  tierNameAr: `مقعد ${id}`,
  price: 0,
  maxQuantity,
});
const registration = {
  ticketTierId: 'solo',
  paymentMethod: 'bank_transfer',
  totalAmount: 0,
  personalInfo: { firstName: 'Reem', lastName: 'Al-Mansouri', email: 'reem@example.sa' },
};
const waitlistPath = (id: string, tierId = 'solo') => `/api/workshops/${id}/ticket-tiers/${tierId}/waitlist`;
const register = (who: TestBrowser, id: string) =>
  stack.call(who, 'POST', `/api/workshops/${id}/register`, registration);
const tiersOf = async (who: TestBrowser, id: string) =>
  (await stack.call(who, 'GET', `/api/workshops/${id}/ticket-tiers`)).body as Array<Record<string, unknown>>;

async function mailTo(address: string, subject: string) {
  let mails: Array<{ to: string; subject: string; text: string }> = [];
  for (let i = 0; i < 150 && mails.length === 0; i++) {
    const list = await stack.call(b.admin!, 'GET', '/api/admin/mail');
    mails = (list.body as typeof mails).filter((m) => m.to.includes(address) && m.subject.includes(subject));
    if (mails.length === 0) await new Promise((r) => setTimeout(r, 100));
  }
  return mails;
}

/** A published workshop whose `solo` tier has one seat (free, paid by bank transfer: no KYC, no sandbox). */
async function soloWorkshop(): Promise<string> {
  return publishedWorkshop(stack, b.organiser!, {
    title: 'Kufic lettering',
    titleAr: 'الخط الكوفي',
    description: 'Square Kufic',
    descriptionAr: 'الكوفي المربع',
    category: 'drawing',
    skillLevel: 'beginner',
    startDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    duration: '2 hours',
    maxParticipants: 5,
    locationType: 'in_person',
    location: 'Jeddah',
    locationAr: 'جدة',
    instructor: 'Huda',
    ticketTiers: [tier('solo', 1), tier('open', null)],
    paymentMethods: [{ id: 'm1', paymentProvider: 'bank_transfer' }],
  });
}

let workshopId = '';
let collectorRegistration = '';

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'artist', 'gallery', 'admin', 'newcomer'])
    b[name] = await stack.signIn(`${name}@example.sa`);
  workshopId = await soloWorkshop();
  const seat = await register(b.collector!, workshopId);
  expect(seat.status).toBe(201);
  collectorRegistration = seat.body.id as string;
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('the waiting list of a sold-out tier', () => {
  it('refuses a second person the sold-out tier, and the list to anyone signed out (401)', async () => {
    const refused = await register(b.artist!, workshopId);
    expect(refused.body.code).toBe('tier_sold_out');
    expect((await stack.call(null, 'POST', waitlistPath(workshopId))).status).toBe(401);
    expect((await stack.call(null, 'DELETE', waitlistPath(workshopId))).status).toBe(401);
  });

  it('joins once however often asked, numbering people in joining order', async () => {
    const first = await stack.call(b.artist!, 'POST', waitlistPath(workshopId));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ tierId: 'solo', waitlisted: true, position: 1, status: 'waiting' });
    expect((await stack.call(b.artist!, 'POST', waitlistPath(workshopId))).body).toMatchObject({ position: 1 });
    expect((await stack.call(b.gallery!, 'POST', waitlistPath(workshopId))).body).toMatchObject({ position: 2 });
    expect((await stack.call(b.newcomer!, 'POST', waitlistPath(workshopId))).body).toMatchObject({ position: 3 });
    const joins = (await streamTypesIn(stack, `workshop-${workshopId}`)).filter((t) => t === 'WaitlistJoined');
    expect(joins).toHaveLength(3);
    const tiers = await tiersOf(b.gallery!, workshopId);
    expect(tiers.find((t) => t.id === 'solo')).toMatchObject({ soldOut: true, waitlisted: true, position: 2 });
    expect(tiers.find((t) => t.id === 'open')).toMatchObject({ waitlisted: false, position: null });
  });

  it('leaves once, however often asked, and the people behind move up', async () => {
    const left = await stack.call(b.newcomer!, 'DELETE', waitlistPath(workshopId));
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ waitlisted: false, position: null });
    expect((await stack.call(b.newcomer!, 'DELETE', waitlistPath(workshopId))).status).toBe(200);
    expect((await streamTypesIn(stack, `workshop-${workshopId}`)).filter((t) => t === 'WaitlistLeft')).toHaveLength(1);
    expect((await stack.call(b.newcomer!, 'GET', '/api/my-waitlist')).body).toEqual([]);
  });

  it('names the unknown or bad tier (404, 400) and refuses a tier still on sale, in both languages', async () => {
    const unknown = await stack.call(b.artist!, 'POST', waitlistPath(workshopId, 'vip'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.map((d: { field: string }) => d.field)).toEqual(['tierId']);
    expect(unknown.body.messageAr).toMatch(arabic);
    const long = await stack.call(b.artist!, 'POST', waitlistPath(workshopId, 'x'.repeat(101)));
    expect(long.status).toBe(400);
    expect(long.body.details.map((d: { field: string }) => d.field)).toEqual(['tierId']);
    expect(long.body.details[0].messageAr).toMatch(arabic);
    const onSale = await stack.call(b.newcomer!, 'POST', waitlistPath(workshopId, 'open'));
    expect(onSale.status).toBe(422);
    expect(onSale.body.code).toBe('tickets_available');
    expect(onSale.body.messageAr).toMatch(arabic);
    expect((await stack.call(b.artist!, 'POST', waitlistPath('no-such-workshop'))).status).toBe(404);
  });

  it('shows the line to the organiser and the back-office, not to another person', async () => {
    const line = await stack.call(b.organiser!, 'GET', `/api/workshops/${workshopId}/waitlist`);
    expect(line.status).toBe(200);
    expect(line.body.map((p: { position: number }) => p.position)).toEqual([1, 2]);
    expect((await stack.call(b.collector!, 'GET', `/api/workshops/${workshopId}/waitlist`)).status).toBe(403);
    const filter = encodeURIComponent(JSON.stringify({ workshopId }));
    const admin = await stack.call(b.admin!, 'GET', `/api/admin/workshop-waitlist?filter=${filter}`);
    expect(admin.status).toBe(200);
    expect(admin.body).toHaveLength(2);
    expect((await stack.call(b.collector!, 'GET', `/api/admin/workshop-waitlist`)).status).toBe(403);
  });

  it('offers a cancelled seat to the first person waiting, mails them, and holds it for them alone', async () => {
    const cancelled = await stack.call(b.collector!, 'POST', `/api/my-workshops/${collectorRegistration}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await streamTypesIn(stack, `workshop-${workshopId}`)).slice(-2)).toEqual([
      'WorkshopSeatReleased',
      'WaitlistSeatOffered',
    ]);
    const mine = (await stack.call(b.artist!, 'GET', '/api/my-waitlist')).body;
    expect(mine).toEqual([
      expect.objectContaining({ workshopId, tierId: 'solo', position: 1, status: 'offered', tierName: 'Seat solo' }),
    ]);
    expect(Date.parse(mine[0].offerExpiresAt)).toBeGreaterThan(Date.now());
    const mails = await mailTo('artist@example.sa', 'A seat is free for you');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Kufic lettering');
    expect(mails[0]!.text).toContain(`#workshop-${workshopId}`);
    // Held for the artist: the gallery (next in line) and the collector who cancelled cannot take it.
    expect((await register(b.gallery!, workshopId)).body.code).toBe('tier_sold_out');
    expect((await tiersOf(b.collector!, workshopId)).find((t) => t.id === 'solo')).toMatchObject({ soldOut: true });
  });

  it('passes a lapsed offer to the next person, who may then take the seat', async () => {
    const waitlist = stack.http.app.get(WaitlistCommands);
    expect(await waitlist.lapseOffers(new Date())).toEqual({ workshops: 0 });
    expect(await waitlist.lapseOffers(new Date(Date.now() + 86_400_000))).toEqual({ workshops: 1 });
    expect((await streamTypesIn(stack, `workshop-${workshopId}`)).slice(-2)).toEqual([
      'WaitlistOfferLapsed',
      'WaitlistSeatOffered',
    ]);
    expect((await stack.call(b.artist!, 'GET', '/api/my-waitlist')).body).toEqual([]);
    expect((await register(b.artist!, workshopId)).body.code).toBe('tier_sold_out');
    const gallery = (await stack.call(b.gallery!, 'GET', '/api/my-waitlist')).body;
    expect(gallery).toEqual([expect.objectContaining({ position: 1, status: 'offered' })]);
    expect((await mailTo('gallery@example.sa', 'A seat is free for you')).length).toBe(1);
    const taken = await register(b.gallery!, workshopId);
    expect(taken.status).toBe(201);
    expect((await stack.call(b.gallery!, 'GET', '/api/my-waitlist')).body).toEqual([]);
    expect((await stack.call(b.organiser!, 'GET', `/api/workshops/${workshopId}/waitlist`)).body).toEqual([]);
  });

  it('gives the offered seat to the person it is held for, even when others ask for it at the same moment', async () => {
    const id = await soloWorkshop();
    const holder = await register(b.collector!, id);
    for (const who of ['artist', 'gallery', 'newcomer'])
      expect((await stack.call(b[who]!, 'POST', waitlistPath(id))).status).toBe(201);
    await stack.call(b.collector!, 'POST', `/api/my-workshops/${holder.body.id}/cancel`);
    const answers = await Promise.all(['gallery', 'artist', 'newcomer'].map((who) => register(b[who]!, id)));
    expect(answers.map((a) => a.status === 201)).toEqual([false, true, false]);
    const seats = (await streamTypesIn(stack, `workshop-${id}`)).filter((t) => t === 'WorkshopSeatTaken');
    expect(seats).toHaveLength(2);
  });

  it('offers the seats a raised tier frees to the people waiting at once, in order, and mails them', async () => {
    const id = await soloWorkshop();
    expect((await register(b.collector!, id)).status).toBe(201);
    for (const who of ['artist', 'gallery', 'newcomer'])
      expect((await stack.call(b[who]!, 'POST', waitlistPath(id))).status).toBe(201);
    const raised = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, {
      ticketTiers: [tier('solo', 3), tier('open', null)],
    });
    expect(raised.status).toBe(200);
    expect((await streamTypesIn(stack, `workshop-${id}`)).slice(-3)).toEqual([
      'WorkshopUpdated',
      'WaitlistSeatOffered',
      'WaitlistSeatOffered',
    ]);
    const line = (await stack.call(b.organiser!, 'GET', `/api/workshops/${id}/waitlist`)).body;
    expect(line.map((p: { status: string }) => p.status)).toEqual(['offered', 'offered', 'waiting']);
    expect((await mailTo('gallery@example.sa', 'A seat is free for you')).length).toBeGreaterThan(0);
    // Both offered seats are held: the newcomer, third in line, cannot take one.
    expect((await register(b.newcomer!, id)).body.code).toBe('tier_sold_out');
    expect((await register(b.gallery!, id)).status).toBe(201);
  });
});
