/**
 * Redis leases on the real Redis: one holder at a time, renewals that do not cost a round trip per page,
 * and `taken` (not `kept`) whenever the lease may have been someone else's in between.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../testing/test-stack.js';
import { RedisLeaseManager } from './lease-manager.js';

const prefix = `t${randomBytes(4).toString('hex')}:lease:`;
let redis: Redis;
let calls = 0;

beforeAll(() => {
  redis = new Redis(TEST_REDIS_URL);
  const sendCommand = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: Parameters<Redis['sendCommand']>[0]) => {
    calls++;
    return sendCommand(command);
  }) as Redis['sendCommand'];
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('RedisLeaseManager', () => {
  it('gives the lease to one instance and keeps it without asking Redis on every call', async () => {
    // The manager's clock is the test's: a loaded machine taking over a second for fifty calls would otherwise
    // pass a third of the time-to-live in the loop and renew, as it should.
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const a = new RedisLeaseManager(redis, prefix, 3_000);
      const b = new RedisLeaseManager(redis, prefix, 3_000);
      expect(await a.acquireOrRenew('p')).toBe('taken');
      expect(await b.acquireOrRenew('p')).toBe('lost');
      const before = calls;
      for (let i = 0; i < 50; i++) expect(await a.acquireOrRenew('p')).toBe('kept');
      expect(calls - before).toBe(0);
      now += 1_100; // past a third of the time-to-live: renewed in Redis
      expect(await a.acquireOrRenew('p')).toBe('kept');
      expect(calls - before).toBeGreaterThan(0);
      expect(await redis.pttl(`${prefix}p`)).toBeGreaterThan(1_500);
    } finally {
      clock.mockRestore();
    }
  });

  it('hands the lease over on release, and says `taken` to an instance whose lease lapsed', async () => {
    const a = new RedisLeaseManager(redis, prefix, 600);
    const b = new RedisLeaseManager(redis, prefix, 600);
    expect(await a.acquireOrRenew('q')).toBe('taken');
    await a.release('q');
    expect(await b.acquireOrRenew('q')).toBe('taken');
    await new Promise((r) => setTimeout(r, 700)); // b paused past its time-to-live: a takes it
    expect(await a.acquireOrRenew('q')).toBe('taken');
    expect(await b.acquireOrRenew('q')).toBe('lost');
  });
});
