/**
 * Stripe, through Checkout Sessions (not verified here: written against Stripe's published API reference).
 * - Create: `POST https://api.stripe.com/v1/checkout/sessions`, form-encoded, `Authorization: Bearer <secret key>`,
 *   `Idempotency-Key: <our order id>` (asking again for the same order answers the same session). The session's id
 *   (`cs_…`) is the payment's reference and its `url` the hosted page the payer goes to.
 * - Webhook: the `Stripe-Signature` header `t=<unix seconds>,v1=<hex>[,v1=…][,v0=…]`; `v1` is HMAC-SHA256 of
 *   `<t>.<raw body>` keyed by the endpoint's signing secret (`whsec_…`), compared in constant time, the timestamp
 *   within five minutes of now. `checkout.session.completed` with `payment_status: paid` and
 *   `checkout.session.async_payment_succeeded` pay; `…async_payment_failed` and `checkout.session.expired` fail.
 *   The event's id is the delivery's id.
 * - Refund: the session's payment intent (`GET /v1/checkout/sessions/{id}`), then `POST /v1/refunds` with
 *   `payment_intent` and `amount` in minor units, `Idempotency-Key: <our refund id>`, and our refund id and the
 *   session in the refund's `metadata` (Stripe copies it onto every event about the refund: that is how its
 *   webhook names which of our refunds it settles).
 * - Refund webhooks: `refund.updated` / `charge.refund.updated` / `refund.failed` carry the Refund (`status`
 *   `succeeded` or `failed` with its `failure_reason`); `charge.refunded` carries the Charge, whose `refunds.data`
 *   lists its refunds newest first when the account's API version still includes them. A refund made on Stripe's
 *   dashboard has none of our metadata: its payment intent names the session (`GET /v1/checkout/sessions?payment_intent=`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CreatedPayment, PaymentRequest, WebhookDelivery } from '../payment-gateway.js';
import { minorUnits, providerJson, returnUrls } from './provider-adapter.js';
import type { Fetch, ProviderAdapter, RefundResult } from './provider-adapter.js';

export const STRIPE_API = 'https://api.stripe.com';
/** Stripe's default tolerance between the signature's timestamp and now. */
export const STRIPE_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  apiBase?: string;
}

interface StripeRefund {
  id?: string;
  object?: string;
  amount?: number;
  status?: string;
  failure_reason?: string | null;
  metadata?: Record<string, string>;
  payment_intent?: string | null;
}

interface StripeEvent {
  id: string;
  type: string;
  data: {
    object: StripeRefund & {
      payment_status?: string;
      amount_total?: number | null;
      refunds?: { data?: StripeRefund[] };
    };
  };
}

const REFUND_EVENTS = ['refund.updated', 'refund.failed', 'charge.refund.updated'];

/** Checks a `Stripe-Signature` header against the raw body, the way Stripe's libraries do. */
export function verifyStripeSignature(
  rawBody: string,
  header: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = STRIPE_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/i.test(value ?? ''));
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return signatures.some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}

/** Stripe's API takes nested form fields (`line_items[0][price_data][currency]=sar`). */
export function stripeForm(fields: Record<string, string | number>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form.toString();
}

export class StripeAdapter implements ProviderAdapter {
  readonly provider = 'stripe' as const;
  private readonly api: string;

  constructor(
    private readonly settings: StripeSettings,
    private readonly fetch: Fetch,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.api = settings.apiBase ?? STRIPE_API;
  }

