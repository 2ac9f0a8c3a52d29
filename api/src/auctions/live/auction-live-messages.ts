/**
 * What the live feed says about one auction event, from the state folded up to and including it. Only public
 * facts leave: maximums (MaximumBidSet), refusals (BidRejected), bidder ids and the reserve amount never do.
 */
import type { AuctionEvent } from '../domain/auction.events.js';
import type { AuctionState } from '../domain/auction.state.js';
import { publicView, toPublicStatus } from '../domain/auction.public-view.js';
import type { PublicAuctionDetail, PublicAuctionStatus } from '../domain/auction.public-view.js';
import { toSar, toSarOrNull } from '../http/sar.js';
import { minimumNextBid } from '../domain/auction.money.js';

export const LIVE_MESSAGE_TYPES = ['bid', 'extended', 'status'] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

/** `bid`: one accepted bid, in SAR, with the figures a watcher shows next to it. */
export interface LiveBidData {
  amount: number;
  paddle: number;
  at: string;
  bidCount: number;
  minimumNextBid: number | null;
}

/** `extended`: a bid in the closing minutes moved the end (soft close). */
export interface LiveExtendedData {
  endsAt: string;
  previousEndsAt: string;
  cause: string;
}

/** `status`: the whole public picture, amounts in SAR. */
export interface LiveStatusData {
  status: PublicAuctionStatus;
  detail: PublicAuctionDetail;
  currentBid: number | null;
  minimumNextBid: number | null;
  bidCount: number;
  hasReserve: boolean;
  reserveMet: boolean;
  endsAt: string;
  hammer: number | null;
}

/** One message of the live feed; `id` is the event's stream revision, what a client sends back as Last-Event-ID. */
export type LiveMessage =
  | { id: number; event: 'bid'; data: LiveBidData }
  | { id: number; event: 'extended'; data: LiveExtendedData }
  | { id: number; event: 'status'; data: LiveStatusData };

/** The whole public picture: a fresh client's baseline, and the message for every change of status. */
export function statusMessage(id: number, state: AuctionState): LiveMessage | null {
  const view = publicView(state, []); // the message carries no history
  if (!view) return null;
  return {
    id,
    event: 'status',
    data: {
      status: toPublicStatus(view.status),
      detail: view.detail,
      currentBid: toSarOrNull(view.currentBid),
      minimumNextBid: toSarOrNull(view.minimumNextBid),
      bidCount: view.bidCount,
      hasReserve: view.hasReserve,
      reserveMet: view.reserveMet,
      endsAt: view.endsAt,
      hammer: toSarOrNull(view.hammer),
    },
  };
}

/** `state` already includes `event`. Null: nothing public happened. */
export function liveMessage(id: number, event: AuctionEvent, state: AuctionState): LiveMessage | null {
  switch (event.type) {
    case 'BidPlaced': {
      // Per event and per watcher on a hot lot: the two figures alone, not the whole public view with its history.
      if (state.status === 'none') return null;
      const { amount, paddle, at } = event.data;
      const bidCount = state.standing;
      const minimum =
        state.status === 'live' ? minimumNextBid(state.terms.startingBid, state.terms.increments, state.price) : null;
      return {
        id,
        event: 'bid',
        data: { amount: toSar(amount), paddle, at, bidCount, minimumNextBid: toSarOrNull(minimum) },
      };
    }
    case 'AuctionExtended':
      return {
        id,
        event: 'extended',
        data: {
          endsAt: event.data.endsAt,
          previousEndsAt: event.data.previousEndsAt,
          cause: event.data.cause ?? 'soft_close',
        },
      };
    // A retraction lowers the price: the full picture lets clients correct theirs.
    case 'AuctionScheduled':
    case 'AuctionOpened':
    case 'AuctionClosed':
    case 'AuctionCancelled':
    case 'BidRetracted':
      return statusMessage(id, state);
    case 'MaximumBidSet':
    case 'BidRejected':
      return null;
    default:
      return null;
  }
}

/** One Server-Sent Events frame. JSON never holds a raw newline, so `data:` stays on one line. */
export const sseFrame = ({ id, event, data }: LiveMessage): string =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A revision the client saw, from `Last-Event-ID` or `?lastEventId=`; null when absent or not a revision. */
export function parseLastEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
