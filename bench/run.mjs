// `npm run bench`: builds the API, then runs every benchmark in turn; each prints its own table.
//   npm run bench -- search          only the benchmarks whose names start so
//   npm run bench -- --smoke         every benchmark once in a size of seconds (what `npm test` runs, so a
//                                    benchmark that no longer runs fails CI instead of rotting)
//   npm run bench -- --no-build      use the build already in api/dist
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const only = args.filter((a) => !a.startsWith('--'));
// Smoke sizes: enough for each benchmark to go through every phase it has, not to measure anything.
const SMOKE_ENV = {
  BENCH_SMOKE: '1',
  BENCH_SECONDS: '1',
  BENCH_USERS: '100',
  BENCH_ARTWORKS: '2000',
  BENCH_RUNS: '5',
  BENCH_BIDDERS: '4',
};

if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build', '-w', 'api'], { stdio: 'inherit' });
// Every bench/*.mjs file in the folder (lib/ holds their shared code), in name order.
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .sort()
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)));
const failed = [];
for (const bench of benches) {
  console.log(`\n### ${bench}${smoke ? ' (smoke size)' : ''}`);
  const started = Date.now();
  const { status, signal } = spawnSync(process.execPath, ['--enable-source-maps', `bench/${bench}`], {
    stdio: 'inherit',
    env: smoke ? { ...process.env, ...SMOKE_ENV } : process.env,
  });
  console.log(`### ${bench}: ${status === 0 ? 'done' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) failed.push(`${bench} (${signal ?? `exit ${status}`})`);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
