/**
 * The per-bidder bid rate limit, in Redis so every replica counts the same bids: a fixed window per bidder
 * (INCR + PEXPIRE in one MULTI; the bids of one event-loop turn share one MULTI). Without Redis (single-process
 * tools) nothing is limited. A refused request still reaches the decider, which records it as BidRejected with
 * reason `rate_limited`. The limit is the platform setting `bidsPerMinutePerBidder` in force (SettingsQueries
 * keeps it for a moment, so a bid costs no read), unless AUCTION_BID_RATE_LIMIT overrides it.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG, REDIS } from '../../platform/tokens.js';
import { SettingsQueries } from '../../settings/index.js';
import { AUCTION_SETTINGS, SETTING_WINDOW_SECONDS, type AuctionSettings } from './auction-settings.js';
import { TickBatch } from '../../platform/batching/tick-batch.js';

@Injectable()
export class BidRateLimit {
  private readonly counts: TickBatch<string, number>;
  /** Fixed for the process: the override's window, or the setting's minute (only the count changes live). */
  private readonly windowMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUCTION_SETTINGS) private readonly settings: AuctionSettings,
    private readonly platform: SettingsQueries,
  ) {
    this.windowMs = (settings.bidRateOverride?.windowSeconds ?? SETTING_WINDOW_SECONDS) * 1000;
    this.counts = new TickBatch(async (keys) => {
      const multi = this.redis!.multi();
      for (const key of keys) multi.incr(key).pexpire(key, this.windowMs * 2);
      const replies = await multi.exec();
      // A key counted twice in one turn: each INCR's own reply, so the second bid sees the higher count.
      return keys.map((_, i) => Number(replies?.[2 * i]?.[1] ?? 0));
    });
  }

  /** How many bids a bidder may place in one window now. */
  private async allowed(): Promise<number> {
    return this.settings.bidRateOverride?.bidsPerWindow ?? (await this.platform.value('bidsPerMinutePerBidder'));
  }

  /** Counts this request; true when the bidder is over the limit. */
  async exceeded(bidderId: string, now = Date.now()): Promise<boolean> {
    if (!this.redis) return false;
    const key = `${this.config.redisPrefix}:auction-bids:${bidderId}:${Math.floor(now / this.windowMs)}`;
    const [count, allowed] = await Promise.all([this.counts.call(key), this.allowed()]);
    return count > allowed;
  }
}
