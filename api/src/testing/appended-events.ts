/**
 * What a request appended to the event log, as STYLE asks HTTP specs to check: take a mark before the
 * request, then read the events appended since, in log order (after work the request queued, wait with
 * `eventually`). A refused request is checked the same way: nothing appended since the mark.
 */
import type { EventStore, RecordedEvent } from '../platform/event-store/event-store.port.js';
import { PostgresEventStore } from '../platform/event-store/postgres-event-store.js';

export interface EventLogMark {
  /** The events appended after the mark, optionally only those of streams whose name starts with a prefix. */
  appended(streamPrefix?: string): Promise<RecordedEvent[]>;
  /** Their types, in log order: what most assertions compare. */
  appendedTypes(streamPrefix?: string): Promise<string[]>;
}

/**
 * Streams written by background bookkeeping no request of a spec caused, whenever its timer or worker gets to it:
 * the mail queue's delivery records of mails queued earlier, and the artwork view counter's flush every few
 * seconds of views read earlier (`ArtworkViewsCounted`, `ArtworkAudienceCounted`). A bare `appended()` leaves them
 * out; ask for them by prefix (`appended('mail-')`).
 */
const BACKGROUND_STREAM_PREFIXES = ['mail-', 'artworkViews-'];

export async function markEventLog(events: EventStore): Promise<EventLogMark> {
  // On the PostgreSQL server the global log holds back what a transaction still open anywhere on the server might
  // precede (another test file's, a projection's): settle first, so the mark and the reads are exact.
  const settle = async () => {
    if (events instanceof PostgresEventStore) await events.settle();
  };
  await settle();
  const after = await events.headPosition();
  const appended = async (streamPrefix?: string) => {
    await settle();
    return streamPrefix
      ? events.readAll({ after, filter: { streamPrefixes: [streamPrefix] } })
      : (await events.readAll({ after })).filter(
          (event) => !BACKGROUND_STREAM_PREFIXES.some((prefix) => event.streamName.startsWith(prefix)),
        );
  };
  return {
    appended,
    appendedTypes: async (streamPrefix) => (await appended(streamPrefix)).map((e) => e.type),
  };
}

/** The event types a stream holds, in order: what specs compare after a command. */
export async function streamTypesIn(stack: { runtime: { storage: { events: EventStore } } }, stream: string) {
  return (await stack.runtime.storage.events.readStream(stream)).map((e) => e.type);
}
