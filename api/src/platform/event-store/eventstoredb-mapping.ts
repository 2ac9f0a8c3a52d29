import { BACKWARDS, END, FORWARDS, START as ESDB_START, eventTypeFilter } from '@eventstore/db-client';
import { excludeSystemEvents, streamNameFilter } from '@eventstore/db-client';
import type { EventStoreDBClient, Filter, Position as EsdbPosition } from '@eventstore/db-client';
import type { RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { comparePositions } from './event-store.port.js';
import type { EventFilter, JsonObject, Position, RecordedEvent } from './event-store.port.js';

/** Stream reads of servers older than 22.10 carry no log position: such events get this one. */
const NO_POSITION: Position = { commit: -1n, prepare: -1n };

export function toPosition(position: EsdbPosition | undefined): Position {
  return position ? { commit: position.commit, prepare: position.prepare } : NO_POSITION;
}

/** Events the server writes itself (`$`-prefixed types or streams) are never part of our log. */
export function isSystemEvent(event: EsdbRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  return {
    streamName: event.streamId,
    revision: Number(event.revision),
    position: toPosition(event.position),
    eventId: event.id,
    type: event.type,
    data: asJson(event.data),
    metadata: event.metadata === undefined ? {} : asJson(event.metadata),
    recordedAt: event.created,
  };
}

function asJson(value: unknown): JsonObject {
  if (value instanceof Uint8Array) return JSON.parse(Buffer.from(value).toString('utf8')) as JsonObject;
  return value as JsonObject;
}

export function matchesFilter(event: RecordedEvent, filter: EventFilter | undefined): boolean {
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamName.startsWith(prefix)))
    return false;
  return true;
}

/** The server-side filter of a subscription. The server takes one filter: with both, types are filtered
 * there and prefixes by `matchesFilter` on our side. */
export function serverFilter(filter: EventFilter | undefined): Filter {
  if (filter?.eventTypes) {
    const alternatives = filter.eventTypes.map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // An empty list matches nothing; no event type is empty.
    return eventTypeFilter({ regex: alternatives.length ? `^(?:${alternatives.join('|')})$` : '^$' });
  }
  if (filter?.streamPrefixes?.length) return streamNameFilter({ prefixes: filter.streamPrefixes });
  return excludeSystemEvents();
}

const PAGE = 500;

/**
 * Visits the events of `$all` one page at a time, forwards or backwards, strictly after (or before) `from`,
 * skipping system events, until `visit` answers false or the log ends. This client version reads `$all`
 * without a server-side filter, so filtered reads are filtered here.
 */
export async function scanAll(
  client: EventStoreDBClient,
  direction: 'forwards' | 'backwards',
  from: Position | null,
  visit: (event: RecordedEvent) => boolean,
): Promise<void> {
  const forwards = direction === 'forwards';
  let bound = from && from.commit >= 0n ? from : null;
  for (;;) {
    const read = client.readAll({
      direction: forwards ? FORWARDS : BACKWARDS,
      fromPosition: bound ?? (forwards ? ESDB_START : END),
      maxCount: PAGE,
    });
    let count = 0;
    let last: Position | null = null;
    try {
      for await (const resolved of read) {
        count++;
        const event = resolved.event;
        if (!event?.position) continue;
        const position = toPosition(event.position);
        last = position;
        // A read from a position may include the event at that position: skip it and anything not beyond.
        if (bound && comparePositions(position, bound) * (forwards ? 1 : -1) <= 0) continue;
        if (isSystemEvent(event)) continue;
        if (!visit(toRecordedEvent(event))) return;
      }
    } finally {
      await read.cancel().catch(() => undefined);
    }
    if (count < PAGE || !last) return;
    bound = last;
  }
}
