/**
 * PayPal, through Orders v2 (not verified here: written against PayPal's published REST reference).
 * - Token: `POST /v1/oauth2/token`, `Authorization: Basic base64(client id:secret)`, `grant_type=client_credentials`.
 * - Create: `POST /v2/checkout/orders` with `intent: CAPTURE`, one purchase unit (`reference_id` and `custom_id` our
 *   order id, `amount.value` two decimals) and the payer's return and cancel URLs; `PayPal-Request-Id: <our order
 *   id>` makes a repeat answer the same order. The order's id is the reference; its `payer-action` (or `approve`)
 *   link is where the payer goes.
 * - Webhook: verified by PayPal itself, `POST /v1/notifications/verify-webhook-signature` with the five
 *   `PAYPAL-*` transmission headers, our `webhook_id` and the event, answering `verification_status: SUCCESS`.
 *   `CHECKOUT.ORDER.APPROVED` is captured at once (`POST /v2/checkout/orders/{id}/capture`, `PayPal-Request-Id`
 *   the event id) and a `COMPLETED` capture pays; `PAYMENT.CAPTURE.COMPLETED` pays and `PAYMENT.CAPTURE.DENIED`
 *   fails, both naming the order in `supplementary_data.related_ids.order_id`.
 * - Refund: the order's capture (`GET /v2/checkout/orders/{id}`), then `POST /v2/payments/captures/{id}/refund`
 *   with our refund id as its `custom_id` (and `PayPal-Request-Id`).
 * - Refund webhooks: `PAYMENT.CAPTURE.REFUNDED` (our refund, `COMPLETED`, or `FAILED`/`CANCELLED`) and
 *   `PAYMENT.CAPTURE.REVERSED` (PayPal took the money back itself) carry the Refund, whose `up` link names the
 *   capture; the capture (`GET /v2/payments/captures/{id}`) names its order in `supplementary_data`.
 * PayPal's currency list does not include SAR: a merchant settling in SAR uses another provider for it, and PayPal
 * answers 422 `CURRENCY_NOT_SUPPORTED`, which this adapter passes on as a provider error.
 */
import type { CreatedPayment, PaymentRequest, WebhookDelivery } from '../payment-gateway.js';
import { decimalAmount, providerJson, returnUrls } from './provider-adapter.js';
import type { Fetch, ProviderAdapter, RefundResult } from './provider-adapter.js';

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  publicUrl: string;
  apiBase: string;
}

interface PayPalLink {
  rel: string;
  href: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: {
    payments?: { captures?: { id: string; status: string; amount: { value: string; currency_code: string } }[] };
  }[];
}

