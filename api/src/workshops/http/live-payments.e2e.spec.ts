/**
 * A live provider switched on by configuration (PostgreSQL server): with `PAYMENT_LIVE_PROVIDERS=stripe` a
 * registration paid by Stripe gets a Checkout Session from Stripe's API (a local double answering as Stripe
 * documents) and is confirmed only by a `Stripe-Signature`-verified webhook over the raw body, once however often it
 * comes; the sandbox's signed delivery no longer confirms it, and a forged delivery changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';

const WEBHOOK_SECRET = 'whsec_live_spec';
const LIVE_ENV = {
  PAYMENT_LIVE_PROVIDERS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_live_spec',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let stack: TestStack;
let stripe: Server;
const sessionRequests: { authorization?: string; idempotencyKey?: string; body: URLSearchParams }[] = [];
const b: Record<string, TestBrowser> = {};
const saved: Record<string, string | undefined> = {};
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const streamTypes = async (stream: string) =>
  (await stack.runtime.storage.events.readStream(stream)).map((e) => e.type);

beforeAll(async () => {
  stripe = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') return res.writeHead(404).end('{}');
      sessionRequests.push({
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: new URLSearchParams(body),
      });
      const id = `cs_test_${String(req.headers['idempotency-key']).replaceAll('-', '')}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, url: `https://checkout.stripe.com/c/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const env = { ...LIVE_ENV, STRIPE_API_BASE: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}` };
  for (const [name, value] of Object.entries(env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser']) b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => stripe?.close(resolve));
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const signed = (body: string, secret = WEBHOOK_SECRET) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
};
const deliver = (body: string, signature: string) =>
  fetch(`${stack.baseUrl}/api/payments/webhooks/stripe/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

describe('Stripe switched on by configuration', () => {
  it('registers through a Checkout Session and is paid only by a verified Stripe webhook', async () => {
    const created = await stack.call(b.organiser!, 'POST', '/api/workshops', {
      title: 'Najdi doors',
      titleAr: 'الأبواب النجدية',
      description: 'Painting the doors of Najd',
      descriptionAr: 'رسم أبواب نجد',
      category: 'painting',
      skillLevel: 'beginner',
      startDate: future(20),
      duration: '2 hours',
      maxParticipants: 10,
      locationType: 'online',
      price: 200,
      instructor: 'Hessa',
      ticketTiers: [{ id: 'std', tierName: 'Standard', tierNameAr: 'عادي', price: 200 }],
      paymentMethods: [{ id: 'm1', paymentProvider: 'stripe', transactionFeePercentage: 2.9, fixedTransactionFee: 1 }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${id}/publish`)).status).toBe(200);

    const registered = await stack.call(b.collector!, 'POST', `/api/workshops/${id}/register`, {
      ticketTierId: 'std',
      paymentMethod: 'stripe',
      totalAmount: 200,
      currency: 'SAR',
      discountAmount: 0,
      personalInfo: { firstName: 'Lama', lastName: 'Al-Harbi', email: 'lama@example.sa' },
      customResponses: {},
    });
    expect(registered.status).toBe(201);
    const registrationId = registered.body.id as string;
    const { reference, amountDue, nextAction } = registered.body.payment;
    expect(reference).toBe(`cs_test_${registrationId.replaceAll('-', '')}`);
    expect(nextAction).toEqual({ type: 'redirect', url: `https://checkout.stripe.com/c/pay/${reference}` });
    const session = sessionRequests.find((r) => r.idempotencyKey === registrationId)!;
    expect(session.authorization).toBe('Bearer sk_test_live_spec');
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe(String(Math.round(amountDue * 100)));
    expect(session.body.get('success_url')).toContain(`/workshops?registration=${registrationId}&payment=succeed`);

    // The sandbox's hosted page and signed delivery no longer confirm a live provider's payment.
    const sandbox = await b.collector!.request(`${stack.baseUrl}/api/payments/sandbox/${reference}/succeed`, {
      method: 'POST',
      headers: { origin: stack.baseUrl },
    });
    expect(sandbox.status).toBe(403);

    const event = JSON.stringify({
      id: 'evt_live_1',
      type: 'checkout.session.completed',
      data: {
        object: { object: 'checkout.session', id: reference, payment_status: 'paid', amount_total: amountDue * 100 },
      },
    });
    const forged = await deliver(event, signed(event, 'whsec_someone_else'));
    expect(forged.status).toBe(403);
    expect(forged.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect(await streamTypes(`registration-${registrationId}`)).toEqual(['RegistrationPlaced']);

    expect(await deliver(event, signed(event))).toEqual({ status: 200, body: { received: true, registrationId } });
    expect((await deliver(event, signed(event))).status).toBe(200);
    expect(await streamTypes(`registration-${registrationId}`)).toEqual(['RegistrationPlaced', 'RegistrationPaid']);

    // A verified event for a payment that is not a registration's (an order's) is acknowledged and changes nothing.
    const other = event.replaceAll(reference, 'cs_test_not_ours');
    expect(await deliver(other, signed(other))).toEqual({ status: 200, body: { received: true } });
  });
});
