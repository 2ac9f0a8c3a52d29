/**
 * Runs commands against streams: load, fold, decide, append with the revision read. A concurrent writer in
 * another process makes the append fail; the whole cycle reruns (decide is pure, so this is safe) a bounded
 * number of times, then answers a concurrency conflict (HTTP 409).
 *
 * Commands for one stream in this process do not race each other: they queue in the stream's lane, and each turn
 * of the lane decides every command waiting in it against the state the earlier ones left and appends all their
 * events at once (group commit). A hundred people after the seats of one workshop then cost a few appends, not a
 * hundred rounds of conflicts and retries, and the answers are exactly what running the commands one after the
 * other would give. A lone command runs at once, as before.
 *
 * A hot stream (a workshop whose seats a crowd is after) also keeps its folded state in memory between turns, as
 * the auctions' hot lots do: the next turn decides on it without reading and decoding the stream again. Another
 * writer (a replica) makes the append fail on its revision, and the turn reads the stream afresh. A command that
 * the kept state refuses or finds nothing to do for is decided again on a fresh read before it is answered: no
 * revision check guards a refusal, and a seat released elsewhere must not be refused as full here.
 */
import { WrongExpectedRevisionError } from '../event-store/event-store.port.js';
import type { EventStore, NewEvent, Position } from '../event-store/event-store.port.js';
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
  /** A hot stream: its lane keeps the folded state between turns (see the file's comment). */
  keepState?: boolean;
  /** The stream is expected not to exist yet (a new registration): the first attempt skips reading it, and an
   * existing one makes the append fail on its revision, after which the stream is read as usual. */
  newStream?: boolean;
}

/** A hot stream's folded state as this process last wrote it. */
interface Kept {
  state: unknown;
  revision: number;
  lastHash: string;
}

/** Hot streams' states kept in memory; the least recently written are dropped (and read again when needed). */
const MAX_KEPT = 1_000;

/** One command waiting in its stream's lane. */
interface Queued {
  decider: Decider<unknown, unknown, DomainEvent>;
  command: unknown;
  context: CommandContext;
  maxAttempts: number;
  keepState: boolean;
  newStream: boolean;
  resolve: (result: RunResult<unknown, DomainEvent>) => void;
  reject: (error: unknown) => void;
}

/** What one command of a turn decided: an error, or its events' place among the turn's and the state after them. */
type Decision = { error: unknown } | { decided: DomainEvent[]; first: number; state: unknown };

