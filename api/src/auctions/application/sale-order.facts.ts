/**
 * Facts about a lot's neighbours in its sale, for the cascading close: the lot just before it (read from
 * that lot's own stream, so a soft-close extension there is never missed), and the lot just after it.
 * The interval between two lots is the gap between their scheduled ends.
 */
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { auctionsProjection } from '../projections/auctions.projection.js';
import type { PreviousLotFacts } from '../domain/auction.commands.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionState } from '../domain/auction.state.js';
import { AuctionQueries } from './auction-queries.js';
import { streamName } from '../../platform/commands/decider.js';

@Injectable()
export class SaleOrderFacts {
  constructor(
    private readonly queries: AuctionQueries,
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The sale's lots, once the read model has every lot scheduled so far (a late sibling must not be missed). */
  private async lotsOf(saleId: string) {
    await this.projections.waitForPosition(auctionsProjection.name, await this.store.headPosition(), 5_000);
    return this.queries.saleLots(saleId);
  }

  /** This lot's public document; a failed read throws (the timer retries) rather than pass for "not in a sale". */
  private async lot(auctionId: string) {
    try {
      return await this.queries.get(auctionId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return null;
      throw error;
    }
  }

  async previousLot(auctionId: string): Promise<PreviousLotFacts | undefined> {
    const doc = await this.lot(auctionId);
    if (!doc?.saleId) return undefined;
    const lots = await this.lotsOf(doc.saleId);
    const index = lots.findIndex((lot) => lot.id === auctionId);
    const previous = index > 0 ? lots[index - 1]! : undefined;
    if (!previous) return undefined;
    const { state } = await this.runner.load<AuctionState, never>(
      auctionDecider as never,
      streamName('auction', previous.id),
    );
    if (state.status === 'none') return undefined;
    const intervalMs = Math.max(
      0,
      Date.parse(doc.scheduledEndsAt ?? doc.endsAt) - Date.parse(previous.scheduledEndsAt ?? previous.endsAt),
    );
    return {
      auctionId: previous.id,
      endsAt: state.endsAt,
      closed: state.status === 'ended' || state.status === 'cancelled',
      intervalMs,
    };
  }

  async nextLotId(auctionId: string): Promise<string | undefined> {
    const doc = await this.lot(auctionId);
    if (!doc?.saleId) return undefined;
    const lots = await this.lotsOf(doc.saleId);
    const index = lots.findIndex((lot) => lot.id === auctionId);
    return index >= 0 ? lots[index + 1]?.id : undefined;
  }
}
