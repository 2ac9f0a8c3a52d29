/**
 * The auctions context's own settings, read and checked once when the module starts (the platform's
 * AppConfig knows nothing of auctions). `AUCTION_BID_RATE_LIMIT` is `<bids>/<seconds>` per bidder, across
 * auctions; default 20/10. Benchmarks raise it; a bad value stops the start with what was expected.
 */
export interface AuctionSettings {
  bidsPerWindow: number;
  windowSeconds: number;
}

export const AUCTION_SETTINGS = Symbol('AUCTION_SETTINGS');

export function auctionSettingsFrom(env: NodeJS.ProcessEnv = process.env): AuctionSettings {
  const raw = env.AUCTION_BID_RATE_LIMIT?.trim() || '20/10';
  const match = /^(\d{1,7})\/(\d{1,5})$/.exec(raw);
  const bidsPerWindow = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || bidsPerWindow < 1 || windowSeconds < 1) {
    throw new Error(
      `AUCTION_BID_RATE_LIMIT must be <bids>/<seconds>, both positive whole numbers (for example 20/10); got "${raw}"`,
    );
  }
  return { bidsPerWindow, windowSeconds };
}
