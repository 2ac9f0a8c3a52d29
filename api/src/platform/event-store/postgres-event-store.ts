import type { SqlClient } from '../sql/sql-client.js';
import { assertAppendable } from './append-guards.js';
import { IdempotencyConflictError, START, WrongExpectedRevisionError } from './event-store.port.js';
import type { AppendResult, EventFilter, EventStore, ExpectedRevision, NewEvent } from './event-store.port.js';
import type { Position, ReadAllOptions, ReadStreamOptions, RecordedEvent, StreamInfo } from './event-store.port.js';
import type { ListStreamsOptions, SubscribeOptions, Subscription } from './event-store.port.js';
import { PollingSubscription } from './polling-subscription.js';
import { migrate } from './postgres-event-store.migrations.js';
import { EVENT_COLUMNS, globalLogWhere, likePrefix, toRecordedEvent } from './postgres-event-store.sql.js';
import type { EventRow } from './postgres-event-store.sql.js';
import { PostgresWakeups } from './postgres-wakeups.js';

export interface PostgresEventStoreOptions {
  /** The PostgreSQL schema holding the tables (default `event_store`). */
  schema?: string;
  /** Longest wait of an idle subscription between reads when no notification arrives (default 200 ms). */
  pollIntervalMs?: number;
  /** Events per subscription read (default 500). */
  pageSize?: number;
}

interface AppendRow {
  r_outcome: 'appended' | 'duplicate' | 'partial_duplicate' | 'wrong_revision';
  r_revision: string | number | bigint | null;
  r_commit: string | null;
  r_prepare: string | null;
}

/**
 * The event store on PostgreSQL: one SQL implementation, run by `pg` against a server or by PGlite in this
 * process. Appends go through one SQL function (see the migrations); global-log readers only see rows of
 * transactions older than every running one, ordered by (transaction id, sequence). `close()` stops the
 * subscriptions and notifications but leaves the SqlClient open: its creator closes it.
 */
export class PostgresEventStore implements EventStore {
  readonly adapterName: string;
  private readonly schema: string;
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly wakeups: PostgresWakeups;
  private closed = false;

