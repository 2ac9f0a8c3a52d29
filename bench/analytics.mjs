// Analytics: a year of marketplace activity in the log (artworks created and published, views counted, favourites,
// likes, follows, offers with their outcomes and sales, availability changes), loaded beside the rate of raw
// multi-row INSERTs of the same rows into a plain table (the reference); then (1) the analytics projection rebuilt
// from zero, events/s, beside the rate at which the same log is merely read in pages of 500 (the reference,
// measured in the same run: what any projection must at least do); (2) the dashboards' reads for each of the four
// periods (7, 30, 90 days, a year), p50 / p95 / p99 ms, a seller's report with its top works and the platform's,
// beside one read-model document fetched by id (the reference); (3) the platform's year "as of" a year back.
// Targets (issue 19): with one million events, dashboards p95 < 100 ms, rebuild ≥ 5,000 events/s, "as of" a year
// back < 5 s. On the PostgreSQL server. Size: BENCH_ANALYTICS_EVENTS (1,000,000; 5,000 in the smoke run).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import {
  PgSqlClient,
  PostgresEventStore,
  PostgresReadStore,
  loadConfig,
  createRuntime,
  createLogger,
  registerContexts,
  CONTEXTS,
  AnalyticsQueries,
} from '../api/dist/bench-surface.js';
import { printTable, formatRate } from './lib/table.mjs';
import { createTempDatabase } from './lib/temp-database.mjs';

const smoke = process.env.BENCH_SMOKE === '1';
// The machine's 1-minute load average as the run starts and ends: shared neighbours move every figure.
const loadAverage = () => loadavg()[0].toFixed(1);
const loadAtStart = loadAverage();
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? (smoke ? 5_000 : 1_000_000));
const SELLERS = smoke ? 5 : 200;
const WORKS_PER_SELLER = smoke ? 4 : 25;
const READS = smoke ? 20 : 300;
const DAY = 86_400_000;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdefghij',
  CHAIN_SIGNING_KEY: 'bench-chain-signing-key-0123456789abcdef',
  PII_MASTER_KEY: 'bench-personal-data-master-key-012345678',
});

const db = await createTempDatabase('bench_analytics');
const sql = new PgSqlClient(db.url);
const events = new PostgresEventStore(sql);
const reads = new PostgresReadStore(sql);
await events.init();
await reads.init();
const storage = {
  events,
  reads,
  sql,
  describe: 'bench',
  async close() {
    await events.close();
    await reads.close();
    await sql.close();
    await db.drop();
  },
};
const runtime = await createRuntime(config, { storage, logger: createLogger('warn'), localLeases: true });
registerContexts(runtime, CONTEXTS);

// (0) The log: each seller's works created and published a year ago, then a year of daily activity on them.
const now = Date.now();
const sellers = Array.from({ length: SELLERS }, () => randomUUID());
const works = sellers.flatMap((sellerId) =>
  Array.from({ length: WORKS_PER_SELLER }, (_, i) => ({ sellerId, artworkId: randomUUID(), i })),
);
const contextAt = (ms) => ({ actorId: null, correlationId: randomUUID(), causationId: 'bench', now: new Date(ms) });
async function append(stream, list, ms) {
  const context = contextAt(ms);
  const encoded = await Promise.all(list.map((e) => runtime.codec.encode(e, stream, context)));
  await events.append(stream, encoded, { expectedRevision: 'any' });
  return list.length;
}
let written = 0;
for (let start = 0; start < works.length; start += 100)
  written += (
    await Promise.all(
      works.slice(start, start + 100).map(({ sellerId, artworkId, i }) =>
        append(
          `artwork-${artworkId}`,
          [
            {
              type: 'ArtworkCreated',
              data: {
                artworkId,
                artistId: sellerId,
                galleryId: null,
                createdBy: sellerId,
                title: `Work ${i}`,
                titleAr: `عمل ${i}`,
              },
            },
            { type: 'ArtworkPublished', data: { artworkId, at: new Date(now - 366 * DAY).toISOString() } },
          ],
          now - 366 * DAY,
        ),
      ),
    )
  ).reduce((a, n) => a + n, 0);
