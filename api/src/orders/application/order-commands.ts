/**
 * The orders context's commands. Buy-now and acceptance reserve the work first, on its own stream (the artworks
 * context's public surface): its revision check is what leaves two buyers of the last unit with one order; the
 * order's stream is written next, and the reservation is released if that fails. Payment goes through the
 * payments context's port; its webhook is verified and applied once (duplicates and late ones change nothing,
 * or are recorded for a refund), and then the work is sold or released.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import { ArtworkQueries, ArtworkReservations, type ArtworkDoc } from '../../artworks/index.js';
import { KycQueries } from '../../kyc/index.js';
import { CheckoutUnsupported, PaymentGateway, type WebhookDelivery } from '../../payments/index.js';
import { SettingsQueries } from '../../settings/index.js';
import { orderDecider, type OrderCommand } from '../domain/order.decider.js';
import { paymentMethodNames, type PaymentMethod } from '../domain/orders.events.js';
import { addressProblems, feeFor, FLAT_SHIPPING, shippingQuoteFor } from '../domain/checkout-rules.js';
import { vatNumberProblem } from '../domain/checkout-rules.js';
import type { DeliveryAddress } from '../domain/checkout-rules.js';
import { ordersProjection } from '../projections/orders.projection.js';
import { OrderQueries } from './order-queries.js';
import { SellerPayments } from './seller-payments.js';
import { commissionOrderId, orderIdFor } from './ids.js';

/** The seller's floor: offers below this share of the listed price are refused at once (ORDER_OFFER_FLOOR_PERCENT). */
export const floorPercent = (env: NodeJS.ProcessEnv = process.env) =>
  Math.min(100, Math.max(0, Number(env.ORDER_OFFER_FLOOR_PERCENT) || 70));
/** How long a reserved work waits for payment (ORDER_PAYMENT_HOURS, default 48). */
export const paymentWindowMs = (env: NodeJS.ProcessEnv = process.env) =>
  Math.max(0.001, Number(env.ORDER_PAYMENT_HOURS) || 48) * 3_600_000;
/** An offer's default life when the buyer gives no expiry. */
export const DEFAULT_OFFER_HOURS = 72;

export interface CheckoutForm {
  address: DeliveryAddress;
  paymentMethod: PaymentMethod;
  buyerName: string;
  buyerVatNumber: string | null;
}

const halalas = (sar: number) => Math.round(sar * 100);

/** Our page where the buyer types STC Pay's code for an order (the storefront's; a registration's is
 * `/pay/stcpay/{registrationId}`). */
export const stcPayOrderPage = (orderId: string) => `/pay/stcpay/order/${encodeURIComponent(orderId)}`;