  private headers(idempotencyKey?: string): Record<string, string> {
    return {
      Authorization: `Bearer ${this.settings.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    };
  }

  /** A GET of Stripe's API (`path` from `/v1/`), its JSON answer or a ProviderError. */
  private async get<T>(path: string): Promise<T> {
    return providerJson<T>(
      'stripe',
      await this.fetch(`${this.api}${path}`, {
        method: 'GET',
        headers: { Authorization: `Bearer ${this.settings.secretKey}` },
      }),
    );
  }

  async create(request: PaymentRequest): Promise<CreatedPayment> {
    const urls = returnUrls(this.settings.publicUrl, request);
    const body = stripeForm({
      mode: 'payment',
      client_reference_id: request.orderId,
      success_url: urls.succeeded,
      cancel_url: urls.abandoned,
      'line_items[0][quantity]': 1,
      'line_items[0][price_data][currency]': request.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': minorUnits(request.amount),
      'line_items[0][price_data][product_data][name]': request.description ?? request.orderId,
      'metadata[order_id]': request.orderId,
      'payment_intent_data[metadata][order_id]': request.orderId,
    });
    const session = await providerJson<{ id: string; url: string }>(
      'stripe',
      await this.fetch(`${this.api}/v1/checkout/sessions`, {
        method: 'POST',
        headers: this.headers(request.orderId),
        body,
      }),
    );
    return { provider: 'stripe', reference: session.id, nextAction: { type: 'redirect', url: session.url } };
  }

  async refund(reference: string, amount: number, _currency: string, refundId: string): Promise<RefundResult> {
    const session = await this.get<{ payment_intent: string | null }>(
      `/v1/checkout/sessions/${encodeURIComponent(reference)}`,
    );
    if (!session.payment_intent) return { reference: '', status: 'failed' };
    const refund = await providerJson<{ id: string; status: string }>(
      'stripe',
      await this.fetch(`${this.api}/v1/refunds`, {
        method: 'POST',
        headers: this.headers(refundId),
        body: stripeForm({
          payment_intent: session.payment_intent,
          amount: minorUnits(amount),
          'metadata[refund_id]': refundId,
          'metadata[payment_reference]': reference,
        }),
      }),
    );
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
    return { reference: refund.id, status };
  }

  /**
   * A refund's event: ours by its metadata; one made on Stripe's dashboard carries none of our metadata, so its
   * payment intent finds the Checkout Session (`GET /v1/checkout/sessions?payment_intent=…`), whose id is the
   * payment's reference, and it is delivered without a refund id of ours (recorded as the provider's own refund).
   */
  private async refundDelivery(eventId: string, refund: StripeRefund | undefined): Promise<WebhookDelivery | null> {
    const ours = ourRefundDelivery(eventId, refund);
    if (ours || refund?.metadata?.refund_id) return ours;
    if (refund?.object !== 'refund' || !refund.id || refund.status !== 'succeeded' || !refund.payment_intent)
      return null;
    const sessions = await this.get<{ data?: { id: string }[] }>(
      `/v1/checkout/sessions?payment_intent=${encodeURIComponent(refund.payment_intent)}`,
    );
    const reference = sessions.data?.[0]?.id;
    if (!reference) return null;
    const amount = (refund.amount ?? 0) / 100;
    return {
      provider: 'stripe',
      reference,
      status: 'refunded',
      amount,
      deliveryId: eventId,
      refundReference: refund.id,
    };
  }

  async receive(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookDelivery | null> {
    const signature = headers['stripe-signature'] ?? '';
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    if (!verifyStripeSignature(rawBody, signature, this.settings.webhookSecret, nowSeconds)) return null;
    const event = JSON.parse(rawBody) as StripeEvent;
    const object = event.data?.object;
    if (REFUND_EVENTS.includes(event.type)) return this.refundDelivery(event.id, object);
    if (event.type === 'charge.refunded') return this.refundDelivery(event.id, object?.refunds?.data?.[0]);
    const session = object;
    if (session?.object !== 'checkout.session' || !session.id) return null;
    const paid =
      (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
      event.type === 'checkout.session.async_payment_succeeded';
    const failed = event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired';
    if (!paid && !failed) return null;
    return {
      provider: 'stripe',
      reference: session.id,
      status: paid ? 'succeeded' : 'failed',
      amount: (session.amount_total ?? 0) / 100,
      deliveryId: event.id,
    };
  }
}

/** A Stripe refund that went through or failed, as the delivery of the refund of ours its metadata names (a pending
 * one waits for its next event; one made on Stripe's dashboard is read by `StripeAdapter.refundDelivery`). */
function ourRefundDelivery(eventId: string, refund: StripeRefund | undefined): WebhookDelivery | null {
  const refundId = refund?.metadata?.refund_id;
  const reference = refund?.metadata?.payment_reference;
  if (refund?.object !== 'refund' || !refund.id || !refundId || !reference) return null;
  if (refund.status !== 'succeeded' && refund.status !== 'failed') return null;
  return {
    provider: 'stripe',
    reference,
    status: refund.status === 'succeeded' ? 'refunded' : 'refund_failed',
    amount: (refund.amount ?? 0) / 100,
    deliveryId: eventId,
    refundId,
    refundReference: refund.id,
    ...(refund.status === 'failed' ? { failureReason: refund.failure_reason ?? 'failed' } : {}),
  };
}
