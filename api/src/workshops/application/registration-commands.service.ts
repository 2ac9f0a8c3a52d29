/**
 * A person's registration: placing it (a seat on the workshop's stream, then the registration's own chained stream,
 * then the provider's payment to pay it) and cancelling it themselves, with the refund the workshop's policy gives.
 * The answer waits for the read models, so the person's next read shows it.
 */
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, forbidden, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { workshopDecider, type WorkshopState } from '../domain/workshop.decider.js';
import { registrationDecider } from '../domain/registration.decider.js';
import type { WorkshopSeatTaken } from '../domain/workshops.events.js';
import { seatAmounts } from '../domain/pricing.js';
import { KycQueries } from '../../kyc/index.js';
import { registrationAfter, registrationsProjection } from '../projections/workshops.projections.js';
import type { RegistrationDoc } from '../projections/workshops.projections.js';
import { PaymentGateway, type PaymentProvider, type PaymentRequest } from '../../payments/index.js';
import { WorkshopQueries } from './workshop-queries.js';
import { registrationIdFor } from './ids.js';
import { WorkshopsWriter } from './run-command.js';
import { PromoCodesService } from './promo-codes.service.js';
import { registrationView } from './workshops-views.js';
import { RegistrationRefunds } from './registration-refunds.service.js';
import { RegistrationWrites, SEAT_READ_MODELS } from './registration-writes.js';

export interface RegistrationForm {
  ticketTierId: string;
  paymentMethod: string;
  totalAmount: number;
  currency?: string;
  discountAmount?: number;
  personalInfo: { firstName: string; lastName: string; email: string; phone?: string };
  customResponses?: Record<string, string>;
  promoCode?: string;
  /** Seats taken (1 when left out), up to the workshop's seats per person; the buyer's personal info. */
  quantity?: number;
}

