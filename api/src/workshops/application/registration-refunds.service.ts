/**
 * Registration refunds: the quote an attendee sees before cancelling, the organiser's or an admin's refund with a
 * reason, a cancelled workshop's full refunds, and each refund's way back to the payer. A refund is requested on
 * the registration's stream first (so what is owed is recorded before anyone is asked), then asked of the
 * payment port by its refund id (the providers' idempotency key): the provider's `refunded` webhook, or the
 * organiser's bank transfer back with its reference, issues it once.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { PaymentGateway, ProviderError, type WebhookDelivery } from '../../payments/index.js';
import { registrationDecider } from '../domain/registration.decider.js';
import { quoteRefund, type CancelRefund } from '../domain/registration-refunds.js';
import { orderedSteps } from '../domain/refund-policy.js';
import type { RegistrationRefundRequested } from '../domain/workshops.events.js';
import { registrationsProjection, type RegistrationDoc } from '../projections/workshops.projections.js';
import { WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';
import { registrationView } from './workshops-views.js';

/** The refund id of a cancellation or a cancelled workshop: one per registration, so a retry asks nothing twice. */
export const cancelRefundId = (registrationId: string) => `${registrationId}.cancelled`;
export const workshopCancelRefundId = (registrationId: string) => `${registrationId}.workshop-cancelled`;

/** What a refund's asking needs: the requested event's data, or the same rebuilt from the read model to retry. */
type RefundAsked = Pick<
  RegistrationRefundRequested['data'],
  'registrationId' | 'provider' | 'paymentReference' | 'amount' | 'reason' | 'currency' | 'refundId'
>;

/** A provider's refusal in words for the ledger (its status and answer; never card data, the providers send none). */
const failureOf = (error: unknown) =>
  error instanceof ProviderError
    ? `${error.status} ${error.body}`.slice(0, 300)
    : error instanceof Error
      ? error.message.slice(0, 300)
      : 'unreachable';

const paidOf = (doc: RegistrationDoc) => (doc.paidAt ? doc.amountDue : 0);
const requestedOf = (doc: RegistrationDoc) => (doc.refundedAmount ?? 0) + (doc.refundOwed ?? 0);

