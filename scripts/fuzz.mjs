// `npm run fuzz -- --requests N [--seed S]`: the API fuzzer (api/src/testing/fuzz) for N requests, without the
// time bound it has inside `npm test`. Needs PostgreSQL and Redis, as the API suites do.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const requests = option('requests', '10000');
if (!/^\d+$/.test(requests)) {
  console.error(`--requests takes a whole number, not ${requests}`);
  process.exit(2);
}
const result = spawnSync('npx', ['jest', '--forceExit', '--runInBand', 'src/testing/fuzz/fuzz.e2e.spec.ts'], {
  cwd: fileURLToPath(new URL('../api/', import.meta.url)),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    FUZZ_REQUESTS: requests,
    FUZZ_SEED: option('seed', process.env.FUZZ_SEED ?? '12'),
    FUZZ_SECONDS: '0',
  },
});
process.exit(result.status ?? 1);
