/**
 * Commands on one auction stream, serialised in this process and appended in batches: while one append is in
 * flight the next commands queue; they are then decided one after another on the folded state (each sees the
 * ones before it) and written with ONE append, at the revision this process last wrote. The folded state, the
 * revision and the chain's last hash stay in memory between batches, so a hot lot is not re-read per bid.
 * Another writer (a replica, a tool) makes the append fail on its revision: the cache is dropped and the
 * batch is decided again from the stream, a bounded number of times, then answered 409.
 * Every command is decided and folded the same way: `decide` reads the narrow state (auction.state.ts), which
 * grows by one shared rung per bid, and the answers' bids come from a small bid history kept beside it
 * (auction.bid-history.ts), so a hot lot's thousandth bid costs what its first did.
 */
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.port.js';
import type { EventStore, RecordedEvent } from '../../platform/event-store/event-store.port.js';
import type { CommandRunner, RunResult } from '../../platform/commands/command-runner.js';
import type { ChainSigner } from '../../platform/commands/chain-signer.js';
import type { EventCatalog } from '../../platform/commands/event-catalog.js';
import type { CommandContext, EventCodec, StoredEvent } from '../../platform/commands/event-codec.js';
import { concurrencyConflict } from '../../platform/errors/domain-errors.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionCommand } from '../domain/auction.commands.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import type { AcceptedBid, AuctionState } from '../domain/auction.state.js';
import { bidHistoryOf, recordInHistory, shownBids, type BidHistory } from '../domain/auction.bid-history.js';
import { streamName as streamNameOf } from '../../platform/commands/decider.js';
import { StreamWriter } from '../../platform/commands/stream-writer.js';

/** A command's result, with the bids its answer shows: the lot's latest and, for a bid, its bidder's own. */
export type AuctionRun = RunResult<AuctionState, AuctionEvent> & { bids: AcceptedBid[] };

interface Pending {
  build: (at: string) => AuctionCommand;
  context: (now: Date) => CommandContext;
  resolve: (result: AuctionRun) => void;
  reject: (error: unknown) => void;
}

interface Folded {
  state: AuctionState;
  revision: number;
  lastHash: string;
  /** Changed in place by a batch: any failed write drops the whole entry (see `write`). */
  history: BidHistory;
}

const MAX_BATCH = 250;
const MAX_ATTEMPTS = 5;
/** Folded states kept in memory; the least recently used are dropped (and re-read when needed). */
const MAX_CACHED = 2_000;

export class BatchedAppender {
  private readonly queues = new Map<string, Pending[]>();
  private readonly cache = new Map<string, Folded>();

  constructor(
    private readonly store: EventStore,
    private readonly runner: CommandRunner,
    codec: EventCodec,
    catalog: EventCatalog,
    signer: ChainSigner,
    /** Told of every batch written, in order (the live feeds of this process take it without waiting for the subscription). */
    private readonly onAppended: (records: RecordedEvent[]) => void = () => undefined,
  ) {
    this.writer = new StreamWriter(codec, catalog, signer);
  }

  private readonly writer: StreamWriter;

  run(auctionId: string, build: Pending['build'], context: Pending['context']): Promise<AuctionRun> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(auctionId);
      if (queue) {
        queue.push({ build, context, resolve, reject });
        return;
      }
      this.queues.set(auctionId, [{ build, context, resolve, reject }]);
      void this.drain(auctionId);
    });
  }

  private async drain(auctionId: string) {
    const queue = this.queues.get(auctionId)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      await this.write(auctionId, batch);
    }
    this.queues.delete(auctionId);
  }

  private async write(auctionId: string, batch: Pending[]) {
    const streamName = streamNameOf('auction', auctionId);
    for (let attempt = 1; ; attempt++) {
      // Built first, each stamped with its own time, in order.
      const built = batch.map((item) => {
        const now = new Date();
        try {
          return { now, command: item.build(now.toISOString()) };
        } catch (error) {
          return { now, error };
        }
      });
      let folded: Folded;
      try {
        folded = await this.folded(streamName);
      } catch (error) {
        for (const item of batch) item.reject(error);
        return;
      }
      const outcomes: (
        | { ok: true; from: number; count: number; state: AuctionState; bids: AcceptedBid[] }
        | { ok: false; error: unknown }
      )[] = [];
      // Chain signatures are made on the signing thread while the batch is decided; the append waits for them.
      const write = this.writer.begin(streamName, folded.revision, folded.lastHash, 'offThread');
      const encoded = write.encoded;
      const decided: AuctionEvent[] = [];
      let { state } = folded;
      const { history } = folded;
      for (const [i, item] of batch.entries()) {
        const { now, command, error } = built[i]!;
        try {
          if (!command) throw error;
          const events = auctionDecider.decide(command, state);
          const from = encoded.length;
          for (const event of events) {
            await write.add(event, item.context(now));
            decided.push(event);
            state = auctionDecider.evolve(state, event);
            recordInHistory(history, event);
          }
          const bids = shownBids(history, command.type === 'PlaceBid' ? command.bidderId : undefined);
          outcomes.push({ ok: true, from, count: events.length, state, bids });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
      try {
        const result = await write.append(this.store);
        const { lastHash } = write;
        const revision = folded.revision + encoded.length;
        this.remember(streamName, { state, revision, lastHash, history });
        if (result) {
          const recordedAt = new Date();
          this.onAppended(
            encoded.map((e, k) => ({
              ...e,
              streamName,
              revision: folded.revision + 1 + k,
              position: result.position,
              recordedAt,
            })),
          );
        }
        batch.forEach((item, i) => {
          const outcome = outcomes[i]!;
          if (!outcome.ok) return item.reject(outcome.error);
          const events = encoded.slice(outcome.from, outcome.from + outcome.count).map((e, k) => ({
            type: e.type,
            data: decided[outcome.from + k]!.data,
            metadata: e.metadata as StoredEvent['metadata'],
            streamName,
            revision: folded.revision + 1 + outcome.from + k,
            position: result!.position,
            recordedAt: new Date(),
          })) as StoredEvent<AuctionEvent>[];
          const upTo = folded.revision + outcome.from + outcome.count;
          item.resolve({ state: outcome.state, bids: outcome.bids, events, revision: upTo });
        });
        return;
      } catch (error) {
        // The history was changed in place by this batch: it goes with the state and is folded again.
        this.cache.delete(streamName);
        if (!(error instanceof WrongExpectedRevisionError)) {
          for (const item of batch) item.reject(error);
          return;
        }
        if (attempt >= MAX_ATTEMPTS) {
          for (const item of batch) item.reject(concurrencyConflict(streamName));
          return;
        }
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
      }
    }
  }

  /** The cached state and bid history, or both folded from the stream. */
  private async folded(streamName: string): Promise<Folded> {
    const cached = this.cache.get(streamName);
    if (cached) return cached;
    const { state, revision, lastHash, events } = await this.runner.load(auctionDecider, streamName);
    return { state, revision, lastHash, history: bidHistoryOf(events) };
  }

  private remember(streamName: string, folded: Folded) {
    this.cache.delete(streamName);
    this.cache.set(streamName, folded);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
  }
}
