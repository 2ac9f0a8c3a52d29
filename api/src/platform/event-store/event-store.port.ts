/**
 * The event store port: the source of truth. Adapters: PostgreSQL (server through `pg`, embedded through
 * PGlite; one SQL implementation) and EventStoreDB. Every adapter passes `event-store.contract.ts`.
 *
 * Streams are named `<category>-<id>`; the category is one camelCase word without a hyphen.
 */

/** A position in the global log. For PostgreSQL: commit = the writing transaction's id (xid8),
 * prepare = the global sequence number; events are ordered by (commit, prepare). For EventStoreDB: its own
 * commit and prepare positions. Compare with `comparePositions`; persist with `formatPosition`. */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = { commit: -1n, prepare: -1n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function formatPosition(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

export function parsePosition(text: string): Position {
  const [commit, prepare] = text.split('/');
  if (commit === undefined || prepare === undefined) throw new Error(`Bad position: ${text}`);
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

/** `any`: no check; `no_stream`: the stream must not exist; `stream_exists`: it must;
 * a number: the stream's last revision must be exactly this (revisions start at 0). */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export type JsonObject = { [key: string]: unknown };

export interface NewEvent {
  /** UUID. Appending an event whose id is already stored stores nothing new (idempotent append). */
  eventId: string;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
}

export interface RecordedEvent {
  streamName: string;
  /** 0-based revision within the stream. */
  revision: number;
  position: Position;
  eventId: string;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
  /** When the store recorded it (UTC). */
  recordedAt: Date;
}

export interface AppendResult {
  /** The stream's last revision after the append. */
  nextExpectedRevision: number;
  /** The position of the last event written (or already stored). */
  position: Position;
}

export interface EventFilter {
  /** Only these event types. */
  eventTypes?: string[];
  /** Only streams whose name starts with one of these prefixes (e.g. `user-`). */
  streamPrefixes?: string[];
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards default 0; backwards default the last revision. */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Default START. */
  after?: Position;
  maxCount?: number;
  filter?: EventFilter;
}

export interface SubscribeOptions {
  /** Exclusive: deliver events strictly after this position (catch-up), then live ones. */
  after?: Position;
  filter?: EventFilter;
}

/** Catch-up then live. Iterate with `for await`; `close()` ends the iteration. */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

export interface StreamInfo {
  streamName: string;
  /** Last revision. */
  revision: number;
  lastRecordedAt: Date;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, found ${String(actual)}`);
  }
}

export interface EventStore {
  readonly adapterName: string;
  /** Creates tables or connects; safe to call more than once. */
  init(): Promise<void>;
  append(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Empty array when the stream does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** Position of the newest event visible to readers, or START when the log is empty. */
  headPosition(): Promise<Position>;
  /** How many events matching the filter lie strictly after the position (projection lag). */
  countAfter(position: Position, filter?: EventFilter): Promise<number>;
  /**
   * Streams whose name starts with the prefix, newest activity first; with `after`, a keyset page instead: the
   * streams named after it, in name order (no offset to walk, however deep the page).
   */
  listStreams(prefix: string, options?: ListStreamsOptions): Promise<StreamInfo[]>;
  close(): Promise<void>;
}

export interface ListStreamsOptions {
  limit?: number;
  offset?: number;
  /** Keyset paging in name order: the name of the last stream of the previous page. */
  after?: string;
}

/** Some, but not all, of the appended event ids are already stored in the stream: a retry that was changed
 * in between, never a plain duplicate (which answers the original result instead). Nothing was stored. */
export class IdempotencyConflictError extends Error {
  constructor(
    readonly streamName: string,
    readonly storedEventIds: string[],
  ) {
    super(
      `Stream ${streamName}: ${storedEventIds.length} of the appended event ids are already stored, the others are new`,
    );
  }
}
