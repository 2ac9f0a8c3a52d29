/**
 * The fuzzer in the suite (issue 12): bounded in time here (FUZZ_SECONDS, default 60); `npm run fuzz -- --requests
 * N` runs N requests without the bound. Deterministic for FUZZ_SEED. Prints the count per endpoint family.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../test-stack.js';
import { runFuzzer } from './fuzzer.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? (process.env.FUZZ_REQUESTS ? 0 : 60));
const SEED = Number(process.env.FUZZ_SEED ?? 12);

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    storage: 'pglite',
    env: {
      RATE_LIMIT_WRITES_PER_USER: '1000000',
      RATE_LIMIT_WRITES_PER_ADDRESS: '10000000',
      AUCTION_BID_RATE_LIMIT: '100000/1',
    },
  });
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

describe('the API fuzzer', () => {
  it(
    'finds no 5xx, no write on a refused request, no failed projection, and /api/health stays 200',
    async () => {
      const report = await runFuzzer(stack, {
        requests: REQUESTS,
        seconds: SECONDS,
        seed: SEED,
        log: (line) => process.stdout.write(`fuzz: ${line}\n`),
      });
      process.stdout.write(
        `fuzz report: ${JSON.stringify({ ...report, findings: report.findings.length }, null, 1)}\n`,
      );
      expect(report.operations).toBeGreaterThan(40);
      expect(report.requests).toBeGreaterThan(200);
      expect(report.findings).toEqual([]);
    },
    (SECONDS > 0 ? SECONDS + 120 : 24 * 3600) * 1000,
  );
});
