import type { PlaceBid } from './auction.commands.js';
import { illegalState } from '../../platform/errors/domain-errors.js';
import type { AuctionEvent, AuctionTerms, BidPlaced, BidRejectionReason, BidRequest } from './auction.events.js';
import { incrementAt, minimumNextBid } from './auction.money.js';
import { answeredRequest, leaderMaximum, type AuctionState, type AuctionBook } from './auction.state.js';
import { minutesAfter, ms } from './auction.time.js';

/**
 * Decides a bid on an auction that exists. A refused bid is returned as a BidRejected event rather than
 * thrown: the business wants every refusal on record (shill patterns, disputes, audits), and a thrown
 * error would leave nothing in the stream.
 */
export function decideBid(asked: PlaceBid, state: Exclude<AuctionState, { status: 'none' }>): AuctionEvent[] {
  const command = { ...asked, auctionId: state.terms.auctionId }; // the stream's id, whatever the caller wrote
  if (command.requestKey !== undefined) {
    const earlier = answeredRequest(state, command.bidderId, command.requestKey);
    if (earlier) {
      // The same request again (a double click, a retry after a lost answer): its first answer stands.
      if (earlier.amount === command.amount && earlier.maxAmount === (command.maxAmount ?? null)) return [];
      throw illegalState(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different bid.',
        'مفتاح منع التكرار (Idempotency-Key) استُخدم من قبل لمزايدة مختلفة.',
      );
    }
  }
  const events = decideFresh(command, state);
  return command.requestKey === undefined ? events : events.map((e) => tagged(e, command));
}

/** Marks the events about the requester with their request, so a repeat of it finds the first answer. */
function tagged(event: AuctionEvent, command: PlaceBid): AuctionEvent {
  if (event.type !== 'BidPlaced' && event.type !== 'BidRejected' && event.type !== 'MaximumBidSet') return event;
  if (event.data.bidderId !== command.bidderId) return event;
  const request: BidRequest = {
    key: command.requestKey!,
    amount: command.amount,
    maxAmount: command.maxAmount ?? null,
  };
  return { ...event, data: { ...event.data, request } } as AuctionEvent;
}

function decideFresh(command: PlaceBid, state: Exclude<AuctionState, { status: 'none' }>): AuctionEvent[] {
  const { terms } = state;
  const { bidderId, bidder, at } = command;
  const refuse = (reason: BidRejectionReason) => [rejected(command, reason)];
  if (command.rateLimited) return refuse('rate_limited');
  if (state.status !== 'live' || ms(at) >= ms(state.endsAt)) return refuse('lot_closed');
  if (command.saleClosed) return refuse('sale_closed');
  if (bidder.isSeller || bidder.isConsignor || isPartyToLot(bidderId, terms)) return refuse('seller_cannot_bid');
  if (bidder.isStaff) return refuse('staff_cannot_bid');
  if (!bidder.verified) return refuse('bidder_not_qualified');
  const events = resolve(command, state);
  return [...events, ...softClose(state, events, at)];
}

/** Shill bidding: the seller, the consignor, and the artwork's artist and gallery never bid on the lot. */
function isPartyToLot(bidderId: string, terms: AuctionTerms) {
  const parties = [terms.sellerId, terms.consignorId, terms.artwork?.artistId, terms.artwork?.galleryId];
  return parties.some((party) => party !== undefined && party !== null && party === bidderId);
}

