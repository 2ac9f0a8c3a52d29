/**
 * What a real provider's adapter offers the payment port: a checkout for a payment, a refund, and its webhook read
 * from the raw body and headers it was delivered with. The adapters are written against the providers' published
 * APIs and are not verified here (no provider is reachable from this project's machines); each speaks through an
 * injected `fetch`, so its specs check the requests it builds without a network.
 */
import type { CreatedPayment, OtpAuthorization, OtpConfirmation, PaymentProvider } from '../payment-gateway.js';
import type { PaymentRequest, WebhookDelivery } from '../payment-gateway.js';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RefundResult {
  /** The provider's reference of the refund. */
  reference: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface ProviderAdapter {
  readonly provider: PaymentProvider;
  create(request: PaymentRequest): Promise<CreatedPayment>;
  refund(reference: string, amount: number, currency: string, refundId: string): Promise<RefundResult>;
  /** The webhook as the provider delivers it: null when it does not verify or carries nothing about a payment. */
  receive(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookDelivery | null>;
  /** A provider whose payer confirms with a one-time code on our page (STC Pay). */
  authorizeOtp?(request: { orderId: string; mobile: string; amount: number; note?: string }): Promise<OtpAuthorization>;
  confirmOtp?(authorization: OtpAuthorization, otp: string): Promise<OtpConfirmation>;
}

/** A provider answered other than 2xx: its status and body (the body names the problem; it holds no card data). */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProvider,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${provider} answered ${status}`);
  }
}

/**
 * The provider cannot take this checkout as asked: live STC Pay needs our one-time-code page, which only
 * workshop registrations have. The payer's context refuses the choice of provider instead of failing.
 */
export class CheckoutUnsupported extends Error {
  constructor(readonly provider: PaymentProvider) {
    super(`${provider} cannot take this checkout`);
  }
}

export async function providerJson<T>(provider: PaymentProvider, response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new ProviderError(provider, response.status, text.slice(0, 500));
  return JSON.parse(text) as T;
}

/** Major units to the provider's minor units (two decimals for SAR, USD, EUR; halalas, cents). */
export function minorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Two decimals as a string, the way PayPal and STC Pay take amounts. */
export function decimalAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** Where the payer comes back to: the request's own paths, else the storefront's home. */
export function returnUrls(publicUrl: string, request: PaymentRequest): { succeeded: string; abandoned: string } {
  const paths = request.returnTo ?? { succeeded: '/', abandoned: '/' };
  return { succeeded: `${publicUrl}${paths.succeeded}`, abandoned: `${publicUrl}${paths.abandoned}` };
}
