/**
 * Live bidding on one hot lot, over HTTP against `npm start` (api/dist/main.js) on the PostgreSQL server:
 * (1) capacity with 100 concurrent bidders: 100 distinct accounts, created through the development identity
 *     provider's real sign-up and verified by an admin (POST /api/admin/users/:id/verify), each in its own
 *     request loop. Every request bids a valid amount at the time it is sent: one step above the highest amount
 *     sent so far (a shared ticket) and never below the minimum the bidder last heard of (its own answer, or the
 *     live feed). A bid can still be refused when a later-sent bid overtakes it on the way in (`below_minimum`)
 *     or its bidder is still leading (`already_leading`); refusals are counted by reason;
 * (2) latency from the bid request to the `bid` message on the live feed (SSE) at a steady 200 bids/s, p50/p99,
 *     and the latency of the HTTP answer itself.
 * (3) watchers following the live feed the way the storefront's auction page does (lib/live-state.ts, imported
 *     from the storefront itself): BENCH_WATCHERS (default 100; 10 in smoke size) watchers, of whom up to 20 are
 *     signed-in bidders who also bid and the rest visitors, at a steady 50 bids/s. It prints the requests per bid
 *     per watcher before (the old page re-read the whole lot, up to 1,000 bids, on every message: one GET per
 *     message per watcher, modelled from the messages each watcher received) and after (the reads the watchers
 *     really sent: the small my-standing read when a message could change the reader's standing).
 * Beside them, measured in the same run: authenticated reads per second by the same clients (a reference for how
 * fast this machine is at that moment) and the server's CPU time per bid request.
 * Every bid carries an Idempotency-Key, as the storefront's do.
 * Targets: at least 1,000 accepted bids/s, p99 under 50 ms. Run after `npm run build -w api`:
 * node bench/auction-throughput.mjs (BENCH_SECONDS, default 10 per phase; BENCH_BIDDERS, default 100; BENCH_LOG_LEVEL,
 * the server's LOG_LEVEL, default warn; BENCH_RESULT_FILE, where to write the figures as JSON, for bench/log-cost.mjs).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { signIn, signUp as signUpThrough } from './lib/sign-in.mjs';
import { printTable } from './lib/table.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { keptAliveClient, percentile } from './lib/http-client.mjs';
import { followLot } from './lib/live-watcher.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_BIDDERS ?? 100);
const RATE = 200;
/** The live feed allows 120 opens a minute from one address (phases 1 and 2 open one each): at most 110 here. */
const WATCHERS = Math.min(110, Number(process.env.BENCH_WATCHERS ?? (process.env.BENCH_SMOKE ? 10 : 100)));
const WATCH_RATE = 50;
const PASSWORD = 'bench-password-1';

// BENCH_SERVER_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
// BENCH_SERVER_MAIN: another build of the server (e.g. an earlier version, for a before/after on one machine).
const bench = await startBenchServer('auction', {
  args: (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean),
  main: process.env.BENCH_SERVER_MAIN,
  env: {
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'accounts', // the admin and the artist; the lots are its own
    AUCTION_BID_RATE_LIMIT: '1000000/1',
  },
});
const { baseUrl, server, database } = bench;
const send = keptAliveClient(baseUrl);
const signUp = (email) => signUpThrough(baseUrl, send, email, PASSWORD, { firstName: 'Bench', lastName: 'Bidder' });

