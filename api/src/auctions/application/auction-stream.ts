/**
 * Runs auction commands on their stream `auction-<id>`: serialised per auction in this process and appended
 * in batches (BatchedAppender). A bid is answered from the decided state as soon as it is written; reads wait
 * for the read model instead (AuctionWriteMarks), so the hot path never waits on the projection. Rarer
 * commands (schedule, open, close, cancel, retract) still wait for the read model, because the timers and sale
 * order read it right after. A hot lot's throughput comes from not colliding, not from retries.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { ChainSigner } from '../../platform/commands/chain-signer.js';
import { EventCatalog } from '../../platform/commands/event-catalog.js';
import { EventCodec, type CommandContext } from '../../platform/commands/event-codec.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { currentCorrelationId } from '../../platform/logging/request-context.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { AuctionCommand } from '../domain/auction.commands.js';
import { auctionsProjection } from '../projections/auctions.projection.js';
import { BatchedAppender, type AuctionRun } from './batched-appender.js';
import { AuctionLiveHub } from '../live/auction-live-hub.js';
import { AuctionWriteMarks } from './auction-write-marks.js';

export function auctionCommandContext(actorId: string | null, now = new Date()): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

@Injectable()
export class AuctionStream {
  private readonly appender: BatchedAppender;

  constructor(
    runner: CommandRunner,
    codec: EventCodec,
    catalog: EventCatalog,
    signer: ChainSigner,
    @Inject(EVENT_STORE) store: EventStore,
    private readonly projections: ProjectionEngine,
    hub: AuctionLiveHub,
    private readonly marks: AuctionWriteMarks,
  ) {
    // Watchers in this process hear of a bid as soon as it is written; other replicas through the subscription.
    this.appender = new BatchedAppender(store, runner, codec, catalog, signer, (records) => hub.publishLocal(records));
  }

  /** The command is built when its turn comes, so its time (`at`) follows the order of the stream. */
  async run(
    auctionId: string, actorId: string | null, build: (at: string) => AuctionCommand, { awaitReadModel = true }: { awaitReadModel?: boolean } = {},
  ): Promise<AuctionRun> {
    // The correlation id belongs to the request that asked, read now (the batch runs in another's context).
    const correlationId = currentCorrelationId() ?? randomUUID();
    const result = await this.appender.run(auctionId, build, (now) => ({ actorId, correlationId, causationId: correlationId, now }));
    const last = result.events.at(-1);
    if (last) this.marks.written(last.position);
    if (last && awaitReadModel) await this.projections.waitForPosition(auctionsProjection.name, last.position);
    return result;
  }
}
