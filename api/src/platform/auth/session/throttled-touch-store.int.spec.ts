/**
 * A session's expiry in Redis is renewed at most once a minute per process: express-session holds each
 * response until the renewal is answered, so renewing on every request costs a round trip per request.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { closeRedis, connectRedis, type RedisClient } from '../redis-connection.js';
import { TEST_REDIS_URL } from '../../../testing/test-stack.js';
import { SESSION_MAX_AGE_MS, ThrottledTouchStore } from './configure-sessions.js';

const prefix = `t${randomBytes(4).toString('hex')}:sess:`;
let redis: RedisClient;
let store: ThrottledTouchStore;
const session = {
  cookie: { originalMaxAge: SESSION_MAX_AGE_MS, expires: new Date(Date.now() + SESSION_MAX_AGE_MS) },
} as never;

beforeAll(async () => {
  redis = await connectRedis(TEST_REDIS_URL, 'sessions-test');
  store = new ThrottledTouchStore({ client: redis, prefix });
});

afterAll(async () => {
  for (const key of await redis.keys(`${prefix}*`)) await redis.del(key);
  await closeRedis(redis);
});

const ttl = async (sid: string) => redis.ttl(`${prefix}${sid}`);

describe('ThrottledTouchStore', () => {
  it('renews a session once, then skips renewals for a minute; a destroyed session starts over', async () => {
    await store.set('s1', session);
    await redis.expire(`${prefix}s1`, 100);
    await store.touch('s1', session);
    expect(await ttl('s1')).toBeGreaterThan(100_000); // renewed to the cookie's seven days
    await redis.expire(`${prefix}s1`, 100);
    await store.touch('s1', session);
    expect(await ttl('s1')).toBeLessThanOrEqual(100); // within the minute: left alone
    await store.destroy('s1');
    await store.set('s1', session);
    await redis.expire(`${prefix}s1`, 100);
    await store.touch('s1', session);
    expect(await ttl('s1')).toBeGreaterThan(100_000);
  });
});
