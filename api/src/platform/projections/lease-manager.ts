/**
 * Leases decide which instance runs a singleton piece of work (a projection, a scheduler) when several API
 * replicas share one store. The Redis lease is a key set with NX and a time-to-live, renewed while held;
 * an instance that dies loses it when the time runs out.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LeaseManager {
  /** True while this instance holds (or has just taken) the lease. */
  acquireOrRenew(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
}

/** One process: every lease is ours (embedded single-machine mode, tests, CLI rebuilds). */
export class LocalLeaseManager implements LeaseManager {
  async acquireOrRenew(): Promise<boolean> { return true; }
  async release(): Promise<void> {}
}

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class RedisLeaseManager implements LeaseManager {
  private readonly owner = randomUUID();

  constructor(private readonly redis: Redis, private readonly prefix = 'lease:', private readonly ttlMs = 10_000) {}

  async acquireOrRenew(key: string): Promise<boolean> {
    const k = this.prefix + key;
    if ((await this.redis.eval(RENEW, 1, k, this.owner, String(this.ttlMs))) === 1) return true;
    return (await this.redis.set(k, this.owner, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + key, this.owner);
  }
}
