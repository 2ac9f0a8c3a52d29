/**
 * STC Pay's one-time-code checkout of a registration (live STC Pay, or its simulator): the payer gives a Saudi mobile
 * on our page and STC Pay texts a code (the authorization recorded on the registration's stream); the code typed is
 * confirmed with STC Pay and a paid answer pays the registration as a webhook does (once, however often). A wrong
 * code counts against the code (three, then void); an expired or void one asks for a new code. Only the
 * registration's own attendee may do any of this (404 to anyone else).
 */
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { PaymentGateway, StcPayCodeCheckout } from '../../payments/index.js';
import type { CodePayable, SentCode, WebhookDelivery } from '../../payments/index.js';
import { registrationDecider } from '../domain/registration.decider.js';
import { registrationsProjection } from '../projections/workshops.projections.js';
import { PaymentOutcomes } from './payment-outcomes.service.js';
import { WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';

@Injectable()
export class StcPayCheckout extends StcPayCodeCheckout<CodePayable> {
  protected readonly note = 'Workshop';

  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly queries: WorkshopQueries,
    private readonly payments: PaymentOutcomes,
    gateway: PaymentGateway,
  ) {
    super(gateway);
  }

  protected async own(user: AccountAccess, registrationId: string): Promise<CodePayable> {
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.userId !== user.userId || doc.paymentMethod !== 'stcpay') throw notFound('Registration', 'التسجيل');
    return {
      id: doc.id,
      amount: doc.amountDue,
      currency: doc.currency,
      paid: doc.paidAt !== null,
      awaitingPayment: doc.status === 'pending_payment',
      otp: doc.otp,
      paymentReference: doc.paymentReference,
    };
  }

  protected named(registration: CodePayable) {
    return { registrationId: registration.id };
  }

  protected notPayable() {
    return illegalState('not_payable', 'This registration is not waiting for a payment.', 'هذا التسجيل لا ينتظر دفعة.');
  }

  protected recordSent(user: AccountAccess, registration: CodePayable, sent: SentCode, now: Date) {
    const command = { type: 'RecordOtpSent' as const, ...sent, now };
    return this.writer.run(registrationDecider, registration.id, command, user.userId, registrationsProjection.name);
  }

  protected async recordWrong(
    user: AccountAccess,
    registration: CodePayable,
    wrong: { otpReference: string; attemptsAllowed: number },
  ) {
    const { events } = await this.writer.run(
      registrationDecider,
      registration.id,
      { type: 'RejectOtp', ...wrong },
      user.userId,
      registrationsProjection.name,
    );
    return { voided: events.some((e) => e.type === 'RegistrationOtpRejected' && e.data.voided) };
  }

  protected applyPayment(delivery: WebhookDelivery) {
    return this.payments.applyPayment(delivery);
  }
}
