import type { EventFilter, JsonObject, Position, RecordedEvent } from './event-store.port.js';

/** Integer and xid8 columns are cast to text in SQL: `pg` and PGlite disagree on how they come back. The
 * aliases differ from the column names on purpose: `ORDER BY seq` would otherwise sort the text aliases. */
export const EVENT_COLUMNS =
  'stream_name, revision::text AS revision_text, tx_id::text AS tx_text, seq::text AS seq_text, ' +
  'event_id::text AS event_id_text, type, data, metadata, recorded_at';

export interface EventRow {
  stream_name: string;
  revision_text: string;
  tx_text: string;
  seq_text: string;
  event_id_text: string;
  type: string;
  data: JsonObject | string;
  metadata: JsonObject | string;
  recorded_at: Date | string;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    streamName: row.stream_name,
    revision: Number(row.revision_text),
    position: { commit: BigInt(row.tx_text), prepare: BigInt(row.seq_text) },
    eventId: row.event_id_text,
    type: row.type,
    data: parseJson(row.data),
    metadata: parseJson(row.metadata),
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
}

function parseJson(value: JsonObject | string): JsonObject {
  return typeof value === 'string' ? (JSON.parse(value) as JsonObject) : value;
}

/**
 * WHERE conditions for global-log readers, with their parameters numbered from `firstParam`.
 * Only rows of transactions older than every running one are visible: a transaction still running may hold
 * a lower sequence number and commit later, and a reader that moved past it would never see it.
 */
export function globalLogWhere(
  after: Position | undefined,
  filter: EventFilter | undefined,
  firstParam = 1,
): { where: string; params: unknown[] } {
  const conditions = ['tx_id < pg_snapshot_xmin(pg_current_snapshot())'];
  const params: unknown[] = [];
  const next = (value: unknown): string => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  if (after && after.commit >= 0n) {
    conditions.push(
      `(tx_id, seq) > (${next(after.commit.toString())}::text::xid8, ${next(after.prepare.toString())}::bigint)`,
    );
  }
  if (filter?.eventTypes) {
    conditions.push(`type = ANY(${next(filter.eventTypes)}::text[])`);
  }
  if (filter?.streamPrefixes) {
    const likes = filter.streamPrefixes.map((prefix) => `stream_name LIKE ${next(likePrefix(prefix))}`);
    conditions.push(likes.length ? `(${likes.join(' OR ')})` : 'false');
  }
  return { where: conditions.join(' AND '), params };
}

/** A LIKE pattern matching names that start with `prefix` literally. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
