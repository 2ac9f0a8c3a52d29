/**
 * STC Pay's one-time-code checkout of an order (PGlite server, STC Pay live against its in-process simulator): a
 * buy-now checked out with STC Pay is sent to our code page; the buyer gives a Saudi mobile (a bad one refused naming
 * `mobile` in both languages), a wrong code is refused in both languages and pays nothing, the code STC Pay texted
 * pays the order once however often confirmed (the work sold); another buyer gets 404 throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { setProcessEnv } from '../../testing/process-env.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { publishedWork } from '../../artworks/testing/artwork-fixtures.js';
import { giveKycTier } from '../../testing/kyc-tier.js';
import { sellerProfile } from '../../invoicing/testing/invoice-forms.js';
import { lastStcPayCode, STCPAY_LIVE_ENV, wrongStcPayCode } from '../../payments/testing/stcpay-codes.js';
import { RIYADH_ADDRESS } from '../testing/delivery-address.js';
import { fieldsOf, streamTypesIn } from '../testing/http-answers.js';

const arabic = /[\u0600-\u06FF]/;

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
let restoreEnv = () => {};

beforeAll(async () => {
  restoreEnv = setProcessEnv(STCPAY_LIVE_ENV);
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'artist']) b[name] = await stack.signIn(`${name}@example.sa`);
  expect((await stack.call(b.artist!, 'PUT', '/api/invoices/seller-profile', sellerProfile())).status).toBe(200);
  for (const buyer of ['collector', 'organiser']) await giveKycTier(stack, `${buyer}@example.sa`, 1);
}, 90_000);

afterAll(async () => {
  await stack?.close();
  restoreEnv();
});

/** A work bought now by `who` and checked out with STC Pay, waiting for the code (a buyer each: the codes are
 * rate-limited per person). */
async function stcPayOrder(who = 'collector') {
  const work = await publishedWork(stack, b.artist!, { price: 2_000 });
  const order = await stack.call(b[who]!, 'POST', '/api/orders', { artworkId: work.id });
  expect(order.status).toBe(201);
  const checkout = await stack.call(b[who]!, 'POST', `/api/orders/${order.body.id}/checkout`, {
    address: RIYADH_ADDRESS,
    paymentMethod: 'stcpay',
    buyerName: 'Reem Al-Mansouri',
  });
  expect(checkout.status).toBe(200);
  return { id: order.body.id as string, payment: checkout.body.payment, total: checkout.body.order.checkout.total };
}

describe('STC Pay one-time-code checkout of an order', () => {
  it('sends the buyer to our page, refuses a wrong code and strangers, and pays on the right code once', async () => {
    const { id, payment, total } = await stcPayOrder();
    expect(payment.nextAction).toEqual({ type: 'redirect', url: `/pay/stcpay/order/${id}` });
    const base = `/api/orders/${id}/stcpay`;
    expect((await stack.call(b.collector!, 'GET', base)).body).toMatchObject({
      orderId: id,
      amount: total,
      currency: 'SAR',
      paid: false,
      codeSent: false,
      attemptsLeft: 3,
    });

    const badMobile = await stack.call(b.collector!, 'POST', `${base}/authorize`, { mobile: '0412345678' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.details).toEqual([
      expect.objectContaining({ field: 'mobile', messageAr: expect.stringMatching(arabic) }),
    ]);
    expect((await stack.call(b.organiser!, 'GET', base)).status).toBe(404);
    for (const [path, body] of [
      ['authorize', { mobile: '0551234567' }],
      ['confirm', { otp: '123456' }],
    ] as const)
      expect((await stack.call(b.organiser!, 'POST', `${base}/${path}`, body)).status).toBe(404);

    const sent = await stack.call(b.collector!, 'POST', `${base}/authorize`, { mobile: '055 123 4567' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ amount: total, paid: false, codeSent: true, attemptsLeft: 3 });
    const code = await lastStcPayCode(stack, '0551234567');

    const badCode = await stack.call(b.collector!, 'POST', `${base}/confirm`, { otp: '12a' });
    expect(badCode.status).toBe(400);
    expect(fieldsOf(badCode.body)).toEqual(['otp']);
    expect(badCode.body.details[0].messageAr).toMatch(arabic);
    const wrong = await stack.call(b.collector!, 'POST', `${base}/confirm`, { otp: wrongStcPayCode(code) });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'otp_wrong', messageAr: expect.stringMatching(arabic) });
    expect((await stack.call(b.collector!, 'GET', base)).body).toMatchObject({ paid: false, attemptsLeft: 2 });
    expect((await stack.call(b.collector!, 'GET', `/api/orders/${id}`)).body).toMatchObject({
      status: 'awaiting_payment',
      payment: null,
    });
    expect((await stack.call(b.organiser!, 'POST', `${base}/confirm`, { otp: code })).status).toBe(404);

    const confirmed = await stack.call(b.collector!, 'POST', `${base}/confirm`, { otp: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ paid: true });
    const again = await stack.call(b.collector!, 'POST', `${base}/confirm`, { otp: code });
    expect(again.body).toMatchObject({ paid: true });
    const order = await stack.call(b.collector!, 'GET', `/api/orders/${id}`);
    expect(order.body).toMatchObject({ status: 'paid', payment: { method: 'stcpay', total } });
    expect(await streamTypesIn(stack, `order-${id}`)).toEqual([
      'OrderPlaced',
      'CheckoutStarted',
      'OrderOtpSent',
      'OrderOtpRejected',
      'OrderPaid',
    ]);
  });

  it('voids the code after three wrong ones; a new code then pays', async () => {
    const { id } = await stcPayOrder('organiser');
    const base = `/api/orders/${id}/stcpay`;
    expect((await stack.call(b.organiser!, 'POST', `${base}/authorize`, { mobile: '966561112233' })).status).toBe(200);
    const code = await lastStcPayCode(stack, '966561112233');
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await stack.call(b.organiser!, 'POST', `${base}/confirm`, { otp: wrongStcPayCode(code) }));
    expect(answers.map((a) => a.body.code)).toEqual(['otp_wrong', 'otp_wrong', 'otp_void']);
    expect((await stack.call(b.organiser!, 'POST', `${base}/confirm`, { otp: code })).body.code).toBe('otp_void');
    expect((await stack.call(b.organiser!, 'POST', `${base}/authorize`, { mobile: '0561112233' })).body).toMatchObject({
      codeSent: true,
      attemptsLeft: 3,
    });
    const fresh = await lastStcPayCode(stack, '0561112233');
    expect((await stack.call(b.organiser!, 'POST', `${base}/confirm`, { otp: fresh })).body).toMatchObject({
      paid: true,
    });
    const types = await streamTypesIn(stack, `order-${id}`);
    expect(types.filter((t) => t === 'OrderOtpRejected')).toHaveLength(3);
    expect(types.filter((t) => t === 'OrderPaid')).toHaveLength(1);
  });
});
