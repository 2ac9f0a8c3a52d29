/**
 * The payment port with real providers switched on by configuration. `PAYMENT_LIVE_PROVIDERS` (comma-separated,
 * empty by default) names the providers that go to their real API; every other provider stays on the sandbox. A
 * live provider's payments are confirmed only by its own verified webhook: the sandbox's signed deliveries (and so
 * its hosted page) no longer confirm them.
 */
import type { CreatedPayment, OtpAuthorization, OtpConfirmation, PaymentGateway as Port } from '../payment-gateway.js';
import type { PaymentProvider, PaymentRequest, RefundOutcome, RefundTarget } from '../payment-gateway.js';
import type { WebhookDelivery } from '../payment-gateway.js';
import { PaymentGateway } from '../payment-gateway.js';
import { PAYPAL_SANDBOX_API, PayPalAdapter } from './paypal.adapter.js';
import type { Fetch, ProviderAdapter } from './provider-adapter.js';
import { StripeAdapter } from './stripe.adapter.js';
import { STCPAY_TEST_API, StcPayAdapter } from './stcpay.adapter.js';
import { STCPAY_SIMULATOR_BASE } from './stcpay-simulator.js';

const NOT_LIVE: Partial<Record<PaymentProvider, string>> = {
  bank_transfer: 'a bank transfer has no provider API: the organiser confirms receipt',
};

type Env = Record<string, string | undefined>;

/** Whether STC Pay's calls go to the in-process simulator (`STCPAY_API_BASE=sandbox`) rather than to STC Pay. */
export const stcPaySimulated = (env: Env): boolean => env.STCPAY_API_BASE === 'sandbox';

/** The live adapters the environment asks for; a provider asked for without its settings stops the start. */
export function liveAdaptersFromEnv(
  env: Env,
  publicUrl: string,
  fetch: Fetch,
  stcPaySimulator?: Fetch,
): ProviderAdapter[] {
  const asked = (env.PAYMENT_LIVE_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const problems: string[] = [];
  const need = (name: string): string => {
    const value = env[name];
    if (!value) problems.push(`${name} is required when PAYMENT_LIVE_PROVIDERS names its provider`);
    return value ?? '';
  };
  const adapters: ProviderAdapter[] = [];
  for (const name of asked) {
    if (name === 'stripe')
      adapters.push(
        new StripeAdapter(
          {
            secretKey: need('STRIPE_SECRET_KEY'),
            webhookSecret: need('STRIPE_WEBHOOK_SECRET'),
            publicUrl,
            ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
          },
          fetch,
        ),
      );
    else if (name === 'paypal')
      adapters.push(
        new PayPalAdapter(
          {
            clientId: need('PAYPAL_CLIENT_ID'),
            clientSecret: need('PAYPAL_CLIENT_SECRET'),
            webhookId: need('PAYPAL_WEBHOOK_ID'),
            publicUrl,
            apiBase: env.PAYPAL_API_BASE || PAYPAL_SANDBOX_API,
          },
          fetch,
        ),
      );
    else if (name === 'stcpay') {
      // `sandbox`: STC Pay's documented behaviour simulated in-process (its one-time codes readable in tests).
      const simulated = stcPaySimulated(env);
      adapters.push(
        new StcPayAdapter(
          {
            merchantId: simulated ? 'sandbox' : need('STCPAY_MERCHANT_ID'),
            apiBase: simulated ? STCPAY_SIMULATOR_BASE : env.STCPAY_API_BASE || STCPAY_TEST_API,
          },
          simulated ? (stcPaySimulator ?? fetch) : fetch,
        ),
      );
    } else
      problems.push(
        `PAYMENT_LIVE_PROVIDERS: ${name} cannot be live (${NOT_LIVE[name as PaymentProvider] ?? 'unknown provider'})`,
      );
  }
  if (problems.length > 0) throw new Error(`Payment configuration: ${problems.join('; ')}`);
  return adapters;
}

export class LivePaymentGateway extends PaymentGateway {
  private readonly live: Map<PaymentProvider, ProviderAdapter>;

  constructor(
    private readonly sandbox: Port,
    adapters: ProviderAdapter[],
  ) {
    super();
    this.live = new Map(adapters.map((adapter) => [adapter.provider, adapter]));
  }

  create(request: PaymentRequest): Promise<CreatedPayment> {
    return (this.live.get(request.provider) ?? this.sandbox).create(request);
  }

  /** A live provider's refund through its documented API (not verified here); the sandbox's otherwise. */
  refund(reference: string, amount: number, reason: string, target: RefundTarget): Promise<RefundOutcome> {
    const adapter = this.live.get(target.provider);
    if (!adapter) return this.sandbox.refund(reference, amount, reason, target);
    return adapter.refund(reference, amount, target.currency, target.refundId);
  }

  /** No signature for a live provider (its deliveries come from it): the sandbox's page cannot confirm its payment. */
  sign(delivery: Omit<WebhookDelivery, 'amount'>): string {
    return this.live.has(delivery.provider) ? '' : this.sandbox.sign(delivery);
  }

  verify(delivery: Omit<WebhookDelivery, 'amount'>, signature: string): boolean {
    return !this.live.has(delivery.provider) && this.sandbox.verify(delivery, signature);
  }

  async receive(
    provider: PaymentProvider,
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<WebhookDelivery | null> {
    const adapter = this.live.get(provider);
    if (!adapter) return null;
    const delivery = await adapter.receive(rawBody, headers).catch(() => null);
    return delivery?.provider === provider ? delivery : null;
  }

  override authorizeOtp(
    provider: PaymentProvider,
    request: { orderId: string; mobile: string; amount: number; note?: string },
  ): Promise<OtpAuthorization | null> {
    const adapter = this.live.get(provider);
    return adapter?.authorizeOtp ? adapter.authorizeOtp(request) : Promise.resolve(null);
  }

  override confirmOtp(
    provider: PaymentProvider,
    authorization: OtpAuthorization,
    otp: string,
  ): Promise<OtpConfirmation> {
    const adapter = this.live.get(provider);
    if (!adapter?.confirmOtp) return Promise.reject(new Error(`${provider} takes no one-time code`));
    return adapter.confirmOtp(authorization, otp);
  }
}
