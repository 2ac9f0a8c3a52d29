/**
 * The auction calls (`/api/auctions…`): lists, detail with the signed-in bidder's own view, their standing alone,
 * paddle history, placing a bid with an Idempotency-Key (a double click places one bid). Amounts are SAR.
 */
import { queryOptions } from '@tanstack/react-query';
import { HttpError, getJson, sendJson } from '../../../lib/http';

export type AuctionStatus = 'live' | 'upcoming' | 'ended' | 'unknown';
export type AuctionDetailKind = 'sold' | 'reserve_not_met' | 'no_bids' | 'cancelled' | null;
export type Standing = 'winning' | 'leading' | 'outbid' | 'not_bidding';

export interface PublicBid {
  paddle: number;
  amount: number;
  at: string;
}

export interface LotArtwork {
  artworkId: string;
  title: string;
  titleAr: string;
  artistName: string;
  artistNameAr: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

export interface BidderView {
  paddle: number | null;
  standing: Standing;
  yourBids: { sequence: number; amount: number; at: string; byProxy: boolean; retracted: boolean }[];
  next: {
    action: 'bid' | 'raise_maximum' | 'closed';
    minimum: number | null;
    quickAmounts: number[];
    yourMaximum: number | null;
  };
  /** Once the lot is sold to this bidder: what they owe (SAR, VAT apart). */
  won?: { hammer: number; buyersPremium: number; total: number } | null;
}

/** `GET /api/auctions/:id/my-standing`: the signed-in bidder's own standing, without the lot around it. */
export interface MyStanding {
  auctionId: string;
  paddle: number | null;
  standing: Standing;
  highestBid: number | null;
  maximum: number | null;
  minimumNextBid: number | null;
  next: BidderView['next'];
  won: BidderView['won'];
}

export interface Auction {
  id: string;
  lotId: string;
  saleId: string | null;
  status: AuctionStatus;
  detail: AuctionDetailKind;
  currency: 'SAR';
  startingBid: number;
  currentBid: number | null;
  minimumNextBid: number | null;
  bidCount: number;
  hasReserve: boolean;
  reserveMet: boolean;
  startsAt: string;
  endsAt: string;
  scheduledEndsAt: string;
  hammer: number | null;
  history: PublicBid[];
  softCloseMinutes: number;
  increments: { from: number; increment: number }[];
  premiumTiers: { upTo: number | null; ratePercent: number }[];
  artwork: LotArtwork | null;
  you?: BidderView;
  /** Client-side only: the stream revision `you` is known at (from the reader's own bid's answer). */
  youRevision?: number;
}

export interface BidReceipt {
  auctionId: string;
  revision: number;
  amount: number;
  serverTime: string;
  signature: string;
  [key: string]: unknown;
}

export interface BidAnswer {
  revision: number;
  replayed: boolean;
  auction: Auction;
  you: BidderView;
  receipt: BidReceipt;
}

export type ListTab = 'live' | 'upcoming' | 'all';

export const auctionKeys = {
  all: ['auctions'] as const,
  list: (tab: ListTab) => ['auctions', 'list', tab] as const,
  live: ['auctions', 'live'] as const,
  detail: (id: string) => ['auctions', 'detail', id] as const,
};

export const auctionListQuery = (tab: ListTab) =>
  queryOptions({
    queryKey: auctionKeys.list(tab),
    queryFn: ({ signal }) =>
      getJson<{ items: Auction[]; total: number }>(
        `/api/auctions?pageSize=48${tab === 'all' ? '' : `&status=${tab}`}`,
        { signal },
      ),
  });

export const liveAuctionsQuery = queryOptions({
  queryKey: auctionKeys.live,
  queryFn: ({ signal }) => getJson<Auction[]>('/api/auctions/live', { signal }),
  staleTime: 30_000,
});

export const auctionQuery = (id: string) =>
  queryOptions({
    queryKey: auctionKeys.detail(id),
    queryFn: ({ signal }) => getJson<Auction>(`/api/auctions/${encodeURIComponent(id)}`, { signal }),
  });

export const fetchMyStanding = (id: string, signal?: AbortSignal) =>
  getJson<MyStanding>(`/api/auctions/${encodeURIComponent(id)}/my-standing`, { signal });

export interface BidRequest {
  amount: number;
  maxAmount?: number;
}

/** One bid; `key` is the Idempotency-Key of this attempt (the same key on a retry or a second click). */
export const placeBid = (id: string, bid: BidRequest, key: string) =>
  sendJson<BidAnswer>('POST', `/api/auctions/${encodeURIComponent(id)}/bids`, bid, {
    headers: { 'Idempotency-Key': key },
  });

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