@Injectable()
export class RegistrationRefunds {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly queries: WorkshopQueries,
    private readonly gateway: PaymentGateway,
  ) {}

  private async own(user: AccountAccess, registrationId: string) {
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.userId !== user.userId) throw notFound('Registration', 'التسجيل');
    return doc;
  }

  /** What cancelling now gives back, by the workshop's policy (from the read models). */
  async quote(user: AccountAccess, registrationId: string, now = new Date()) {
    const doc = await this.own(user, registrationId);
    const workshop = await this.queries.workshopDoc(doc.workshopId, user);
    const cancellable = doc.status === 'pending_payment' || doc.status === 'paid';
    const ledger = { paid: paidOf(doc), requested: requestedOf(doc) };
    const quote = quoteRefund(ledger, cancellable, workshop.refundPolicy, workshop.startDate, now);
    return {
      registrationId,
      ...quote,
      currency: doc.currency,
      startDate: workshop.startDate,
      refundPolicy: { steps: orderedSteps(workshop.refundPolicy) },
    };
  }

  /** The policy's inputs for the attendee's cancellation at `now`. */
  async cancelRefund(doc: RegistrationDoc, now: Date): Promise<CancelRefund> {
    const workshop = await this.queries.workshopDoc(doc.workshopId);
    const policy = workshop.refundPolicy;
    return { refundId: cancelRefundId(doc.id), policy, startDate: workshop.startDate, now };
  }

  /** The organiser (of this workshop) or an admin gives back an amount up to what is left, with a reason. */
  async refund(
    user: AccountAccess,
    workshopId: string,
    registrationId: string,
    body: { amount: number; reason: string },
    refundId: string = randomUUID(),
  ) {
    const workshop = await this.queries.ownedWorkshop(workshopId, user);
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.workshopId !== workshopId) throw notFound('Registration', 'التسجيل');
    await this.request(registrationId, refundId, user.userId, body.amount, body.reason);
    return registrationView((await this.queries.registrationDoc(registrationId))!, workshop);
  }

  /** An admin's refund from the payments ledger: the registration's own workshop decides nothing more. */
  async refundAsAdmin(admin: AccountAccess, registrationId: string, body: { amount: number; reason: string }) {
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc) throw notFound('Registration', 'التسجيل');
    return this.refund(admin, doc.workshopId, registrationId, body);
  }

  /** A cancelled workshop: every paid registration gets the rest back, each on its own stream (a rerun asks nothing
   * again: the refund id is the registration's). */
  async refundCancelledWorkshop(workshopId: string, actorId: string | null) {
    let refunded = 0;
    for (const doc of await this.queries.registrationsToRefund(workshopId)) {
      const requested = await this.request(
        doc.id,
        workshopCancelRefundId(doc.id),
        actorId,
        'rest',
        'workshop_cancelled',
      );
      if (requested) refunded++;
    }
    return { refunded };
  }

  private async request(
    registrationId: string,
    refundId: string,
    actorId: string | null,
    amount: number | 'rest',
    reason: string,
  ) {
    const result = await this.writer.run(
      registrationDecider,
      registrationId,
      { type: 'RequestRefund', refundId, actorId, amount, reason, now: new Date() },
      actorId,
      registrationsProjection.name,
    );
    const requested = result.events.find((e) => e.type === 'RegistrationRefundRequested');
    if (requested) await this.send(requested);
    return requested ?? null;
  }

  /** Asks the payment port for a refund just requested. The sandbox's provider then sends its signed `refunded`
   * webhook, twice as real ones may; a live provider that answers at once issues it here; a bank transfer stays
   * owed until the organiser confirms sending it back; a provider that refuses (or cannot be reached) records the
   * failure, and the retry job asks again later by the same refund id. */
  async send(event: RegistrationRefundRequested) {
    return this.ask(event.data);
  }

  private async ask(refund: RefundAsked) {
    const { registrationId, provider, paymentReference, amount, reason, currency, refundId } = refund;
    const outcome = await this.gateway
      .refund(paymentReference, amount, reason, { provider, currency, refundId })
      .catch((error: unknown) => ({ reference: '', status: 'failed' as const, why: failureOf(error) }));
    if (outcome.status === 'failed')
      return this.fail(registrationId, refundId, 'why' in outcome ? outcome.why : 'refused by the provider');
    if (outcome.status === 'succeeded') await this.issue(registrationId, refundId, outcome.reference);
    if (outcome.status !== 'pending') return;
    const delivery = { provider, reference: paymentReference, status: 'refunded' as const, amount, refundId };
    for (const deliveryId of [randomUUID(), randomUUID()]) {
      const sent: WebhookDelivery = { ...delivery, deliveryId };
      const signature = this.gateway.sign(sent);
      if (signature && this.gateway.verify(sent, signature)) await this.applyWebhook(sent, outcome.reference);
    }
  }

  /** The scheduled retry: each refused card refund whose retry is due is asked again (same refund id). */
  async retryDue(now = new Date()) {
    let retried = 0;
    for (const doc of await this.queries.refundRetriesDue(now.toISOString())) {
      for (const refund of doc.refunds ?? []) {
        const retryAt = refund.failure?.retryAt;
        if (refund.status !== 'requested' || !retryAt || retryAt > now.toISOString()) continue;
        const { events } = await this.writer.run(
          registrationDecider,
          doc.id,
          { type: 'RetryRefund', refundId: refund.refundId, now },
          null,
          registrationsProjection.name,
        );
        if (events.length === 0) continue;
        await this.ask({
          registrationId: doc.id,
          provider: doc.paymentMethod,
          paymentReference: doc.paymentReference,
          currency: doc.currency,
          ...refund,
        });
        retried++;
      }
    }
    return { retried };
  }

  private fail(registrationId: string, refundId: string, reason: string, now = new Date()) {
    return this.writer.run(
      registrationDecider,
      registrationId,
      { type: 'FailRefund', refundId, reason, now },
      null,
      registrationsProjection.name,
    );
  }

  /** A live provider's refund webhook (verified by its adapter): issued, or refused (retried later). A refund the
   * provider made that is not one of ours (a reversal, one made on its dashboard) is acknowledged, recording nothing. */
  async applyLive(delivery: WebhookDelivery) {
    const doc = await this.queries.registrationByReference(delivery.reference);
    if (!doc || doc.paymentMethod !== delivery.provider) return { received: true };
    if (!delivery.refundId && delivery.status === 'refunded' && delivery.refundReference) {
      // None of ours: the provider gave the money back on its own, which the ledger must show all the same.
      const { refundReference, amount } = delivery;
      await this.writer.run(
        registrationDecider,
        doc.id,
        {
          type: 'RecordProviderRefund',
          refundReference,
          amount,
          reversal: delivery.reversal ?? false,
          now: new Date(),
        },
        null,
        registrationsProjection.name,
      );
      return { received: true, registrationId: doc.id };
    }
    const ours = doc.refunds?.find((r) => r.refundId === delivery.refundId);
    if (!ours) return { received: true };
    if (delivery.status === 'refund_failed') await this.fail(doc.id, ours.refundId, delivery.failureReason ?? 'failed');
    else await this.issue(doc.id, ours.refundId, delivery.refundReference ?? delivery.deliveryId);
    return { received: true, registrationId: doc.id };
  }

  /** A provider's `refunded` webhook (verified by the caller): the refund it names is issued once. */
  async applyWebhook(delivery: WebhookDelivery, refundReference = `rf_${delivery.refundId ?? ''}`) {
    const doc = await this.queries.registrationByReference(delivery.reference);
    if (!doc || doc.paymentMethod !== delivery.provider || !delivery.refundId) throw notFound('Refund', 'الاسترداد');
    await this.issue(doc.id, delivery.refundId, refundReference);
    return { received: true, registrationId: doc.id };
  }

  /** A bank transfer's refund: the organiser sent the money back and gives the bank's reference. */
  async confirmTransferBack(
    user: AccountAccess,
    workshopId: string,
    registrationId: string,
    refundId: string,
    bankReference: string,
  ) {
    const workshop = await this.queries.ownedWorkshop(workshopId, user);
    const doc = await this.queries.registrationDoc(registrationId);
    if (!doc || doc.workshopId !== workshopId) throw notFound('Registration', 'التسجيل');
    await this.issue(registrationId, refundId, bankReference, user.userId);
    return registrationView((await this.queries.registrationDoc(registrationId))!, workshop);
  }

  private issue(registrationId: string, refundId: string, refundReference: string, actorId: string | null = null) {
    return this.writer.run(
      registrationDecider,
      registrationId,
      { type: 'IssueRefund', refundId, refundReference },
      actorId,
      registrationsProjection.name,
    );
  }
}
