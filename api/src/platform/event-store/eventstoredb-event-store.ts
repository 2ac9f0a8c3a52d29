import { ANY, BACKWARDS, END, EventStoreDBClient, FORWARDS, NO_STREAM } from '@eventstore/db-client';
import { START as ESDB_START, STREAM_EXISTS, StreamNotFoundError } from '@eventstore/db-client';
import { WrongExpectedVersionError, jsonEvent } from '@eventstore/db-client';
import type { AppendExpectedRevision } from '@eventstore/db-client';
import { assertAppendable } from './append-guards.js';
import { IdempotencyConflictError, START, WrongExpectedRevisionError, comparePositions } from './event-store.port.js';
import type { AppendResult, EventFilter, EventStore, ExpectedRevision, NewEvent } from './event-store.port.js';
import type { Position, ReadAllOptions, ReadStreamOptions, RecordedEvent, StreamInfo } from './event-store.port.js';
import type { ListStreamsOptions, SubscribeOptions, Subscription } from './event-store.port.js';
import { isSystemEvent, matchesFilter, scanAll, serverFilter, toPosition } from './eventstoredb-mapping.js';
import { toRecordedEvent } from './eventstoredb-mapping.js';
import { EventStoreDbSubscription } from './eventstoredb-subscription.js';

/** How far back an append looks for its event ids already stored (idempotent retries are of recent appends;
 * the server's own idempotence check covers the same ground for exact expected revisions). */
const IDEMPOTENCE_WINDOW = 200;

/**
 * The event store on EventStoreDB (`@eventstore/db-client`), the production adapter. Not run on the
 * development machines (no container engine): its contract suite runs when EVENTSTORE_URL is set.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly adapterName = 'eventstoredb';
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  /** Nothing to create; reading the head checks that the server answers. */
  async init(): Promise<void> {
    await this.headPosition();
  }

  async append(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const expected = options.expectedRevision;
    assertAppendable(streamName, events, expected);
    const ids = events.map((e) => e.eventId.toLowerCase());
    const stored = (await this.readStream(streamName, { direction: 'backwards', maxCount: IDEMPOTENCE_WINDOW })).filter(
      (e) => ids.includes(e.eventId),
    );
    if (stored.length === ids.length)
      return { nextExpectedRevision: stored[0]!.revision, position: stored[0]!.position };
    if (stored.length > 0)
      throw new IdempotencyConflictError(
        streamName,
        stored.map((e) => e.eventId),
      );
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((e, i) => jsonEvent({ id: ids[i]!, type: e.type, data: e.data, metadata: e.metadata })),
        { expectedRevision: toEsdbRevision(expected) },
      );
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      // The port answers the last event's position; the server's result names the write, which is that
      // event's position only for a single event. Otherwise read the last event back.
      const position =
        result.position && events.length === 1
          ? toPosition(result.position)
          : await this.positionOf(streamName, nextExpectedRevision);
      return { nextExpectedRevision, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
      throw new WrongExpectedRevisionError(streamName, expected, actual);
    }
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const read = this.client.readStream(streamName, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision !== undefined ? BigInt(options.fromRevision) : backwards ? END : ESDB_START,
      maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) if (resolved.event) events.push(toRecordedEvent(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    if (wanted <= 0) return events;
    await scanAll(this.client, 'forwards', options.after ?? null, (event) => {
      if (matchesFilter(event, options.filter)) events.push(event);
      return events.length < wanted;
    });
    return events;
  }

  subscribeToAll(options: SubscribeOptions = {}): Subscription {
    const after = options.after && options.after.commit >= 0n ? options.after : null;
    const inner = this.client.subscribeToAll({
      fromPosition: after ?? ESDB_START,
      filter: serverFilter(options.filter),
    });
    const subscription = new EventStoreDbSubscription(
      inner,
      (event) => {
        if (!event.position || isSystemEvent(event)) return null;
        const recorded = toRecordedEvent(event);
        if (after && comparePositions(recorded.position, after) <= 0) return null;
        return matchesFilter(recorded, options.filter) ? recorded : null;
      },
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position> {
    let head: Position = START;
    await scanAll(this.client, 'backwards', null, (event) => {
      head = event.position;
      return false;
    });
    return head;
  }

  async countAfter(position: Position, filter?: EventFilter): Promise<number> {
    let count = 0;
    await scanAll(this.client, 'forwards', position, (event) => {
      if (matchesFilter(event, filter)) count++;
      return true;
    });
    return count;
  }

  /** EventStoreDB has no stream index to query without system projections: scan the log backwards, where
   * each stream's first appearance is its newest event. Cost grows with how far back the page lies. */
  async listStreams(prefix: string, options: ListStreamsOptions = {}): Promise<StreamInfo[]> {
    if (options.after !== undefined) {
      // No name index here either: the whole scan, then the page in name order.
      const after = options.after;
      const all = (await this.listStreams(prefix)).filter((s) => s.streamName > after);
      all.sort((a, b) => (a.streamName < b.streamName ? -1 : 1));
      return all.slice(0, options.limit ?? all.length);
    }
    const offset = options.offset ?? 0;
    const enough = offset + (options.limit ?? Number.POSITIVE_INFINITY);
    const streams = new Map<string, StreamInfo>();
    if (enough <= offset) return [];
    await scanAll(this.client, 'backwards', null, (event) => {
      if (event.streamName.startsWith(prefix) && !streams.has(event.streamName)) {
        streams.set(event.streamName, {
          streamName: event.streamName,
          revision: event.revision,
          lastRecordedAt: event.recordedAt,
        });
      }
      return streams.size < enough;
    });
    return [...streams.values()].slice(offset);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async positionOf(streamName: string, revision: number): Promise<Position> {
    const [event] = await this.readStream(streamName, { direction: 'backwards', fromRevision: revision, maxCount: 1 });
    return event?.position ?? START;
  }
}

function toEsdbRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}
