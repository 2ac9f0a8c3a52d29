/** Stripe's adapter: the Checkout Session it asks for, the refund, and the `Stripe-Signature` check as Stripe
 * documents it (HMAC-SHA256 of `t.body`, `v1` among several schemes, five minutes' tolerance). */
import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { fakeProvider } from './fake-provider.js';
import { StripeAdapter, verifyStripeSignature } from './stripe.adapter.js';

const SECRET = 'whsec_test_secret';
const NOW = new Date('2026-11-29T09:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);
const settings = { secretKey: 'sk_test_123', webhookSecret: SECRET, publicUrl: 'https://art.example' };

const sign = (body: string, t = T, secret = SECRET) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: 'evt_1', type, data: { object: { object: 'checkout.session', id: 'cs_test_1', ...object } } });

describe('Stripe-Signature', () => {
  const body = event('checkout.session.completed', { payment_status: 'paid', amount_total: 12650 });

  it('accepts the documented header, v1 beside a v0 and a second v1 (a rolled secret)', () => {
    const header = `t=${T},v1=${'0'.repeat(64)},v1=${sign(body)},v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39`;
    expect(verifyStripeSignature(body, header, SECRET, T)).toBe(true);
  });

  it('refuses a changed body, another secret, a stale timestamp, a header without v1', () => {
    const header = `t=${T},v1=${sign(body)}`;
    expect(verifyStripeSignature(body.replace('12650', '1'), header, SECRET, T)).toBe(false);
    expect(verifyStripeSignature(body, `t=${T},v1=${sign(body, T, 'whsec_other')}`, SECRET, T)).toBe(false);
    expect(verifyStripeSignature(body, `t=${T - 301},v1=${sign(body, T - 301)}`, SECRET, T)).toBe(false);
    expect(verifyStripeSignature(body, `t=${T - 299},v1=${sign(body, T - 299)}`, SECRET, T)).toBe(true);
    expect(verifyStripeSignature(body, `t=${T},v0=${sign(body)}`, SECRET, T)).toBe(false);
    expect(verifyStripeSignature(body, '', SECRET, T)).toBe(false);
  });
});

