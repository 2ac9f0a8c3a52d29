/**
 * Folds the live feed's messages (`bid`, `extended`, `status`, each with the stream revision as id) into the
 * auction on screen. Pure, so the merge is tested without a server: a message at or below the last applied
 * id is ignored (a reconnect never double-counts), and history stays newest first.
 */
import type { LiveMessage } from '@gulf-art/contracts';
import type { Auction } from '../api/auctions-api';

export type { LiveMessage };

export function applyLive(auction: Auction, message: LiveMessage): Auction {
  switch (message.event) {
    case 'bid': {
      const d = message.data;
      const bid = { paddle: Number(d.paddle), amount: Number(d.amount), at: String(d.at) };
      return {
        ...auction,
        currentBid: bid.amount,
        bidCount: Number(d.bidCount ?? auction.bidCount + 1),
        minimumNextBid: d.minimumNextBid ?? auction.minimumNextBid,
        history: [bid, ...auction.history],
      };
    }
    case 'extended':
      return { ...auction, endsAt: String(message.data.endsAt) };
    case 'status': {
      const d = message.data;
      return {
        ...auction,
        status: d.status ?? auction.status,
        detail: d.detail ?? null,
        currentBid: d.currentBid ?? null,
        minimumNextBid: d.minimumNextBid ?? null,
        bidCount: Number(d.bidCount ?? auction.bidCount),
        reserveMet: Boolean(d.reserveMet),
        endsAt: String(d.endsAt ?? auction.endsAt),
        hammer: d.hammer ?? null,
      };
    }
    default:
      return auction;
  }
}

/** Parses one SSE message event; null for anything that is not ours. */
export function parseLiveEvent(type: string, lastEventId: string, data: string): LiveMessage | null {
  if (type !== 'bid' && type !== 'extended' && type !== 'status') return null;
  const id = Number(lastEventId);
  if (!Number.isInteger(id)) return null;
  try {
    return { id, event: type, data: JSON.parse(data) } as LiveMessage;
  } catch {
    return null;
  }
}
