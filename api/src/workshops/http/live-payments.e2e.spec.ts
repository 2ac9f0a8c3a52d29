/**
 * A live provider switched on by configuration (PostgreSQL server): with `PAYMENT_LIVE_PROVIDERS=stripe` a
 * registration paid by Stripe gets a Checkout Session from Stripe's API (a local double answering as Stripe
 * documents) and is confirmed only by a `Stripe-Signature`-verified webhook over the raw body, once however often it
 * comes; the sandbox's signed delivery no longer confirms it, and a forged delivery changes nothing. A refund Stripe
 * refuses is recorded as failed (the admin ledger shows it), asked again by the retry job with the same
 * idempotency key, and issued once by Stripe's `refund.updated` webhook; five refusals flag it for a person.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { setProcessEnv } from '../../testing/process-env.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { RegistrationRefunds } from '../application/registration-refunds.service.js';
import { streamTypesIn } from '../../testing/appended-events.js';
import { publishedWorkshop } from './testing/workshop-requests.js';

const WEBHOOK_SECRET = 'whsec_live_spec';
const LIVE_ENV = {
  PAYMENT_LIVE_PROVIDERS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_live_spec',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let stack: TestStack;
let stripe: Server;
const sessionRequests: { authorization?: string; idempotencyKey?: string; body: URLSearchParams }[] = [];
/** Stripe's answers to refund requests, in order (then `pending`); and the refunds asked, by idempotency key. */
const refundAnswers: { status: number; body: Record<string, unknown> }[] = [];
const refundRequests: { idempotencyKey?: string; body: URLSearchParams }[] = [];
const b: Record<string, TestBrowser> = {};
let restoreEnv = () => {};
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  stripe = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const json = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      const session = /^\/v1\/checkout\/sessions\/(cs_[\w]+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && session) return json(200, { id: session, payment_intent: `pi_${session}` });
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        refundRequests.push({ idempotencyKey: key, body: new URLSearchParams(body) });
        const answer = refundAnswers.shift() ?? { status: 200, body: { status: 'pending' } };
        return json(answer.status, { id: `re_${String(key).replaceAll('-', '')}`, ...answer.body });
      }
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
  restoreEnv = setProcessEnv(env);
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'admin']) b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => stripe?.close(resolve));
  restoreEnv();
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

