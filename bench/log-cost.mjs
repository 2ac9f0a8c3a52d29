/**
 * What logging costs the hot lot: the auction benchmark (bench/auction-throughput.mjs) run with the server at
 * LOG_LEVEL=info and at LOG_LEVEL=warn, alternately (info, warn, warn, info, …) so both levels meet the same
 * neighbours. Each run also measures its own reference (authenticated reads/s by the same clients) and the server's
 * CPU time per bid request; accepted bids/s as a share of the reference is the figure that moves least with the
 * machine. The server's log is read through a pipe and its lines counted, as a log shipper would.
 * Target: info costs less than 10 % of bid throughput against warn.
 * Run after `npm run build -w api`: node bench/log-cost.mjs (BENCH_LOG_ROUNDS, default 2 pairs; the auction
 * benchmark's BENCH_SECONDS and BENCH_BIDDERS apply to each run).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTable } from './lib/table.mjs';

const ROUNDS = Number(process.env.BENCH_LOG_ROUNDS ?? (process.env.BENCH_SMOKE ? 1 : 2));
const LEVELS = ['info', 'warn'];
const folder = mkdtempSync(join(tmpdir(), 'bench-log-cost-'));

function runAt(level, round) {
  const resultFile = join(folder, `${level}-${round}.json`);
  const { status } = spawnSync(process.execPath, ['bench/auction-throughput.mjs'], {
    env: { ...process.env, BENCH_LOG_LEVEL: level, BENCH_RESULT_FILE: resultFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) throw new Error(`the auction benchmark at LOG_LEVEL=${level} failed (exit ${status})`);
  return { level, round, ...JSON.parse(readFileSync(resultFile, 'utf8')) };
}

const runs = [];
try {
  for (let round = 1; round <= ROUNDS; round++)
    // info, warn then warn, info: a run that follows another one pays for its clean-up (a database dropped, its
    // checkpoint), so each level goes first as often as the other.
    for (const level of round % 2 ? LEVELS : [...LEVELS].reverse()) {
      console.error(`  round ${round}: LOG_LEVEL=${level}`);
      runs.push(runAt(level, round));
    }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

const share = (run) => run.acceptedPerSecond / run.referenceReadsPerSecond;
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
const row = (label, list) => [
  label,
  Math.round(mean(list.map((r) => r.acceptedPerSecond))),
  Math.round(mean(list.map((r) => r.referenceReadsPerSecond))),
  `${(100 * mean(list.map(share))).toFixed(1)}%`,
  list[0].serverCpuMsPerRequest === null ? '-' : mean(list.map((r) => r.serverCpuMsPerRequest)).toFixed(3),
  mean(list.map((r) => r.logLinesPerRequest)).toFixed(2),
];
console.log(`\nLogging cost on one hot lot: ${ROUNDS} alternating pair(s) of runs of bench/auction-throughput.mjs\n`);
printTable(
  [
    'run',
    'accepted bids/s',
    'reference reads/s (same run)',
    'bids / reference',
    'server CPU ms per bid request',
    'log lines per request',
  ],
  [
    ...runs.map((run) => row(`LOG_LEVEL=${run.level} (round ${run.round})`, [run])),
    ...LEVELS.map((level) =>
      row(
        `LOG_LEVEL=${level}, mean`,
        runs.filter((r) => r.level === level),
      ),
    ),
  ],
);
const [info, warn] = LEVELS.map((level) => mean(runs.filter((r) => r.level === level).map(share)));
const cost = 1 - info / warn;
console.log(
  `\ninfo against warn, as a share of the same run's reference: ${(100 * cost).toFixed(1)}% fewer accepted bids ` +
    (process.env.BENCH_SMOKE
      ? '(smoke size: the runs are too short to measure anything).'
      : `(target < 10%: ${cost < 0.1 ? 'met' : 'NOT met'}).`),
);
