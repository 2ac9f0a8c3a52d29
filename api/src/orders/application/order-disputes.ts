/**
 * Disputes: the buyer reports a problem with a delivered order, a seller answers, staff decide (a refund, full
 * or partial, recorded with the decision in one append, or a rejection). Each is a command on the order's chained
 * stream; the decider checks who may, the window and the amounts; the read model is waited for before answering.
 */
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { orderDecider, type OrderCommand } from '../domain/order.decider.js';
import type { DisputeDecision, DisputeReason } from '../domain/disputes.events.js';
import { ordersProjection } from '../projections/orders.projection.js';
import { OrderQueries } from './order-queries.js';

@Injectable()
export class OrderDisputes {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: OrderQueries,
  ) {}

  /** The order as the actor sees it (404 to anyone who may not), then the command, then the order again. */
  private async run(user: AccountAccess, orderId: string, command: OrderCommand, now: Date) {
    await this.queries.visible(orderId, user);
    await this.writes.run(orderDecider, orderId, command, commandContext(user.userId, now), ordersProjection.name);
    return this.queries.visible(orderId, user);
  }

  open(user: AccountAccess, orderId: string, form: { reason: DisputeReason; description: string }, now = new Date()) {
    const { reason, description } = form;
    const at = now.toISOString();
    return this.run(user, orderId, { type: 'OpenDispute', actorId: user.userId, reason, description, now: at }, now);
  }

  answer(user: AccountAccess, orderId: string, answer: string, now = new Date()) {
    const at = now.toISOString();
    return this.run(user, orderId, { type: 'AnswerDispute', actorId: user.userId, answer, now: at }, now);
  }

  /** Staff's decision; `amount` (SAR) only for a partial refund. */
  resolve(
    staff: AccountAccess,
    orderId: string,
    form: { decision: DisputeDecision; amount?: number | null; reason: string },
    now = new Date(),
  ) {
    const amountHalalas = form.amount === undefined || form.amount === null ? null : Math.round(form.amount * 100);
    const command: OrderCommand = {
      type: 'ResolveDispute',
      actorId: staff.userId,
      decision: form.decision,
      amountHalalas,
      reason: form.reason,
      now: now.toISOString(),
    };
    return this.run(staff, orderId, command, now);
  }
}
