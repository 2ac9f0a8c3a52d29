/**
 * The per-bidder bid rate limit on the real Redis: the platform setting in force governs it, a change showing at
 * the next bid, and AUCTION_BID_RATE_LIMIT wins over the setting when set. Time is given, so no window turns
 * over during a test.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../testing/test-stack.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { SettingsQueries } from '../../settings/index.js';
import { BidRateLimit } from './bid-rate-limit.js';
import { auctionSettingsFrom } from './auction-settings.js';

const prefix = `t${randomBytes(4).toString('hex')}`;
let redis: Redis;
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

/** The setting as SettingsQueries answers it; the test changes it between bids. */
const setting = { bidsPerMinutePerBidder: 3 };
const queries = { value: async (key: 'bidsPerMinutePerBidder') => setting[key] } as unknown as SettingsQueries;

const limiter = (env: NodeJS.ProcessEnv = {}) =>
  new BidRateLimit(redis, { redisPrefix: prefix } as AppConfig, auctionSettingsFrom(env), queries);

async function answers(limit: BidRateLimit, bidder: string, count: number, at = NOW) {
  const out: boolean[] = [];
  for (let i = 0; i < count; i++) out.push(await limit.exceeded(bidder, at));
  return out;
}

beforeAll(() => {
  redis = new Redis(TEST_REDIS_URL);
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('BidRateLimit', () => {
  it('allows the setting’s bids per minute, and follows a change of the setting at the next bid', async () => {
    setting.bidsPerMinutePerBidder = 3;
    const limit = limiter();
    expect(await answers(limit, 'a', 4)).toEqual([false, false, false, true]);
    setting.bidsPerMinutePerBidder = 6;
    expect(await answers(limit, 'a', 3)).toEqual([false, false, true]);
    setting.bidsPerMinutePerBidder = 1;
    expect(await answers(limit, 'b', 2)).toEqual([false, true]);
  });

  it('counts per minute: the next minute starts afresh', async () => {
    setting.bidsPerMinutePerBidder = 2;
    const limit = limiter();
    expect(await answers(limit, 'c', 3, NOW)).toEqual([false, false, true]);
    expect(await answers(limit, 'c', 1, NOW + 59_999)).toEqual([true]);
    expect(await answers(limit, 'c', 1, NOW + 60_000)).toEqual([false]);
  });

  it('lets AUCTION_BID_RATE_LIMIT win over the setting when set', async () => {
    setting.bidsPerMinutePerBidder = 1;
    const limit = limiter({ AUCTION_BID_RATE_LIMIT: '3/10' });
    expect(await answers(limit, 'd', 4)).toEqual([false, false, false, true]);
    expect(await answers(limit, 'd', 1, NOW + 10_000)).toEqual([false]);
  });
});

describe('auctionSettingsFrom', () => {
  it('leaves the limit to the setting when AUCTION_BID_RATE_LIMIT is unset or blank', () => {
    expect(auctionSettingsFrom({})).toEqual({ bidRateOverride: null });
    expect(auctionSettingsFrom({ AUCTION_BID_RATE_LIMIT: ' ' })).toEqual({ bidRateOverride: null });
  });

  it('refuses a malformed override at start', () => {
    expect(() => auctionSettingsFrom({ AUCTION_BID_RATE_LIMIT: '20 per 10' })).toThrow(/<bids>\/<seconds>/);
    expect(() => auctionSettingsFrom({ AUCTION_BID_RATE_LIMIT: '0/10' })).toThrow(/positive/);
  });
});
