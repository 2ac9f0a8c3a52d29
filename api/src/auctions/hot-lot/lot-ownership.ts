/**
 * Which API replica serves each auction lot. The first replica to touch a lot takes it with one Redis key
 * (`<prefix>:auction-owner:<auctionId>` = its replica id, SET NX PX) and keeps it while the lot is busy: one
 * pipelined renewal for all its recently used lots every third of the time-to-live. A lot idle for a while is
 * no longer renewed and its key runs out. What a replica learnt stays in memory (its own lots until the next
 * renewal is due, others' for a second), so the hot path asks Redis nothing. Without Redis every lot is local.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LotOwnershipOptions {
  replicaId?: string;
  /** Life of an ownership key; a replica that dies loses its lots when it runs out. */
  ttlMs?: number;
  /** How long a replica trusts what it read about another's lot before asking Redis again. */
  cacheMs?: number;
  /** A lot unused this long is no longer renewed. */
  idleMs?: number;
}

/** SET NX PX, or when the key is already ours, extends it: answers the owner either way, in one round trip. */
const CLAIM = `if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return ARGV[1] end
local owner = redis.call('get', KEYS[1])
if owner == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) end
return owner`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

interface Held {
  /** When Redis last confirmed the key (taken before the call was sent, so never later than the truth). */
  confirmedAt: number;
  usedAt: number;
}

export class LotOwnership {
  readonly replicaId: string;
  private readonly ttlMs: number;
  private readonly cacheMs: number;
  private readonly idleMs: number;
  private readonly held = new Map<string, Held>();
  private readonly others = new Map<string, { owner: string; until: number }>();
  private readonly claims = new Map<string, Promise<string>>();
  private timer: NodeJS.Timeout | null = null;
  private renewing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    options: LotOwnershipOptions = {},
  ) {
    this.replicaId = options.replicaId ?? randomUUID();
    this.ttlMs = options.ttlMs ?? 15_000;
    this.cacheMs = options.cacheMs ?? 1_000;
    this.idleMs = options.idleMs ?? 60_000;
  }

  get distributed(): boolean {
    return this.redis !== null;
  }

  get ownedLots(): number {
    return this.held.size;
  }

  /** The replica that serves this lot (this one's id when it is ours or there is no Redis). */
  async ownerOf(auctionId: string): Promise<string> {
    if (!this.redis || this.closed) return this.replicaId;
    const now = Date.now();
    const mine = this.held.get(auctionId);
    // Trusted for half the key's life: a renewal is due every third, so only a stalled Redis gets past it.
    if (mine && now - mine.confirmedAt < this.ttlMs / 2) {
      mine.usedAt = now;
      return this.replicaId;
    }
    const other = this.others.get(auctionId);
    if (other && other.until > now) return other.owner;
    return this.claim(auctionId);
  }

  /** Takes the lot when its key is free (or already ours) and answers its owner; one call per lot at a time. */
  claim(auctionId: string): Promise<string> {
    if (!this.redis || this.closed) return Promise.resolve(this.replicaId);
    let pending = this.claims.get(auctionId);
    if (!pending) {
      pending = this.claimNow(this.redis, auctionId).finally(() => this.claims.delete(auctionId));
      this.claims.set(auctionId, pending);
    }
    return pending;
  }

  /** Forgets what this replica read about another's lot (that replica said it no longer serves it). */
  forget(auctionId: string): void {
    this.others.delete(auctionId);
  }

  /** Stops renewing; with `release`, deletes the keys that are still ours so another replica takes over at once. */
  async close({ release = true }: { release?: boolean } = {}): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.renewing;
    const lots = [...this.held.keys()];
    this.held.clear();
    if (!release || !this.redis || lots.length === 0 || this.redis.status === 'end') return;
    const pipeline = this.redis.pipeline();
    for (const lot of lots) pipeline.eval(RELEASE, 1, this.key(lot), this.replicaId);
    await pipeline.exec();
  }

  private async claimNow(redis: Redis, auctionId: string): Promise<string> {
    const sentAt = Date.now();
    const owner = String(await redis.eval(CLAIM, 1, this.key(auctionId), this.replicaId, String(this.ttlMs)));
    if (owner === this.replicaId && !this.closed) {
      this.others.delete(auctionId);
      this.held.set(auctionId, { confirmedAt: sentAt, usedAt: Date.now() });
      this.timer ??= setInterval(() => void this.renewDue(), Math.floor(this.ttlMs / 3)).unref();
    } else if (owner !== this.replicaId) {
      this.held.delete(auctionId);
      this.others.set(auctionId, { owner, until: Date.now() + this.cacheMs });
    }
    return owner;
  }

  /** One pipelined renewal for every lot used lately; idle lots are let go (their keys run out). */
  private renewDue(): Promise<void> {
    if (this.renewing || !this.redis) return this.renewing ?? Promise.resolve();
    const redis = this.redis;
    this.renewing = (async () => {
      const sentAt = Date.now();
      const lots = [...this.held]
        .filter(([lot, held]) => {
          if (sentAt - held.usedAt <= this.idleMs) return true;
          this.held.delete(lot);
          return false;
        })
        .map(([lot]) => lot);
      if (lots.length === 0) return;
      const pipeline = redis.pipeline();
      for (const lot of lots) pipeline.eval(RENEW, 1, this.key(lot), this.replicaId, String(this.ttlMs));
      const replies = (await pipeline.exec()) ?? [];
      lots.forEach((lot, i) => {
        const [error, renewed] = replies[i] ?? [new Error('no reply'), 0];
        const held = this.held.get(lot);
        if (!held || error) return; // not confirmed: it stops being trusted once half its life has passed
        if (renewed === 1) held.confirmedAt = sentAt;
        else this.held.delete(lot); // the key ran out (a long stall) and may be another's now
      });
    })()
      .catch(() => undefined)
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  private key(auctionId: string): string {
    return `${this.prefix}:auction-owner:${auctionId}`;
  }
}
