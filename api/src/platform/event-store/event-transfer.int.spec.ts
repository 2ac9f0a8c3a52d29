import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { PgSqlClient } from '../sql/pg-sql-client.js';
import { PgliteSqlClient } from '../sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import type { EventStore, RecordedEvent } from './event-store.port.js';
import { ImportRefusedError, exportEvents, importEvents } from './event-transfer.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from './testing/pg-test-database.js';

let pglite: PgliteSqlClient;
let source: PostgresEventStore;
let database: TestDatabase;
let server: PgSqlClient;
let target: PostgresEventStore;

beforeAll(async () => {
  pglite = await openTestPglite();
  source = new PostgresEventStore(pglite);
  await source.init();
  database = await createTestDatabase('es_transfer');
  server = new PgSqlClient(database.url, { max: 4 });
  target = new PostgresEventStore(server);
  await target.init();
});

afterAll(async () => {
  await source?.close();
  await pglite?.close();
  await target?.close();
  await server?.close();
  await database?.drop();
});

/** 1,300 events over 40 streams, interleaved, so both export pages and import batches are exercised. */
async function fillSource(): Promise<void> {
  const revisions = new Map<string, number>();
  for (let i = 0; i < 260; i++) {
    const stream = i % 3 === 0 ? `artwork-${i % 20}` : `user-${i % 20}`;
    const batch = Array.from({ length: 5 }, (_, k) => ({
      eventId: randomUUID(),
      type: k % 2 ? 'ArtworkRenamed' : 'ProfileUpdated',
      data: { i, k, title: { en: `Work ${i}`, ar: `عملٌ فنّي رقم ${i}` }, price: i * 10.25, tags: ['خط', null, true] },
      metadata: { correlationId: randomUUID(), schemaVersion: 1, actorId: `user-${k}` },
    }));
    const current = revisions.get(stream);
    const result = await source.append(stream, batch, { expectedRevision: current ?? 'no_stream' });
    revisions.set(stream, result.nextExpectedRevision);
  }
}

async function exported(store: EventStore): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await exportEvents(store, out, { pageSize: 400 });
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

const comparable = (e: RecordedEvent) => ({
  streamName: e.streamName,
  revision: e.revision,
  eventId: e.eventId,
  type: e.type,
  data: e.data,
  metadata: e.metadata,
});

describe('event export and import', () => {
  it('round-trips the whole log from PGlite to a PostgreSQL server, every event identical', async () => {
    await fillSource();
    const text = await exported(source);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(1300);
    expect(JSON.parse(lines[0]!)).toMatchObject({ stream: 'artwork-0', revision: 0, type: 'ProfileUpdated' });

    const counts = await importEvents(target, Readable.from([text]), { batchSize: 3 });
    expect(counts).toEqual({ events: 1300, streams: 40 });

    const before = (await source.readAll()).map(comparable);
    const after = (await target.readAll()).map(comparable);
    expect(after).toHaveLength(1300);
    expect(after).toEqual(before); // same events, same global order
    for (const stream of ['artwork-0', 'user-1', 'user-19']) {
      expect((await target.readStream(stream)).map(comparable)).toEqual(
        (await source.readStream(stream)).map(comparable),
      );
    }
    const withoutTimes = (jsonLines: string) => jsonLines.replace(/,"recordedAt":"[^"]*"/g, '');
    expect(withoutTimes(await exported(target))).toEqual(withoutTimes(text));
  }, 60_000);

  it('refuses to import into a store that already holds events', async () => {
    const line = JSON.stringify({
      stream: 'user-x',
      revision: 0,
      eventId: randomUUID(),
      type: 'T',
      data: {},
      metadata: {},
      recordedAt: '',
    });
    await expect(importEvents(target, Readable.from([line]))).rejects.toBeInstanceOf(ImportRefusedError);
  });

  it('stops at a gap in a stream and names the line', async () => {
    const empty = new PostgresEventStore(pglite, { schema: 'gap_test' }); // an empty store beside the source
    await empty.init();
    const lines = [0, 2].map((revision) =>
      JSON.stringify({
        stream: 'user-gap',
        revision,
        eventId: randomUUID(),
        type: 'T',
        data: {},
        metadata: {},
        recordedAt: '',
      }),
    );
    await expect(importEvents(empty, Readable.from([lines.join('\n')]))).rejects.toThrow(
      /Line 2: user-gap revision 2, expected 1/,
    );
    await empty.close();
  });
});