interface PayPalEvent {
  id: string;
  event_type: string;
  resource: {
    id?: string;
    status?: string;
    custom_id?: string;
    status_details?: { reason?: string };
    links?: PayPalLink[];
    amount?: { value: string; currency_code: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

const FAILED_REFUND = new Set(['FAILED', 'CANCELLED']);

export const PAYPAL_TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export class PayPalAdapter implements ProviderAdapter {
  readonly provider = 'paypal' as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: PayPalSettings,
    private readonly fetch: Fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now().getTime()) return this.token.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const answer = await providerJson<{ access_token: string; expires_in: number }>(
      'paypal',
      await this.fetch(`${this.settings.apiBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      }),
    );
    // Renewed a minute before PayPal's expiry.
    this.token = { value: answer.access_token, expiresAt: this.now().getTime() + (answer.expires_in - 60) * 1000 };
    return answer.access_token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await this.accessToken()}`,
      'Content-Type': 'application/json',
      ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
    };
    const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    return providerJson<T>('paypal', await this.fetch(`${this.settings.apiBase}${path}`, init));
  }

  async create(request: PaymentRequest): Promise<CreatedPayment> {
    const urls = returnUrls(this.settings.publicUrl, request);
    const order = await this.call<PayPalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.orderId,
            custom_id: request.orderId,
            ...(request.description ? { description: request.description.slice(0, 127) } : {}),
            amount: { currency_code: request.currency, value: decimalAmount(request.amount) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: { return_url: urls.succeeded, cancel_url: urls.abandoned, user_action: 'PAY_NOW' },
          },
        },
      },
      request.orderId,
    );
    const link = order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
    if (!link) throw new Error('PayPal answered an order without a payer link');
    return { provider: 'paypal', reference: order.id, nextAction: { type: 'redirect', url: link.href } };
  }

  async refund(reference: string, amount: number, currency: string, refundId: string): Promise<RefundResult> {
    const order = await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`);
    const capture = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    if (!capture) return { reference: '', status: 'failed' };
    const refund = await this.call<{ id: string; status: string }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      { amount: { value: decimalAmount(amount), currency_code: currency }, custom_id: refundId },
      refundId,
    );
    const status = refund.status === 'COMPLETED' ? 'succeeded' : refund.status === 'FAILED' ? 'failed' : 'pending';
    return { reference: refund.id, status };
  }

  /** PayPal's own check of a delivery's signature. */
  async verify(rawBody: string, headers: Record<string, string | undefined>): Promise<boolean> {
    const transmission = Object.fromEntries(
      Object.entries(PAYPAL_TRANSMISSION_HEADERS).map(([field, header]) => [field, headers[header] ?? '']),
    );
    if (Object.values(transmission).some((value) => value === '')) return false;
    const answer = await this.call<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { ...transmission, webhook_id: this.settings.webhookId, webhook_event: JSON.parse(rawBody) as unknown },
    );
    return answer.verification_status === 'SUCCESS';
  }

  async receive(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookDelivery | null> {
    if (!(await this.verify(rawBody, headers))) return null;
    const event = JSON.parse(rawBody) as PayPalEvent;
    const resource = event.resource ?? {};
    if (event.event_type === 'CHECKOUT.ORDER.APPROVED' && resource.id) {
      const captured = await this.call<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(resource.id)}/capture`,
        {},
        event.id,
      );
      const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
      if (captured.status !== 'COMPLETED' || !capture) return null;
      return this.delivery(captured.id, 'succeeded', capture.amount.value, event.id);
    }
    if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' || event.event_type === 'PAYMENT.CAPTURE.REVERSED')
      return this.refundDelivery(event);
    const orderId = resource.supplementary_data?.related_ids?.order_id;
    if (!orderId || !resource.amount) return null;
    if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED')
      return this.delivery(orderId, 'succeeded', resource.amount.value, event.id);
    if (event.event_type === 'PAYMENT.CAPTURE.DENIED')
      return this.delivery(orderId, 'failed', resource.amount.value, event.id);
    return null;
  }

  /** A refund PayPal completed or failed, on the order whose capture it refunds: ours (its `custom_id`), or one made
   * from PayPal's dashboard or a reversal (none), which the registration records all the same. */
  private async refundDelivery(event: PayPalEvent): Promise<WebhookDelivery | null> {
    const refund = event.resource;
    const status =
      refund.status === 'COMPLETED' ? 'refunded' : FAILED_REFUND.has(refund.status ?? '') ? 'refund_failed' : null;
    const captureId = /\/v2\/payments\/captures\/([^/?]+)$/.exec(
      refund.links?.find((l) => l.rel === 'up')?.href ?? '',
    )?.[1];
    if (!status || !refund.id || !refund.amount || !captureId) return null;
    const capture = await this.call<PayPalEvent['resource']>('GET', `/v2/payments/captures/${captureId}`);
    const orderId = capture.supplementary_data?.related_ids?.order_id;
    if (!orderId) return null;
    return {
      ...this.delivery(orderId, status, refund.amount.value, event.id),
      refundReference: refund.id,
      ...(refund.custom_id ? { refundId: refund.custom_id } : {}),
      ...(event.event_type === 'PAYMENT.CAPTURE.REVERSED' ? { reversal: true } : {}),
      ...(status === 'refund_failed' ? { failureReason: refund.status_details?.reason ?? refund.status } : {}),
    };
  }

  private delivery(
    reference: string,
    status: WebhookDelivery['status'],
    value: string,
    deliveryId: string,
  ): WebhookDelivery {
    return { provider: 'paypal', reference, status, amount: Number(value), deliveryId };
  }
}
