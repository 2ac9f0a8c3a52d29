/**
 * What becomes of a registration's payment: the provider confirms or declines it (its signed webhook, a live
 * provider's own webhook, STC Pay's answer to the payer's code, the sandbox's hosted checkout), each applied once
 * however often it arrives, or it never comes and the scheduled sweep releases the held seat. A declined or
 * expired payment gives the seat back to the waiting list.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { forbidden, notFound } from '../../platform/errors/domain-errors.js';
import { PaymentGateway, type PaymentProvider, type WebhookDelivery } from '../../payments/index.js';
import { WorkshopQueries } from './workshop-queries.js';
import { WorkshopsWriter } from './run-command.js';
import { RegistrationRefunds } from './registration-refunds.service.js';
import { RegistrationWrites } from './registration-writes.js';

@Injectable()
export class PaymentOutcomes {
  constructor(
    private readonly writer: WorkshopsWriter,
    private readonly writes: RegistrationWrites,
    private readonly queries: WorkshopQueries,
    private readonly gateway: PaymentGateway,
    private readonly refunds: RegistrationRefunds,
  ) {}

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
      await this.writes.write(
        doc.id,
        { type: 'ConfirmPayment', providerReference: delivery.reference, amount: delivery.amount },
        null,
      );
    } else {
      const failed = await this.writes.write(
        doc.id,
        { type: 'FailPayment', providerReference: delivery.reference, reason: 'declined' },
        null,
      );
      if (failed.events.length > 0) await this.writes.releaseSeat(doc.workshopId, doc.id, 'payment_failed');
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

  /** Releases every seat held longer than the hold time for a payment that never came (the scheduled sweep). The
   * hold time is the platform settings' (admins change it without a restart), REGISTRATION_HOLD_MINUTES until then.
   * Only for workshops still to start: a started one takes no registration, so a released seat would free nothing,
   * and a bank transfer confirmed late by its organiser (or a past registration the demo records) stays payable. */
  async expireHolds(now = new Date(), holdTime?: number) {
    const hold = holdTime ?? (await this.writer.holdMs());
    const pending = await this.queries.pendingRegistrations(new Date(now.getTime() - hold).toISOString(), now);
    let released = 0;
    for (const doc of pending) {
      const result = await this.writes.write(doc.id, { type: 'ExpireHold', now, holdMs: hold }, null);
      if (result.events.length > 0) {
        await this.writes.releaseSeat(doc.workshopId, doc.id, 'expired');
        released++;
      }
    }
    return { released };
  }
}
