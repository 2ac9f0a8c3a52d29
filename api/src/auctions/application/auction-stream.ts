/**
 * Runs auction commands on their stream `auction-<id>`: serialised per auction in the process that owns the
 * lot and appended in batches (BatchedAppender). A replica that does not own the lot forwards the command to
 * the one that does (LotForwarding), so two replicas never write one lot at once. Commands arrive as templates
 * without their time: the owner stamps `at` when their turn comes, so times follow the order of the stream.
 * A bid is answered from the decided state as soon as it is written; reads wait for the read model instead
 * (AuctionWriteMarks), so the hot path never waits on the projection. Rarer commands (schedule, open, close,
 * cancel, retract) still wait for the read model, because the timers and sale order read it right after.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { ChainSigner } from '../../platform/commands/chain-signer.js';
import { EventCatalog } from '../../platform/commands/event-catalog.js';
import { EventCodec } from '../../platform/commands/event-codec.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { currentCorrelationId } from '../../platform/logging/request-context.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { stampCommand, type AuctionCommandTemplate } from '../domain/auction.commands.js';
import { auctionsProjection } from '../projections/auctions.projection.js';
import { BatchedAppender, type AuctionRun } from '../hot-lot/batched-appender.js';
import { AuctionLiveHub } from '../live/auction-live-hub.js';
import { AuctionWriteMarks } from '../hot-lot/auction-write-marks.js';
import { LotForwarding } from '../hot-lot/lot-forwarding.js';
import { lotOwnerUnavailable, type LotCommand } from '../hot-lot/lot-forwarding.messages.js';

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
    private readonly forwarding: LotForwarding,
  ) {
    // Watchers in this process hear of a bid as soon as it is written; other replicas through the subscription.
    this.appender = new BatchedAppender(store, runner, codec, catalog, signer, (records) => hub.publishLocal(records));
    forwarding.serve((command, startBy) => this.runHere(command, startBy));
  }

  /** Runs the command in the process that owns the lot, this one or another replica, and answers its result. */
  async run(
    auctionId: string,
    actorId: string | null,
    template: AuctionCommandTemplate,
    { awaitReadModel = true }: { awaitReadModel?: boolean } = {},
  ): Promise<AuctionRun> {
    // The correlation id belongs to the request that asked, read now (the batch runs in another's context).
    const correlationId = currentCorrelationId() ?? randomUUID();
    const result = await this.forwarding.run({ auctionId, actorId, correlationId, template });
    // Written here or by the owner, a read in this process afterwards should see it. The wait for the read model
    // happens here, not on the owner, so a slow projection never counts against a forwarded command's timeout.
    const last = result.events.at(-1);
    if (last) this.marks.written(last.position);
    if (last && awaitReadModel) await this.projections.waitForPosition(auctionsProjection.name, last.position);
    return result;
  }

  /** Runs a command on a lot this process owns; `run` marks the write in the process that asked. */
  private runHere(command: LotCommand, startBy?: number): Promise<AuctionRun> {
    const { auctionId, actorId, correlationId, template } = command;
    return this.appender.run(
      auctionId,
      (at) => {
        // The asking replica has given up waiting by now: it must be free to run it itself without a second copy.
        if (startBy !== undefined && Date.now() > startBy) throw lotOwnerUnavailable();
        return stampCommand(template, at);
      },
      (now) => ({ actorId, correlationId, causationId: correlationId, now }),
    );
  }
}
