/**
 * What the orders context may do to a work (through this public surface only): reserve it for an order while
 * payment is due, release that reservation, or mark it sold to that order. Each is a command on the work's own
 * stream, so two orders on the last unit are ordered by its revision check and only one reserves. Each takes the
 * time of the order's own command (`now`), so a work is sold when its order was paid.
 */
import { Injectable } from '@nestjs/common';
import type { MoveForOrder } from '../domain/artwork.commands.js';
import { ArtworkStream } from './artwork-stream.js';

@Injectable()
export class ArtworkReservations {
  constructor(private readonly stream: ArtworkStream) {}

  /** Refused (`artwork_unavailable`, `price_changed`) unless the work is published, priced and available. */
  async reserve(
    artworkId: string,
    orderId: string,
    actorId: string,
    priceHalalas: number | null = null,
    now = new Date(),
  ) {
    await this.move(artworkId, orderId, actorId, 'reserve', priceHalalas, now);
  }

  /** A commissioned work, for the order selling it to its collector: a draft too, at the commission's price. */
  async reserveCommissioned(artworkId: string, orderId: string, actorId: string, now = new Date()) {
    await this.move(artworkId, orderId, actorId, 'reserve_commissioned', null, now);
  }

  /** A work won at auction, for the order selling it to the winner: at the lot's price, not a listed one. */
  async reserveWon(artworkId: string, orderId: string, winnerId: string, now = new Date()) {
    await this.move(artworkId, orderId, winnerId, 'reserve_won', null, now);
  }

  async release(artworkId: string, orderId: string, actorId: string | null, now = new Date()) {
    await this.move(artworkId, orderId, actorId, 'release', null, now);
  }

  async sell(artworkId: string, orderId: string, actorId: string | null, now = new Date()) {
    await this.move(artworkId, orderId, actorId, 'sell', null, now);
  }

  private async move(
    artworkId: string,
    orderId: string,
    actorId: string | null,
    move: MoveForOrder['move'],
    priceHalalas: number | null,
    now: Date,
  ) {
    const actor = { userId: actorId ?? 'system', roles: [] };
    await this.stream.run({ type: 'MoveForOrder', artworkId, actor, orderId, move, priceHalalas }, now);
  }
}
