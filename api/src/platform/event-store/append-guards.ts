import type { ExpectedRevision, NewEvent } from './event-store.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Programming errors in an append call (not concurrency): every adapter rejects them the same way,
 * before touching storage, so the contract can hold them all to one behaviour. */
export class InvalidAppendError extends Error {}

export function assertAppendable(streamName: string, events: NewEvent[], expected: ExpectedRevision): void {
  if (!streamName || streamName.startsWith('$')) {
    throw new InvalidAppendError(`Invalid stream name: "${streamName}"`);
  }
  if (events.length === 0) throw new InvalidAppendError(`Append to ${streamName} has no events`);
  if (typeof expected === 'number' && (!Number.isSafeInteger(expected) || expected < 0)) {
    throw new InvalidAppendError(`Invalid expected revision for ${streamName}: ${expected}`);
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.eventId)) throw new InvalidAppendError(`Event id is not a UUID: "${event.eventId}"`);
    const id = event.eventId.toLowerCase();
    if (seen.has(id)) throw new InvalidAppendError(`Event id ${id} appears twice in one append to ${streamName}`);
    seen.add(id);
    if (!event.type || event.type.startsWith('$')) throw new InvalidAppendError(`Invalid event type: "${event.type}"`);
  }
}
