/**
 * Folds the live feed's messages (`bid`, `extended`, `status`, each with the stream revision as id) into the
 * auction on screen. Pure, so the merge is tested without a server: a message at or below the last applied
 * id is ignored (a reconnect never double-counts), and history stays newest first.
 */
import type { Auction } from '../api/auctions-api';

export interface LiveMessage {
  id: number;
  event: 'bid' | 'extended' | 'status';
  data: Record<string, unknown>;
}

export function applyLive(auction: Auction, message: LiveMessage): Auction {
  const d = message.data;
  switch (message.event) {
    case 'bid': {
      const bid = { paddle: Number(d.paddle), amount: Number(d.amount), at: String(d.at) };
      return {
        ...auction,
        currentBid: bid.amount,
        bidCount: Number(d.bidCount ?? auction.bidCount + 1),
        minimumNextBid: (d.minimumNextBid as number | null) ?? auction.minimumNextBid,
        history: [bid, ...auction.history],
      };
    }
    case 'extended':
      return { ...auction, endsAt: String(d.endsAt) };
    case 'status':
      return {
        ...auction,
        status: (d.status as Auction['status']) ?? auction.status,
        detail: (d.detail as Auction['detail']) ?? null,
        currentBid: (d.currentBid as number | null) ?? null,
        minimumNextBid: (d.minimumNextBid as number | null) ?? null,
        bidCount: Number(d.bidCount ?? auction.bidCount),
        reserveMet: Boolean(d.reserveMet),
        endsAt: String(d.endsAt ?? auction.endsAt),
        hammer: (d.hammer as number | null) ?? null,
      };
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
    return { id, event: type, data: JSON.parse(data) as Record<string, unknown> };
  } catch {
    return null;
  }
}
