/** PayPal's adapter: the OAuth token, the Orders v2 order it creates, the webhook verified by PayPal's own call with
 * the five transmission headers, an approval captured, a capture's completion or denial read, and the refund. */
import { describe, expect, it } from '@jest/globals';
import { fakeProvider } from './fake-provider.js';
import { PayPalAdapter } from './paypal.adapter.js';

const API = 'https://api-m.sandbox.paypal.com';
const settings = {
  clientId: 'client',
  clientSecret: 'secret',
  webhookId: 'WH-1',
  publicUrl: 'https://art.example',
  apiBase: API,
};
const token = { match: /oauth2\/token$/, body: { access_token: 'A21', expires_in: 32400 } };
/** An order once captured, as PayPal answers a capture and a later read of the order. */
const capturedOrder = {
  id: '5O190127TN364715T',
  status: 'COMPLETED',
  purchase_units: [
    {
      payments: { captures: [{ id: 'CAP-1', status: 'COMPLETED', amount: { value: '126.50', currency_code: 'USD' } }] },
    },
  ],
};
const transmission = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
  'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
  'paypal-transmission-sig':
    'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
  'paypal-transmission-time': '2026-11-29T09:00:00Z',
};

describe('PayPal adapter', () => {
  it('creates a CAPTURE order with a client-credentials token, idempotent by our order id', async () => {
    const api = fakeProvider([
      token,
      {
        match: /v2\/checkout\/orders$/,
        body: {
          id: '5O190127TN364715T',
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ rel: 'payer-action', href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T' }],
        },
      },
    ]);
    const created = await new PayPalAdapter(settings, api.fetch).create({
      provider: 'paypal',
      orderId: 'reg-1',
      amount: 126.5,
      currency: 'USD',
      returnTo: { succeeded: '/workshops?payment=succeed', abandoned: '/workshops?payment=abandon' },
    });
    expect(created).toEqual({
      provider: 'paypal',
      reference: '5O190127TN364715T',
      nextAction: { type: 'redirect', url: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T' },
    });
    const [auth, order] = api.requests;
    expect(auth).toMatchObject({
      url: `${API}/v1/oauth2/token`,
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('client:secret').toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(order).toMatchObject({
      url: `${API}/v2/checkout/orders`,
      method: 'POST',
      headers: { Authorization: 'Bearer A21', 'Content-Type': 'application/json', 'PayPal-Request-Id': 'reg-1' },
    });
    expect(JSON.parse(order!.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: 'reg-1', custom_id: 'reg-1', amount: { currency_code: 'USD', value: '126.50' } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://art.example/workshops?payment=succeed',
            cancel_url: 'https://art.example/workshops?payment=abandon',
            user_action: 'PAY_NOW',
          },
        },
      },
    });
  });

  const completed = JSON.stringify({
    id: 'WH-EVT-1',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: {
      id: '3C679366HH908993F',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '126.50' },
      supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
    },
  });

  it("asks PayPal to verify a delivery's transmission headers, and reads a completed capture", async () => {
    const api = fakeProvider([token, { match: /verify-webhook-signature$/, body: { verification_status: 'SUCCESS' } }]);
    const delivery = await new PayPalAdapter(settings, api.fetch).receive(completed, transmission);
    expect(delivery).toEqual({
      provider: 'paypal',
      reference: '5O190127TN364715T',
      status: 'succeeded',
      amount: 126.5,
      deliveryId: 'WH-EVT-1',
    });
    expect(JSON.parse(api.requests[1]!.body)).toEqual({
      auth_algo: transmission['paypal-auth-algo'],
      cert_url: transmission['paypal-cert-url'],
      transmission_id: transmission['paypal-transmission-id'],
      transmission_sig: transmission['paypal-transmission-sig'],
      transmission_time: transmission['paypal-transmission-time'],
      webhook_id: 'WH-1',
      webhook_event: JSON.parse(completed),
    });
  });

  it('reads nothing from a delivery PayPal does not verify or that lacks its headers', async () => {
    const api = fakeProvider([token, { match: /verify-webhook-signature$/, body: { verification_status: 'FAILURE' } }]);
    const adapter = new PayPalAdapter(settings, api.fetch);
    expect(await adapter.receive(completed, transmission)).toBeNull();
    const requestsBefore = api.requests.length;
    const { ['paypal-transmission-sig']: _sig, ...unsigned } = transmission;
    expect(await adapter.receive(completed, unsigned)).toBeNull();
    expect(api.requests).toHaveLength(requestsBefore);
  });

  it('captures an approved order at once (idempotent by the event id) and reads a denied capture as failed', async () => {
    const api = fakeProvider([
      token,
      { match: /verify-webhook-signature$/, body: { verification_status: 'SUCCESS' } },
      {
        match: /orders\/5O190127TN364715T\/capture$/,
        body: capturedOrder,
      },
    ]);
    const adapter = new PayPalAdapter(settings, api.fetch);
    const approved = JSON.stringify({
      id: 'WH-EVT-2',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: '5O190127TN364715T', status: 'APPROVED' },
    });
    expect(await adapter.receive(approved, transmission)).toMatchObject({ status: 'succeeded', amount: 126.5 });
    const capture = api.requests.find((r) => r.url.endsWith('/capture'))!;
    expect(capture.headers['PayPal-Request-Id']).toBe('WH-EVT-2');
    const denied = completed.replace('PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED');
    expect(await adapter.receive(denied, transmission)).toMatchObject({
      status: 'failed',
      reference: '5O190127TN364715T',
    });
  });

  it("refunds the order's completed capture", async () => {
    const api = fakeProvider([
      token,
      {
        match: /checkout\/orders\/5O190127TN364715T$/,
        body: capturedOrder,
      },
      { match: /captures\/CAP-1\/refund$/, body: { id: 'REF-1', status: 'COMPLETED' } },
    ]);
    const refund = await new PayPalAdapter(settings, api.fetch).refund('5O190127TN364715T', 60, 'USD', 'refund-1');
    expect(refund).toEqual({ reference: 'REF-1', status: 'succeeded' });
    const request = api.requests.at(-1)!;
    expect(request.headers['PayPal-Request-Id']).toBe('refund-1');
    expect(JSON.parse(request.body)).toEqual({
      amount: { value: '60.00', currency_code: 'USD' },
      custom_id: 'refund-1',
    });
  });

  describe('refund webhooks', () => {
    // PayPal's documented PAYMENT.CAPTURE.REFUNDED sample: the Refund, its `up` link to the capture it refunds.
    const refunded = (eventType: string, fields: Record<string, unknown> = {}) =>
      JSON.stringify({
        id: 'WH-EVT-R1',
        event_version: '1.0',
        resource_type: 'refund',
        event_type: eventType,
        summary: 'A USD 60.0 USD capture payment was refunded',
        resource: {
          id: '1Y107995YT783435V',
          status: 'COMPLETED',
          amount: { value: '60.00', currency_code: 'USD' },
          custom_id: 'refund-1',
          links: [
            { href: `${API}/v2/payments/refunds/1Y107995YT783435V`, rel: 'self', method: 'GET' },
            { href: `${API}/v2/payments/captures/CAP-1`, rel: 'up', method: 'GET' },
          ],
          ...fields,
        },
      });
    const captureWithOrder = {
      match: /v2\/payments\/captures\/CAP-1$/,
      body: { id: 'CAP-1', supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } } },
    };
    const verified = (verification: string) =>
      fakeProvider([
        token,
        { match: /verify-webhook-signature$/, body: { verification_status: verification } },
        captureWithOrder,
      ]);

    it("reads a completed refund on the capture's order, with our refund id, amount and PayPal's reference", async () => {
      const api = verified('SUCCESS');
      expect(
        await new PayPalAdapter(settings, api.fetch).receive(refunded('PAYMENT.CAPTURE.REFUNDED'), transmission),
      ).toEqual({
        provider: 'paypal',
        reference: '5O190127TN364715T',
        status: 'refunded',
        amount: 60,
        deliveryId: 'WH-EVT-R1',
        refundId: 'refund-1',
        refundReference: '1Y107995YT783435V',
      });
      expect(api.requests.at(-1)!.url).toBe(`${API}/v2/payments/captures/CAP-1`);
    });

    it('reads a reversal (no refund of ours) and a failed refund with its reason', async () => {
      const adapter = new PayPalAdapter(settings, verified('SUCCESS').fetch);
      const reversed = await adapter.receive(
        refunded('PAYMENT.CAPTURE.REVERSED', { custom_id: undefined }),
        transmission,
      );
      expect(reversed).toMatchObject({
        status: 'refunded',
        reference: '5O190127TN364715T',
        amount: 60,
        refundReference: '1Y107995YT783435V',
        reversal: true,
      });
      expect(reversed).not.toHaveProperty('refundId');
      const fromDashboard = await adapter.receive(
        refunded('PAYMENT.CAPTURE.REFUNDED', { custom_id: undefined }),
        transmission,
      );
      expect(fromDashboard).toMatchObject({ status: 'refunded', refundReference: '1Y107995YT783435V' });
      expect(fromDashboard).not.toHaveProperty('refundId');
      expect(fromDashboard).not.toHaveProperty('reversal');
      const failed = refunded('PAYMENT.CAPTURE.REFUNDED', { status: 'FAILED', status_details: { reason: 'ECHECK' } });
      expect(await adapter.receive(failed, transmission)).toMatchObject({
        status: 'refund_failed',
        refundId: 'refund-1',
        failureReason: 'ECHECK',
      });
      expect(
        await adapter.receive(refunded('PAYMENT.CAPTURE.REFUNDED', { status: 'PENDING' }), transmission),
      ).toBeNull();
    });

    it('reads nothing from a refund delivery PayPal does not verify', async () => {
      const api = verified('FAILURE');
      expect(
        await new PayPalAdapter(settings, api.fetch).receive(refunded('PAYMENT.CAPTURE.REFUNDED'), transmission),
      ).toBeNull();
      expect(api.requests.some((r) => r.url.includes('/captures/'))).toBe(false);
    });
  });
});
