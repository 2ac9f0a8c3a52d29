import type { AuctionOutcome, AuctionTerms, BidPlaced, BidRejectionReason } from './auction.events.js';

/** The first answer to one bidder request (by Idempotency-Key), kept so a repeat gets it again. */
export interface AnsweredRequest {
  amount: number;
  maxAmount: number | null;
  /** The stream revision of the last event about the requester that the request produced. */
  revision: number;
  outcome: 'accepted' | BidRejectionReason;
  /** The requester's own bid the request placed, if it placed one. */
  sequence: number | null;
  placed: number | null;
  at: string;
}

/**
 * Answered requests kept per bidder on a lot: at least the latest this many (at most twice as many); a key older
 * than that is a new request.
 */
export const REMEMBERED_REQUESTS = 50;

/**
 * Requests are kept by bidder, then by key: two bidders may pick the same key, and a keyed bid copies only its
 * own bidder's answers (a flat map would copy every answer of the lot on every bid, quadratic on a hot lot).
 */
export function answeredRequest(state: AuctionState, bidderId: string, key: string): AnsweredRequest | undefined {
  if (state.status === 'none') return undefined;
  const mine = state.requests?.[bidderId];
  // Own properties only: a key is the client's text, and `__proto__` must not find Object.prototype.
  return mine && Object.hasOwn(state.requests, bidderId) && Object.hasOwn(mine, key) ? mine[key] : undefined;
}

/**
 * An accepted bid as views show it (bid-history.ts keeps the ones they need; `decide` never reads them): the
 * facts of its BidPlaced, and whether it was retracted since.
 */
export type AcceptedBid = Pick<BidPlaced['data'], 'sequence' | 'bidderId' | 'paddle' | 'amount' | 'at' | 'byProxy'> & {
  retracted: boolean;
};

/**
 * One standing bid on the price ladder, with the ones below it. A retraction of the top bid hands the lead back
 * to the highest bid still standing, however far down, so the ladder keeps every standing bid, but only what
 * that rule reads. Rungs are shared between states and never changed: a bid adds one rung on top (no list is
 * copied, so a bid costs the same on the thousandth as on the first).
 */
export interface Rung {
  sequence: number;
  bidderId: string;
  amount: number;
  below: Rung | null;
}

/**
 * What `decide` and `evolve` need about a scheduled auction, whatever its status: terms, times, leader, price,
 * maximums, paddles, the last sequence and the ladder of standing bids. The bid history views show is not here
 * (bid-history.ts).
 */
export interface AuctionBook {
  terms: AuctionTerms;
  /** The current end, after soft-close extensions (`terms.endsAt` keeps the scheduled one). */
  endsAt: string;
  paddles: Record<string, number>;
  /** Private maximums by bidder; only the leader's can exceed the visible price. */
  maximums: Record<string, number>;
  leaderId: string | null;
  /** The visible price: the highest accepted bid still standing, null before the first. */
  price: number | null;
  /** How many accepted bids still stand. */
  standing: number;
  /** The sequence of the last accepted bid (0 before the first); sequences run 1, 2, 3, … with no gap. */
  lastSequence: number;
  /** The standing bids, highest (latest) first; null when none stands. */
  ladder: Rung | null;
  /** The stream revision of the last event folded (0 after AuctionScheduled). */
  revision: number;
  /** Answered bidder requests by bidder id, then Idempotency-Key (see `answeredRequest`). */
  requests: Record<string, Record<string, AnsweredRequest>>;
}

export type AuctionState =
  | { status: 'none' }
  | ({ status: 'upcoming' } & AuctionBook)
  | ({ status: 'live'; openedAt: string } & AuctionBook)
  | ({ status: 'ended'; closedAt: string; result: AuctionOutcome } & AuctionBook)
  | ({ status: 'cancelled'; cancelledAt: string; reason: string } & AuctionBook);

export type ScheduledAuction = Exclude<AuctionState, { status: 'none' }>;

/** How far the leader's proxy may still go: their maximum, or the price when they left none. */
export function leaderMaximum(book: AuctionBook): number | null {
  if (book.leaderId === null || book.price === null) return null;
  return Math.max(book.maximums[book.leaderId] ?? 0, book.price);
}

export const reserveMet = (book: AuctionBook): boolean =>
  book.price !== null && (book.terms.reserve === null || book.price >= book.terms.reserve);

/** Whether the bid with this sequence still stands, read down the ladder from the top (retractions are rare). */
export function standsOnLadder(book: AuctionBook, sequence: number): boolean {
  for (let rung = book.ladder; rung !== null && rung.sequence >= sequence; rung = rung.below)
    if (rung.sequence === sequence) return true;
  return false;
}

/** The ladder of the standing bids among `bids` (oldest first), as `evolve` would have built it. */
export function ladderOf(bids: Iterable<Pick<AcceptedBid, 'sequence' | 'bidderId' | 'amount' | 'retracted'>>) {
  let ladder: Rung | null = null;
  for (const { sequence, bidderId, amount, retracted } of bids)
    if (!retracted) ladder = { sequence, bidderId, amount, below: ladder };
  return ladder;
}

export const standingBids = (bids: readonly AcceptedBid[]): AcceptedBid[] => bids.filter((b) => !b.retracted);

/** The latest `limit` standing bids, oldest first, read from the end (a hot lot's history is long). */
export function latestStandingBids(bids: readonly AcceptedBid[], limit: number): AcceptedBid[] {
  const latest: AcceptedBid[] = [];
  for (let i = bids.length - 1; i >= 0 && latest.length < limit; i--) if (!bids[i]!.retracted) latest.push(bids[i]!);
  return latest.reverse();
}

/**
 * Where a bidder stands: *winning* is the highest bid with the reserve met, *leading* the highest bid
 * while the reserve is not yet met, *outbid* once someone else holds it. `bids` holds at least the bidder's own.
 */
export type Standing = 'winning' | 'leading' | 'outbid' | 'not_bidding';

export function standingOf(state: AuctionState, bids: readonly AcceptedBid[], bidderId: string): Standing {
  if (state.status === 'none') return 'not_bidding';
  if (state.leaderId === bidderId) return reserveMet(state) ? 'winning' : 'leading';
  return bids.some((b) => b.bidderId === bidderId && !b.retracted) ? 'outbid' : 'not_bidding';
}
