/**
 * Runs one command against one stream: load, fold, decide, append with the revision read. A concurrent
 * writer makes the append fail; the whole cycle reruns (decide is pure, so this is safe) a bounded number
 * of times, then answers a concurrency conflict (HTTP 409).
 */
import { WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port.js';
import { concurrencyConflict } from '../errors/domain-errors.js';
import type { ChainSigner } from './chain-signer.js';
import { type Decider, type DomainEvent, streamName as streamNameOf } from './decider.js';
import { StreamWriter } from './stream-writer.js';
import type { CommandContext, EventCodec, StoredEvent } from './event-codec.js';
import type { EventCatalog } from './event-catalog.js';
import { genesisHash, type ChainLink } from './hash-chain.js';

export interface RunResult<State, E extends DomainEvent> {
  state: State;
  /** The events this command appended (empty when the decider decided nothing). */
  events: StoredEvent<E>[];
  /** The stream's last revision after the command, or -1 when it still does not exist. */
  revision: number;
}

export interface RunOptions {
  /** Attempts before answering 409. */
  maxAttempts?: number;
}

export class CommandRunner {
  constructor(
    private readonly store: EventStore,
    private readonly codec: EventCodec,
    catalog: EventCatalog,
    signer: ChainSigner,
  ) {
    this.writer = new StreamWriter(codec, catalog, signer);
  }

  private readonly writer: StreamWriter;

  async run<State, Command, E extends DomainEvent>(
    decider: Decider<State, Command, E>,
    streamId: string,
    command: Command,
    context: CommandContext,
    options: RunOptions = {},
  ): Promise<RunResult<State, E>> {
    const streamName = streamNameOf(decider.category, streamId);
    const maxAttempts = options.maxAttempts ?? 5;
    for (let attempt = 1; ; attempt++) {
      const { state, revision, lastHash } = await this.load(decider, streamName);
      const decided = decider.decide(command, state);
      if (decided.length === 0) return { state, events: [], revision };
      const write = this.writer.begin(streamName, revision, lastHash);
      for (const event of decided) await write.add(event, context);
      const encoded = write.encoded;
      try {
        const result = (await write.append(this.store))!;
        const nextState = decided.reduce((s, e) => decider.evolve(s, e), state);
        const events = encoded.map((e, i) => ({
          type: e.type,
          data: decided[i]!.data,
          metadata: e.metadata as StoredEvent['metadata'],
          streamName,
          revision: revision + 1 + i,
          position: result.position,
          recordedAt: context.now,
        })) as StoredEvent<E>[];
        return { state: nextState, events, revision: result.nextExpectedRevision };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= maxAttempts) throw concurrencyConflict(streamName);
        // Jittered pause so competing writers do not collide again in lockstep.
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
      }
    }
  }

  /** Folds a stream, returning its state, last revision (-1 if absent) and last chain hash. */
  async load<State, E extends DomainEvent>(
    decider: Pick<Decider<State, unknown, E>, 'initialState' | 'evolve'>,
    streamName: string,
    untilRevision?: number,
  ): Promise<{ state: State; revision: number; lastHash: string; events: StoredEvent<E>[] }> {
    const recorded = await this.store.readStream(streamName);
    let state = decider.initialState();
    let revision = -1;
    let lastHash = genesisHash(streamName);
    const events: StoredEvent<E>[] = [];
    for (const r of recorded) {
      if (untilRevision !== undefined && r.revision > untilRevision) break;
      const event = await this.codec.decode<E>(r);
      state = decider.evolve(state, event as unknown as E);
      revision = r.revision;
      const chain = (r.metadata as { chain?: ChainLink }).chain;
      if (chain) lastHash = chain.hash;
      events.push(event);
    }
    return { state, revision, lastHash, events };
  }
}
