import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { JobsOptions } from '../jobs-options.js';

/** The development machines' and CI's Redis (STACK.md); every test run uses its own key prefix. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export function testJobsOptions(overrides: Partial<JobsOptions> = {}): JobsOptions {
  return {
    redisUrl: TEST_REDIS_URL,
    prefix: `test-jobs-${randomUUID().slice(0, 8)}`,
    runWorkers: true,
    attempts: 3,
    backoffDelayMs: 50,
    concurrency: 2,
    ...overrides,
  };
}

/** Deletes every key a test run wrote under its prefix. */
export async function deleteKeysWithPrefix(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