/** `count` verified bidders, created and verified a few at a time. */
async function verifiedBidders(admin, count) {
  const bidders = [];
  for (let i = 0; i < count; i += 10) {
    bidders.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, async (_, k) => {
          const call = await signUp(`bench-bidder-${i + k}-${process.pid}@example.sa`);
          const profile = await call('GET', '/api/profile');
          if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${await profile.text()}`);
          const { id } = await profile.json();
          const verified = await admin('POST', `/api/admin/users/${id}/verify`, { note: 'benchmark bidder' });
          if (verified.status >= 300)
            throw new Error(`verifying ${id} failed: ${verified.status} ${await verified.text()}`);
          await verified.arrayBuffer();
          return call;
        }),
      )),
    );
  }
  return bidders;
}

/**
 * CPU seconds the server has used so far: the whole process, and its main thread alone (the event loop, which
 * is what saturates first). Linux only (/proc); null elsewhere. Less noisy than rates on a shared machine.
 */
function serverCpu() {
  const read = (path) => {
    if (!existsSync(path)) return null;
    const fields = readFileSync(path, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
  };
  return { process: read(`/proc/${server.pid}/stat`), mainThread: read(`/proc/${server.pid}/task/${server.pid}/stat`) };
}

/** Transactions the server's database has committed so far (statistics lag by up to a second). */
async function commits() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query('SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = $1', [
      database.name,
    ]);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** `request(n)` for n = 0, 1, … at a steady `rate` a second for SECONDS, then waits for all; how many were sent. */
async function paced(rate, request) {
  const pending = [];
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    const wait = t0 + (pending.length * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(request(pending.length));
  }
  await Promise.all(pending);
  return pending.length;
}

async function scheduleLot(admin, sellerId) {
  const res = await admin('POST', '/api/admin/auctions', {
    lotId: `bench-${Date.now()}`,
    sellerId,
    startingBid: 100,
    reserve: null,
    softCloseMinutes: 0,
    increments: [{ from: 0, increment: 1 }],
    premiumTiers: [{ upTo: null, ratePercent: 25 }],
    startsAt: new Date(Date.now() - 1000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  if (res.status !== 201) throw new Error(`scheduling failed: ${res.status} ${await res.text()}`);
  const { id } = await res.json();
  const opened = await admin('POST', `/api/admin/auctions/${id}/open`);
  if (opened.status !== 200) throw new Error(`opening failed: ${opened.status}`);
  return id;
}

/** The live feed: each `bid` message's amount with the time it arrived, and the next minimum it announces. */
async function watch(auctionId, onBid, onMinimum = () => undefined) {
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
          if (data.minimumNextBid != null) onMinimum(data.minimumNextBid);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return () => controller.abort();
}

try {
  await bench.ready();
  const admin = await signIn(baseUrl, 'admin@example.sa');
  const artist = await (await signIn(baseUrl, 'artist@example.sa'))('GET', '/api/profile');
  const sellerId = (await artist.json()).id;
  const setupStarted = performance.now();
  const clients = await verifiedBidders(admin, CONCURRENCY);
  console.log(
    `${clients.length} bidders signed up and verified in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  const load1 = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

  // (0) Reference in the same run: the same clients reading their profile (session, guards, one read-model
  // lookup, JSON), the framework's own ceiling on this machine at this moment. Bids/s are also given as a share
  // of it, which moves far less than either figure when the machine's neighbours come and go.
  const reference = await (async () => {
    let done = 0;
    const stopAt = Date.now() + (SECONDS * 1000) / 2;
    const began = performance.now();
    await Promise.all(
      clients.map(async (call) => {
        while (Date.now() < stopAt) {
          const res = await call('GET', '/api/profile');
          if (res.status === 200) done++;
        }
      }),
    );
    return done / ((performance.now() - began) / 1000);
  })();

  // (1) Capacity: one loop per bidder; each bid one step (1 SAR) above every amount sent before it.
  const hot = await scheduleLot(admin, sellerId);
  let heardMinimum = 100;
  const stopHot = await watch(
    hot,
    () => undefined,
    (minimum) => {
      heardMinimum = Math.max(heardMinimum, minimum);
    },
  );
  let ticket = 99;
  let accepted = 0;
  let failed = 0;
  const refusals = {};
  const answerTimes = [];
  await new Promise((r) => setTimeout(r, 1000));
  const commitsBefore = await commits();
  const logLinesBefore = bench.logLines();
  const serverCpuBefore = serverCpu();
  const clientCpu = process.cpuUsage();
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (call) => {
      let ownMinimum = 100;
      while (Date.now() < until) {
        ticket = Math.max(ticket + 1, ownMinimum, heardMinimum);
        const amount = ticket;
        const sentAt = performance.now();
        // Every bid carries its own Idempotency-Key, as the storefront's do.
        const res = await call('POST', `/api/auctions/${hot}/bids`, { amount }, { 'idempotency-key': randomUUID() });
        const body = await res.json().catch(() => null);
        answerTimes.push(performance.now() - sentAt);
        if (res.status === 201) {
          accepted++;
          ownMinimum = Math.max(ownMinimum, body.auction.minimumNextBid);
        } else if (res.status === 422) {
          const reason = body?.code ?? 'unknown';
          refusals[reason] = (refusals[reason] ?? 0) + 1;
        } else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const { user: clientUser, system: clientSystem } = process.cpuUsage(clientCpu);
  const serverCpuAfter = serverCpu();
  const logLinesDuring = bench.logLines() - logLinesBefore;
  stopHot();
  await new Promise((r) => setTimeout(r, 1000));
  const commitsDuring = (await commits()) - commitsBefore;
  const lot = await (await admin('GET', `/api/auctions/${hot}`)).json();
  const refused = Object.values(refusals).reduce((a, b) => a + b, 0);
  const requests = accepted + refused + failed;
  if (accepted === 0) throw new Error(`no bid was accepted (refusals ${JSON.stringify(refusals)}, errors ${failed})`);
  const answers = answerTimes.sort((a, b) => a - b);

  // (2) Latency at a steady 200 bids/s: request sent → `bid` message on the live feed, and → HTTP answer.
  const load2 = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const steady = await scheduleLot(admin, sellerId);
  const sentAt = new Map();
  const latencies = [];
  const steadyAnswers = [];
  const stop = await watch(steady, (amount, at) => {
    const t0 = sentAt.get(amount);
    if (t0 !== undefined) latencies.push(at - t0);
  });
  await new Promise((r) => setTimeout(r, 300)); // the feed's baseline first
  let steadyAccepted = 0;
  const steadyRefusals = {};
  const sent = await paced(RATE, async (n) => {
    const amount = 100 + n * 10;
    const at = performance.now();
    sentAt.set(amount, at);
    const res = await clients[n % clients.length](
      'POST',
      `/api/auctions/${steady}/bids`,
      { amount },
      { 'idempotency-key': randomUUID() },
    );
    const body = await res.json().catch(() => null);
    steadyAnswers.push(performance.now() - at);
    if (res.status === 201) steadyAccepted++;
    else steadyRefusals[body?.code ?? res.status] = (steadyRefusals[body?.code ?? res.status] ?? 0) + 1;
  });
  await new Promise((r) => setTimeout(r, 500));
  stop();

  // (3) Watchers: the storefront's live page, before and after it stopped re-reading the lot per message.
  const watched = await scheduleLot(admin, sellerId);
  const bidding = clients.slice(0, Math.min(20, clients.length, WATCHERS));
  const visitors = Math.max(0, WATCHERS - bidding.length);
  const anonymous = (method, path) => send(method, path, undefined, {});
  const watchers = await Promise.all(
    [...bidding, ...Array.from({ length: visitors }, () => anonymous)].map((call) =>
      followLot({ baseUrl, auctionId: watched, call, cookie: call.cookie }),
    ),
  );
  await new Promise((r) => setTimeout(r, 300)); // every feed's baseline first
  let watchAccepted = 0;
  await paced(WATCH_RATE, async (n) => {
    const bidder = n % bidding.length;
    const res = await bidding[bidder](
      'POST',
      `/api/auctions/${watched}/bids`,
      { amount: 100 + n * 10 },
      { 'idempotency-key': randomUUID() },
    );
    const body = await res.json().catch(() => null);
    if (res.status !== 201) return;
    watchAccepted++;
    watchers[bidder].ownAnswer(body); // as the page's bid panel takes its answer
  });
  await new Promise((r) => setTimeout(r, 1000)); // the last messages and the reads they cause
  const fullRead = await (await bidding[0]('GET', `/api/auctions/${watched}`)).text();
  const standingRead = await (await bidding[0]('GET', `/api/auctions/${watched}/my-standing`)).text();
  const watchFigures = watchers.map((w) => w.stop());
  if (watchAccepted === 0) throw new Error('phase 3: no bid was accepted');
  const perBidPerWatcher = (list, pick) =>
    list.reduce((sum, w) => sum + pick(w), 0) / (watchAccepted * Math.max(1, list.length));
  const bidderFigures = watchFigures.slice(0, bidding.length);
  const watchRows = [
    ['all watchers', watchFigures],
    ['signed-in bidders only', bidderFigures],
  ].map(([who, list]) => [
    `${who} (${list.length})`,
    watchAccepted,
    (list.reduce((sum, w) => sum + w.messages, 0) / Math.max(1, list.length)).toFixed(0),
    perBidPerWatcher(list, (w) => w.messages).toFixed(3),
    perBidPerWatcher(list, (w) => w.standingReads + w.lotReads).toFixed(3),
    list.reduce((sum, w) => sum + w.standingReads, 0),
    list.reduce((sum, w) => sum + w.lotReads, 0),
  ]);
  if (watchFigures.some((w) => w.price !== watchFigures[0].price))
    throw new Error(`phase 3: watchers disagree on the price: ${[...new Set(watchFigures.map((w) => w.price))]}`);

  const sorted = latencies.sort((a, b) => a - b);
  const answered = steadyAnswers.sort((a, b) => a - b);
  const ms = (list, p) => Number(percentile(list, p).toFixed(1));

  console.log(`\nOne hot lot over HTTP, PostgreSQL server, ${SECONDS} s per phase\n`);
  printTable(
    [
      'phase',
      'load avg (1/5/15)',
      'requests/s',
      'accepted (201)/s',
      'refused (422)/s',
      'errors',
      'answer p50/p99 ms',
      'live update p50 ms',
      'live update p99 ms',
    ],
    [
      [
        `${clients.length} concurrent bidders (${clients.length} accounts)`,
        load1,
        Math.round((accepted + refused + failed) / elapsed),
        Math.round(accepted / elapsed),
        Math.round(refused / elapsed),
        failed,
        `${ms(answers, 50)} / ${ms(answers, 99)}`,
        '-',
        '-',
      ],
      [
        `steady ${RATE} bids/s, request → live update`,
        load2,
        Math.round(sent / SECONDS),
        Math.round(steadyAccepted / SECONDS),
        Math.round((sent - steadyAccepted) / SECONDS),
        0,
        `${ms(answered, 50)} / ${ms(answered, 99)}`,
        ms(sorted, 50),
        ms(sorted, 99),
      ],
    ],
  );
  console.log(
    `\nreference in the same run: ${Math.round(reference)} authenticated GET /api/profile per second with the same ${clients.length} clients; ` +
      `accepted bids/s are ${((100 * accepted) / elapsed / reference).toFixed(0)}% of it, all bid requests ${((100 * (accepted + refused + failed)) / elapsed / reference).toFixed(0)}%.`,
  );
  console.log(
    `\nWatchers following the live feed of one lot at ${WATCH_RATE} bids/s (${bidding.length} of them bid), as the storefront's auction page does\n`,
  );
  printTable(
    [
      'watchers',
      'bids accepted',
      'messages per watcher',
      'requests per bid per watcher, before (modelled)',
      'after (measured)',
      'my-standing reads',
      'whole-lot reads',
    ],
    watchRows,
  );
  console.log(
    `before: one whole-lot GET (${(Buffer.byteLength(fullRead) / 1024).toFixed(1)} kB at the end, up to 1,000 bids) per message per watcher; ` +
      `after: a my-standing GET (${Buffer.byteLength(standingRead)} bytes) only when a message can change the reader's standing. ` +
      `Every watcher ended on the same price (${watchFigures[0].price}).`,
  );
  console.log(`phase 1 refusals by reason: ${JSON.stringify(refusals)}; phase 2: ${JSON.stringify(steadyRefusals)}`);
  console.log(
    `phase 1 bench client (same machine): ${((clientUser + clientSystem) / 1e4 / elapsed).toFixed(0)}% of one core.`,
  );
  if (serverCpuBefore.process !== null) {
    const perRequest = (key) => (((serverCpuAfter[key] - serverCpuBefore[key]) * 1000) / requests).toFixed(3);
    console.log(
      `phase 1 server CPU per request: ${perRequest('process')} ms in all, ${perRequest('mainThread')} ms on the event loop's thread.`,
    );
  }
  console.log(
    `phase 1 database: ${commitsDuring} transactions committed, ${(commitsDuring / Math.max(1, accepted + refused + failed)).toFixed(1)} per request.`,
  );
  console.log(
    `phase 1 lot: ${lot.bidCount} bids standing after ${elapsed.toFixed(1)} s (${Math.round(lot.bidCount / elapsed)} placed/s); ${accepted} answered 201.`,
  );
  console.log(
    `live updates measured: ${sorted.length} of ${steadyAccepted} accepted bids. Targets: ≥ 1,000 accepted bids/s; p99 < 50 ms.`,
  );
  console.log(`phase 1 server log: ${logLinesDuring} lines, ${(logLinesDuring / requests).toFixed(2)} per request.`);
  if (process.env.BENCH_RESULT_FILE) {
    const cpu = serverCpuBefore.process === null ? null : serverCpuAfter.process - serverCpuBefore.process;
    const result = {
      acceptedPerSecond: accepted / elapsed,
      requestsPerSecond: requests / elapsed,
      referenceReadsPerSecond: reference,
      serverCpuMsPerRequest: cpu === null ? null : (cpu * 1000) / requests,
      logLinesPerRequest: logLinesDuring / requests,
    };
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result));
  }
} finally {
  await bench.stop();
}