/** At most this many commands decided in one turn of a lane (one append). */
const MAX_TURN = 100;

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
  /** The commands waiting per stream; a stream has an entry while its lane is working. */
  private readonly lanes = new Map<string, Queued[]>();
  private readonly kept = new Map<string, Kept>();

  run<State, Command, E extends DomainEvent>(
    decider: Decider<State, Command, E>,
    streamId: string,
    command: Command,
    context: CommandContext,
    options: RunOptions = {},
  ): Promise<RunResult<State, E>> {
    const streamName = streamNameOf(decider.category, streamId);
    return new Promise((resolve, reject) => {
      const queued = {
        decider: decider as unknown as Queued['decider'],
        command,
        context,
        maxAttempts: options.maxAttempts ?? 5,
        keepState: options.keepState ?? false,
        newStream: options.newStream ?? false,
        resolve: resolve as unknown as Queued['resolve'],
        reject,
      };
      const waiting = this.lanes.get(streamName);
      if (waiting) return void waiting.push(queued);
      this.lanes.set(streamName, [queued]);
      void this.work(streamName);
    });
  }

  /** Runs the lane's turns until nobody waits (no await between the last check and the lane's removal). */
  private async work(streamName: string) {
    const waiting = this.lanes.get(streamName)!;
    while (waiting.length > 0) {
      // A turn takes the commands of one decider (a category normally has one; never mix two folds).
      let count = 1;
      while (count < Math.min(waiting.length, MAX_TURN) && waiting[count]!.decider === waiting[0]!.decider) count++;
      await this.turn(streamName, waiting.splice(0, count));
    }
    this.lanes.delete(streamName);
  }

  /** Decides the turn's commands in order and appends their events together; settles every command. */
  private async turn(streamName: string, turn: Queued[]): Promise<void> {
    if (turn.length === 0) return;
    const { decider } = turn[0]!;
    const maxAttempts = Math.max(...turn.map((q) => q.maxAttempts));
    const hot = turn.some((q) => q.keepState);
    let assumeNew = turn.every((q) => q.newStream);
    for (let attempt = 1; ; attempt++) {
      const kept = hot ? this.kept.get(streamName) : undefined;
      let loaded: Kept;
      try {
        if (kept) loaded = kept;
        else if (assumeNew) loaded = { state: decider.initialState(), revision: -1, lastHash: genesisHash(streamName) };
        else loaded = await this.load(decider, streamName);
      } catch (error) {
        for (const q of turn) q.reject(error);
        return;
      }
      assumeNew = false;
      const { revision, lastHash } = loaded;
      const write = this.writer.begin(streamName, revision, lastHash);
      const decisions: Decision[] = [];
      let state = loaded.state;
      for (const q of turn) {
        let decided: DomainEvent[];
        try {
          decided = decider.decide(q.command, state);
        } catch (error) {
          decisions.push({ error });
          continue;
        }
        const first = write.encoded.length;
        try {
          for (const event of decided) await write.add(event, q.context);
        } catch (error) {
          // Its events are half written into this turn's batch: it fails alone, the others run again without it.
          q.reject(error);
          return this.turn(
            streamName,
            turn.filter((other) => other !== q),
          );
        }
        state = decided.reduce((s, e) => decider.evolve(s, e), state);
        decisions.push({ decided, first, state });
      }
      // A refusal or a no-op on the kept state is only trusted once a fresh read agrees (no append checks it).
      if (kept && decisions.some((d) => 'error' in d || d.decided.length === 0)) {
        this.kept.delete(streamName);
        attempt--;
        continue;
      }
      if (write.encoded.length === 0) {
        if (hot) this.keep(streamName, loaded);
        return this.settle(turn, decisions, streamName, revision, write.encoded, null);
      }
      try {
        const result = (await write.append(this.store))!;
        // Kept for the next turn of a hot stream (and refreshed by any other turn of a stream kept already).
        if (hot || this.kept.has(streamName))
          this.keep(streamName, { state, revision: revision + write.encoded.length, lastHash: write.lastHash });
        return this.settle(turn, decisions, streamName, revision, write.encoded, result.position);
      } catch (error) {
        this.kept.delete(streamName);
        if (!(error instanceof WrongExpectedRevisionError)) {
          for (const q of turn) q.reject(error);
          return;
        }
        if (attempt >= maxAttempts) {
          for (const q of turn) q.reject(concurrencyConflict(streamName));
          return;
        }
        // Jittered pause so competing writers do not collide again in lockstep.
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
      }
    }
  }

  private keep(streamName: string, kept: Kept) {
    this.kept.delete(streamName);
    this.kept.set(streamName, kept);
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  /** Answers each command of a turn once its events are stored, as if it had run alone after the ones before it. */
  private settle(
    turn: Queued[],
    decisions: Decision[],
    streamName: string,
    revision: number,
    encoded: NewEvent[],
    position: Position | null,
  ) {
    turn.forEach((q, i) => {
      const decision = decisions[i]!;
      if ('error' in decision) return q.reject(decision.error);
      const events = decision.decided.map((event, k) => ({
        type: event.type,
        data: event.data,
        metadata: encoded[decision.first + k]!.metadata as StoredEvent['metadata'],
        streamName,
        revision: revision + 1 + decision.first + k,
        position: position!,
        recordedAt: q.context.now,
      })) as StoredEvent<DomainEvent>[];
      q.resolve({ state: decision.state, events, revision: revision + decision.first + decision.decided.length });
    });
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
