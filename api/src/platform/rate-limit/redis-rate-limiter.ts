/**
 * A sliding-window rate limiter in Redis, shared by every API replica. Each key is one hash holding the
 * current window's index and count and the previous window's count; the estimate weights the previous window by
 * how much of it still overlaps the sliding window, which avoids the double burst a fixed window allows at its
 * edge. The script runs atomically on the server's clock, so replicas with drifting clocks agree, and checks all
 * the limits of one request in one call.
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

// Every key is checked before any is counted: a request refused by one limit uses up none of the others.
// ARGV holds limit, window (ms) and cost for each key in turn.
const SLIDING_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local counted = {}
local remaining = nil
local wait = 0
for k = 1, #KEYS do
  local limit = tonumber(ARGV[3 * k - 2])
  local window = tonumber(ARGV[3 * k - 1])
  local cost = tonumber(ARGV[3 * k])
  local index = math.floor(now / window)
  local elapsed = now - index * window
  local stored = redis.call('HMGET', KEYS[k], 'i', 'c', 'p')
  local i = tonumber(stored[1] or '-1')
  local c = tonumber(stored[2] or '0')
  local p = tonumber(stored[3] or '0')
  if i ~= index then
    if i == index - 1 then p = c else p = 0 end
    c = 0
  end
  local estimate = p * (window - elapsed) / window + c
  if estimate + cost > limit then
    local w
    if c + cost > limit then
      w = (window - elapsed) + math.max(0, math.ceil(window * (1 - (limit - cost) / c)))
    else
      w = math.ceil(window * (1 - (limit - c - cost) / p)) - elapsed
    end
    wait = math.max(wait, w, 1)
  else
    local left = math.floor(limit - estimate - cost)
    if remaining == nil or left < remaining then remaining = left end
    counted[k] = {index, c + cost, p, window}
  end
end
if wait > 0 then return {0, 0, wait} end
for k = 1, #KEYS do
  local s = counted[k]
  redis.call('HSET', KEYS[k], 'i', s[1], 'c', s[2], 'p', s[3])
  redis.call('PEXPIRE', KEYS[k], s[4] * 2)
end
return {1, remaining, 0}
`;
const SCRIPT_SHA = createHash('sha1').update(SLIDING_WINDOW).digest('hex');

export class RedisRateLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
  ) {}

  async consume(key: string, rule: RateLimitRule, cost = 1): Promise<RateLimitResult> {
    return this.consumeAll([{ key, rule, cost }]);
  }

  /**
   * Counts one attempt against several limits in one round trip, all or none: allowed when every limit has room
   * (`remaining` is the smallest room left), otherwise refused with the longest wait and nothing counted.
   */
  async consumeAll(attempts: readonly { key: string; rule: RateLimitRule; cost?: number }[]): Promise<RateLimitResult> {
    if (attempts.length === 0) return { allowed: true, remaining: Infinity, retryAfterSeconds: 0 };
    for (const { rule, cost = 1 } of attempts) {
      if (cost > rule.points) throw new Error(`A cost of ${cost} can never pass a limit of ${rule.points}`);
    }
    const args = {
      keys: attempts.map(({ key }) => `${this.keyPrefix}rl:${key}`),
      arguments: attempts.flatMap(({ rule, cost = 1 }) => [
        String(rule.points),
        String(rule.windowSeconds * 1000),
        String(cost),
      ]),
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
