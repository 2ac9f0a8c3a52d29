/** How the demo turns a catalogue artwork into a lot: terms scaled to its price, a snapshot for the cards. */
import { createHash } from 'node:crypto';
import type { IncrementBand, PremiumTier } from '../domain/auction.events.js';
import type { CatalogueArtwork } from '../application/lot-artwork.js';

export { lotArtwork, type CatalogueArtwork } from '../application/lot-artwork.js';

/** A name-based UUID, so a demo auction has the same id on every start (seeding it twice is a no-op). */
/** How many demo lots have ended (the first three sold, the first of them to the demo collector). */
export const DEMO_ENDED_LOTS = 5;
/** The ended demo lots' auction ids, the collector's win first: for the orders demo to check their wins out. */
export const demoEndedLotIds = () => Array.from({ length: DEMO_ENDED_LOTS }, (_, i) => demoAuctionId(`ended-${i}`));

export function demoAuctionId(name: string): string {
  const hash = createHash('sha1').update(`gulf-art-demo-auction:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const DEMO_INCREMENTS: IncrementBand[] = [
  { from: 0, increment: 5_000 },
  { from: 100_000, increment: 10_000 },
  { from: 1_000_000, increment: 50_000 },
  { from: 5_000_000, increment: 250_000 },
];

export const DEMO_PREMIUM: PremiumTier[] = [
  { upTo: 10_000_000, rateBasisPoints: 2500 },
  { upTo: null, rateBasisPoints: 2000 },
];

/** Starting bid half the asking price, reserve at 80%, in halalas on the 50 SAR grid (5,000 SAR without a price). */
export function demoPrices(artwork: CatalogueArtwork): { startingBid: number; reserve: number } {
  const price = Math.max(1_000, Math.round(artwork.price ?? 5_000));
  const grid = (sar: number) => Math.max(5_000, Math.round((sar * 100) / 5_000) * 5_000);
  return { startingBid: grid(price * 0.5), reserve: grid(price * 0.8) };
}
