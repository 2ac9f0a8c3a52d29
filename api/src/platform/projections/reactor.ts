/**
 * A reactor turns events into jobs (a mail, a signature, a timer): event → job, nothing else. It runs on the
 * projection engine, so it is checkpointed and at-least-once like a projection, but owns no read model; the
 * jobs it enqueues take ids derived from the causing event, so a replay or a rebuild enqueues nothing twice.
 * Typed by the events it takes: `eventTypes` must name exactly types of `E`, and `react` gets them narrowed.
 *
 * A reactor that tells people of new facts (a mail, a notice) starts at the log's head: first deployed on a log
 * that holds years of payments, it must not send a receipt for each. Its first run records the head as its
 * checkpoint; from then on it resumes from the checkpoint like any projection, so events appended while the
 * worker was down are still reacted to, however long ago. A reactor whose jobs finish the work (an invoice, a
 * shipment, a payout, a timer) starts at the beginning: history it has not seen is work not yet done.
 */
import type { StoredEvent } from '../commands/event-codec.js';
import type { DomainEvent } from '../commands/decider.js';
import type { Projection, StartAt } from './projection.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';

export interface Reactor<E extends DomainEvent = DomainEvent> {
  /** Unique, stable: the checkpoint's key. */
  name: string;
  /**
   * Bump to replay every event from the start (safe: the jobs' ids derive from the events). A reactor that starts
   * at the head keeps its place instead: a new version, like a rebuild, never sends its history again.
   */
  version?: number;
  /** `beginning` when left out. See above for which to choose. */
  startAt?: StartAt;
  eventTypes: ReadonlyArray<E['type']>;
  /**
   * Called with a page's events as stored, before `react` takes them one by one: a reactor that looks documents up
   * by the ids its events carry reads them here together (Projection.prefetch), keeping what it found for `react`.
   */
  prefetch?(events: ReadonlyArray<Pick<RecordedEvent, 'type' | 'data'>>): Promise<void>;
  /** Declared as a method so a `Reactor<SomeEvents>` registers where any reactor is expected. */
  react(event: StoredEvent<E>): Promise<void>;
}

/** The projection the engine runs for a reactor: no collections, each event handed to `react`. */
export function reactorProjection<E extends DomainEvent>(reactor: Reactor<E>): Projection<E> {
  return {
    name: reactor.name,
    version: reactor.version ?? 1,
    startAt: reactor.startAt ?? 'beginning',
    eventTypes: [...reactor.eventTypes],
    collections: {},
    ...(reactor.prefetch ? { prefetch: (events) => reactor.prefetch!(events) } : {}),
    apply: (event) => reactor.react(event),
  };
}
