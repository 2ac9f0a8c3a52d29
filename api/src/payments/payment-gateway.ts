/**
 * The payment port (workshops' registrations and orders use it) and its sandbox adapter. No real provider is reachable
 * here, so the sandbox behaves the way the providers document: a hosted checkout (STC Pay, Stripe Checkout,
 * PayPal orders) where the payer succeeds, fails or abandons, then a signed webhook carrying the provider's
 * reference; a bank transfer gives instructions and the organiser confirms receipt. Webhooks are signed with
 * HMAC-SHA256 over `provider.reference.status.deliveryId` (and `.refundId` for a refund's; PAYMENT_WEBHOOK_SECRET;
 * derived from the session secret when unset) and checked in constant time. A refund is asked by our refund id (the
 * providers' idempotency key): the sandbox records it once and its webhook (`refunded`) confirms it, as the
 * providers' do; a bank transfer has no provider to ask, so its refund is owed until the payee sends it back.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYMENT_PROVIDERS = ['stcpay', 'stripe', 'paypal', 'bank_transfer'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentRequest {
  provider: PaymentProvider;
  /** Ours: the registration's or order's id (so the same one always makes the same payment). */
  orderId: string;
  amount: number;
  currency: string;
  /** What the payer sees on the provider's page. */
  description?: string;
  /** Our paths the payer comes back to from a provider's hosted page. */
  returnTo?: { succeeded: string; abandoned: string };
  /** Our page where the payer types a one-time code (STC Pay has no hosted page: the payer stays with us). */
  otpPage?: string;
}

/** A one-time code sent to the payer's phone by the provider (STC Pay's DirectPaymentAuthorize). */
export interface OtpAuthorization {
  otpReference: string;
  paymentReference: string;
  expiresAt: string;
}

/** The provider's answer to a typed code: `wrong_code` leaves the authorization standing (the payer retries). */
export interface OtpConfirmation {
  status: 'paid' | 'wrong_code' | 'expired' | 'cancelled' | 'pending';
  providerReference: string;
  amount: number;
}

export type NextAction =
  | { type: 'redirect'; url: string }
  | { type: 'instructions'; text: string; textAr: string; iban: string; reference: string };

export interface CreatedPayment {
  provider: PaymentProvider;
  reference: string;
  nextAction: NextAction;
}

/** `refund_failed`: a live provider's answer that a refund it had accepted did not go through (it stays owed). */
export type WebhookStatus = 'succeeded' | 'failed' | 'refunded' | 'refund_failed';

export interface WebhookDelivery {
  provider: PaymentProvider;
  reference: string;
  status: WebhookStatus;
  amount: number;
  deliveryId: string;
  /** A refund's webhook: which of our refunds it confirms. */
  refundId?: string;
  /** A live provider's refund webhook: the provider's own reference of the refund. */
  refundReference?: string;
  /** A live provider's refund webhook: why the refund failed, as the provider words it. */
  failureReason?: string;
  /** A refund none of ours asked for (no `refundId`): the provider took the money back itself (a reversal), rather
   * than someone refunding from the provider's dashboard. */
  reversal?: boolean;
}

export interface RefundTarget {
  provider: PaymentProvider;
  currency: string;
  /** Ours: the same id always asks for the same refund (the providers' idempotency key). */
  refundId: string;
}

/** `pending`: the provider's webhook confirms it later; `owed`: nobody to ask (a bank transfer: sent back by hand). */
export interface RefundOutcome {
  reference: string;
  status: 'succeeded' | 'pending' | 'failed' | 'owed';
}

export abstract class PaymentGateway {
  abstract create(request: PaymentRequest): Promise<CreatedPayment>;
  /** Gives back `amount` of the payment `reference` (partial or full). */
  abstract refund(reference: string, amount: number, reason: string, target: RefundTarget): Promise<RefundOutcome>;
  abstract sign(delivery: Omit<WebhookDelivery, 'amount'>): string;
  abstract verify(delivery: Omit<WebhookDelivery, 'amount'>, signature: string): boolean;
  /** A live provider's webhook as delivered (raw body, headers): the delivery when it verifies, else null. */
  abstract receive(
    provider: PaymentProvider,
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<WebhookDelivery | null>;
  /** A one-time-code checkout (a live STC Pay): the code sent to `mobile`; null when the provider takes none. */
  authorizeOtp(
    _provider: PaymentProvider,
    _request: { orderId: string; mobile: string; amount: number; note?: string },
  ): Promise<OtpAuthorization | null> {
    return Promise.resolve(null);
  }
  confirmOtp(_provider: PaymentProvider, _authorization: OtpAuthorization, _otp: string): Promise<OtpConfirmation> {
    return Promise.reject(new Error('This provider takes no one-time code'));
  }
}

const SANDBOX_IBAN = 'SA0380000000608010167519';

export class SandboxPaymentGateway extends PaymentGateway {
  constructor(private readonly secret: string) {
    super();
  }

  create(request: PaymentRequest): Promise<CreatedPayment> {
    return Promise.resolve(this.createNow(request));
  }

  private createNow({ provider, orderId }: PaymentRequest): CreatedPayment {
    const reference = `${provider}_sbx_${orderId.replaceAll('-', '')}`;
    if (provider === 'bank_transfer') {
      return {
        provider,
        reference,
        nextAction: {
          type: 'instructions',
          text: `Transfer the amount due to ${SANDBOX_IBAN} with the reference ${reference}; the organiser confirms receipt.`,
          textAr: `حوّل المبلغ المستحق إلى ${SANDBOX_IBAN} مع المرجع ${reference}؛ ويؤكد المنظّم الاستلام.`,
          iban: SANDBOX_IBAN,
          reference,
        },
      };
    }
    return { provider, reference, nextAction: { type: 'redirect', url: `/api/payments/sandbox/${reference}` } };
  }

  /** The refunds asked of the sandbox, by our refund id: asking again answers the same refund. */
  readonly refunds = new Map<string, { reference: string; amount: number; reason: string }>();

  refund(reference: string, amount: number, reason: string, { provider, refundId }: RefundTarget) {
    const known = this.refunds.get(refundId);
    const refundReference = known?.reference ?? `rf_sbx_${refundId.replaceAll('-', '')}`;
    if (!known) this.refunds.set(refundId, { reference: refundReference, amount, reason });
    const status: RefundOutcome['status'] = provider === 'bank_transfer' ? 'owed' : 'pending';
    return Promise.resolve({ reference: provider === 'bank_transfer' ? reference : refundReference, status });
  }

  sign({ provider, reference, status, deliveryId, refundId }: Omit<WebhookDelivery, 'amount'>): string {
    const signed = `${provider}.${reference}.${status}.${deliveryId}${refundId ? `.${refundId}` : ''}`;
    return createHmac('sha256', this.secret).update(signed).digest('hex');
  }

  verify(delivery: Omit<WebhookDelivery, 'amount'>, signature: string): boolean {
    const expected = Buffer.from(this.sign(delivery), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The sandbox's webhooks come through the signed delivery route only. */
  receive(): Promise<WebhookDelivery | null> {
    return Promise.resolve(null);
  }
}

export function webhookSecret(env: NodeJS.ProcessEnv, sessionSecret: string): string {
  return env.PAYMENT_WEBHOOK_SECRET || createHmac('sha256', sessionSecret).update('payment-webhooks').digest('hex');
}
