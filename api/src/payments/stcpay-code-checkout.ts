/**
 * STC Pay's one-time-code checkout as every payer's context runs it (a workshop registration, an order): what the
 * code page shows, the code sent to the payer's mobile, and the code typed confirmed with STC Pay. Each context says
 * what is paid (its payer's own only: 404 to anyone else), records the code sent and each wrong one on its own
 * stream, and pays a paid answer as a confirmed webhook does (once).
 */
import type { AccountAccess } from '../platform/auth/accounts.port.js';
import type { DomainError } from '../platform/errors/domain-errors.js';
import type { PaymentGateway, WebhookDelivery } from './payment-gateway.js';
import { confirmStcPayCode, OTP_ATTEMPTS, otpProgress, payerMobile, sendStcPayCode } from './stcpay-otp.js';
import type { OtpState, SentCode } from './stcpay-otp.js';

/** What is paid by the code, as its context reads it. */
export interface CodePayable {
  id: string;
  amount: number;
  currency: string;
  paid: boolean;
  awaitingPayment: boolean;
  otp: OtpState | null | undefined;
  /** Our reference of its payment, as a webhook names it. */
  paymentReference: string;
}

export abstract class StcPayCodeCheckout<P extends CodePayable> {
  /** What STC Pay shows the payer as the merchant's note. */
  protected abstract readonly note: string;

  constructor(protected readonly gateway: PaymentGateway) {}

  /** The payer's own, or not found. */
  protected abstract own(user: AccountAccess, id: string): Promise<P>;
  /** The page's name of it: `{ registrationId }`, `{ orderId }`. */
  protected abstract named(payable: P): Record<string, string>;
  /** The refusal of a code for what no longer waits for its payment. */
  protected abstract notPayable(): DomainError;
  protected abstract recordSent(user: AccountAccess, payable: P, sent: SentCode, now: Date): Promise<unknown>;
  /** Records a wrong code against `otpReference` (the one that reaches `attemptsAllowed` voids it): whether it did. */
  protected abstract recordWrong(
    user: AccountAccess,
    payable: P,
    wrong: { otpReference: string; attemptsAllowed: number },
    now: Date,
  ): Promise<{ voided: boolean }>;
  /** Applies the payment as a confirmed webhook's: once, however often. */
  protected abstract applyPayment(delivery: WebhookDelivery, now: Date): Promise<unknown>;

  /** What the page shows: the amount and whether a code is waiting to be typed. */
  async status(user: AccountAccess, id: string) {
    const payable = await this.own(user, id);
    const { amount, currency, paid } = payable;
    return { ...this.named(payable), amount, currency, paid, ...otpProgress(payable.otp) };
  }

  /** Sends (or sends again) STC Pay's code to the payer's mobile. */
  async authorize(user: AccountAccess, id: string, mobile: string, now = new Date()) {
    const payable = await this.own(user, id);
    const number = payerMobile(mobile);
    if (!payable.awaitingPayment) throw this.notPayable();
    const sent = await sendStcPayCode(this.gateway, {
      orderId: payable.id,
      mobile: number,
      amount: payable.amount,
      note: this.note,
    });
    await this.recordSent(user, payable, sent, now);
    return this.status(user, id);
  }

  /** The code the payer typed: paid, or refused (wrong: counted; expired or void: ask again). */
  async confirm(user: AccountAccess, id: string, code: string, now = new Date()) {
    const payable = await this.own(user, id);
    if (payable.paid) return this.status(user, id);
    const answer = await confirmStcPayCode(this.gateway, payable.otp, code, now, (otpReference) =>
      this.recordWrong(user, payable, { otpReference, attemptsAllowed: OTP_ATTEMPTS }, now),
    );
    const { amount, providerReference: deliveryId } = answer;
    const reference = payable.paymentReference;
    await this.applyPayment({ provider: 'stcpay', reference, status: 'succeeded', amount, deliveryId }, now);
    return this.status(user, id);
  }
}
