/**
 * The workshops context's commands: organisers' workshops and events, registration (a seat on the workshop's
 * stream, then the registration's own chained stream), payments confirmed by the provider's webhook, check-in,
 * expired holds, and RSVPs. Each write runs a decider through the CommandRunner and waits for the read model,
 * so the answer and the next read show it.
 */
import { shiftSessions } from '../domain/workshop-sessions.js';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { forbidden, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { workshopDecider, type WorkshopState } from '../domain/workshop.decider.js';
import { registrationDecider, type RegistrationCommand } from '../domain/registration.decider.js';
import { artEventDecider, type ArtEventCommand } from '../domain/art-event.decider.js';
import type { ArtEventDetails, RsvpStatus, WorkshopDetails, WorkshopSeatTaken } from '../domain/workshops.events.js';
import { seatAmounts } from '../domain/pricing.js';
import { KycQueries } from '../../kyc/index.js';
import {
  artEventsProjection,
  registrationAfter,
  registrationsProjection,
  type RegistrationDoc,
  workshopsProjection,
} from '../projections/workshops.projections.js';
import {
  PaymentGateway,
  type PaymentProvider,
  type PaymentRequest,
  type WebhookDelivery,
} from '../../payments/index.js';
import { isStaff, WorkshopQueries } from './workshop-queries.js';
import { registrationIdFor } from './ids.js';
import { WorkshopsWriter } from './run-command.js';
import { waitlistProjection } from '../projections/waitlist.projection.js';
import { promoCodesProjection } from '../projections/promo-codes.projection.js';
import { PromoCodesService } from './promo-codes.service.js';
import { artEventView, registrationView, workshopView } from './workshops-views.js';
import { RegistrationRefunds } from './registration-refunds.service.js';

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
export class WorkshopCommands {
  constructor(
    private readonly writer: WorkshopsWriter,
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

  async createWorkshop(user: AccountAccess, details: WorkshopDetails, workshopId: string = randomUUID()) {
    await this.writer.run(
      workshopDecider,
      workshopId,
      { type: 'CreateWorkshop', workshopId, organiserId: user.userId, details },
      user.userId,
      workshopsProjection.name,
    );
    return workshopView(await this.queries.workshopDoc(workshopId, user));
  }

  async updateWorkshop(user: AccountAccess, id: string, changes: Partial<WorkshopDetails>) {
    const current = await this.queries.workshopDoc(id, user);
    const details = { ...detailsOf(current), ...changes };
    // A new start date without new sessions moves the sessions with it (keeping their lengths and gaps).
    if (changes.startDate && !changes.sessions) details.sessions = shiftSessions(details.sessions, changes.startDate);
    await this.writer.run(
      workshopDecider,
      id,
      {
        type: 'UpdateWorkshop',
        details,
        actorId: user.userId,
        isAdmin: isStaff(user),
        now: new Date(),
        holdMs: await this.writer.holdMs(),
      },
      user.userId,
      [workshopsProjection.name, waitlistProjection.name],
    );
    return workshopView(await this.queries.workshopDoc(id, user));
  }

  async publishOrCancel(user: AccountAccess, id: string, action: 'PublishWorkshop' | 'CancelWorkshop') {
    await this.queries.workshopDoc(id, user);
    await this.writer.run(
      workshopDecider,
      id,
      { type: action, actorId: user.userId, isAdmin: isStaff(user) },
      user.userId,
      workshopsProjection.name,
    );
    return workshopView(await this.queries.workshopDoc(id, user));
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
      await this.releaseSeat(workshopId, registrationId, 'cancelled', now);
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

  /** A freed seat goes to the first person waiting for its tier, if any (held for them for the hold time). */
  private async releaseSeat(
    workshopId: string,
    registrationId: string,
    reason: 'payment_failed' | 'expired' | 'cancelled',
    now = new Date(),
  ) {
    const { result, readModelsCaughtUp } = await this.writer.start(
      workshopDecider,
      workshopId,
      { type: 'ReleaseSeat', registrationId, reason, now, holdMs: await this.writer.holdMs() },
      null,
      SEAT_READ_MODELS,
      { maxAttempts: 40, keepState: true, now },
    );
    await readModelsCaughtUp;
    return result;
  }

  /** A provider's webhook: verified, then applied once (a duplicate or a late, out-of-order one changes nothing). */
  async webhook(delivery: WebhookDelivery, signature: string) {
    if (!this.gateway.verify(delivery, signature))
      throw forbidden('The webhook signature does not verify.', 'توقيع الإشعار غير صحيح.', 'bad_signature');
    if (delivery.status === 'refunded') return this.refunds.applyWebhook(delivery);
    return this.applyPayment(delivery);
  }

  /** A live provider's webhook, verified by its adapter over the raw body; a payment that is not a registration's
   * (an order's, sharing the provider's account) is acknowledged and left alone, so the provider stops resending it. */
  async liveWebhook(provider: PaymentProvider, rawBody: string, headers: Record<string, string | undefined>) {
    const delivery = await this.gateway.receive(provider, rawBody, headers);
    if (!delivery)
      throw forbidden('The webhook signature does not verify.', 'توقيع الإشعار غير صحيح.', 'bad_signature');
    const known = await this.queries.registrationByReference(delivery.reference);
    if (!known) return { received: true };
    if (delivery.status === 'refunded' || delivery.status === 'refund_failed') return this.refunds.applyLive(delivery);
    return this.applyPayment(delivery);
  }

  /** A payment the provider confirmed (a verified webhook, or STC Pay's answer to the payer's code): applied once. */
  async applyPayment(delivery: WebhookDelivery) {
    const doc = await this.queries.registrationByReference(delivery.reference);
    if (!doc || doc.paymentMethod !== delivery.provider) throw notFound('Payment', 'الدفعة');
    if (delivery.status === 'succeeded') {
      await this.writeRegistration(
        doc.id,
        { type: 'ConfirmPayment', providerReference: delivery.reference, amount: delivery.amount },
        null,
      );
    } else {
      const failed = await this.writeRegistration(
        doc.id,
        { type: 'FailPayment', providerReference: delivery.reference, reason: 'declined' },
        null,
      );
      if (failed.events.length > 0) await this.releaseSeat(doc.workshopId, doc.id, 'payment_failed');
    }
    return { received: true, registrationId: doc.id };
  }

  /** The sandbox's hosted checkout: the payer's choice becomes the provider's webhook (sent twice, as real ones may). */
  async sandboxOutcome(reference: string, outcome: 'succeed' | 'fail' | 'abandon') {
    const doc = await this.queries.registrationByReference(reference);
    if (!doc || doc.paymentMethod === 'bank_transfer') throw notFound('Payment', 'الدفعة');
    if (outcome === 'abandon') return doc;
    const status = outcome === 'succeed' ? 'succeeded' : 'failed';
    const delivery: WebhookDelivery = {
      provider: doc.paymentMethod,
      reference,
      status,
      amount: doc.amountDue,
      deliveryId: randomUUID(),
    };
    const duplicate = { ...delivery, deliveryId: randomUUID() };
    await this.webhook(delivery, this.gateway.sign(delivery));
    await this.webhook(duplicate, this.gateway.sign(duplicate));
    return doc;
  }

  async checkIn(user: AccountAccess, workshopId: string, registrationId: string, now = new Date()) {
    return this.organiserRecords(
      user,
      workshopId,
      registrationId,
      () => ({ type: 'CheckIn', actorId: user.userId }),
      now,
    );
  }

  /** The attendee cancels their own registration (not once checked in) and gets the workshop's refund policy's
   * amount back (refund-quote shows it first); the seat goes back on sale. */
  async cancelOwn(user: AccountAccess, registrationId: string, now = new Date()) {
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.userId !== user.userId) throw notFound('Registration', 'التسجيل');
    const refund = await this.refunds.cancelRefund(doc, now);
    const result = await this.writeRegistration(
      registrationId,
      { type: 'CancelRegistration', actorId: user.userId, reason: 'attendee_cancelled', refund },
      user.userId,
    );
    const requested = result.events.find((e) => e.type === 'RegistrationRefundRequested');
    if (requested) await this.refunds.send(requested);
    if (result.events.length > 0) await this.releaseSeat(doc.workshopId, registrationId, 'cancelled');
    return this.registrationAnswer(registrationId, doc.workshopId);
  }

  /** Bank transfer: the organiser confirms receipt with the bank's reference (`now`: when, as for `register`). */
  async confirmTransfer(
    user: AccountAccess,
    workshopId: string,
    registrationId: string,
    bankReference: string,
    now = new Date(),
  ) {
    return this.organiserRecords(
      user,
      workshopId,
      registrationId,
      (doc) => ({ type: 'ConfirmPayment', providerReference: bankReference, amount: doc.amountDue }),
      now,
    );
  }

  /** What the organiser (or staff) records on a registration to their workshop (a check-in, a bank transfer),
   * answered as the registration reads after it; another workshop's registration is not found. */
  private async organiserRecords(
    user: AccountAccess,
    workshopId: string,
    registrationId: string,
    command: (doc: RegistrationDoc) => RegistrationCommand,
    now: Date,
  ) {
    const workshop = await this.queries.ownedWorkshop(workshopId, user);
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.workshopId !== workshopId) throw notFound('Registration', 'التسجيل');
    await this.writeRegistration(registrationId, command(doc), user.userId, now);
    return registrationView((await this.queries.registrationDoc(registrationId))!, workshop);
  }

  /** Releases every seat held longer than the hold time for a payment that never came (the scheduled sweep). The
   * hold time is the platform settings' (admins change it without a restart), REGISTRATION_HOLD_MINUTES until then.
   * Only for workshops still to start: a started one takes no registration, so a released seat would free nothing,
   * and a bank transfer confirmed late by its organiser (or a past registration the demo records) stays payable. */
  async expireHolds(now = new Date(), holdTime?: number) {
    const hold = holdTime ?? (await this.writer.holdMs());
    const pending = await this.queries.pendingRegistrations(new Date(now.getTime() - hold).toISOString(), now);
    let released = 0;
    for (const doc of pending) {
      const result = await this.writeRegistration(doc.id, { type: 'ExpireHold', now, holdMs: hold }, null);
      if (result.events.length > 0) {
        await this.releaseSeat(doc.workshopId, doc.id, 'expired');
        released++;
      }
    }
    return { released };
  }

  /** A registration's command (not the seat path's first write), answered once the registrations read model has it. */
  private writeRegistration(registrationId: string, command: RegistrationCommand, actorId: string | null, now?: Date) {
    return this.writer.run(
      registrationDecider,
      registrationId,
      command,
      actorId,
      registrationsProjection.name,
      undefined,
      now,
    );
  }

  async createEvent(user: AccountAccess, details: ArtEventDetails, eventId: string = randomUUID()) {
    await this.writeArtEvent(
      eventId,
      { type: 'CreateArtEvent', eventId, organiserId: user.userId, details },
      user.userId,
    );
    return artEventView(await this.queries.eventDoc(eventId));
  }

  async updateEvent(user: AccountAccess, id: string, changes: Partial<ArtEventDetails> | 'cancel') {
    const current = await this.queries.eventDoc(id);
    const actor = { actorId: user.userId, isAdmin: isStaff(user) };
    const command =
      changes === 'cancel'
        ? { type: 'CancelArtEvent' as const, ...actor }
        : { type: 'UpdateArtEvent' as const, ...actor, details: { ...eventDetailsOf(current), ...changes } };
    await this.writeArtEvent(id, command, user.userId);
    return artEventView(await this.queries.eventDoc(id));
  }

  async rsvp(userId: string, eventId: string, status: RsvpStatus) {
    const doc = await this.queries.eventDoc(eventId);
    // A gallery's event gets its own stream at its first RSVP, hosted by the gallery (a no-op once it exists).
    if (doc.galleryId && doc.status !== 'cancelled')
      await this.writeArtEvent(
        eventId,
        { type: 'CreateArtEvent', eventId, organiserId: doc.organiserId, details: eventDetailsOf(doc) },
        null,
      );
    await this.writeArtEvent(eventId, { type: 'Rsvp', userId, status }, userId);
    return this.queries.event(eventId, userId);
  }

  /** An art event's command, answered once the art events read model has it. */
  private writeArtEvent(eventId: string, command: ArtEventCommand, actorId: string | null) {
    return this.writer.run(artEventDecider, eventId, command, actorId, artEventsProjection.name);
  }
}

/** The read models a seat's events change: the workshop's counts, the waiting list an offer moves, a code's uses. */
const SEAT_READ_MODELS = [workshopsProjection.name, waitlistProjection.name, promoCodesProjection.name];

/** A retry whose seat is taken but whose registration is not placed yet (the first request is still running). */
function seatOf(_state: WorkshopState, _registrationId: string): WorkshopSeatTaken['data'] {
  throw validationError([
    {
      field: 'Idempotency-Key',
      code: 'in_progress',
      message: 'This registration is still being recorded; try again in a moment.',
      messageAr: 'ما زال هذا التسجيل قيد الحفظ؛ حاول بعد لحظة.',
    },
  ]);
}

export function detailsOf(doc: WorkshopDetails): WorkshopDetails {
  const d = doc;
  return {
    title: d.title,
    titleAr: d.titleAr,
    description: d.description,
    descriptionAr: d.descriptionAr,
    category: d.category,
    skillLevel: d.skillLevel,
    startDate: d.startDate,
    duration: d.duration,
    sessions: d.sessions,
    maxParticipants: d.maxParticipants,
    locationType: d.locationType,
    location: d.location,
    locationAr: d.locationAr,
    price: d.price,
    currency: d.currency,
    instructor: d.instructor,
    materials: d.materials,
    prerequisites: d.prerequisites,
    certificate: d.certificate,
    cancellationPolicy: d.cancellationPolicy,
    cancellationPolicyAr: d.cancellationPolicyAr,
    ...(d.refundPolicy !== undefined ? { refundPolicy: d.refundPolicy } : {}),
    featured: d.featured,
    imageUrl: d.imageUrl,
    ticketTiers: d.ticketTiers,
    registrationFields: d.registrationFields,
    paymentMethods: d.paymentMethods,
    ...(d.maxSeatsPerPerson !== undefined ? { maxSeatsPerPerson: d.maxSeatsPerPerson } : {}),
  };
}

function eventDetailsOf(d: ArtEventDetails): ArtEventDetails {
  return {
    title: d.title,
    titleAr: d.titleAr,
    description: d.description,
    descriptionAr: d.descriptionAr,
    category: d.category,
    startDate: d.startDate,
    endDate: d.endDate,
    isOnline: d.isOnline,
    venue: d.venue,
    venueAr: d.venueAr,
    capacity: d.capacity,
    imageUrl: d.imageUrl,
  };
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