@Injectable()
export class OrderCommands {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: OrderQueries,
    private readonly artworks: ArtworkQueries,
    private readonly reservations: ArtworkReservations,
    private readonly kyc: KycQueries,
    private readonly gateway: PaymentGateway,
    private readonly settings: SettingsQueries,
    private readonly sellerPayments: SellerPayments,
  ) {}

  private run(orderId: string, command: OrderCommand, actorId: string | null, now: Date) {
    return this.writes.run(orderDecider, orderId, command, commandContext(actorId, now), ordersProjection.name);
  }

  /** The work as a buyer may buy it: published, priced, not theirs, and the buyer's KYC tier high enough. */
  private async buyable(user: AccountAccess, artworkId: string): Promise<ArtworkDoc & { price: number }> {
    const work = await this.artworks.getPublished(artworkId);
    if (work.price === null)
      throw illegalState(
        'price_on_request',
        'This work has no listed price: ask the seller.',
        'لا سعر معلنًا لهذا العمل: اسأل البائع.',
      );
    if (user.userId === work.artistId || user.userId === work.galleryId)
      throw forbidden('You cannot buy your own work.', 'لا يمكنك شراء عملك.', 'own_artwork');
    await this.requireTier(user.userId, work.price);
    return work as ArtworkDoc & { price: number };
  }

  /** The buyer's KYC tier must reach this amount (SAR), or the refusal names the tier and where to get it. */
  private async requireTier(userId: string, price: number) {
    const permission = await this.kyc.mayDo(userId, 'bid', price);
    if (!permission.allowed) {
      const needed =
        permission.tierNeeded === 2
          ? [
              'verified identity and address, or a commercial registration (tier 2)',
              'هوية وعنوان موثقان أو سجل تجاري (المستوى 2)',
            ]
          : ['verified identity (tier 1)', 'هوية موثقة (المستوى 1)'];
      throw forbidden(
        `To buy this work you need ${needed[0]}. Upload your documents under Verification.`,
        `يلزمك ${needed[1]} لشراء هذا العمل. ارفع وثائقك في صفحة التحقق.`,
        'kyc_tier_required',
      );
    }
  }

  private parties(work: ArtworkDoc, buyerId: string) {
    const sellerIds = [work.artistId, ...(work.galleryId ? [work.galleryId] : [])];
    return { buyerId, sellerId: work.galleryId ?? work.artistId, sellerIds };
  }

  /** A commissioned work is its collector's alone: anyone else is refused; the collector finds its own order. */
  private async commissioned(user: AccountAccess, artworkId: string) {
    const order = await this.queries.commissionOrderFor(artworkId);
    if (order && order.buyerId !== user.userId)
      throw forbidden(
        'This work was commissioned: it is reserved for the collector who commissioned it.',
        'هذا العمل منفّذ بطلب خاص: وهو محجوز لصاحب الطلب وحده.',
        'reserved_for_commission',
      );
    return order;
  }

  /** Buy now at the listed price: reserve the work, then place the order; the same Idempotency-Key, the same order. */
  async buyNow(user: AccountAccess, artworkId: string, key: string | null, now = new Date()) {
    const commissioned = await this.commissioned(user, artworkId);
    if (commissioned) return this.queries.visible(commissioned.id, user);
    const work = await this.buyable(user, artworkId);
    const orderId = orderIdFor('order', user.userId, artworkId, key);
    if (await this.queries.doc(orderId)) return this.queries.visible(orderId, user);
    const amountHalalas = halalas(work.price);
    await this.reservations.reserve(artworkId, orderId, user.userId, amountHalalas, now);
    try {
      await this.run(
        orderId,
        {
          type: 'PlaceOrder',
          orderId,
          artworkId,
          ...this.parties(work, user.userId),
          amountHalalas,
          paymentDueAt: new Date(now.getTime() + paymentWindowMs()).toISOString(),
          now: now.toISOString(),
        },
        user.userId,
        now,
      );
    } catch (error) {
      await this.reservations.release(artworkId, orderId, user.userId, now);
      throw error;
    }
    return this.queries.visible(orderId, user);
  }

  /**
   * The commissioned work offered to its collector at the accepted bid's amount (the commissions context asks,
   * once the work is an artwork of the artist's): reserved for this one order, which waits for the collector's
   * checkout with no payment window. One order per commission, however often asked.
   */
  async placeCommissionOrder(
    sale: { commissionId: string; artworkId: string; collectorId: string; amountHalalas: number },
    actorId: string,
    now = new Date(),
  ) {
    const orderId = commissionOrderId(sale.commissionId);
    if (await this.queries.doc(orderId)) return orderId;
    const work = await this.artworks.get(sale.artworkId);
    await this.reservations.reserveCommissioned(sale.artworkId, orderId, actorId, now);
    try {
      await this.run(
        orderId,
        {
          type: 'PlaceCommissionOrder',
          orderId,
          commissionId: sale.commissionId,
          artworkId: sale.artworkId,
          ...this.parties(work, sale.collectorId),
          amountHalalas: sale.amountHalalas,
          now: now.toISOString(),
        },
        actorId,
        now,
      );
    } catch (error) {
      await this.reservations.release(sale.artworkId, orderId, actorId, now);
      throw error;
    }
    return orderId;
  }

  async makeOffer(
    user: AccountAccess,
    form: { artworkId: string; amount: number; expiresAt?: string | null },
    key: string | null,
    now = new Date(),
  ) {
    if (await this.commissioned(user, form.artworkId))
      throw illegalState(
        'commission_order_placed',
        'This commissioned work is already yours to pay for at the agreed price.',
        'هذا العمل المنفّذ بطلبك بانتظار دفعك بالسعر المتفق عليه.',
      );
    const work = await this.buyable(user, form.artworkId);
    if (work.availability !== 'available')
      throw illegalState('artwork_unavailable', 'This work is no longer available.', 'هذا العمل لم يعد متاحًا.');
    const orderId = orderIdFor('offer', user.userId, form.artworkId, key);
    const listHalalas = halalas(work.price);
    const expiresAt = form.expiresAt ?? new Date(now.getTime() + DEFAULT_OFFER_HOURS * 3_600_000).toISOString();
    await this.run(
      orderId,
      {
        type: 'MakeOffer',
        orderId,
        artworkId: work.id,
        ...this.parties(work, user.userId),
        amountHalalas: halalas(form.amount),
        listHalalas,
        floorHalalas: Math.ceil((listHalalas * floorPercent()) / 100),
        expiresAt,
        now: now.toISOString(),
      },
      user.userId,
      now,
    );
    return this.queries.visible(orderId, user);
  }

  /** Counter, decline or withdraw: the decider checks whose turn it is. */
  async answer(
    user: AccountAccess,
    offerId: string,
    action: 'counter' | 'decline' | 'withdraw',
    counter: { amount?: number; expiresAt?: string | null } = {},
    now = new Date(),
  ) {
    await this.queries.visible(offerId, user);
    const at = now.toISOString();
    const command: OrderCommand =
      action === 'counter'
        ? {
            type: 'CounterOffer',
            actorId: user.userId,
            amountHalalas: counter.amount === undefined ? Number.NaN : halalas(counter.amount),
            expiresAt: counter.expiresAt ?? new Date(now.getTime() + DEFAULT_OFFER_HOURS * 3_600_000).toISOString(),
            now: at,
          }
        : action === 'decline'
          ? { type: 'DeclineOffer', actorId: user.userId, now: at }
          : { type: 'WithdrawOffer', actorId: user.userId, now: at };
    await this.run(offerId, command, user.userId, now);
    return this.queries.visible(offerId, user);
  }

  /** Accept: the awaited party agrees; the work is reserved first (released again if the acceptance is refused). */
  async accept(user: AccountAccess, offerId: string, now = new Date()) {
    const doc = await this.queries.visible(offerId, user);
    const command: OrderCommand = {
      type: 'AcceptOffer',
      actorId: user.userId,
      paymentDueAt: new Date(now.getTime() + paymentWindowMs()).toISOString(),
      now: now.toISOString(),
    };
    const awaited = doc.offer?.awaiting ?? null;
    const mayAccept = awaited !== null && doc.role === awaited;
    // Only the awaited party's acceptance reserves; anyone else hears the decider's refusal, the work untouched.
    if (!mayAccept) {
      await this.run(offerId, command, user.userId, now);
      return this.queries.visible(offerId, user);
    }
    await this.reservations.reserve(doc.artworkId, offerId, user.userId, null, now);
    try {
      await this.run(offerId, command, user.userId, now);
    } catch (error) {
      await this.reservations.release(doc.artworkId, offerId, user.userId, now);
      throw error;
    }
    return this.queries.visible(offerId, user);
  }

  /** Checkout: address, flat shipping quote, method and its fee; answers the payment hand-off. */
  async checkout(user: AccountAccess, orderId: string, form: CheckoutForm, now = new Date()) {
    const doc = await this.queries.visible(orderId, user);
    if (doc.role !== 'buyer')
      throw forbidden('Only the buyer checks out this order.', 'لا يدفع هذا الطلب إلا المشتري.', 'not_buyer');
    // A buy-now was checked at placing; a commissioned work, placed by its artist, is checked as its collector pays.
    if (doc.source === 'commission') await this.requireTier(user.userId, doc.amount);
    const vat = form.buyerVatNumber?.trim() || null;
    const problems = [...addressProblems(form.address), vatNumberProblem(vat)].filter((p) => p !== null);
    if (!form.buyerName?.trim())
      problems.push({
        field: 'buyerName',
        code: 'isNotEmpty',
        message: 'This field is required.',
        messageAr: 'هذا الحقل مطلوب.',
      });
    const accepted = await this.sellerPayments.acceptedMethods(doc.sellerId);
    if (!accepted.includes(form.paymentMethod))
      problems.push({
        field: 'paymentMethod',
        code: 'isIn',
        message: `The seller does not accept this payment method; choose one of: ${paymentMethodNames(accepted, 'en')}.`,
        messageAr: `لا يقبل البائع طريقة الدفع هذه؛ اختر واحدة من: ${paymentMethodNames(accepted, 'ar')}.`,
      });
    if (problems.length > 0) throw validationError(problems);
    const amountHalalas = halalas(doc.amount);
    const shippingQuote = shippingQuoteFor(form.address.countryCode);
    const shippingHalalas = FLAT_SHIPPING[shippingQuote];
    // The fee in the platform settings now, fixed into CheckoutStarted (a later change never alters this order).
    const feeHalalas = feeFor(
      form.paymentMethod,
      amountHalalas + shippingHalalas,
      await this.settings.value('paymentFees'),
    );
    const totalHalalas = amountHalalas + shippingHalalas + feeHalalas;
    const payment = await this.handOff(form.paymentMethod, orderId, totalHalalas);
    await this.run(
      orderId,
      {
        type: 'StartCheckout',
        actorId: user.userId,
        orderId,
        address: JSON.stringify(trimmed(form.address)),
        countryCode: form.address.countryCode,
        shippingQuote,
        shippingHalalas,
        paymentMethod: form.paymentMethod,
        feeHalalas,
        totalHalalas,
        paymentReference: payment.reference,
        buyerVatNumber: vat,
        buyerName: form.buyerName.trim(),
        now: now.toISOString(),
      },
      user.userId,
      now,
    );
    return { order: await this.queries.visible(orderId, user), payment };
  }

  /** The provider's hand-off; the sandbox's hosted page for orders lives under /api/orders/payments. */
  private async handOff(method: PaymentMethod, orderId: string, totalHalalas: number) {
    const created = await this.gateway
      .create({
        provider: method,
        orderId,
        amount: totalHalalas / 100,
        currency: 'SAR',
        returnTo: {
          succeeded: `/dashboard?tab=orders&order=${encodeURIComponent(orderId)}&payment=succeed`,
          abandoned: `/dashboard?tab=orders&order=${encodeURIComponent(orderId)}&payment=abandon`,
        },
        otpPage: stcPayOrderPage(orderId),
      })
      .catch((error: unknown) => {
        // Nothing is recorded yet: the buyer picks another way to pay.
        if (!(error instanceof CheckoutUnsupported)) throw error;
        throw validationError([
          fieldProblem(
            'paymentMethod',
            'isIn',
            'This payment method cannot be used for orders yet; choose another.',
            'لا يمكن استخدام طريقة الدفع هذه للطلبات بعد؛ اختر طريقة أخرى.',
          ),
        ]);
      });
    if (created.nextAction.type === 'redirect' && created.nextAction.url.startsWith('/api/payments/sandbox/'))
      return {
        ...created,
        nextAction: { type: 'redirect' as const, url: `/api/orders/payments/sandbox/${created.reference}` },
      };
    return created;
  }

  /** A provider's webhook: verified, then applied once; the work is sold on payment and released on failure (with
   * the provider's decline code and message, kept as sent for the buyer to read). */
  async webhook(delivery: WebhookDelivery & DeclineWords, signature: string, now = new Date()) {
    if (!this.gateway.verify(delivery, signature))
      throw forbidden('The webhook signature does not verify.', 'توقيع الإشعار غير صحيح.', 'bad_signature');
    return this.applyPayment(delivery, now);
  }

  /** A live provider's webhook, verified by its adapter over the raw body; a payment that is not an order's (a
   * workshop registration's, sharing the provider's account) is acknowledged and left alone. */
  async liveWebhook(provider: PaymentMethod, rawBody: string, headers: Record<string, string | undefined>) {
    const delivery = await this.gateway.receive(provider, rawBody, headers);
    if (!delivery)
      throw forbidden('The webhook signature does not verify.', 'توقيع الإشعار غير صحيح.', 'bad_signature');
    if (!(await this.queries.byReference(delivery.reference))) return { received: true };
    // An order's refund is recorded when staff decide it: the provider's refund news must not read as a decline.
    if (delivery.status === 'refunded' || delivery.status === 'refund_failed') return { received: true };
    return this.applyPayment(delivery, new Date());
  }

  /** A confirmed or failed payment, as a webhook reports it or STC Pay's answer to a typed code: applied once. */
  async applyPayment(delivery: WebhookDelivery & DeclineWords, now: Date) {
    const doc = await this.queries.byReference(delivery.reference);
    if (!doc || doc.checkout?.paymentMethod !== delivery.provider) throw notFound('Payment', 'الدفعة');
    const at = now.toISOString();
    const command: OrderCommand =
      delivery.status === 'succeeded'
        ? {
            type: 'ConfirmPayment',
            providerReference: delivery.reference,
            amountHalalas: halalas(delivery.amount),
            now: at,
          }
        : {
            type: 'FailPayment',
            providerReference: delivery.reference,
            reason: 'declined',
            decline: declineOf(delivery),
            now: at,
          };
    const { events } = await this.run(doc.id, command, null, now);
    if (events.some((e) => e.type === 'OrderPaid')) await this.reservations.sell(doc.artworkId, doc.id, null, now);
    if (events.some((e) => e.type === 'OrderReleased'))
      await this.reservations.release(doc.artworkId, doc.id, null, now);
    return { received: true, orderId: doc.id };
  }

  /** The sandbox's hosted checkout: the payer's choice becomes the provider's webhook (sent twice, as real ones may). */
  async sandboxOutcome(reference: string, outcome: 'succeed' | 'fail' | 'abandon') {
    const doc = await this.queries.byReference(reference);
    if (!doc?.checkout || doc.checkout.paymentMethod === 'bank_transfer') throw notFound('Payment', 'الدفعة');
    if (outcome === 'abandon') return doc;
    const delivery: WebhookDelivery & DeclineWords = {
      provider: doc.checkout.paymentMethod as PaymentMethod,
      reference,
      status: outcome === 'succeed' ? 'succeeded' : 'failed',
      amount: doc.checkout.total,
      deliveryId: randomUUID(),
      ...(outcome === 'fail' ? SANDBOX_DECLINE : {}),
    };
    const duplicate = { ...delivery, deliveryId: randomUUID() };
    await this.webhook(delivery, this.gateway.sign(delivery));
    await this.webhook(duplicate, this.gateway.sign(duplicate));
    return doc;
  }

  /** Bank transfer: a seller of the order confirms receipt with the bank's reference. */
  async confirmTransfer(user: AccountAccess, orderId: string, bankReference: string, now = new Date()) {
    const doc = await this.queries.visible(orderId, user);
    if (doc.role !== 'seller' || doc.checkout?.paymentMethod !== 'bank_transfer')
      throw forbidden('Only the seller confirms a bank transfer.', 'لا يؤكد التحويل البنكي إلا البائع.', 'not_seller');
    const { events } = await this.run(
      orderId,
      {
        type: 'ConfirmPayment',
        providerReference: bankReference,
        amountHalalas: halalas(doc.checkout.total),
        now: now.toISOString(),
      },
      user.userId,
      now,
    );
    if (events.some((e) => e.type === 'OrderPaid'))
      await this.reservations.sell(doc.artworkId, orderId, user.userId, now);
    return this.queries.visible(orderId, user);
  }

  async refund(staff: AccountAccess, orderId: string, amount: number, reason: string, now = new Date()) {
    await this.queries.visible(orderId, staff);
    await this.run(
      orderId,
      { type: 'RefundOrder', actorId: staff.userId, amountHalalas: halalas(amount), reason, now: now.toISOString() },
      staff.userId,
      now,
    );
    return this.queries.visible(orderId, staff);
  }

  /** Delivery recorded by the shipping context: the seller's payout falls due some Saudi business days later, once. */
  async schedulePayout(orderId: string, deliveredAt: string, now = new Date()) {
    const { events } = await this.run(
      orderId,
      { type: 'SchedulePayout', deliveredAt, now: now.toISOString() },
      null,
      now,
    );
    const scheduled = events.find((e) => e.type === 'PayoutScheduled');
    return scheduled?.type === 'PayoutScheduled' ? scheduled.data.dueOn : null;
  }

  /** The scheduled sweep: open offers past their expiry expire; unpaid orders past their time release the work. */
  async sweep(now = new Date()) {
    let expired = 0;
    let released = 0;
    for (const doc of await this.queries.dueForExpiry(now)) {
      const { events } = await this.run(doc.id, { type: 'ExpireOffer', now: now.toISOString() }, null, now);
      expired += events.length;
    }
    for (const doc of await this.queries.unpaidPastDue(now)) {
      const { events } = await this.run(doc.id, { type: 'ReleaseUnpaid', now: now.toISOString() }, null, now);
      if (events.length > 0) {
        await this.reservations.release(doc.artworkId, doc.id, null, now);
        released++;
      }
    }
    return { expired, released };
  }
}

/** A failed webhook's decline, as the provider words it (code and message; either alone is kept too). */
interface DeclineWords {
  declineCode?: string;
  declineMessage?: string;
}

/** The sandbox declines as a card issuer does for want of funds (Stripe's documented decline code and text). */
const SANDBOX_DECLINE: DeclineWords = {
  declineCode: 'insufficient_funds',
  declineMessage: 'Your card has insufficient funds.',
};

function declineOf({ declineCode, declineMessage }: DeclineWords) {
  if (!declineCode && !declineMessage) return null;
  return { code: declineCode ?? '', message: (declineMessage ?? '').trim() };
}

function trimmed(a: DeliveryAddress): DeliveryAddress {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as never;
}
