/** Choosing the providers by configuration: the sandbox by default; a live provider goes to its adapter and the
 * sandbox's signed deliveries no longer confirm its payments; a live provider without its settings stops the start. */
import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { SandboxPaymentGateway } from '../payment-gateway.js';
import { fakeProvider } from './fake-provider.js';
import { LivePaymentGateway, liveAdaptersFromEnv } from './live-gateway.js';

const PUBLIC = 'https://art.example';
const stripeEnv = { PAYMENT_LIVE_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: 'sk_test', STRIPE_WEBHOOK_SECRET: 'whsec' };

describe('live payment providers by configuration', () => {
  it('uses none unless asked', () => {
    expect(liveAdaptersFromEnv({}, PUBLIC, fakeProvider([]).fetch)).toEqual([]);
  });

  it('refuses a live provider without its settings, and bank transfer', () => {
    const fetch = fakeProvider([]).fetch;
    expect(() => liveAdaptersFromEnv({ PAYMENT_LIVE_PROVIDERS: 'stripe' }, PUBLIC, fetch)).toThrow(
      /STRIPE_SECRET_KEY is required.*STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => liveAdaptersFromEnv({ PAYMENT_LIVE_PROVIDERS: 'paypal' }, PUBLIC, fetch)).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() => liveAdaptersFromEnv({ PAYMENT_LIVE_PROVIDERS: 'stcpay' }, PUBLIC, fetch)).toThrow(
      /STCPAY_MERCHANT_ID/,
    );
    const simulated = liveAdaptersFromEnv(
      { PAYMENT_LIVE_PROVIDERS: 'stcpay', STCPAY_API_BASE: 'sandbox' },
      PUBLIC,
      fetch,
    );
    expect(simulated.map((a) => a.provider)).toEqual(['stcpay']);
    expect(() => liveAdaptersFromEnv({ PAYMENT_LIVE_PROVIDERS: 'bank_transfer' }, PUBLIC, fetch)).toThrow(
      /cannot be live/,
    );
  });

  it('sends a live provider to its API and leaves the others on the sandbox', async () => {
    const api = fakeProvider([
      { match: /checkout\/sessions$/, body: { id: 'cs_1', url: 'https://checkout.stripe.com/x' } },
    ]);
    const sandbox = new SandboxPaymentGateway('secret');
    const gateway = new LivePaymentGateway(sandbox, liveAdaptersFromEnv(stripeEnv, PUBLIC, api.fetch));
    const request = { orderId: 'reg-1', amount: 10, currency: 'SAR' };
    expect(await gateway.create({ ...request, provider: 'stripe' })).toMatchObject({ reference: 'cs_1' });
    expect(await gateway.create({ ...request, provider: 'stcpay' })).toEqual(
      await sandbox.create({ ...request, provider: 'stcpay' }),
    );
    expect(api.requests).toHaveLength(1);
  });

  it("no longer confirms a live provider's payment by the sandbox's signature", () => {
    const sandbox = new SandboxPaymentGateway('secret');
    const gateway = new LivePaymentGateway(sandbox, liveAdaptersFromEnv(stripeEnv, PUBLIC, fakeProvider([]).fetch));
    const delivery = { reference: 'cs_1', status: 'succeeded' as const, deliveryId: 'd1' };
    const stripe = { ...delivery, provider: 'stripe' as const };
    const stcpay = { ...delivery, provider: 'stcpay' as const };
    expect(gateway.verify(stripe, sandbox.sign(stripe))).toBe(false);
    expect(gateway.verify(stripe, gateway.sign(stripe))).toBe(false);
    expect(gateway.verify(stcpay, sandbox.sign(stcpay))).toBe(true);
  });

  it("reads a live provider's webhook through its adapter, and nothing for a sandbox provider", async () => {
    const gateway = new LivePaymentGateway(
      new SandboxPaymentGateway('secret'),
      liveAdaptersFromEnv(stripeEnv, PUBLIC, fakeProvider([]).fetch),
    );
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', id: 'cs_1', payment_status: 'paid', amount_total: 1000 } },
    });
    const t = Math.floor(Date.now() / 1000);
    const header = `t=${t},v1=${createHmac('sha256', 'whsec').update(`${t}.${body}`).digest('hex')}`;
    expect(await gateway.receive('stripe', body, { 'stripe-signature': header })).toMatchObject({
      reference: 'cs_1',
      status: 'succeeded',
      amount: 10,
    });
    expect(await gateway.receive('stripe', body, { 'stripe-signature': `t=${t},v1=${'0'.repeat(64)}` })).toBeNull();
    expect(await gateway.receive('stcpay', body, { 'stripe-signature': header })).toBeNull();
  });

  it("refunds a live provider's payment through its API, idempotent by our refund id (not verified here)", async () => {
    const api = fakeProvider([
      { match: /checkout\/sessions\/cs_1$/, body: { id: 'cs_1', payment_intent: 'pi_1' } },
      { match: /v1\/refunds$/, body: { id: 're_1', status: 'pending' } },
    ]);
    const gateway = new LivePaymentGateway(
      new SandboxPaymentGateway('secret'),
      liveAdaptersFromEnv(stripeEnv, PUBLIC, api.fetch),
    );
    const target = { provider: 'stripe' as const, currency: 'SAR', refundId: 'refund-1' };
    expect(await gateway.refund('cs_1', 51.25, 'attendee_cancelled', target)).toEqual({
      reference: 're_1',
      status: 'pending',
    });
    const refund = api.requests.find((r) => r.url.endsWith('/v1/refunds'))!;
    expect(refund.headers['Idempotency-Key']).toBe('refund-1');
    expect(new URLSearchParams(refund.body).get('amount')).toBe('5125');
  });
});

describe('the sandbox refunds', () => {
  it('records a refund once by our id and signs its refund webhook over the refund id', async () => {
    const sandbox = new SandboxPaymentGateway('secret');
    const target = { provider: 'stcpay' as const, currency: 'SAR', refundId: 'r-1' };
    const first = await sandbox.refund('stcpay_sbx_1', 20, 'Session moved', target);
    expect(first).toEqual({ reference: 'rf_sbx_r1', status: 'pending' });
    expect(await sandbox.refund('stcpay_sbx_1', 20, 'Session moved', target)).toEqual(first);
    expect([...sandbox.refunds.values()]).toEqual([{ reference: 'rf_sbx_r1', amount: 20, reason: 'Session moved' }]);
    const delivery = { provider: 'stcpay' as const, reference: 'stcpay_sbx_1', status: 'refunded' as const };
    const signed = sandbox.sign({ ...delivery, deliveryId: 'd1', refundId: 'r-1' });
    expect(sandbox.verify({ ...delivery, deliveryId: 'd1', refundId: 'r-1' }, signed)).toBe(true);
    expect(sandbox.verify({ ...delivery, deliveryId: 'd1', refundId: 'r-2' }, signed)).toBe(false);
  });

  it('owes a bank transfer back rather than asking anyone', async () => {
    const sandbox = new SandboxPaymentGateway('secret');
    const target = { provider: 'bank_transfer' as const, currency: 'SAR', refundId: 'r-1' };
    expect(await sandbox.refund('bank_transfer_sbx_1', 20, 'asked', target)).toEqual({
      reference: 'bank_transfer_sbx_1',
      status: 'owed',
    });
  });
});