/** A published workshop paid by Stripe and the collector's registration to it, not paid yet. */
async function stripeRegistration() {
  const id = await publishedWorkshop(stack, b.organiser!, {
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
  return { workshopId: id, registrationId, reference: reference as string, amountDue: amountDue as number, nextAction };
}

const paidEvent = (reference: string, amountDue: number, eventId: string) =>
  JSON.stringify({
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: { object: 'checkout.session', id: reference, payment_status: 'paid', amount_total: amountDue * 100 },
    },
  });

/** The same, paid by Stripe's verified webhook. */
async function paidStripeRegistration(tag: string) {
  const registration = await stripeRegistration();
  const event = paidEvent(registration.reference, registration.amountDue, `evt_paid_${tag}`);
  expect((await deliver(event, signed(event))).status).toBe(200);
  return registration;
}

describe('Stripe switched on by configuration', () => {
  it('registers through a Checkout Session and is paid only by a verified Stripe webhook', async () => {
    const { registrationId, reference, amountDue, nextAction } = await stripeRegistration();
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

    const event = paidEvent(reference, amountDue, 'evt_live_1');
    const forged = await deliver(event, signed(event, 'whsec_someone_else'));
    expect(forged.status).toBe(403);
    expect(forged.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect(await streamTypesIn(stack, `registration-${registrationId}`)).toEqual(['RegistrationPlaced']);

    expect(await deliver(event, signed(event))).toEqual({ status: 200, body: { received: true, registrationId } });
    expect((await deliver(event, signed(event))).status).toBe(200);
    expect(await streamTypesIn(stack, `registration-${registrationId}`)).toEqual([
      'RegistrationPlaced',
      'RegistrationPaid',
    ]);

    // A verified event for a payment that is not a registration's (an order's) is acknowledged and changes nothing.
    const other = event.replaceAll(reference, 'cs_test_not_ours');
    expect(await deliver(other, signed(other))).toEqual({ status: 200, body: { received: true } });
  });
});

describe('a Stripe refund refused, retried, then issued by its webhook', () => {
  const declined = { status: 402, body: { error: { type: 'card_error', code: 'expired_card' } } };
  const ledgerRow = async (registrationId: string) => {
    const filter = encodeURIComponent(JSON.stringify({ source: 'workshop', provider: 'stripe' }));
    const rows = await stack.call(b.admin!, 'GET', `/api/admin/payments?filter=${filter}&range=[0,99]`);
    return (rows.body as Array<Record<string, any>>).find((r) => r.id === `registration-${registrationId}`)!;
  };
  const failures = async (registrationId: string) =>
    (await stack.runtime.storage.events.readStream(`registration-${registrationId}`))
      .filter((e) => e.type === 'RegistrationRefundFailed')
      .map((e) => (e.data as { attempt: number; retryAt: string | null }).attempt);

  it('records each refusal, retries by the same key, issues once, and flags after the fifth', async () => {
    const { workshopId, registrationId, reference } = await paidStripeRegistration('refund');
    const refunds = `/api/workshops/${workshopId}/registrations/${registrationId}/refunds`;
    const retry = stack.http.app.get(RegistrationRefunds);
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);

    refundAnswers.push(declined);
    const asked = await stack.call(b.organiser!, 'POST', refunds, { amount: 50, reason: 'Session moved' });
    expect(asked.status).toBe(200);
    const refundId = (asked.body.payment.refunds as Array<{ refundId: string }>)[0]!.refundId;
    expect(await failures(registrationId)).toEqual([1]);
    expect(await ledgerRow(registrationId)).toMatchObject({
      refundOwed: 50,
      refundFailure: { attempt: 1, reason: expect.stringContaining('expired_card'), flagged: false },
    });
    const staffView = async () =>
      (await stack.call(b.admin!, 'GET', `/api/admin/workshop-registrations/${registrationId}`)).body as {
        refundFailure: unknown;
      };
    // The registration's back-office page tells the same story as the ledger: the reason and the next retry.
    expect((await staffView()).refundFailure).toEqual((await ledgerRow(registrationId))!.refundFailure);
    expect((await staffView()).refundFailure).toMatchObject({ attempt: 1, retryAt: expect.any(String) });
    expect(await retry.retryDue(new Date())).toEqual({ retried: 0 });

    // 15 minutes on, the job asks again with the same idempotency key; Stripe accepts (pending).
    expect(await retry.retryDue(later(0.3))).toEqual({ retried: 1 });
    const asks = refundRequests.filter((r) => r.idempotencyKey === refundId);
    expect(asks).toHaveLength(2);
    expect(asks[1]!.body.get('metadata[payment_reference]')).toBe(reference);
    expect(await retry.retryDue(later(20))).toEqual({ retried: 0 });

    const refunded = JSON.stringify({
      id: 'evt_refund_1',
      type: 'refund.updated',
      data: {
        object: {
          id: `re_${refundId.replaceAll('-', '')}`,
          object: 'refund',
          amount: 5000,
          status: 'succeeded',
          metadata: { refund_id: refundId, payment_reference: reference },
        },
      },
    });
    expect(await deliver(refunded, signed(refunded))).toEqual({
      status: 200,
      body: { received: true, registrationId },
    });
    expect((await deliver(refunded, signed(refunded))).status).toBe(200);
    const types = await streamTypesIn(stack, `registration-${registrationId}`);
    expect(types.filter((t) => t === 'RegistrationRefunded')).toHaveLength(1);
    expect(await ledgerRow(registrationId)).toMatchObject({ refunded: 50, refundOwed: 0, refundFailure: null });

    // A second refund Stripe refuses every time: five attempts, then flagged and left alone.
    refundAnswers.push(declined, declined, declined, declined, declined);
    const second = await stack.call(b.organiser!, 'POST', refunds, { amount: 30, reason: 'Materials missing' });
    expect(second.status).toBe(200);
    for (let attempt = 2; attempt <= 5; attempt++) expect(await retry.retryDue(later(13))).toEqual({ retried: 1 });
    expect(await failures(registrationId)).toEqual([1, 1, 2, 3, 4, 5]);
    expect(await retry.retryDue(later(48))).toEqual({ retried: 0 });
    expect(await ledgerRow(registrationId)).toMatchObject({
      refundOwed: 30,
      refundFailure: { attempt: 5, retryAt: null, flagged: true },
    });
    const byWorkshop = encodeURIComponent(JSON.stringify({ workshopId }));
    const listed = (await stack.call(b.admin!, 'GET', `/api/admin/workshop-registrations?filter=${byWorkshop}`))
      .body as Array<{ id: string; refundFailure: unknown }>;
    expect(listed.find((r) => r.id === registrationId)?.refundFailure).toMatchObject({ attempt: 5, flagged: true });
  });
});

describe('a refund the provider made on its own (its dashboard, a reversal)', () => {
  it('is recorded once on the registration and in the ledger, never past what was paid', async () => {
    const { registrationId, reference, amountDue } = await paidStripeRegistration('dashboard');
    const refunds = stack.http.app.get(RegistrationRefunds);
    const fromDashboard = {
      provider: 'stripe' as const,
      reference,
      status: 'refunded' as const,
      amount: 40,
      deliveryId: 'evt_dashboard_1',
      refundReference: 're_dashboard_1',
    };
    expect(await refunds.applyLive(fromDashboard)).toEqual({ received: true, registrationId });
    await refunds.applyLive({ ...fromDashboard, deliveryId: 'evt_dashboard_2' }); // delivered again
    // A reversal of the whole payment afterwards takes back only what was left.
    await refunds.applyLive({ ...fromDashboard, amount: amountDue, refundReference: 're_reversal_1', reversal: true });

    const stream = await stack.runtime.storage.events.readStream(`registration-${registrationId}`);
    const requested = stream
      .filter((e) => e.type === 'RegistrationRefundRequested')
      .map((e) => e.data as { amount: number; reason: string; actorId: string | null });
    const rest = Math.round((amountDue - 40) * 100) / 100;
    expect(requested).toEqual([
      expect.objectContaining({ amount: 40, reason: 'provider_refund', actorId: null }),
      expect.objectContaining({ amount: rest, reason: 'provider_reversal', actorId: null }),
    ]);
    expect(stream.filter((e) => e.type === 'RegistrationRefunded')).toHaveLength(2);
    const filter = encodeURIComponent(JSON.stringify({ source: 'workshop', provider: 'stripe' }));
    const rows = await stack.call(b.admin!, 'GET', `/api/admin/payments?filter=${filter}&range=[0,99]`);
    const row = (rows.body as Array<Record<string, unknown>>).find((r) => r.id === `registration-${registrationId}`);
    expect(row).toMatchObject({ refunded: amountDue, refundOwed: 0 });
  });
});
