/**
 * Promo codes over HTTP: the organiser (or staff) creates, lists and deactivates them, nobody else; bad input
 * named in both languages; the dialog's price check; registration with a code at the server's amounts; expired,
 * used-up and deactivated codes refused with nothing appended; two people racing for a one-use code's last use.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { WorkshopsWriter } from '../application/run-command.js';
import { workshopDecider } from '../domain/workshop.decider.js';
import { streamTypesIn } from '../../testing/appended-events.js';
import { publishedWorkshop } from './testing/workshop-requests.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const fieldsOf = (body: { details: Array<{ field: string }> }) => body.details.map((d) => d.field);
const codes = (id: string) => `/api/workshops/${id}/promo-codes`;
const registration = (over: Record<string, unknown> = {}) => ({
  ticketTierId: 'early',
  paymentMethod: 'bank_transfer',
  totalAmount: 270,
  personalInfo: { firstName: 'Reem', lastName: 'Al-Mansouri', email: 'reem@example.sa' },
  ...over,
});
const register = (who: TestBrowser, id: string, over: Record<string, unknown> = {}) =>
  stack.call(who, 'POST', `/api/workshops/${id}/register`, registration(over));

/** Early bird 400 SAR − 25% = 300 until ten days from now; standard 400 SAR; paid by bank transfer (no fee). */
async function workshop(): Promise<string> {
  return publishedWorkshop(stack, b.organiser!, {
    title: 'Naskh script',
    titleAr: 'خط النسخ',
    category: 'drawing',
    skillLevel: 'beginner',
    startDate: future(30),
    duration: '2 hours',
    maxParticipants: 10,
    locationType: 'in_person',
    location: 'Riyadh',
    locationAr: 'الرياض',
    instructor: 'Huda',
    ticketTiers: [
      {
        id: 'early',
        tierName: 'Early',
        tierNameAr: 'مبكر',
        price: 400,
        earlyBirdEndDate: future(10),
        discountPercentage: 25,
      },
      { id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: 400 },
    ],
    paymentMethods: [{ id: 'm1', paymentProvider: 'bank_transfer' }],
  });
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  // The newcomer stays at KYC tier 0: a paid ticket is refused them, a free one is not.
  for (const name of ['collector', 'organiser', 'artist', 'gallery', 'admin', 'newcomer'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('managing promo codes', () => {
  it('lets the organiser and staff create, list and deactivate; others get 403', async () => {
    const id = await workshop();
    const made = await stack.call(b.organiser!, 'POST', codes(id), { code: 'eid-10', kind: 'percentage', amount: 10 });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'EID-10', kind: 'percentage', amount: 10, uses: 0, active: true });
    const staff = await stack.call(b.admin!, 'POST', codes(id), { code: 'STAFF50', kind: 'fixed', amount: 50 });
    expect(staff.status).toBe(201);
    for (const who of ['collector', 'gallery']) {
      expect((await stack.call(b[who]!, 'GET', codes(id))).status).toBe(403);
      const other = await stack.call(b[who]!, 'POST', codes(id), { code: 'MINE', kind: 'fixed', amount: 5 });
      expect(other.status).toBe(403);
      expect(other.body.messageAr).toMatch(arabic);
    }
    const list = await stack.call(b.organiser!, 'GET', codes(id));
    expect(list.body.map((c: { code: string }) => c.code).sort()).toEqual(['EID-10', 'STAFF50']);
    const off = await stack.call(b.organiser!, 'POST', `${codes(id)}/eid-10/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 'EID-10', active: false });
    expect((await stack.call(b.gallery!, 'POST', `${codes(id)}/STAFF50/deactivate`)).status).toBe(403);
    expect(await streamTypesIn(stack, `workshop-${id}`)).toEqual(
      expect.arrayContaining(['PromoCodeCreated', 'PromoCodeDeactivated']),
    );
  });

  it('names each bad field in English and Arabic, and a duplicate code in any case', async () => {
    const id = await workshop();
    const bad = await stack.call(b.organiser!, 'POST', codes(id), {
      code: 'no spaces!',
      kind: 'half',
      amount: -1,
      maxUses: 0,
      validUntil: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['amount', 'code', 'kind', 'maxUses', 'validUntil']);
    expect(bad.body.details[0].messageAr).toMatch(arabic);
    const tooMuch = await stack.call(b.organiser!, 'POST', codes(id), {
      code: 'ALL',
      kind: 'percentage',
      amount: 150,
      tierIds: ['vip'],
    });
    expect(tooMuch.status).toBe(400);
    expect(fieldsOf(tooMuch.body).sort()).toEqual(['amount', 'tierIds']);
    await stack.call(b.organiser!, 'POST', codes(id), { code: 'SUMMER', kind: 'fixed', amount: 20 });
    const again = await stack.call(b.organiser!, 'POST', codes(id), { code: 'summer', kind: 'fixed', amount: 30 });
    expect(again.status).toBe(400);
    expect(fieldsOf(again.body)).toEqual(['code']);
    expect(again.body.details[0].messageAr).toMatch(arabic);
  });
});

describe('registering with a promo code', () => {
  it('checks the price, then registers at the server’s amounts and counts the use', async () => {
    const id = await workshop();
    await stack.call(b.organiser!, 'POST', codes(id), { code: 'EID-10', kind: 'percentage', amount: 10 });
    const check = await stack.call(b.collector!, 'POST', `${codes(id)}/check`, {
      promoCode: 'eid-10',
      ticketTierId: 'early',
      paymentMethod: 'bank_transfer',
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ code: 'EID-10', promoDiscount: 30, discountAmount: 130, totalAmount: 270 });
    const wrong = await register(b.collector!, id, { promoCode: 'eid-10', totalAmount: 300 });
    expect(wrong.status).toBe(422);
    const placed = await register(b.collector!, id, { promoCode: 'eid-10' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ discountAmount: 130, totalAmount: 270 });
    const list = await stack.call(b.organiser!, 'GET', codes(id));
    expect(list.body[0]).toMatchObject({ code: 'EID-10', uses: 1 });
  });

  it('refuses unknown, expired, used-up, other-tier and deactivated codes naming promoCode, appending nothing', async () => {
    const id = await workshop();
    const make = (code: string, over: Record<string, unknown> = {}) =>
      stack.call(b.admin!, 'POST', codes(id), { code, kind: 'fixed', amount: 30, ...over });
    await make('ONCE', { maxUses: 1 });
    await make('STD', { tierIds: ['standard'] });
    await make('OFF');
    await stack.call(b.organiser!, 'POST', `${codes(id)}/OFF/deactivate`);
    expect((await register(b.artist!, id, { promoCode: 'ONCE' })).status).toBe(201);
    const before = await streamTypesIn(stack, `workshop-${id}`);
    for (const promoCode of ['NOPE', 'ONCE', 'STD', 'OFF']) {
      const refused = await register(b.collector!, id, { promoCode });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(['promoCode']);
      expect(refused.body.details[0].messageAr).toMatch(arabic);
      const check = await stack.call(b.collector!, 'POST', `${codes(id)}/check`, { promoCode, ticketTierId: 'early' });
      expect(check.status).toBe(400);
      expect(fieldsOf(check.body)).toEqual(['promoCode']);
    }
    expect(await streamTypesIn(stack, `workshop-${id}`)).toEqual(before);
    const badShape = await register(b.collector!, id, { promoCode: 'x' });
    expect(fieldsOf(badShape.body)).toEqual(['promoCode']);
  });

  it('checks KYC on the amount due after the code: a code that makes the ticket free needs no verification', async () => {
    const id = await workshop();
    await stack.call(b.organiser!, 'POST', codes(id), { code: 'HALF', kind: 'percentage', amount: 50 });
    await stack.call(b.organiser!, 'POST', codes(id), { code: 'GUEST', kind: 'percentage', amount: 100 });
    const half = await register(b.newcomer!, id, { promoCode: 'half', totalAmount: 150 });
    expect(half.status).toBe(403);
    expect(half.body).toMatchObject({ code: 'kyc_tier_required' });
    expect(half.body.messageAr).toMatch(arabic);
    const unusable = await register(b.newcomer!, id, { promoCode: 'NOPE', totalAmount: 0 });
    expect(unusable.status).toBe(400);
    expect(fieldsOf(unusable.body)).toEqual(['promoCode']);
    const free = await register(b.newcomer!, id, { promoCode: 'guest', totalAmount: 0 });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ discountAmount: 400, totalAmount: 0 });
  });

  it('refuses a code past its valid-until date', async () => {
    const id = await workshop();
    // A code cannot be made already expired: this one was made two days ago, valid until yesterday.
    await stack.http.app.get(WorkshopsWriter).run(
      workshopDecider,
      id,
      {
        type: 'CreatePromoCode',
        actorId: 'staff',
        isAdmin: true,
        now: new Date(future(-2)),
        terms: { code: 'GONE', kind: 'fixed', amount: 10, tierIds: [], maxUses: null, validUntil: future(-1) },
      },
      null,
      'workshopPromoCodes',
    );
    const refused = await register(b.collector!, id, { promoCode: 'gone' });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0]).toMatchObject({ field: 'promoCode', code: 'expired' });
  });

  it('two people racing for a one-use code’s last use: exactly one wins', async () => {
    const id = await workshop();
    await stack.call(b.organiser!, 'POST', codes(id), { code: 'LAST', kind: 'percentage', amount: 10, maxUses: 1 });
    const both = await Promise.all([
      register(b.collector!, id, { promoCode: 'LAST' }),
      register(b.artist!, id, { promoCode: 'LAST' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(fieldsOf(both.find((r) => r.status === 400)!.body)).toEqual(['promoCode']);
    const uses = (await streamTypesIn(stack, `workshop-${id}`)).filter((t) => t === 'PromoCodeRedeemed');
    expect(uses).toHaveLength(1);
  });
});