/** The proxy engine: only the leader's maximum matters; the engine bids for it by increments. */
function resolve(command: PlaceBid, book: AuctionBook): AuctionEvent[] {
  const { auctionId, bidderId, amount, maxAmount, at } = command;
  const { terms, price, leaderId } = book;
  const step = (value: number) => value + incrementAt(terms.increments, value);
  const place = placer(book, auctionId, at);
  // A maximum that reaches the hidden reserve lifts the price to it, or a bidder willing to pay the reserve
  // could lose the lot to "reserve not met" while the visible price lagged below it.
  const lifted = (value: number, reach: number) =>
    terms.reserve !== null && value < terms.reserve && reach >= terms.reserve ? terms.reserve : value;
  const reach = Math.max(amount, maxAmount ?? amount);
  const maximumSet: AuctionEvent[] =
    maxAmount !== undefined && maxAmount > amount
      ? [{ type: 'MaximumBidSet', data: { auctionId, bidderId, maxAmount, at } }]
      : [];

  if (leaderId === bidderId) {
    // The leader only ever raises their maximum: raising the visible price against themselves is refused.
    if (maxAmount === undefined) return [rejected(command, 'already_leading')];
    if (reach < step(leaderMaximum(book)!)) return [rejected(command, 'below_minimum')];
    const raised = lifted(price!, reach);
    return [
      { type: 'MaximumBidSet', data: { auctionId, bidderId, maxAmount: reach, at } },
      ...(raised > price! ? [place(bidderId, raised, true)] : []),
    ];
  }
  if (amount < minimumNextBid(terms.startingBid, terms.increments, price)) return [rejected(command, 'below_minimum')];
  const leaderMax = leaderMaximum(book);
  if (leaderId === null || leaderMax === null) {
    const opening = lifted(amount, reach);
    return [...maximumSet, place(bidderId, opening, opening !== amount)];
  }
  if (reach > leaderMax) {
    // The leader's proxy first bids its whole maximum, then the newcomer takes the lead one step above it.
    const taken = lifted(Math.max(amount, Math.min(reach, step(leaderMax))), reach);
    return [
      ...maximumSet,
      ...(leaderMax > price! ? [place(leaderId, leaderMax, true)] : []),
      place(bidderId, taken, taken !== amount),
    ];
  }
  // The earlier maximum covers this bid (ties go to the earlier maximum): the bid is refused and the
  // leader's proxy answers it, so the price still moves as far as the contest requires.
  const answer = lifted(Math.min(leaderMax, step(reach)), leaderMax);
  return [...maximumSet, rejected(command, 'outbid_by_maximum'), place(leaderId, answer, true)];
}

/** Builds BidPlaced events with consecutive sequence numbers and stable paddles. */
function placer(book: AuctionBook, auctionId: string, at: string) {
  let sequence = book.lastSequence;
  // Paddles of bidders new to the lot in this decision; the book's are read, not copied (a hot lot has many).
  const added = new Map<string, number>();
  let known = -1;
  const paddleOf = (bidderId: string): number => {
    if (Object.hasOwn(book.paddles, bidderId)) return book.paddles[bidderId]!;
    let paddle = added.get(bidderId);
    if (paddle === undefined) {
      if (known < 0) known = Object.keys(book.paddles).length;
      added.set(bidderId, (paddle = known + added.size + 1));
    }
    return paddle;
  };
  return (bidderId: string, amount: number, byProxy: boolean): BidPlaced => ({
    type: 'BidPlaced',
    data: { auctionId, sequence: ++sequence, bidderId, paddle: paddleOf(bidderId), amount, at, byProxy },
  });
}

/** Soft close: a bid that moves the price in the last N minutes pushes the end to N minutes after it. */
function softClose(book: AuctionBook, events: AuctionEvent[], at: string): AuctionEvent[] {
  if (!events.some((e) => e.type === 'BidPlaced')) return [];
  const endsAt = minutesAfter(at, book.terms.softCloseMinutes);
  if (ms(endsAt) <= ms(book.endsAt)) return [];
  return [{ type: 'AuctionExtended', data: { auctionId: book.terms.auctionId, previousEndsAt: book.endsAt, endsAt } }];
}

function rejected(command: PlaceBid, reason: BidRejectionReason): AuctionEvent {
  const { auctionId, bidderId, amount, at } = command;
  return { type: 'BidRejected', data: { auctionId, bidderId, amount, reason, at } };
}