// Activity in batches of 50 events per stream append, spread over the year. An offer batch is ten offers on the
// work, each made and then accepted and paid, declined, countered or left to expire (orders' event shapes).
const KINDS = ['views', 'views', 'views', 'favourite', 'like', 'follow', 'offers', 'sale'];
const OUTCOMES = ['OfferAccepted', 'OfferDeclined', 'OfferCountered', 'OfferExpired'];
function offerEvents(work, n, j, at) {
  const orderId = `bench-order-${n}-${Math.floor(j / 5)}-${work.artworkId.slice(0, 8)}`;
  if (j % 5 === 0)
    return {
      type: 'OfferMade',
      data: { orderId, artworkId: work.artworkId, sellerId: work.sellerId, amountHalalas: 500_000, at },
    };
  const outcome = OUTCOMES[(n + Math.floor(j / 5)) % OUTCOMES.length];
  if (j % 5 === 1) return { type: outcome, data: { orderId, by: 'seller', actorId: work.sellerId, at } };
  if (j % 5 === 2 && outcome === 'OfferAccepted') return { type: 'OrderPaid', data: { orderId, at } };
  return { type: 'ArtworkViewsCounted', data: { artworkId: work.artworkId, day: at.slice(0, 10), count: 1, at } };
}
const loadStarted = performance.now();
for (let n = 0; written < EVENTS; n++) {
  const batch = [];
  for (let k = 0; k < 40 && written + batch.length * 50 < EVENTS; k++) {
    const work = works[(n * 40 + k) % works.length];
    const kind = KINDS[(n + k) % KINDS.length];
    const ms = now - Math.floor(((n * 40 + k) * 7919) % 365) * DAY;
    const day = new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
    const list = Array.from({ length: Math.min(50, EVENTS - written - batch.length * 50) }, (_, j) => {
      const userId = `u${(n * 50 + j) % 20_000}`;
      if (kind === 'views')
        return {
          type: 'ArtworkViewsCounted',
          data: { artworkId: work.artworkId, day, count: 1 + (j % 5), at: new Date(ms).toISOString() },
        };
      if (kind === 'favourite')
        return { type: 'FavoriteAdded', data: { userId, favoriteId: randomUUID(), artworkId: work.artworkId } };
      if (kind === 'like') return { type: 'ArtworkLiked', data: { userId, artworkId: work.artworkId } };
      if (kind === 'follow')
        return { type: 'Followed', data: { userId, targetType: 'artist', targetId: work.sellerId } };
      if (kind === 'offers') return offerEvents(work, n, j, new Date(ms).toISOString());
      return {
        type: 'ArtworkAvailabilityChanged',
        data: {
          artworkId: work.artworkId,
          availability: j % 2 ? 'sold' : 'available',
          previous: j % 2 ? 'available' : 'sold',
          at: new Date(ms).toISOString(),
        },
      };
    });
    if (list.length === 0) break;
    batch.push(append(`${kind}-${work.artworkId}-${n}`, list, ms));
  }
  if (batch.length === 0) break;
  written += (await Promise.all(batch)).reduce((a, b) => a + b, 0);
}
const loadSeconds = (performance.now() - loadStarted) / 1000;

// Reference for the load: the same number of rows per statement (50) and statements at once (40), as raw INSERTs
// of like-sized JSON into a plain table, through the same driver; a sample of a tenth of the events.
await sql.exec(`CREATE TABLE bench_raw (id bigserial PRIMARY KEY, stream_name text NOT NULL, event_id uuid NOT NULL,
  type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL)`);
