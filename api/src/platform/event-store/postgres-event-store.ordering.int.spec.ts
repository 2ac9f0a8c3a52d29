/**
 * Why a bare sequence number is not a safe checkpoint. Two appenders take sequence numbers when they insert,
 * but commit in any order:
 *
 *   A: BEGIN, insert (seq 41) ......................... COMMIT
 *   B:          BEGIN, insert (seq 42), COMMIT
 *   reader:                                   reads "seq > 40" -> sees 42, checkpoints 42
 *   reader:                                                            reads "seq > 42" -> never sees 41
 *
 * The store records each row's transaction id and readers only return rows of transactions older than the
 * oldest one still running (`pg_snapshot_xmin`), ordered by (transaction id, seq). While A runs, neither A's
 * nor B's row is visible (B's transaction id is above A's); once A commits both are, in (A, B) order.
 * The negative control below replays exactly that interleaving against a sequence-only reader.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PgSqlClient } from '../sql/pg-sql-client.js';
import { drain } from './contract/contract-helpers.js';
import { comparePositions, type NewEvent, type RecordedEvent } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from './testing/pg-test-database.js';
import { eventually } from '../../testing/eventually.js';

const WRITERS = 24;
const APPENDS_PER_WRITER = 25;
const SHARED_STREAMS = 8;

let database: TestDatabase;
let client: PgSqlClient;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_ordering');
  client = new PgSqlClient(database.url, { max: WRITERS + 4 });
  store = new PostgresEventStore(client);
  await store.init();
  // Test-only: an event carrying `delayMs` sleeps inside its append's transaction, after its row (and its
  // sequence number) was inserted, so appends that started later commit first.
  await client.exec(`
    CREATE FUNCTION event_store.test_delay() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.data ? 'delayMs' THEN PERFORM pg_sleep((NEW.data->>'delayMs')::int / 1000.0); END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER test_delay AFTER INSERT ON event_store.events FOR EACH ROW EXECUTE FUNCTION event_store.test_delay();`);
});

afterAll(async () => {
  await store?.close();
  await client?.close();
  await database?.drop();
});

function event(writer: number, delayMs: number | null): NewEvent {
  return {
    eventId: randomUUID(),
    type: 'Ticked',
    data: delayMs === null ? { writer } : { writer, delayMs },
    metadata: {},
  };
}

describe('PostgreSQL event store under concurrent appenders', () => {
  it(`a live subscriber sees every event of ${WRITERS} concurrent writers once, in each stream's revision order`, async () => {
    const subscriber = drain(
      store.subscribeToAll({ after: await store.headPosition(), filter: { streamPrefixes: ['tick'] } }),
    );
    const committed = new Set<string>();
    const writer = async (w: number): Promise<void> => {
      let ownRevision: number | 'no_stream' = 'no_stream';
      for (let i = 0; i < APPENDS_PER_WRITER; i++) {
        const delayMs = Math.random() < 0.3 ? 5 + Math.floor(Math.random() * 40) : null;
        const batch = Array.from({ length: 1 + (i % 3) }, () => event(w, delayMs));
        if (i % 2 === 0) {
          // Shared streams: several writers append to each, serialised by the store.
          await store.append(`tickShared-${(w + i) % SHARED_STREAMS}`, batch, { expectedRevision: 'any' });
        } else {
          const result = await store.append(`tickOwn-${w}`, batch, { expectedRevision: ownRevision });
          ownRevision = result.nextExpectedRevision;
        }
        batch.forEach((e) => committed.add(e.eventId));
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

    const received = await subscriber.until(committed.size, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a duplicate to show up
    await subscriber.stop();

    expect(received).toHaveLength(committed.size);
    expect(new Set(received.map((e) => e.eventId))).toEqual(committed);
    const revisions = new Map<string, number[]>();
    for (const e of received) revisions.set(e.streamName, [...(revisions.get(e.streamName) ?? []), e.revision]);
    for (const [, seen] of revisions) expect(seen).toEqual(seen.map((_, i) => i));
    for (let i = 1; i < received.length; i++)
      expect(comparePositions(received[i - 1]!.position, received[i]!.position)).toBe(-1);
    // The run really did commit sequence numbers out of order (otherwise it proved nothing).
    expect(inversions(received)).toBeGreaterThan(0);
  }, 90_000);

  it('negative control: a sequence-only reader skips a row that commits late; the store does not', async () => {
    const before = await store.headPosition();
    const naive = async (afterSeq: bigint): Promise<bigint[]> =>
      (
        await client.query<{ s: string }>('SELECT seq::text AS s FROM event_store.events WHERE seq > $1 ORDER BY seq', [
          afterSeq.toString(),
        ])
      ).rows.map((r) => BigInt(r.s));
    const start = (await naive(-1n)).at(-1) ?? 0n;

    const slow = store.append('lateRow-a', [event(0, 1500)], { expectedRevision: 'no_stream' });
    await eventually(async () => {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`,
      );
      expect(rows[0]?.n).toBe('1'); // A has inserted its row (taken its seq) and sleeps before committing
      return true;
    });
    const fast = await store.append('lateRow-b', [event(1, null)], { expectedRevision: 'no_stream' });

    const naiveFirst = await naive(start);
    expect(naiveFirst).toEqual([fast.position.prepare]); // B is visible; A, with the lower seq, is not yet
    expect(await store.readAll({ after: before, filter: { streamPrefixes: ['lateRow-'] } })).toEqual([]);

    const late = await slow;
    expect(late.position.prepare).toBeLessThan(fast.position.prepare);
    expect(await naive(naiveFirst.at(-1)!)).toEqual([]); // the naive checkpoint is past A's seq: A is lost

    const seen = await eventually(async () => {
      const events = await store.readAll({ after: before, filter: { streamPrefixes: ['lateRow-'] } });
      expect(events).toHaveLength(2);
      return events;
    });
    expect(seen.map((e) => e.streamName)).toEqual(['lateRow-a', 'lateRow-b']);
  }, 30_000);
});

/** Pairs delivered in an order their sequence numbers contradict. */
function inversions(events: RecordedEvent[]): number {
  let count = 0;
  let highest = -1n;
  for (const e of events) {
    if (e.position.prepare < highest) count++;
    else highest = e.position.prepare;
  }
  return count;
}