describe('Stripe adapter', () => {
  it('asks for a Checkout Session in minor units, idempotent by our order id, and hands the payer its url', async () => {
    const api = fakeProvider([
      { match: /checkout\/sessions$/, body: { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } },
    ]);
    const created = await new StripeAdapter(settings, api.fetch).create({
      provider: 'stripe',
      orderId: 'reg-1',
      amount: 126.5,
      currency: 'SAR',
      description: 'Calligraphy workshop',
      returnTo: { succeeded: '/workshops?registration=reg-1&payment=succeed', abandoned: '/workshops?x=1' },
    });
    expect(created).toEqual({
      provider: 'stripe',
      reference: 'cs_test_1',
      nextAction: { type: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    });
    const [request] = api.requests;
    expect(request).toMatchObject({
      url: 'https://api.stripe.com/v1/checkout/sessions',
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_123',
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': 'reg-1',
      },
    });
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      mode: 'payment',
      client_reference_id: 'reg-1',
      success_url: 'https://art.example/workshops?registration=reg-1&payment=succeed',
      cancel_url: 'https://art.example/workshops?x=1',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'sar',
      'line_items[0][price_data][unit_amount]': '12650',
      'line_items[0][price_data][product_data][name]': 'Calligraphy workshop',
      'metadata[order_id]': 'reg-1',
      'payment_intent_data[metadata][order_id]': 'reg-1',
    });
  });

  it("refunds the session's payment intent, in minor units, idempotent by our refund id", async () => {
    const api = fakeProvider([
      { match: /checkout\/sessions\/cs_test_1$/, body: { id: 'cs_test_1', payment_intent: 'pi_1' } },
      { match: /v1\/refunds$/, body: { id: 're_1', status: 'succeeded' } },
    ]);
    const refund = await new StripeAdapter(settings, api.fetch).refund('cs_test_1', 63.25, 'SAR', 'refund-1');
    expect(refund).toEqual({ reference: 're_1', status: 'succeeded' });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://api.stripe.com/v1/checkout/sessions/cs_test_1',
      'POST https://api.stripe.com/v1/refunds',
    ]);
    expect(api.requests[1]!.headers['Idempotency-Key']).toBe('refund-1');
    expect(Object.fromEntries(new URLSearchParams(api.requests[1]!.body))).toEqual({
      payment_intent: 'pi_1',
      amount: '6325',
      'metadata[refund_id]': 'refund-1',
      'metadata[payment_reference]': 'cs_test_1',
    });
  });

  it('reads paid, failed and expired sessions from signed events, and nothing from an unsigned one', async () => {
    const adapter = new StripeAdapter(settings, fakeProvider([]).fetch, () => NOW);
    const receive = (body: string, header = `t=${T},v1=${sign(body)}`) =>
      adapter.receive(body, { 'stripe-signature': header });
    const paid = event('checkout.session.completed', { payment_status: 'paid', amount_total: 12650 });
    expect(await receive(paid)).toEqual({
      provider: 'stripe',
      reference: 'cs_test_1',
      status: 'succeeded',
      amount: 126.5,
      deliveryId: 'evt_1',
    });
    expect(await receive(event('checkout.session.expired', { amount_total: 12650 }))).toMatchObject({
      status: 'failed',
    });
    expect(await receive(event('checkout.session.async_payment_failed', {}))).toMatchObject({ status: 'failed' });
    expect(await receive(event('checkout.session.completed', { payment_status: 'unpaid' }))).toBeNull();
    expect(await receive(paid, `t=${T},v1=${'a'.repeat(64)}`)).toBeNull();
  });

  describe('refund webhooks', () => {
    const adapter = new StripeAdapter(settings, fakeProvider([]).fetch, () => NOW);
    const receive = (body: string, header = `t=${T},v1=${sign(body)}`) =>
      adapter.receive(body, { 'stripe-signature': header });
    // Stripe's documented Refund object, with the metadata our refund request set.
    const refund = (fields: Record<string, unknown>) => ({
      id: 're_3MtwBwLkdIwHu7ix28a3tqPa',
      object: 'refund',
      amount: 6325,
      charge: 'ch_3MtwBwLkdIwHu7ix28a3tqPa',
      currency: 'sar',
      metadata: { refund_id: 'refund-1', payment_reference: 'cs_test_1' },
      payment_intent: 'pi_1',
      status: 'succeeded',
      ...fields,
    });
    const refundEvent = (type: string, object: unknown) =>
      JSON.stringify({ id: 'evt_r1', object: 'event', type, data: { object } });

    it('reads a succeeded refund (refund.updated) as our refund issued, with its amount and reference', async () => {
      expect(await receive(refundEvent('refund.updated', refund({})))).toEqual({
        provider: 'stripe',
        reference: 'cs_test_1',
        status: 'refunded',
        amount: 63.25,
        deliveryId: 'evt_r1',
        refundId: 'refund-1',
        refundReference: 're_3MtwBwLkdIwHu7ix28a3tqPa',
      });
    });

    it("reads charge.refunded by the charge's newest refund", async () => {
      const charge = {
        id: 'ch_1',
        object: 'charge',
        amount_refunded: 6325,
        refunded: false,
        refunds: { object: 'list', data: [refund({}), refund({ id: 're_old', metadata: {} })] },
      };
      expect(await receive(refundEvent('charge.refunded', charge))).toMatchObject({
        status: 'refunded',
        refundId: 'refund-1',
        refundReference: 're_3MtwBwLkdIwHu7ix28a3tqPa',
      });
      expect(await receive(refundEvent('charge.refunded', { ...charge, refunds: undefined }))).toBeNull();
    });

    it('reads a failed refund with its reason, and leaves pending refunds and ones not ours alone', async () => {
      const failed = refund({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
      expect(await receive(refundEvent('refund.failed', failed))).toMatchObject({
        status: 'refund_failed',
        refundId: 'refund-1',
        failureReason: 'expired_or_canceled_card',
      });
      expect(await receive(refundEvent('refund.updated', refund({ status: 'pending' })))).toBeNull();
    });

    it("reads a refund made on Stripe's dashboard by the session its payment intent names, with no refund id of ours", async () => {
      const api = fakeProvider([
        { match: /\/v1\/checkout\/sessions\?payment_intent=pi_1$/, body: { data: [{ id: 'cs_test_1' }] } },
      ]);
      const dashboard = new StripeAdapter(settings, api.fetch, () => NOW);
      const body = refundEvent('refund.updated', refund({ metadata: {} }));
      expect(await dashboard.receive(body, { 'stripe-signature': `t=${T},v1=${sign(body)}` })).toEqual({
        provider: 'stripe',
        reference: 'cs_test_1',
        status: 'refunded',
        amount: 63.25,
        deliveryId: 'evt_r1',
        refundReference: 're_3MtwBwLkdIwHu7ix28a3tqPa',
      });
      expect(api.requests[0]!.headers.Authorization).toBe(`Bearer ${settings.secretKey}`);
      // No Checkout Session for the payment intent (a payment made some other way): nothing names a payment of ours.
      const none = new StripeAdapter(
        settings,
        fakeProvider([{ match: /sessions\?/, body: { data: [] } }]).fetch,
        () => NOW,
      );
      expect(await none.receive(body, { 'stripe-signature': `t=${T},v1=${sign(body)}` })).toBeNull();
    });

    it('refuses a refund event whose signature does not verify', async () => {
      const body = refundEvent('refund.updated', refund({}));
      expect(await receive(body, `t=${T},v1=${sign(body, T, 'whsec_other')}`)).toBeNull();
    });
  });
});