@Injectable()
export class RegistrationCommands {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly writes: RegistrationWrites,
    private readonly queries: WorkshopQueries,
    private readonly gateway: PaymentGateway,
    private readonly kyc: KycQueries,
    private readonly promoCodes: PromoCodesService,
    private readonly refunds: RegistrationRefunds,
  ) {}

  /**
   * A paid ticket needs KYC tier 1 (the KYC context answers, naming the tier needed in both languages); a free one
   * needs nothing. The amount is what the seat costs after the early bird and the promo code (a code that makes it
   * free needs no KYC), priced as the code's check prices it: a code that cannot be used is refused here naming
   * `promoCode`, as the seat's decision would. An unknown tier is left to the workshop's decider, which names it.
   * Answers the workshop as read, for the registration's answer.
   */
  private async requireKycFor(user: AccountAccess, workshopId: string, form: RegistrationForm, now: Date) {
    const workshop = await this.queries.workshopDoc(workshopId);
    const tier = workshop.ticketTiers.find((t) => t.id === form.ticketTierId);
    if (!tier) return workshop;
    const { totalAmount } = form.promoCode
      ? await this.promoCodes.check(
          user,
          workshopId,
          { code: form.promoCode, ticketTierId: tier.id, quantity: form.quantity },
          now,
        )
      : seatAmounts(tier, { transactionFeePercentage: 0, fixedTransactionFee: 0 }, now, null, form.quantity);
    const permission = await this.kyc.allows(user.userId, 'register_paid_workshop', totalAmount, now);
    if (!permission.allowed) throw forbidden(permission.message, permission.messageAr, permission.code);
    return workshop;
  }

  /** `now`: when the person registers (the present, but for the demo's past registrations). */
  async register(
    user: AccountAccess,
    workshopId: string,
    form: RegistrationForm,
    key: string | null,
    now = new Date(),
  ) {
    const registrationId = registrationIdFor(user.userId, workshopId, key);
    // The reads before the seat, together rather than one after another (each a round trip that a hundred people
    // at once queue behind): an earlier answer for the same key wins over a KYC refusal, as it did in sequence.
    const [existing, checked, holdMs] = await Promise.all([
      this.queries.registrationDoc(registrationId),
      this.requireKycFor(user, workshopId, form, now).then(
        (workshop) => ({ workshop }),
        (error: unknown) => ({ error }),
      ),
      this.writer.holdMs(),
    ]);
    if (existing) return this.registrationAnswer(registrationId, workshopId);
    if ('error' in checked) throw checked.error;
    // The seat first, on the workshop's stream: its revision check is what keeps the counts exact across replicas.
    // In this process a crowd's seats are decided together, on the state the stream's lane keeps (one append per
    // turn, no re-read); another replica's write makes it retry, more times than the default.
    const { result: seat, readModelsCaughtUp: seatReadModels } = await this.writer.start(
      workshopDecider,
      workshopId,
      {
        type: 'TakeSeat',
        workshopId,
        registrationId,
        userId: user.userId,
        ticketTierId: form.ticketTierId,
        paymentMethod: form.paymentMethod,
        clientTotal: form.totalAmount,
        customResponses: form.customResponses ?? {},
        promoCode: form.promoCode ?? null,
        quantity: form.quantity ?? 1,
        now,
        holdMs,
      },
      user.userId,
      SEAT_READ_MODELS,
      { maxAttempts: 40, keepState: true, now },
    );
    const taken = seat.events.find((e) => e.type === 'WorkshopSeatTaken') as WorkshopSeatTaken | undefined;
    const amounts = taken?.data ?? seatOf(seat.state, registrationId);
    const payment = await this.gateway.create(paymentRequest(registrationId, amounts));
    const { workshopId: _w, registrationId: _r, ...paid } = amounts;
    // The registration is written while the seat's read models catch up; the answer waits for both, so the
    // person's next read (their workshops, the tier's seats) shows it.
    let placed;
    try {
      const write = await this.writer.start(
        registrationDecider,
        registrationId,
        {
          type: 'PlaceRegistration',
          data: {
            registrationId,
            workshopId,
            ...paid,
            tierId: amounts.tierId,
            paymentReference: payment.reference,
            placedAt: now.toISOString(),
            firstName: form.personalInfo.firstName.trim(),
            lastName: form.personalInfo.lastName.trim(),
            email: form.personalInfo.email.trim(),
            phone: form.personalInfo.phone?.trim() ?? '',
            customResponses: JSON.stringify(form.customResponses ?? {}),
          },
        },
        user.userId,
        registrationsProjection.name,
        { now, newStream: true },
      );
      await write.readModelsCaughtUp;
      placed = write.result;
    } catch (error) {
      await this.writes.releaseSeat(workshopId, registrationId, 'cancelled', now);
      throw error;
    }
    await seatReadModels;
    const doc = placed.events.reduce<RegistrationDoc | null>(registrationAfter, null);
    // Placed by an earlier request with the same key while this one ran: that one's registration, as stored.
    if (!doc) return this.registrationAnswer(registrationId, workshopId);
    return registrationView(doc, checked.workshop, payment);
  }

  private async registrationAnswer(registrationId: string, workshopId: string) {
    const [found, workshop] = await Promise.all([
      this.queries.registrationDoc(registrationId),
      this.queries.workshopDoc(workshopId).catch(() => undefined),
    ]);
    const doc = found!;
    const payment = await this.gateway.create(paymentRequest(doc.id, doc));
    return registrationView(doc, workshop, payment);
  }

  /** The attendee cancels their own registration (not once checked in) and gets the workshop's refund policy's
   * amount back (refund-quote shows it first); the seat goes back on sale. */
  async cancelOwn(user: AccountAccess, registrationId: string, now = new Date()) {
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.userId !== user.userId) throw notFound('Registration', 'التسجيل');
    const refund = await this.refunds.cancelRefund(doc, now);
    const result = await this.writes.write(
      registrationId,
      { type: 'CancelRegistration', actorId: user.userId, reason: 'attendee_cancelled', refund },
      user.userId,
    );
    const requested = result.events.find((e) => e.type === 'RegistrationRefundRequested');
    if (requested) await this.refunds.send(requested);
    if (result.events.length > 0) await this.writes.releaseSeat(doc.workshopId, registrationId, 'cancelled');
    return this.registrationAnswer(registrationId, doc.workshopId);
  }
}

/** A retry whose seat is taken but whose registration is not placed yet (the first request is still running). */
function seatOf(_state: WorkshopState, _registrationId: string): WorkshopSeatTaken['data'] {
  throw validationError([
    fieldProblem(
      'Idempotency-Key',
      'in_progress',
      'This registration is still being recorded; try again in a moment.',
      'ما زال هذا التسجيل قيد الحفظ؛ حاول بعد لحظة.',
    ),
  ]);
}

/** The payment a registration asks the provider for; the payer comes back to the workshops page either way. */
function paymentRequest(
  registrationId: string,
  amounts: { paymentMethod: PaymentProvider; amountDue: number; currency: string },
): PaymentRequest {
  const back = `/workshops?registration=${encodeURIComponent(registrationId)}&payment=`;
  return {
    provider: amounts.paymentMethod,
    orderId: registrationId,
    amount: amounts.amountDue,
    currency: amounts.currency,
    returnTo: { succeeded: `${back}succeed`, abandoned: `${back}abandon` },
    otpPage: `/pay/stcpay/${encodeURIComponent(registrationId)}`,
  };
}
