/**
 * The auctions context's own settings, read and checked once when the module starts (the platform's
 * AppConfig knows nothing of auctions). The per-bidder bid rate limit is the platform setting
 * `bidsPerMinutePerBidder`, read live, unless `AUCTION_BID_RATE_LIMIT` (`<bids>/<seconds>` per bidder, across
 * auctions) is set: then it wins (benchmarks and load tests raise it). A bad value stops the start with what
 * was expected.
 */
export interface BidRate {
  bidsPerWindow: number;
  windowSeconds: number;
}

export interface AuctionSettings {
  /** AUCTION_BID_RATE_LIMIT when set; null: the platform setting governs. */
  bidRateOverride: BidRate | null;
}

export const AUCTION_SETTINGS = Symbol('AUCTION_SETTINGS');

/** The window the platform setting counts in: it is a number of bids per minute. */
export const SETTING_WINDOW_SECONDS = 60;

export function auctionSettingsFrom(env: NodeJS.ProcessEnv = process.env): AuctionSettings {
  const raw = env.AUCTION_BID_RATE_LIMIT?.trim();
  if (!raw) return { bidRateOverride: null };
  const match = /^(\d{1,7})\/(\d{1,5})$/.exec(raw);
  const bidsPerWindow = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || bidsPerWindow < 1 || windowSeconds < 1) {
    throw new Error(
      `AUCTION_BID_RATE_LIMIT must be <bids>/<seconds>, both positive whole numbers (for example 20/10); got "${raw}"`,
    );
  }
  return { bidRateOverride: { bidsPerWindow, windowSeconds } };
}
