import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { AUCTION_EVENT_TYPES } from './auction.events.js';

/**
 * Schema versions of the auction context's events. They hold ids and amounts (the platform hash-chains the
 * `auction` category, because bids are money); the one personal datum is the artist's name in the lot's
 * catalogue entry, encrypted with the artist's key so an erased artist's name leaves the log as well (the chain
 * hashes the stored, encrypted form, so it still verifies).
 */
const ofLotArtist = (data: Record<string, unknown>) => {
  const artistId = (data.artwork as { artistId?: unknown } | null | undefined)?.artistId;
  return typeof artistId === 'string' ? artistId : null;
};

export const AUCTION_EVENT_SPECS: EventTypeSpec[] = AUCTION_EVENT_TYPES.map((type) => ({
  type,
  schemaVersion: 1,
  ...(type === 'AuctionScheduled'
    ? { personalData: { fields: ['artwork.artistName', 'artwork.artistNameAr'], subject: ofLotArtist } }
    : {}),
}));
