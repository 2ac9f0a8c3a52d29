/**
 * Runs auction commands on their stream `auction-<id>`, one at a time per auction in this process, and waits
 * (briefly) for the `auctions` read model to include them, so a bidder who bids and then reads sees the bid.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { currentCorrelationId } from '../../platform/logging/request-context.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionCommand } from '../domain/auction.commands.js';
import { auctionsProjection } from '../projections/auctions.projection.js';
import { SerialQueue } from './serial-queue.js';

export function auctionCommandContext(actorId: string | null, now = new Date()): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

@Injectable()
export class AuctionStream {
  private readonly queue = new SerialQueue();

  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
  ) {}

  /** The command is built when its turn comes, so its time (`at`) follows the order of the stream. */
  async run(auctionId: string, actorId: string | null, build: (at: string) => AuctionCommand) {
    const result = await this.queue.run(auctionId, async () => {
      const now = new Date();
      return this.runner.run(auctionDecider, auctionId, build(now.toISOString()), auctionCommandContext(actorId, now));
    });
    const last = result.events.at(-1);
    if (last) await this.projections.waitForPosition(auctionsProjection.name, last.position);
    return result;
  }
}
