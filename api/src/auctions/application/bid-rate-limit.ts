/**
 * The per-bidder bid rate limit, in Redis so every replica counts the same bids: a fixed window per bidder
 * (INCR + PEXPIRE in one MULTI; the bids of one event-loop turn share one MULTI). Without Redis (single-process tools) nothing is limited. A refused request
 * still reaches the decider, which records it as BidRejected with reason `rate_limited`.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG, REDIS } from '../../platform/tokens.js';
import { AUCTION_SETTINGS, type AuctionSettings } from './auction-settings.js';
import { TickBatch } from '../../platform/batching/tick-batch.js';

@Injectable()
export class BidRateLimit {
  private readonly counts: TickBatch<string, number>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUCTION_SETTINGS) private readonly settings: AuctionSettings,
  ) {
    this.counts = new TickBatch(async (keys) => {
      const multi = this.redis!.multi();
      const windowMs = this.settings.windowSeconds * 1000;
      for (const key of keys) multi.incr(key).pexpire(key, windowMs * 2);
      const replies = await multi.exec();
      // A key counted twice in one turn: each INCR's own reply, so the second bid sees the higher count.
      return keys.map((_, i) => Number(replies?.[2 * i]?.[1] ?? 0));
    });
  }

  /** Counts this request; true when the bidder is over the limit. */
  async exceeded(bidderId: string, now = Date.now()): Promise<boolean> {
    if (!this.redis) return false;
    const windowMs = this.settings.windowSeconds * 1000;
    const key = `${this.config.redisPrefix}:auction-bids:${bidderId}:${Math.floor(now / windowMs)}`;
    return (await this.counts.call(key)) > this.settings.bidsPerWindow;
  }
}
