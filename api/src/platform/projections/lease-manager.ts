/**
 * Leases decide which instance runs a singleton piece of work (a projection, a scheduler) when several API
 * replicas share one store. The Redis lease is a key set with NX and a time-to-live, renewed while held;
 * an instance that dies loses it when the time runs out.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * `taken`: this instance has just acquired the lease, so another may have worked in the meantime (re-read
 * what it may have moved, such as a checkpoint); `kept`: held without a gap since the last call; `lost`:
 * another instance holds it.
 */
export type LeaseHold = 'taken' | 'kept' | 'lost';

export interface LeaseManager {
  acquireOrRenew(key: string): Promise<LeaseHold>;
  release(key: string): Promise<void>;
}

/** One process: every lease is ours (embedded single-machine mode, tests, CLI rebuilds). */
export class LocalLeaseManager implements LeaseManager {
  private readonly held = new Set<string>();

  async acquireOrRenew(key: string): Promise<LeaseHold> {
    if (this.held.has(key)) return 'kept';
    this.held.add(key);
    return 'taken';
  }

  async release(key: string): Promise<void> {
    this.held.delete(key);
  }
}

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class RedisLeaseManager implements LeaseManager {
  private readonly owner = randomUUID();
  /** When each held lease was last set or renewed in Redis (by this instance's clock). */
  private readonly renewedAt = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lease:',
    private readonly ttlMs = 10_000,
  ) {}

  /**
   * A busy projection asks on every page; Redis is asked only once a third of the time-to-live has passed
   * since the last renewal, which still leaves two thirds of it before the key could expire under us.
   */
  async acquireOrRenew(key: string): Promise<LeaseHold> {
    const renewed = this.renewedAt.get(key);
    const now = Date.now();
    if (renewed !== undefined && now - renewed < this.ttlMs / 3) return 'kept';
    const k = this.prefix + key;
    if (renewed !== undefined && (await this.redis.eval(RENEW, 1, k, this.owner, String(this.ttlMs))) === 1) {
      this.renewedAt.set(key, now);
      return 'kept';
    }
    // Ours may have expired under a long pause and been taken back by us after another held it: `taken` either way.
    if ((await this.redis.set(k, this.owner, 'PX', this.ttlMs, 'NX')) === 'OK') {
      this.renewedAt.set(key, now);
      return 'taken';
    }
    this.renewedAt.delete(key);
    return 'lost';
  }

  async release(key: string): Promise<void> {
    this.renewedAt.delete(key);
    await this.redis.eval(RELEASE, 1, this.prefix + key, this.owner);
  }
}
