import { beforeAll } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import type { TestStack, TestStackOptions } from '../../testing/test-stack.js';
import { seedProfilesDemo } from '../demo/profiles.demo.js';

/**
 * One PostgreSQL stack for a profiles spec file with the demo artists and galleries seeded (profiles.demo.ts),
 * `prepare` run after the seed (say, to put another context's read-model documents in place), and the read
 * models caught up before the first test. Answers a getter, as stackPerFile does.
 */
export function seededProfilesStack(
  options: TestStackOptions = {},
  prepare?: (stack: TestStack) => Promise<void>,
): () => TestStack {
  const stack = stackPerFile({ storage: 'pg', ...options });
  beforeAll(async () => {
    await seedProfilesDemo(stack().http.app, stack().runtime);
    await prepare?.(stack());
    await stack().runtime.projections.waitUntilCaughtUp();
  }, 90_000);
  return stack;
}
