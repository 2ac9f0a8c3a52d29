/**
 * Folds the live feed's messages (`bid`, `extended`, `status`, each with the stream revision as id) into the
 * auction on screen, so a watcher never re-reads the whole lot (up to 1,000 bids) per message. Pure, so the
 * merge is tested without a server (and the auction benchmark runs this very code for its watchers): a message
 * at or below the last applied id is ignored (a reconnect never double-counts), and history stays newest first.
 * Only the signed-in bidder's own standing needs the server, and only after a message that could change it.
 */
import type { LiveMessage } from '@gulf-art/contracts';
import type { Auction, BidAnswer, BidderView, MyStanding } from '../api/auctions-api';

export type { LiveMessage };

/** As many bids as the detail read holds: a page left open on a hot lot does not grow without end. */
export const HISTORY_KEPT = 1_000;

const amountOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function applyLive(auction: Auction, message: LiveMessage): Auction {
  switch (message.event) {
    case 'bid': {
      const d = message.data;
      const bid = { paddle: Number(d.paddle), amount: Number(d.amount), at: String(d.at) };
      const minimumNextBid = amountOrNull(d.minimumNextBid) ?? auction.minimumNextBid;
      return {
        ...auction,
        currentBid: bid.amount,
        bidCount: Number(d.bidCount ?? auction.bidCount + 1),
        minimumNextBid,
        history: [bid, ...auction.history].slice(0, HISTORY_KEPT),
        ...(auction.you ? { you: followPrice(auction, displaced(auction.you, bid.paddle), minimumNextBid) } : {}),
      };
    }
    case 'extended':
      return { ...auction, endsAt: String(message.data.endsAt) };
    case 'status': {
      const d = message.data;
      const status = (d.status as Auction['status']) ?? auction.status;
      const minimumNextBid = amountOrNull(d.minimumNextBid);
      const next: Auction = {
        ...auction,
        status,
        detail: (d.detail as Auction['detail']) ?? null,
        currentBid: amountOrNull(d.currentBid),
        minimumNextBid,
        bidCount: Number(d.bidCount ?? auction.bidCount),
        reserveMet: Boolean(d.reserveMet),
        endsAt: String(d.endsAt ?? auction.endsAt),
        hammer: amountOrNull(d.hammer),
      };
      return auction.you ? { ...next, you: followStatus(next, auction.you) } : next;
    }
    default:
      return auction;
  }
}

/**
 * The feed is in stream order, so the paddle of the latest bid leads: a leader who sees another paddle's bid has
 * been outbid, for certain (had their maximum covered it, their own proxy bid would have come instead). Known
 * here without asking; their next amounts then follow the price like any other bidder's.
 */
function displaced(you: BidderView, paddle: number): BidderView {
  if (paddle === you.paddle || (you.standing !== 'leading' && you.standing !== 'winning')) return you;
  return { ...you, standing: 'outbid', next: { ...you.next, action: 'bid', yourMaximum: null } };
}

/**
 * A bidder who does not lead keeps bidding from the public minimum: their next amounts follow the price without
 * asking the server. The leader's (raise the maximum) depend on their private maximum, which a message never
 * carries: `standingMayChange` fetches those.
 */
function followPrice(auction: Auction, you: BidderView, minimum: number | null): BidderView {
  if (you.next.action !== 'bid' || minimum === null) return you;
  return { ...you, next: { ...you.next, minimum, quickAmounts: ladder(auction.increments, minimum, 3) } };
}

/** Opening or closing the lot, for a reader who never bid on it (their standing cannot change otherwise). */
function followStatus(auction: Auction, you: BidderView): BidderView {
  if (auction.status !== 'live')
    return { ...you, next: { ...you.next, action: 'closed', minimum: null, quickAmounts: [] } };
  const minimum = auction.minimumNextBid ?? auction.startingBid;
  return you.next.action === 'raise_maximum'
    ? you
    : { ...you, next: { ...you.next, action: 'bid', minimum, quickAmounts: ladder(auction.increments, minimum, 3) } };
}

