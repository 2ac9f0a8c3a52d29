/**
 * What a request appended to the event log, as STYLE asks HTTP specs to check: take a mark before the
 * request, then read the events appended since, in log order (after work the request queued, wait with
 * `eventually`). A refused request is checked the same way: nothing appended since the mark.
 */
import type { EventStore, RecordedEvent } from '../platform/event-store/event-store.port.js';

export interface EventLogMark {
  /** The events appended after the mark, optionally only those of streams whose name starts with a prefix. */
  appended(streamPrefix?: string): Promise<RecordedEvent[]>;
  /** Their types, in log order: what most assertions compare. */
  appendedTypes(streamPrefix?: string): Promise<string[]>;
}

export async function markEventLog(events: EventStore): Promise<EventLogMark> {
  const after = await events.headPosition();
  const appended = async (streamPrefix?: string) =>
    events.readAll({ after, filter: streamPrefix ? { streamPrefixes: [streamPrefix] } : undefined });
  return {
    appended,
    appendedTypes: async (streamPrefix) => (await appended(streamPrefix)).map((e) => e.type),
  };
}
