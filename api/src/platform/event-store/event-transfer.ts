/**
 * Moves a whole event log between stores of any adapters (embedded PGlite → PostgreSQL server →
 * EventStoreDB) as JSON lines, one event per line in global order. Streams keep their names, revisions,
 * event ids, data and metadata; `recordedAt` is written for reference but the target records its own time.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { EventStore, ExpectedRevision, JsonObject, NewEvent, Position } from './event-store.port.js';

export interface ExportedEvent {
  stream: string;
  revision: number;
  eventId: string;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
  recordedAt: string;
}

export class ImportRefusedError extends Error {}

/** Writes every event as a JSON line, page by page (never the whole log in memory). Leaves `out` open. */
export async function exportEvents(
  store: EventStore,
  out: NodeJS.WritableStream,
  options: { pageSize?: number; onProgress?: (events: number) => void } = {},
): Promise<{ events: number }> {
  const pageSize = options.pageSize ?? 1000;
  let after: Position | undefined;
  let events = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: pageSize });
    for (const e of page) {
      const line: ExportedEvent = {
        stream: e.streamName,
        revision: e.revision,
        eventId: e.eventId,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        recordedAt: e.recordedAt.toISOString(),
      };
      if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
    }
    events += page.length;
    options.onProgress?.(events);
    if (page.length < pageSize) return { events };
    after = page[page.length - 1]!.position;
  }
}

/**
 * Loads an export into an EMPTY store (refusing one that holds anything: merging two logs would interleave
 * histories nobody wrote). Consecutive lines of one stream are appended together, each batch expecting the
 * revision before it, so a gap or repeat in the file stops the import with the line number.
 */
export async function importEvents(
  store: EventStore,
  input: NodeJS.ReadableStream,
  options: { batchSize?: number; onProgress?: (events: number) => void } = {},
): Promise<{ events: number; streams: number }> {
  if (!(await isEmptyStore(store))) {
    throw new ImportRefusedError(
      `The target event store (${store.adapterName}) is not empty: import only into an empty store`,
    );
  }
  const batchSize = options.batchSize ?? 500;
  const nextRevision = new Map<string, number>();
  let batch: { stream: string; first: number; events: NewEvent[] } | null = null;
  let events = 0;

  const flush = async (): Promise<void> => {
    if (!batch) return;
    const expectedRevision: ExpectedRevision = batch.first === 0 ? 'no_stream' : batch.first - 1;
    await store.append(batch.stream, batch.events, { expectedRevision });
    events += batch.events.length;
    options.onProgress?.(events);
    batch = null;
  };

  let lineNumber = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber++;
    if (!text.trim()) continue;
    const line = parseLine(text, lineNumber);
    const expected = nextRevision.get(line.stream) ?? 0;
    if (line.revision !== expected) {
      throw new Error(
        `Line ${lineNumber}: ${line.stream} revision ${line.revision}, expected ${expected} (the export is incomplete or out of order)`,
      );
    }
    nextRevision.set(line.stream, expected + 1);
    if (batch && (batch.stream !== line.stream || batch.events.length >= batchSize)) await flush();
    batch ??= { stream: line.stream, first: line.revision, events: [] };
    batch.events.push({ eventId: line.eventId, type: line.type, data: line.data, metadata: line.metadata });
  }
  await flush();
  return { events, streams: nextRevision.size };
}

async function isEmptyStore(store: EventStore): Promise<boolean> {
  if ((await store.readAll({ maxCount: 1 })).length > 0) return false;
  return (await store.listStreams('', { limit: 1 })).length === 0;
}

function parseLine(text: string, lineNumber: number): ExportedEvent {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`Line ${lineNumber} is not JSON`);
  }
  const line = value as Partial<ExportedEvent>;
  const valid =
    typeof line.stream === 'string' &&
    Number.isSafeInteger(line.revision) &&
    typeof line.eventId === 'string' &&
    typeof line.type === 'string' &&
    isObject(line.data) &&
    isObject(line.metadata);
  if (!valid)
    throw new Error(`Line ${lineNumber} is not an exported event (stream, revision, eventId, type, data, metadata)`);
  return line as ExportedEvent;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
