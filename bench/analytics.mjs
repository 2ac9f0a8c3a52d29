// Analytics: a year of marketplace activity in the log (artworks created and published, views counted, favourites,
// likes, follows, sales), then (1) the analytics projection rebuilt from zero, events/s, beside the rate at which
// the same log is merely read in pages of 500 (the reference, measured in the same run: what any projection must
// at least do); (2) the dashboards' reads, p95 ms (a seller's year with its top works, an organiser-sized month,
// the platform's year), beside one read-model document fetched by id (the reference); (3) the platform's year
// "as of" a year back. Targets (issue 19): with one million events, dashboards p95 < 100 ms, rebuild ≥ 5,000
// events/s, "as of" a year back < 5 s. On the PostgreSQL server.
import { randomUUID } from 'node:crypto';
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
// Activity in batches of 50 events per stream append, spread over the year.
const KINDS = ['views', 'views', 'views', 'favourite', 'like', 'follow', 'sale'];
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
async function p95(fn) {
  const times = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))].toFixed(1));
}
const sellerOf = (i) => sellers[i % sellers.length];
const referenceRead = await p95((i) =>
  reads.collection('analytics_refs').get(`artwork:${works[i % works.length].artworkId}`),
);
const sellerYear = await p95((i) =>
  Promise.all([
    queries.report([`seller:${sellerOf(i)}`, `profile:${sellerOf(i)}`], 365, today),
    queries.top(`seller:${sellerOf(i)}`, 'artwork', { period: 365, to: today, by: 'views' }),
  ]),
);
const sellerMonth = await p95((i) => queries.report([`seller:${sellerOf(i)}`], 30, today));
const platformYear = await p95(() => queries.report(['platform'], 365, today));
const asOfStarted = performance.now();
await queries.report(['platform'], 365, yearAgo);
const asOfMs = Number((performance.now() - asOfStarted).toFixed(1));
await runtime.close();

console.log(
  `\nAnalytics: ${written.toLocaleString('en-US')} events of a year's activity, ${SELLERS} sellers, ${works.length} works (PostgreSQL server)\n`,
);
printTable(
  ['measure', 'value', 'unit', 'reference in the same run', 'reference'],
  [
    [
      'projection rebuild',
      formatRate(rebuilt.events / rebuilt.seconds),
      'events/s',
      'log read in pages of 500',
      formatRate(readCount / readSeconds),
    ],
    ["seller's year + top works, p95", sellerYear, 'ms', 'one document by id, p95', referenceRead],
    ["seller's month, p95", sellerMonth, 'ms', 'one document by id, p95', referenceRead],
    ["platform's year, p95", platformYear, 'ms', 'one document by id, p95', referenceRead],
    [`platform's year as of ${yearAgo}`, asOfMs, 'ms', "platform's year today, p95", platformYear],
  ],
);
