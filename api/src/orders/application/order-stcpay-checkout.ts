/**
 * STC Pay's one-time-code checkout of an order (live STC Pay, or its simulator), as a workshop registration's: the
 * code sent and each wrong one are recorded on the order's stream, and STC Pay's paid answer pays the order as a
 * confirmed webhook does (once). Only the order's own buyer, with an STC Pay checkout, may use it (404 to anyone
 * else).
 */
import { Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { PaymentGateway, StcPayCodeCheckout } from '../../payments/index.js';
import type { CodePayable, SentCode, WebhookDelivery } from '../../payments/index.js';
import { orderDecider, type OrderCommand } from '../domain/order.decider.js';
import { ordersProjection } from '../projections/orders.projection.js';
import { OrderCommands } from './order-commands.js';
import { OrderQueries } from './order-queries.js';

@Injectable()
export class OrderStcPayCheckout extends StcPayCodeCheckout<CodePayable> {
  protected readonly note = 'Artwork order';

  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: OrderQueries,
    private readonly commands: OrderCommands,
    gateway: PaymentGateway,
  ) {
    super(gateway);
  }

  protected async own(user: AccountAccess, orderId: string): Promise<CodePayable> {
    const doc = await this.queries.doc(orderId);
    if (!doc?.checkout || doc.buyerId !== user.userId || doc.checkout.paymentMethod !== 'stcpay')
      throw notFound('Order', 'الطلب');
    return {
      id: doc.id,
      amount: doc.checkout.total,
      currency: doc.currency,
      paid: doc.payment !== null,
      awaitingPayment: doc.status === 'awaiting_payment',
      otp: doc.otp,
      paymentReference: doc.checkout.paymentReference,
    };
  }

  protected named(order: CodePayable) {
    return { orderId: order.id };
  }

  protected notPayable() {
    return illegalState('not_payable', 'This order is not waiting for a payment.', 'هذا الطلب لا ينتظر الدفع.');
  }

  private run(orderId: string, command: OrderCommand, user: AccountAccess, now: Date) {
    return this.writes.runAs(orderDecider, orderId, command, user.userId, ordersProjection.name, { now });
  }

  protected recordSent(user: AccountAccess, order: CodePayable, sent: SentCode, now: Date) {
    return this.run(order.id, { type: 'RecordOtpSent', ...sent, now: now.toISOString() }, user, now);
  }

  protected async recordWrong(
    user: AccountAccess,
    order: CodePayable,
    wrong: { otpReference: string; attemptsAllowed: number },
    now: Date,
  ) {
    const { events } = await this.run(order.id, { type: 'RejectOtp', ...wrong, now: now.toISOString() }, user, now);
    return { voided: events.some((e) => e.type === 'OrderOtpRejected' && e.data.voided) };
  }

  protected applyPayment(delivery: WebhookDelivery, now: Date) {
    return this.commands.applyPayment(delivery, now);
  }
}
