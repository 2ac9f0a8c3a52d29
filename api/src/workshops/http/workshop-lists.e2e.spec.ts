/**
 * A workshop's tiers, registration fields and payment methods one at a time over HTTP: the organiser and staff
 * add, change and delete, nobody else; bad input named per field in both languages with nothing appended; a tier
 * with sales kept and its maximum held above what it sold.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { registerStandard } from './testing/workshop-requests.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const fieldsOf = (body: { details: Array<{ field: string }> }) => [...new Set(body.details.map((d) => d.field))].sort();
/** A 400 naming exactly `fields` among its problems. */
const expectBadRequest = (res: { status: number; body: any }, fields: string[]) => {
  expect(res.status).toBe(400);
  expect(fieldsOf(res.body)).toEqual([...fields].sort());
};
const streamLength = async (id: string) => (await stack.runtime.storage.events.readStream(`workshop-${id}`)).length;

async function workshop(): Promise<string> {
  const created = await stack.call(b.organiser!, 'POST', '/api/workshops', {
    title: 'Sadu weaving',
    titleAr: 'نسيج السدو',
    category: 'sculpture',
    skillLevel: 'beginner',
    startDate: future(20),
    maxParticipants: 8,
    locationType: 'in_person',
    ticketTiers: [{ id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: 200, maxQuantity: 6 }],
    paymentMethods: [{ id: 'bank', paymentProvider: 'bank_transfer' }],
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'gallery', 'admin']) b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('ticket tiers one at a time', () => {
  it('adds, changes and deletes a tier, each a WorkshopUpdated on the workshop’s stream', async () => {
    const id = await workshop();
    const tiers = `/api/workshops/${id}/ticket-tiers`;
    const added = await stack.call(b.organiser!, 'POST', tiers, {
      tierName: 'Early bird',
      tierNameAr: 'حجز مبكر',
      price: 300,
      maxQuantity: 4,
      earlyBirdEndDate: future(5),
      discountPercentage: 20,
      benefits: ['Tea'],
      benefitsAr: ['شاي'],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ tierName: 'Early bird', price: '300.00', maxQuantity: 4, currentSold: 0 });
    const tierId = added.body.id as string;
    const changed = await stack.call(b.admin!, 'PATCH', `${tiers}/${tierId}`, { price: 250, benefits: [] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ price: '250.00', discountPercentage: 20, benefitsAr: ['شاي'], benefits: [] });
    expect((await stack.call(b.organiser!, 'DELETE', `${tiers}/${tierId}`)).status).toBe(204);
    const list = await stack.call(b.organiser!, 'GET', tiers);
    expect(list.body.map((t: { id: string }) => t.id)).toEqual(['standard']);
    const types = (await stack.runtime.storage.events.readStream(`workshop-${id}`)).map((e) => e.type);
    expect(types).toEqual(['WorkshopCreated', 'WorkshopUpdated', 'WorkshopUpdated', 'WorkshopUpdated']);
  });

  it('refuses collectors (403), other organisers (403) and the signed-out (401), appending nothing', async () => {
    const id = await workshop();
    const draft = await stack.call(b.gallery!, 'PATCH', `/api/workshops/${id}/ticket-tiers/standard`, { price: 1 });
    expect(draft.status).toBe(404);
    expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${id}/publish`)).status).toBe(200);
    const tier = { tierName: 'Mine', tierNameAr: 'لي', price: 1 };
    expect((await stack.call(b.collector!, 'POST', `/api/workshops/${id}/ticket-tiers`, tier)).status).toBe(403);
    const other = await stack.call(b.gallery!, 'PATCH', `/api/workshops/${id}/ticket-tiers/standard`, { price: 1 });
    expect(other.status).toBe(403);
    expect(other.body.messageAr).toMatch(arabic);
    expect((await stack.call(b.gallery!, 'DELETE', `/api/workshops/${id}/payment-methods/bank`)).status).toBe(403);
    expect((await stack.call(null, 'POST', `/api/workshops/${id}/registration-fields`, {})).status).toBe(401);
    expect(await streamLength(id)).toBe(2);
  });

  it('names each bad field in English and Arabic and changes nothing', async () => {
    const id = await workshop();
    const tiers = `/api/workshops/${id}/ticket-tiers`;
    const bad = await stack.call(b.organiser!, 'POST', tiers, {
      tierName: ' ',
      price: -5,
      maxQuantity: 0,
      earlyBirdEndDate: 'soon',
      discountPercentage: 120,
      colour: 'red',
    });
    expectBadRequest(bad, [
      'colour',
      'discountPercentage',
      'earlyBirdEndDate',
      'maxQuantity',
      'price',
      'tierName',
      'tierNameAr',
    ]);
    expect(bad.body.details[0].messageAr).toMatch(arabic);
    const tooBig = await stack.call(b.organiser!, 'PATCH', `${tiers}/standard`, { maxQuantity: 50 });
    expectBadRequest(tooBig, ['maxQuantity']);
    const taken = await stack.call(b.organiser!, 'POST', tiers, {
      id: 'standard',
      tierName: 'A',
      tierNameAr: 'أ',
      price: 1,
    });
    expectBadRequest(taken, ['id']);
    expect((await stack.call(b.organiser!, 'PATCH', `${tiers}/nope`, { price: 1 })).status).toBe(404);
    expect((await stack.call(b.organiser!, 'DELETE', `${tiers}/nope`)).status).toBe(404);
    expect(await streamLength(id)).toBe(1);
  });

  it('keeps a tier with sales and its maximum at or above the seats sold', async () => {
    const id = await workshop();
    expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${id}/publish`)).status).toBe(200);
    for (const who of ['collector', 'gallery'])
      await registerStandard(stack, b[who]!, id, {
        paymentMethod: 'bank_transfer',
        totalAmount: 200,
        personalInfo: { firstName: 'Sara', lastName: 'Al-Harbi', email: `${who}@example.sa` },
      });
    const before = await streamLength(id);
    const gone = await stack.call(b.organiser!, 'DELETE', `/api/workshops/${id}/ticket-tiers/standard`);
    expect(gone.status).toBe(422);
    expect(gone.body.code).toBe('tier_has_sales');
    expect(gone.body.messageAr).toMatch(arabic);
    const lower = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}/ticket-tiers/standard`, {
      maxQuantity: 1,
    });
    expectBadRequest(lower, ['maxQuantity']);
    const patch = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, { ticketTiers: [] });
    expectBadRequest(patch, ['ticketTiers']);
    expect(await streamLength(id)).toBe(before);
    const two = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}/ticket-tiers/standard`, {
      maxQuantity: 2,
    });
    expect(two.body).toMatchObject({ maxQuantity: 2, currentSold: 2 });
  });
});

