/**
 * A projection turns events into read-model documents. Delivery is at-least-once (a crash between writing
 * documents and saving the checkpoint replays a page), so `apply` must be idempotent: set fields rather
 * than increment them, or guard with `alreadyApplied`.
 */
import type { Collection, CollectionSpec, Doc } from '../read-store/read-store.port.js';
import type { StoredEvent } from '../commands/event-codec.js';
import type { DomainEvent } from '../commands/decider.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';

export type StartAt = 'beginning' | 'head';

export interface ProjectionContext {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
}

export interface Projection<E extends DomainEvent = DomainEvent> {
  /** Unique, stable: the checkpoint's key. */
  name: string;
  /** Bump when `apply` changes meaning: the engine then rebuilds the projection from zero at start. */
  version: number;
  eventTypes: string[];
  /**
   * True when `apply` never changes a document it read or wrote (it builds new ones, as a fold does): the unit
   * of work then hands out and keeps the same objects instead of copying each one on every read and write,
   * which on a hot auction is most of a page's work. Leave it out unless every line of `apply` is written so.
   */
  immutableDocuments?: boolean;
  /**
   * True for a projection that decides who may do what (`users`: roles, suspensions, erasures): an event its
   * handler cannot apply stops it there instead of being skipped (projection-failures.ts).
   */
  neverSkip?: boolean;
  /**
   * Where it begins when it has no checkpoint yet: the log's start (the default; a read model folds all of
   * history), or, for a reactor that tells of new facts only, the log's head as the engine found it (reactor.ts).
   */
  startAt?: StartAt;
  /** The collections this projection owns (cleared on rebuild) and the indexes they need. */
  collections: Record<string, CollectionSpec>;
  /**
   * Called with a page's events as stored, before any is applied: a projection that looks documents up by the ids
   * its events carry reads them here in one round trip (`getMany`) instead of one by one as it applies them.
   */
  prefetch?(events: ReadonlyArray<Pick<RecordedEvent, 'type' | 'data'>>, ctx: ProjectionContext): Promise<void>;
  /** Declared as a method so a `Projection<SomeEvents>` registers where any projection is expected. */
  apply(event: StoredEvent<E>, ctx: ProjectionContext): Promise<void>;
  /**
   * Called once a page's events are applied, before its writes are committed with the checkpoint: a projection
   * that gathers a page's changes in memory (counters added to) writes them here, once per document.
   */
  endPage?(ctx: ProjectionContext): Promise<void>;
}

/** Fields a single-stream document keeps so a replayed event is recognised and skipped. */
export interface StreamTracked {
  _stream?: string;
  _revision?: number;
}

export function alreadyApplied(
  doc: StreamTracked | null,
  event: Pick<StoredEvent, 'streamName' | 'revision'>,
): boolean {
  return doc !== null && doc._stream === event.streamName && (doc._revision ?? -1) >= event.revision;
}

export function tracked(event: Pick<StoredEvent, 'streamName' | 'revision'>): Required<StreamTracked> {
  return { _stream: event.streamName, _revision: event.revision };
}

/** What every document a creation event starts carries: created and last changed when the event occurred, and
 * tracked to that event (so a replay of it is recognised). */
export function creationStamp(event: Pick<StoredEvent, 'streamName' | 'revision' | 'metadata'>) {
  const at = event.metadata.occurredAt;
  return { createdAt: at, updatedAt: at, ...tracked(event) };
}

/**
 * Erasure under the personal data law: the identity context records `UserForgotten { userId }`; every read
 * model that shows a person's name, words or profile takes that event type and removes them (rebuilds replay it
 * after the facts it erases, so a rebuilt read model stays erased).
 */
export const USER_FORGOTTEN = 'UserForgotten';
export const forgottenUserId = (event: Pick<StoredEvent, 'type' | 'data'>): string | null =>
  event.type === USER_FORGOTTEN ? String((event.data as { userId: string }).userId) : null;
