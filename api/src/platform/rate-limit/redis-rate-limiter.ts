/**
 * A sliding-window rate limiter in Redis, shared by every API replica. Each key is one hash holding the
 * current window's index and count and the previous window's count; the estimate weights the previous window by
 * how much of it still overlaps the sliding window, which avoids the double burst a fixed window allows at its
 * edge. The script runs atomically on the server's clock, so replicas with drifting clocks agree.
 */
import { createHash } from 'node:crypto';
import type { RedisClient } from '../auth/redis-connection.js';

export interface RateLimitRule {
  points: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Whole seconds to wait before the next attempt can pass; 0 when allowed. */
  retryAfterSeconds: number;
}

const SLIDING_WINDOW = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local index = math.floor(now / window)
local elapsed = now - index * window
local stored = redis.call('HMGET', key, 'i', 'c', 'p')
local i = tonumber(stored[1] or '-1')
local c = tonumber(stored[2] or '0')
local p = tonumber(stored[3] or '0')
if i ~= index then
  if i == index - 1 then p = c else p = 0 end
  c = 0
end
local estimate = p * (window - elapsed) / window + c
if estimate + cost > limit then
  local wait
  if c + cost > limit then
    wait = (window - elapsed) + math.max(0, math.ceil(window * (1 - (limit - cost) / c)))
  else
    wait = math.ceil(window * (1 - (limit - c - cost) / p)) - elapsed
  end
  return {0, 0, math.max(wait, 1)}
end
c = c + cost
redis.call('HSET', key, 'i', index, 'c', c, 'p', p)
redis.call('PEXPIRE', key, window * 2)
return {1, math.floor(limit - estimate - cost), 0}
`;
const SCRIPT_SHA = createHash('sha1').update(SLIDING_WINDOW).digest('hex');

export class RedisRateLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
  ) {}

  async consume(key: string, rule: RateLimitRule, cost = 1): Promise<RateLimitResult> {
    if (cost > rule.points) throw new Error(`A cost of ${cost} can never pass a limit of ${rule.points}`);
    const args = {
      keys: [`${this.keyPrefix}rl:${key}`],
      arguments: [String(rule.points), String(rule.windowSeconds * 1000), String(cost)],
    };
    const [allowed, remaining, waitMs] = (await this.run(args)) as [number, number, number];
    return { allowed: allowed === 1, remaining, retryAfterSeconds: allowed === 1 ? 0 : Math.ceil(waitMs / 1000) };
  }

  // EVALSHA saves sending the script each time; a restarted or flushed Redis answers NOSCRIPT once.
  private async run(args: { keys: string[]; arguments: string[] }): Promise<unknown> {
    try {
      return await this.redis.evalSha(SCRIPT_SHA, args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return this.redis.eval(SLIDING_WINDOW, args);
    }
  }
}