describe('registration fields and payment methods one at a time', () => {
  it('adds a select field with options in both languages, then makes it optional', async () => {
    const id = await workshop();
    const fields = `/api/workshops/${id}/registration-fields`;
    const size = {
      fieldName: 'size',
      fieldLabel: 'T-shirt size',
      fieldLabelAr: 'مقاس القميص',
      fieldType: 'select',
    };
    const noOptions = await stack.call(b.organiser!, 'POST', fields, size);
    expectBadRequest(noOptions, ['fieldOptions']);
    const badType = await stack.call(b.organiser!, 'POST', fields, {
      fieldName: 'x',
      fieldLabel: 'X',
      fieldLabelAr: 'س',
      fieldType: 'checkbox',
      isRequired: 'yes',
    });
    expectBadRequest(badType, ['fieldType', 'isRequired']);
    const added = await stack.call(b.organiser!, 'POST', fields, {
      ...size,
      fieldOptions: ['S', 'M'],
      fieldOptionsAr: ['صغير', 'متوسط'],
      isRequired: true,
    });
    expect(added.status).toBe(201);
    const optional = await stack.call(b.organiser!, 'PATCH', `${fields}/${added.body.id}`, { isRequired: false });
    expect(optional.body).toMatchObject({ fieldName: 'size', isRequired: false, fieldOptionsAr: ['صغير', 'متوسط'] });
  });

  it('switches a provider on and off with its fees; the dialog lists the active ones, the organiser all', async () => {
    const id = await workshop();
    const methods = `/api/workshops/${id}/payment-methods`;
    const dup = await stack.call(b.organiser!, 'POST', methods, { paymentProvider: 'bank_transfer' });
    expectBadRequest(dup, ['paymentProvider']);
    const bad = await stack.call(b.organiser!, 'POST', methods, {
      paymentProvider: 'cash',
      transactionFeePercentage: 40,
      fixedTransactionFee: -1,
    });
    expectBadRequest(bad, ['fixedTransactionFee', 'paymentProvider', 'transactionFeePercentage']);
    const stc = await stack.call(b.organiser!, 'POST', methods, {
      paymentProvider: 'stcpay',
      transactionFeePercentage: 1.5,
      fixedTransactionFee: 1,
    });
    expect(stc.status).toBe(201);
    expect(stc.body).toMatchObject({ paymentProvider: 'stcpay', isActive: true, transactionFeePercentage: 1.5 });
    await stack.call(b.organiser!, 'PATCH', `${methods}/${stc.body.id}`, { isActive: false });
    const offered = await stack.call(b.organiser!, 'GET', methods);
    expect(offered.body.map((m: { paymentProvider: string }) => m.paymentProvider)).toEqual(['bank_transfer']);
    const all = await stack.call(b.organiser!, 'GET', `${methods}?all=true`);
    expect(all.body.map((m: { isActive: boolean }) => m.isActive)).toEqual([true, false]);
    expect((await stack.call(b.gallery!, 'GET', `${methods}?all=true`)).status).toBe(404);
  });
});