  constructor(
    private readonly client: SqlClient,
    options: PostgresEventStoreOptions = {},
  ) {
    this.schema = options.schema ?? 'event_store';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(this.schema)) throw new Error(`Invalid schema name: ${this.schema}`);
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.pageSize = options.pageSize ?? 500;
    this.adapterName = `postgres/${client.kind}`;
    this.wakeups = new PostgresWakeups(client, this.schema);
  }

  async init(): Promise<void> {
    await migrate(this.client, this.schema);
  }

  async append(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const expected = options.expectedRevision;
    assertAppendable(streamName, events, expected);
    const payload = events.map((e) => ({
      eventId: e.eventId.toLowerCase(),
      type: e.type,
      data: e.data,
      metadata: e.metadata,
    }));
    const { rows } = await this.client.query<AppendRow>(
      `SELECT * FROM ${this.schema}.append_events($1, $2, $3, $4::jsonb)`,
      [
        streamName,
        typeof expected === 'number' ? 'exact' : expected,
        typeof expected === 'number' ? expected : null,
        JSON.stringify(payload),
      ],
    );
    const row = rows[0];
    if (!row) throw new Error(`append_events returned nothing for ${streamName}`);
    if (row.r_outcome === 'wrong_revision') {
      throw new WrongExpectedRevisionError(
        streamName,
        expected,
        row.r_revision === null ? 'no_stream' : Number(row.r_revision),
      );
    }
    if (row.r_outcome === 'partial_duplicate') {
      throw new IdempotencyConflictError(
        streamName,
        await this.storedIds(
          streamName,
          payload.map((e) => e.eventId),
        ),
      );
    }
    const position = { commit: BigInt(row.r_commit as string), prepare: BigInt(row.r_prepare as string) };
    if (row.r_outcome === 'appended') this.wakeups.announce(position);
    return { nextExpectedRevision: Number(row.r_revision), position };
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const sql = backwards
      ? `SELECT ${EVENT_COLUMNS} FROM ${this.schema}.events WHERE stream_name = $1 AND ($2::bigint IS NULL OR revision <= $2)
         ORDER BY revision DESC LIMIT $3`
      : `SELECT ${EVENT_COLUMNS} FROM ${this.schema}.events WHERE stream_name = $1 AND revision >= coalesce($2::bigint, 0)
         ORDER BY revision LIMIT $3`;
    const { rows } = await this.client.query<EventRow>(sql, [
      streamName,
      options.fromRevision ?? null,
      options.maxCount ?? null,
    ]);
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { where, params } = globalLogWhere(options.after, options.filter);
    const { rows } = await this.client.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM ${this.schema}.events WHERE ${where} ORDER BY tx_id, seq LIMIT $${params.length + 1}`,
      [...params, options.maxCount ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  subscribeToAll(options: SubscribeOptions = {}): Subscription {
    if (this.closed) throw new Error('The event store is closed');
    const subscription: PollingSubscription = new PollingSubscription({
      readPage: (after, maxCount) => this.readAll({ after, maxCount, filter: options.filter }),
      after: options.after ?? START,
      pageSize: this.pageSize,
      pollIntervalMs: this.pollIntervalMs,
      beforeFirstRead: () => this.wakeups.listen(),
      onClose: () => this.wakeups.subscriptions.delete(subscription),
    });
    this.wakeups.subscriptions.add(subscription);
    return subscription;
  }

  /**
   * Waits (up to `timeoutMs`) until every transaction open when called has ended, on the whole server: the global
   * log shows only what no open transaction may still precede (`pg_snapshot_xmin`), and transaction ids are the
   * server's, so another database's open transaction holds this one's log back too. After the wait, `readAll`
   * shows everything committed before the call. For tests that read what a request appended.
   */
  async settle(timeoutMs = 10_000): Promise<void> {
    const { rows } = await this.client.query<{ xmax: string }>(
      'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax',
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows: done } = await this.client.query<{ settled: boolean }>(
        'SELECT pg_snapshot_xmin(pg_current_snapshot()) >= $1::text::xid8 AS settled',
        [rows[0]!.xmax],
      );
      if (done[0]?.settled || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async headPosition(): Promise<Position> {
    const { where, params } = globalLogWhere(undefined, undefined);
    const { rows } = await this.client.query<{ tx_text: string; seq_text: string }>(
      `SELECT tx_id::text AS tx_text, seq::text AS seq_text FROM ${this.schema}.events WHERE ${where}
       ORDER BY tx_id DESC, seq DESC LIMIT 1`,
      params,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.tx_text), prepare: BigInt(row.seq_text) } : START;
  }

  async countAfter(position: Position, filter?: EventFilter): Promise<number> {
    const { where, params } = globalLogWhere(position, filter);
    const { rows } = await this.client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${this.schema}.events WHERE ${where}`,
      params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async listStreams(prefix: string, options: ListStreamsOptions = {}): Promise<StreamInfo[]> {
    if (options.after !== undefined) {
      // Keyset: one seek on the streams' primary key, however deep the page.
      const { rows } = await this.client.query<{
        stream_name: string;
        revision_text: string;
        last_recorded_at: Date | string;
      }>(
        `SELECT stream_name, revision::text AS revision_text, last_recorded_at FROM ${this.schema}.streams
          WHERE stream_name LIKE $1 AND stream_name > $2 ORDER BY stream_name LIMIT $3`,
        [likePrefix(prefix), options.after, options.limit ?? null],
      );
      return rows.map(toStreamInfo);
    }
    const { rows } = await this.client.query<{
      stream_name: string;
      revision_text: string;
      last_recorded_at: Date | string;
    }>(
      // Appends in the same clock tick (PGlite's ticks in milliseconds) tie on last_recorded_at: the position of
      // each stream's last event in the log (one index lookup per stream) orders them.
      `SELECT st.stream_name, st.revision::text AS revision_text, st.last_recorded_at
         FROM ${this.schema}.streams st
         CROSS JOIN LATERAL (SELECT e.tx_id, e.seq FROM ${this.schema}.events e
                              WHERE e.stream_name = st.stream_name AND e.revision = st.revision) last
        WHERE st.stream_name LIKE $1
        ORDER BY st.last_recorded_at DESC, last.tx_id DESC, last.seq DESC LIMIT $2 OFFSET $3`,
      [likePrefix(prefix), options.limit ?? null, options.offset ?? 0],
    );
    return rows.map(toStreamInfo);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.wakeups.close();
  }

  private async storedIds(streamName: string, eventIds: string[]): Promise<string[]> {
    const { rows } = await this.client.query<{ event_id_text: string }>(
      `SELECT event_id::text AS event_id_text FROM ${this.schema}.events WHERE stream_name = $1 AND event_id = ANY($2::uuid[])`,
      [streamName, eventIds],
    );
    return rows.map((row) => row.event_id_text);
  }
}

function toStreamInfo(row: {
  stream_name: string;
  revision_text: string;
  last_recorded_at: Date | string;
}): StreamInfo {
  return {
    streamName: row.stream_name,
    revision: Number(row.revision_text),
    lastRecordedAt: new Date(row.last_recorded_at),
  };
}