const RAW_ROWS = Math.max(1_000, Math.floor(EVENTS / 10));
const rawStarted = performance.now();
for (let done = 0; done < RAW_ROWS; done += 40 * 50)
  await Promise.all(
    Array.from({ length: 40 }, (_, k) => {
      const values = [];
      const params = [];
      for (let j = 0; j < 50; j++) {
        const p = params.length;
        values.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb)`);
        params.push(
          `raw-${done}-${k}`,
          randomUUID(),
          'ArtworkViewsCounted',
          JSON.stringify({ artworkId: randomUUID(), day: '2026-01-01', count: j, at: new Date().toISOString() }),
          JSON.stringify({ correlationId: randomUUID(), causationId: 'bench', occurredAt: new Date().toISOString() }),
        );
      }
      return sql.query(
        `INSERT INTO bench_raw (stream_name, event_id, type, data, metadata) VALUES ${values.join(', ')}`,
        params,
      );
    }),
  );
const rawRate = (Math.ceil(RAW_ROWS / 2_000) * 2_000) / ((performance.now() - rawStarted) / 1000);

// (1) Reference: the log read in pages of 500, as a projection reads it; then the analytics rebuild.
const readStarted = performance.now();
let readCount = 0;
for (let after; ;) {
  const page = await events.readAll({ after, maxCount: 500 });
  if (page.length === 0) break;
  readCount += page.length;
  after = page.at(-1).position;
}
const readSeconds = (performance.now() - readStarted) / 1000;
const rebuilt = await runtime.projections.rebuild('analytics');

// (2) Dashboards and (3) "as of", against the rebuilt buckets.
const queries = new AnalyticsQueries(reads);
const today = queries.today();
const yearAgo = new Date(now - 365 * DAY + 3 * 3_600_000).toISOString().slice(0, 10);
async function percentiles(fn) {
  const times = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(1));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
const sellerOf = (i) => sellers[i % sellers.length];
const reference = await percentiles((i) =>
  reads.collection('analytics_refs').get(`artwork:${works[i % works.length].artworkId}`),
);
// The load must reach the buckets it is meant to exercise: offers, their outcomes and the sales from them.
const year = (await queries.report(['platform'], 365, today)).figures;
for (const name of ['views', 'favourites', 'offers', 'offersAccepted', 'offersExpired', 'offerSales'])
  if (!(year[name] > 0)) throw new Error(`the platform's year counts no ${name}: the load does not reach the buckets`);
const latencyRows = [];
for (const period of [7, 30, 90, 365]) {
  const seller = await percentiles((i) =>
    Promise.all([
      queries.report([`seller:${sellerOf(i)}`, `profile:${sellerOf(i)}`], period, today),
      queries.top(`seller:${sellerOf(i)}`, 'artwork', { period, to: today, by: 'views' }),
    ]),
  );
  const platform = await percentiles(() => queries.report(['platform'], period, today));
  latencyRows.push([`seller + top works, ${period} days`, seller.p50, seller.p95, seller.p99, reference.p95]);
  latencyRows.push([`platform, ${period} days`, platform.p50, platform.p95, platform.p99, reference.p95]);
}
const platformYear = latencyRows.at(-1)[2];
const asOfStarted = performance.now();
await queries.report(['platform'], 365, yearAgo);
const asOfMs = Number((performance.now() - asOfStarted).toFixed(1));
await runtime.close();

console.log(
  `\nAnalytics: ${written.toLocaleString('en-US')} events of a year's activity, ${SELLERS} sellers, ${works.length} works (PostgreSQL server; load average ${loadAtStart} at the start, ${loadAverage()} at the end)\n`,
);
printTable(
  ['measure', 'value', 'unit', 'reference in the same run', 'reference'],
  [
    [
      'load into the event store',
      formatRate(written / loadSeconds),
      'events/s',
      'raw INSERTs, 50 a statement',
      formatRate(rawRate),
    ],
    [
      'projection rebuild',
      formatRate(rebuilt.events / rebuilt.seconds),
      'events/s',
      'log read in pages of 500',
      formatRate(readCount / readSeconds),
    ],
    [`platform's year as of ${yearAgo}`, asOfMs, 'ms', "platform's year today, p95", platformYear],
  ],
);
console.log(`\nDashboard reads, ${READS} each (reference: one read-model document by id, p95)\n`);
printTable(['report', 'p50 ms', 'p95 ms', 'p99 ms', 'reference p95 ms'], latencyRows);
