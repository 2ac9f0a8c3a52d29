/**
 * Live bidding on one hot lot, over HTTP against `npm start` (api/dist/main.js) on the PostgreSQL server:
 * (1) accepted bids per second with 100 concurrent bidders (100 request loops over the demo accounts that may
 *     bid), each bidding just above the latest minimum it heard of; refusals (outbid, below the minimum) are
 *     counted apart;
 * (2) latency from the bid request to the `bid` message on the live feed (SSE) at a steady 200 bids/s, p50/p99.
 * Targets: at least 1,000 accepted bids/s, p99 under 50 ms. Run after `npm run build -w api`:
 * node bench/auction-throughput.mjs (BENCH_SECONDS, default 10 per phase).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './lib/sign-in.mjs';
import { printTable } from './lib/table.mjs';
import { createTempDatabase } from './lib/temp-database.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 100;
const RATE = 200;
const BIDDERS = ['collector', 'gallery', 'organiser', 'shipper', 'moderator', 'auditor', 'admin', 'newcomer'].map((n) => `${n}@example.sa`);

const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => { const p = srv.address().port; srv.close(() => resolve(p)); });
});
const baseUrl = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-auction-'));
const database = await createTempDatabase('bench_auction');
const server = spawn(process.execPath, ['api/dist/main.js'], {
  env: {
    ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn',
    DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `bench${process.pid}`,
    RATE_LIMIT_WRITES_PER_USER: '1000000', RATE_LIMIT_WRITES_PER_ADDRESS: '10000000', AUCTION_BID_RATE_LIMIT: '1000000/1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

async function scheduleLot(admin, sellerId) {
  const res = await admin('POST', '/api/admin/auctions', {
    lotId: `bench-${Date.now()}`, sellerId, startingBid: 100, reserve: null, softCloseMinutes: 0,
    increments: [{ from: 0, increment: 1 }], premiumTiers: [{ upTo: null, ratePercent: 25 }],
    startsAt: new Date(Date.now() - 1000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  if (res.status !== 201) throw new Error(`scheduling failed: ${res.status} ${await res.text()}`);
  const { id } = await res.json();
  const opened = await admin('POST', `/api/admin/auctions/${id}/open`);
  if (opened.status !== 200) throw new Error(`opening failed: ${opened.status}`);
  return id;
}

/** The live feed as a stream of { amount, receivedAt } for `bid` messages. */
async function watch(auctionId, onBid) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/auctions/${auctionId}/live`, { signal: controller.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!/^event: bid$/m.test(frame)) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(frame)[1]);
          onBid(data.amount, now);
        }
      }
    } catch { /* aborted */ }
  })();
  return () => controller.abort();
}

try {
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${baseUrl}/api/health`)).status === 200) break; } catch { /* starting */ }
    if (i > 900) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const clients = [];
  for (const email of BIDDERS) clients.push(await signIn(baseUrl, email));
  const admin = clients[BIDDERS.indexOf('admin@example.sa')];
  const artist = await (await signIn(baseUrl, 'artist@example.sa'))('GET', '/api/profile');
  const sellerId = (await artist.json()).id;

  // (1) Throughput: 100 loops, each bidding one to three steps above the latest minimum heard of.
  const hot = await scheduleLot(admin, sellerId);
  let minimum = 100;
  let accepted = 0;
  let refused = 0;
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, w) => {
    const call = clients[w % clients.length];
    while (Date.now() < until) {
      // A private maximum above the bid: a contest resolves by proxy, so most requests move the price.
      const amount = minimum + Math.floor(Math.random() * 3);
      const res = await call('POST', `/api/auctions/${hot}/bids`, { amount, maxAmount: amount + 1 + Math.floor(Math.random() * 200) });
      const body = await res.json().catch(() => null);
      if (res.status === 201) {
        accepted++;
        minimum = Math.max(minimum, body.auction.minimumNextBid);
      } else if (res.status === 422) refused++;
      else failed++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  const lot = await (await admin('GET', `/api/auctions/${hot}`)).json();

  // (2) Latency at a steady 200 bids/s: request sent → `bid` message on the live feed.
  const steady = await scheduleLot(admin, sellerId);
  const sentAt = new Map();
  const latencies = [];
  const stop = await watch(steady, (amount, at) => {
    const t0 = sentAt.get(amount);
    if (t0 !== undefined) latencies.push(at - t0);
  });
  await new Promise((r) => setTimeout(r, 300)); // the feed's baseline first
  let sent = 0;
  let steadyAccepted = 0;
  const pending = [];
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    const due = t0 + (sent * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const amount = 100 + sent * 10;
    const call = clients[sent % clients.length];
    sentAt.set(amount, performance.now());
    pending.push(call('POST', `/api/auctions/${steady}/bids`, { amount }).then(async (res) => { if (res.status === 201) steadyAccepted++; await res.arrayBuffer(); }));
    sent++;
  }
  await Promise.all(pending);
  await new Promise((r) => setTimeout(r, 500));
  stop();
  const sorted = latencies.sort((a, b) => a - b);

  console.log(`\nOne hot lot over HTTP, PostgreSQL server, ${SECONDS} s per phase\n`);
  printTable(['phase', 'requests/s', 'accepted (201)/s', 'refused (422)/s', 'errors', 'p50 ms', 'p99 ms'], [
    [`${CONCURRENCY} concurrent bidders (${clients.length} accounts)`, Math.round((accepted + refused) / elapsed), Math.round(accepted / elapsed), Math.round(refused / elapsed), failed, '-', '-'],
    [`steady ${RATE} bids/s, request → live update`, Math.round(sent / SECONDS), Math.round(steadyAccepted / SECONDS), Math.round((sent - steadyAccepted) / SECONDS), 0,
      Number(percentile(sorted, 50).toFixed(1)), Number(percentile(sorted, 99).toFixed(1))],
  ]);
  console.log(`\nphase 1 lot: ${lot.bidCount} bids standing after ${elapsed.toFixed(1)} s (${Math.round(lot.bidCount / elapsed)} placed/s, proxy answers included).`);
  console.log(`live updates measured: ${sorted.length} of ${steadyAccepted} accepted bids. Targets: ≥ 1,000 accepted bids/s; p99 < 50 ms.`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => { server.once('exit', r); setTimeout(r, 20000); });
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop().catch(() => undefined);
}
