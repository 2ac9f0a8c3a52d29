/**
 * The KYC tier gates bidding and paid workshops (issue 16): a tier-0 person's bid is refused 403 naming tier 1 in
 * both languages and recorded on the lot's stream; once a moderator approves their ID the same bid goes through;
 * above `KYC_BID_CEILING` a tier-1 bid needs tier 2. A paid ticket needs tier 1, a free one nothing. The back-office's
 * "verify" is a reviewer's decision on `kyc-<userId>`, not a flag on the user's stream.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { giveKycTier } from '../../testing/kyc-tier.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

async function liveLot(): Promise<string> {
  const scheduled = await stack.call(b.admin!, 'POST', '/api/admin/auctions', {
    lotId: `lot-${Math.random().toString(36).slice(2)}`,
    sellerId: demoUserId('artist@example.sa'),
    startingBid: 1000,
    reserve: null,
    increments: [{ from: 0, increment: 100 }],
    startsAt: soon(-1000),
    endsAt: soon(3_600_000),
    premiumTiers: [{ upTo: null, ratePercent: 20 }],
  });
  expect(scheduled.status).toBe(201);
  expect((await stack.call(b.admin!, 'POST', `/api/admin/auctions/${scheduled.body.id}/open`)).status).toBe(200);
  return scheduled.body.id as string;
}

const workshop = (price: number) => ({
  title: 'Ink and reed',
  titleAr: 'الحبر والقلم',
  description: 'Strokes',
  descriptionAr: 'ضربات',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: soon(30 * 86_400_000),
  duration: '2 hours',
  maxParticipants: 10,
  locationType: 'in_person',
  location: 'Riyadh',
  locationAr: 'الرياض',
  price,
  instructor: 'Nasser',
  ticketTiers: [{ id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price }],
  registrationFields: [],
  paymentMethods: [{ id: 'm1', paymentProvider: 'bank_transfer' }],
});

async function publishedWorkshop(price: number): Promise<string> {
  const created = await stack.call(b.organiser!, 'POST', '/api/workshops', workshop(price));
  expect(created.status).toBe(201);
  expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${created.body.id}/publish`)).status).toBe(200);
  return created.body.id as string;
}

const register = (who: TestBrowser, id: string, totalAmount: number) =>
  stack.call(who, 'POST', `/api/workshops/${id}/register`, {
    ticketTierId: 'standard',
    paymentMethod: 'bank_transfer',
    totalAmount,
    personalInfo: { firstName: 'Omar', lastName: 'Al-Ghamdi', email: 'omar@example.sa' },
  });

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { KYC_BID_CEILING: '5000' } });
  for (const name of ['admin', 'moderator', 'organiser', 'newcomer', 'collector'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

// First, while the newcomer (no role, so not verified by the seeder) is still at tier 0.
describe('workshops', () => {
  it('a paid ticket needs tier 1 (403 naming it, no seat taken); a free one needs nothing', async () => {
    const paid = await publishedWorkshop(200);
    const free = await publishedWorkshop(0);
    const refused = await register(b.newcomer!, paid, 200);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('kyc_tier_required');
    expect(refused.body.message).toContain('tier 1');
    expect(refused.body.messageAr).toContain('المستوى 1');
    const seats = await stack.runtime.storage.events.readStream(`workshop-${paid}`);
    expect(seats.filter((e) => e.type === 'WorkshopSeatTaken')).toHaveLength(0);
    expect((await register(b.newcomer!, free, 0)).status).toBe(201);
    expect((await register(b.collector!, paid, 200)).status).toBe(201);
  });
});

describe('bidding', () => {
  it('refuses a tier-0 bid naming tier 1, records it, and takes it once the ID is approved', async () => {
    const id = await liveLot();
    const refused = await stack.call(b.newcomer!, 'POST', `/api/auctions/${id}/bids`, { amount: 1000 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('kyc_tier_required');
    expect(refused.body.message).toContain('tier 1');
    expect(refused.body.messageAr).toContain('المستوى 1');
    const stream = await stack.runtime.storage.events.readStream(`auction-${id}`);
    expect(stream.at(-1)).toMatchObject({ type: 'BidRejected', data: { reason: 'bidder_not_qualified' } });

    await giveKycTier(stack, 'newcomer@example.sa', 1);
    const accepted = await stack.call(b.newcomer!, 'POST', `/api/auctions/${id}/bids`, { amount: 1000 });
    expect(accepted.status).toBe(201);
  });

  it('above the ceiling a tier-1 bid (or maximum) needs tier 2; tier 2 bids without ceiling', async () => {
    const id = await liveLot();
    const over = await stack.call(b.collector!, 'POST', `/api/auctions/${id}/bids`, { amount: 1000, maxAmount: 6000 });
    expect(over.status).toBe(403);
    expect(over.body.message).toContain('tier 2');
    expect(over.body.messageAr).toMatch(arabic);
    expect((await stack.call(b.collector!, 'POST', `/api/auctions/${id}/bids`, { amount: 5000 })).status).toBe(201);
    await giveKycTier(stack, 'collector@example.sa', 2);
    const high = await stack.call(b.collector!, 'POST', `/api/auctions/${id}/bids`, { amount: 1000, maxAmount: 60000 });
    expect(high.status).toBe(201);
  });
});

describe('the back-office verify', () => {
  it('is a KYC decision on the person’s chained stream (tier 1), and their status reads verified', async () => {
    const artist = demoUserId('artist@example.sa');
    const kyc = await stack.runtime.storage.events.readStream(`kyc-${artist}`);
    expect(kyc.map((e) => e.type)).toContain('KycIdentityVerified');
    const users = await stack.runtime.storage.events.readStream(`user-${artist}`);
    expect(users.map((e) => e.type)).not.toContain('UserVerified');
    expect((await stack.call(b.admin!, 'GET', `/api/admin/users/${artist}`)).body.status).toBe('verified');
    const newcomer = demoUserId('newcomer@example.sa');
    const verified = await stack.call(b.moderator!, 'POST', `/api/admin/users/${newcomer}/verify`, {
      note: 'in person',
    });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('verified');
  });
});
