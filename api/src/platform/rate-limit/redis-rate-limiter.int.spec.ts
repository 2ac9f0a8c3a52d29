/** The sliding-window limiter against a real Redis: counts, per-key isolation, Retry-After, window sliding. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { closeRedis, connectRedis, type RedisClient } from '../auth/redis-connection.js';
import { arabicSeconds } from './rate-limit-error.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

const prefix = `test:ratelimit:${randomUUID()}:`;
let redis: RedisClient;
let limiter: RedisRateLimiter;

beforeAll(async () => {
  redis = await connectRedis('redis://127.0.0.1:6379', 'test');
  limiter = new RedisRateLimiter(redis, prefix);
});

afterAll(async () => {
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await redis.del(keys);
  await closeRedis(redis);
});

describe('RedisRateLimiter', () => {
  it('allows the points in a window, then refuses with a wait no longer than the window', async () => {
    const rule = { points: 3, windowSeconds: 30 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume('a', rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume('b', rule)).allowed).toBe(true);
  });

  it('counts concurrent attempts atomically', async () => {
    const rule = { points: 10, windowSeconds: 30 };
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.consume('burst', rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('lets attempts through again once the window has slid past them', async () => {
    const rule = { points: 2, windowSeconds: 1 };
    await limiter.consume('slide', rule);
    await limiter.consume('slide', rule);
    const refused = await limiter.consume('slide', rule);
    expect(refused.allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await limiter.consume('slide', rule)).allowed).toBe(true);
  });

  it('checks several limits in one call and counts none of them when one refuses', async () => {
    const tight = { points: 2, windowSeconds: 30 };
    const loose = { points: 100, windowSeconds: 30 };
    const both = [
      { key: 'all:tight', rule: tight },
      { key: 'all:loose', rule: loose },
    ];
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.consumeAll(both));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([1, 0, 0]);
    expect(results[2]!.retryAfterSeconds).toBeGreaterThan(0);
    // The refused attempt used up nothing: the loose limit counted two, so one more leaves 97.
    expect((await limiter.consume('all:loose', loose)).remaining).toBe(97);
  });

  it('refuses a cost that can never pass', async () => {
    await expect(limiter.consume('x', { points: 1, windowSeconds: 1 }, 2)).rejects.toThrow(/never pass/);
  });
});

describe('arabicSeconds', () => {
  it.each([
    [1, 'ثانية واحدة'],
    [2, 'ثانيتين'],
    [5, '5 ثوانٍ'],
    [10, '10 ثوانٍ'],
    [11, '11 ثانية'],
    [60, '60 ثانية'],
  ])('%i → %s', (n, text) => expect(arabicSeconds(n)).toBe(text));
});