/** The increment ladder from `minimum`, as the server's quick amounts: each step the increment of its band. */
export function ladder(bands: Auction['increments'], minimum: number, count: number): number[] {
  const steps = [minimum];
  while (steps.length < count) {
    const last = steps.at(-1)!;
    const band = [...bands].reverse().find((b) => last >= b.from) ?? bands[0];
    if (!band || band.increment <= 0) break;
    steps.push(Math.round((last + band.increment) * 100) / 100);
  }
  return steps;
}

/**
 * Whether `message` (applied to `before`, the lot as it was) could change the signed-in reader's own standing in
 * a way the message alone does not tell, so their small `my-standing` read is worth one request. A visitor has
 * none; an extension changes nobody's; a bid under the reader's own paddle can (their maximum answering someone,
 * or a bid from another device; not the bid their own answer already told them about); a displaced leader is
 * known to be outbid without asking (see `displaced`); an opening, close or retraction can change anyone's who
 * bid. A signed-in reader without a paddle asks when a new paddle appears (it may be their first bid elsewhere).
 */
export function standingMayChange(before: Auction, message: LiveMessage): boolean {
  const you = before.you;
  if (!you) return false;
  if (you.paddle === null)
    // Paddles are handed out in order: a new one may be the reader's first bid from another device (once per bidder).
    return message.event === 'bid' && Number(message.data.paddle) > Math.max(0, ...before.history.map((b) => b.paddle));
  switch (message.event) {
    case 'bid':
      return Number(message.data.paddle) === you.paddle && message.id > (before.youRevision ?? -1);
    case 'status':
      return true;
    default:
      return false;
  }
}

/**
 * A retraction takes a bid out of the history, and the message does not say which one: the one case where the
 * whole lot is read again (a rare staff action, never per bid).
 */
export const historyNeedsReload = (before: Auction, message: LiveMessage): boolean =>
  message.event === 'status' && Number(message.data.bidCount ?? before.bidCount) < before.bidCount;

/**
 * The answer to the reader's own bid: their view from it, and the lot's figures too unless the live feed is
 * already past them. The history stays the feed's (the answer holds the latest bids only).
 */
export function applyBidAnswer(auction: Auction, answer: Pick<BidAnswer, 'auction' | 'you' | 'revision'>): Auction {
  const { history: _latest, ...lot } = answer.auction;
  const own = { you: answer.you, youRevision: answer.revision };
  return answer.auction.bidCount >= auction.bidCount
    ? { ...auction, ...lot, history: auction.history, ...own }
    : { ...auction, ...own };
}

/** What to ask the server after a message: nothing, the reader's own standing, or (after a retraction) the lot. */
export type FollowUp = 'none' | 'standing' | 'lot';

/** One live message on the cached lot: the lot after it, and the one read it calls for, if any. */
export function followLive(before: Auction, message: LiveMessage): { auction: Auction; followUp: FollowUp } {
  const auction = applyLive(before, message);
  if (historyNeedsReload(before, message)) return { auction, followUp: 'lot' };
  return { auction, followUp: standingMayChange(before, message) ? 'standing' : 'none' };
}

/** The reader's own standing from `GET /api/auctions/:id/my-standing`, into the cached lot. */
export function applyStanding(auction: Auction, standing: MyStanding): Auction {
  const { paddle, next, won } = standing;
  const yourBids = auction.you?.yourBids ?? [];
  return { ...auction, you: { paddle, standing: standing.standing, yourBids, next, won } };
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

/**
 * One request at a time: a call while one runs asks for exactly one more after it, so a burst of messages on a
 * hot lot costs at most two reads, and answers arrive in the order they were asked for.
 */
export function singleFlight(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const trigger = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          trigger();
        }
      });
  };
  return trigger;
}
