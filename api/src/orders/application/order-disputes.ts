/**
 * Disputes: the buyer reports a problem with a delivered order, a seller answers, staff decide (a refund, full
 * or partial, recorded with the decision in one append, or a rejection). Each is a command on the order's chained
 * stream; the decider checks who may, the window, the photo counts and the amounts; the read model is waited for
 * before answering. Photos come with the dispute or the answer: checked and re-encoded first, stored, then recorded
 * with the words; a refused command leaves no photo behind.
 */
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { orderDecider, type OrderCommand } from '../domain/order.decider.js';
import type { DisputeDecision, DisputePhoto, DisputeReason } from '../domain/disputes.events.js';
import { ordersProjection } from '../projections/orders.projection.js';
import { OrderQueries } from './order-queries.js';
import { DisputePhotos, type UploadedPhoto } from './dispute-photos.js';

@Injectable()
export class OrderDisputes {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: OrderQueries,
    private readonly photos: DisputePhotos,
  ) {}

  /** The order as the actor sees it (404 to anyone who may not), then the command, then the order again. */
  private async run(user: AccountAccess, orderId: string, command: OrderCommand, now: Date) {
    await this.queries.visible(orderId, user);
    await this.writes.run(orderDecider, orderId, command, commandContext(user.userId, now), ordersProjection.name);
    return this.queries.visible(orderId, user);
  }

  /** As `run`, with the actor's photos checked (after the 404), stored, handed to the command, and removed again
   * when the command is refused. */
  private async withPhotos(
    user: AccountAccess,
    orderId: string,
    uploads: UploadedPhoto[] | undefined,
    command: (photos: DisputePhoto[]) => OrderCommand,
    now: Date,
  ) {
    await this.queries.visible(orderId, user);
    const images = await this.photos.prepare(uploads);
    const photos = await this.photos.store(user.userId, images);
    try {
      return await this.run(user, orderId, command(photos), now);
    } catch (error) {
      await this.photos.discard(photos);
      throw error;
    }
  }

  open(
    user: AccountAccess,
    orderId: string,
    form: { reason: DisputeReason; description: string },
    uploads?: UploadedPhoto[],
    now = new Date(),
  ) {
    const { reason, description } = form;
    const at = now.toISOString();
    const actorId = user.userId;
    const command = (photos: DisputePhoto[]): OrderCommand => ({
      type: 'OpenDispute',
      actorId,
      reason,
      description,
      photos,
      now: at,
    });
    return this.withPhotos(user, orderId, uploads, command, now);
  }

  answer(user: AccountAccess, orderId: string, answer: string, uploads?: UploadedPhoto[], now = new Date()) {
    const at = now.toISOString();
    const actorId = user.userId;
    const command = (photos: DisputePhoto[]): OrderCommand => ({
      type: 'AnswerDispute',
      actorId,
      answer,
      photos,
      now: at,
    });
    return this.withPhotos(user, orderId, uploads, command, now);
  }

  photo(user: AccountAccess, orderId: string, photoId: string) {
    return this.photos.read(orderId, photoId, user);
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
