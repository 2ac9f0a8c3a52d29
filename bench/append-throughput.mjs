/**
 * Append throughput of the PostgreSQL event store, on PGlite (a fresh data folder) and on the PostgreSQL
 * server (a fresh database, dropped at the end), beside a raw single-row INSERT loop run with the same
 * writers through the same driver in the same run. The ratio (adapter / raw) is the figure: the target is
 * at least 0.5. Run after `npm run build -w api`: node bench/append-throughput.mjs
 * BENCH_SECONDS sets the length of each measurement (default 6, in three alternating slices; a row takes two).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresEventStore, PgSqlClient, PgliteSqlClient } from '../api/dist/bench-surface.js';
import { formatRate, printTable } from './lib/table.mjs';
import { createTempDatabase } from './lib/temp-database.mjs';

const WRITERS = 16;
const STREAMS = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const SLICES = 3;

const payload = (n) => ({
  n,
  title: { en: 'Dunes at dusk', ar: 'كثبان عند الغروب' },
  price: { amount: 12500, currency: 'SAR' },
});
const metadata = () => ({ correlationId: randomUUID(), actorId: 'user-bench', schemaVersion: 1 });

/** Runs `WRITERS` loops of `step(writer, i)` for `seconds`; answers operations per second. */
async function measure(step, seconds = SECONDS) {
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let i = 0; Date.now() < deadline; i++) {
        await step(writer, i);
        done++;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

/** Each writer owns every 16th of the 1,000 streams and appends with the exact revision it last got. */
function spreadAppend(store, run) {
  const revisions = new Map();
  return async (writer, i) => {
    const owned = Math.ceil((STREAMS - writer) / WRITERS);
    const stream = `benchOrder${run}-${writer + WRITERS * (i % owned)}`;
    const expectedRevision = revisions.has(stream) ? revisions.get(stream) : 'no_stream';
    const event = { eventId: randomUUID(), type: 'BenchAppended', data: payload(i), metadata: metadata() };
    const result = await store.append(stream, [event], { expectedRevision });
    revisions.set(stream, result.nextExpectedRevision);
  };
}

function hotAppend(store, run) {
  return async (writer, i) => {
    const event = { eventId: randomUUID(), type: 'BenchAppended', data: payload(i), metadata: metadata() };
    await store.append(`benchHot${run}-1`, [event], { expectedRevision: 'any' });
  };
}

function rawInsert(client, streamOf) {
  return (writer, i) =>
    client.query(
      'INSERT INTO bench_raw (stream_name, event_id, data, metadata) VALUES ($1, $2, $3::jsonb, $4::jsonb)',
      [streamOf(writer, i), randomUUID(), JSON.stringify(payload(i)), JSON.stringify(metadata())],
    );
}

async function benchTarget(label, client) {
  const store = new PostgresEventStore(client);
  await store.init();
  await client.exec(`CREATE TABLE IF NOT EXISTS bench_raw (
    id bigserial PRIMARY KEY, stream_name text NOT NULL, event_id uuid NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL)`);
  const rows = [];
  const workloads = [
    [
      '16 writers, 1,000 streams',
      (run) => spreadAppend(store, run),
      (w, i) => `benchOrder-${(w + WRITERS * i) % STREAMS}`,
    ],
    ['16 writers, one hot stream', (run) => hotAppend(store, run), () => 'benchHot-1'],
  ];
  for (const [workload, append, rawStream] of workloads) {
    await measure(append('Warm'), 1);
    const raw = await measure(rawInsert(client, rawStream));
    const adapter = await measure(append('Run'));
    rows.push([label, workload, formatRate(adapter), formatRate(raw), Number((adapter / raw).toFixed(2))]);
    console.error(`  ${label}: ${workload} done`);
  }
  await store.close();
  return rows;
}

async function main() {
  const rows = [];
  const folder = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  const pglite = await PgliteSqlClient.open(join(folder, 'data'));
  try {
    rows.push(...(await benchTarget('PGlite (data folder)', pglite)));
  } finally {
    await pglite.close();
    await rm(folder, { recursive: true, force: true });
  }
  const database = await createTempDatabase('bench_append');
  const server = new PgSqlClient(database.url, { max: WRITERS + 4 });
  try {
    rows.push(...(await benchTarget('PostgreSQL server (pg)', server)));
  } finally {
    await server.close();
    await database.drop();
  }
  console.log(
    `\nAppend throughput, one event per append, median of ${SLICES} alternating slices (target ratio >= 0.5)\n`,
  );
  printTable(['storage', 'workload', 'adapter appends/s', 'raw INSERTs/s', 'ratio'], rows);
}

await main();
