import type { AuctionEvent } from './auction.events.js';
import { answeredRequest, REMEMBERED_REQUESTS } from './auction.state.js';
import type { AnsweredRequest, AuctionBook, AuctionState, Rung } from './auction.state.js';

/** Folds one event into the state. Never mutates: replay and live reads must fold to the same value. */
export function evolve(state: AuctionState, event: AuctionEvent): AuctionState {
  if (event.type === 'AuctionScheduled') {
    const { scheduledBy: _by, ...terms } = event.data;
    return {
      status: 'upcoming',
      terms: { ...terms, artwork: terms.artwork ?? null },
      endsAt: terms.endsAt,
      paddles: {},
      maximums: {},
      leaderId: null,
      price: null,
      standing: 0,
      lastSequence: 0,
      ladder: null,
      revision: 0,
      requests: {},
    };
  }
  if (state.status === 'none') return state; // projections never reject a stored event
  const next = apply({ ...state, revision: (state.revision ?? 0) + 1 }, event);
  return remember(next, event);
}

/** Keeps the answer to a keyed request; the last event about the requester decides it (see BidRequest). */
function remember(state: AuctionState, event: AuctionEvent): AuctionState {
  if (state.status === 'none' || !('request' in event.data) || !event.data.request) return state;
  const { key, amount, maxAmount } = event.data.request;
  const { bidderId } = event.data;
  const earlier = answeredRequest(state, bidderId, key);
  const placed = event.type === 'BidPlaced' ? { sequence: event.data.sequence, placed: event.data.amount } : null;
  const answer: AnsweredRequest = {
    amount,
    maxAmount,
    revision: state.revision,
    at: event.data.at,
    outcome: event.type === 'BidRejected' ? event.data.reason : 'accepted',
    sequence: placed?.sequence ?? earlier?.sequence ?? null,
    placed: placed?.placed ?? earlier?.placed ?? null,
  };
  const mine = Object.hasOwn(state.requests ?? {}, bidderId) ? state.requests[bidderId]! : {};
  return { ...state, requests: { ...state.requests, [bidderId]: latestRequests(mine, key, answer) } };
}

/**
 * A bidder's answered requests with one more. A repeated request (a double click, a retry after a lost answer)
 * comes right after the first, so only the latest are kept: once a bidder has twice REMEMBERED_REQUESTS, the
 * older half goes (cut in one go, so a bid usually costs one plain copy of a short map).
 */
function latestRequests(
  mine: Record<string, AnsweredRequest>,
  key: string,
  answer: AnsweredRequest,
): Record<string, AnsweredRequest> {
  const next = { ...mine, [key]: answer };
  const keys = Object.keys(next);
  if (keys.length <= 2 * REMEMBERED_REQUESTS) return next;
  // fromEntries defines own properties: a key named `__proto__` stays a plain key.
  return Object.fromEntries(keys.slice(-REMEMBERED_REQUESTS).map((k) => [k, next[k]!]));
}

function apply(
  state: Exclude<AuctionState, { status: 'none' }>,
  event: Exclude<AuctionEvent, { type: 'AuctionScheduled' }>,
): AuctionState {
  switch (event.type) {
    case 'AuctionOpened':
      return state.status === 'upcoming' ? { ...state, status: 'live', openedAt: event.data.at } : state;
    case 'BidPlaced': {
      const { sequence, bidderId, paddle, amount } = event.data;
      return {
        ...state,
        ladder: { sequence, bidderId, amount, below: state.ladder },
        lastSequence: sequence,
        paddles: bidderId in state.paddles ? state.paddles : { ...state.paddles, [bidderId]: paddle },
        leaderId: bidderId,
        price: amount,
        standing: state.standing + 1,
      };
    }
    case 'MaximumBidSet':
      return { ...state, maximums: { ...state.maximums, [event.data.bidderId]: event.data.maxAmount } };
    case 'BidRejected':
      return state; // on record for the business and auditors; it changes nothing in the lot
    case 'AuctionExtended':
      return { ...state, endsAt: event.data.endsAt };
    case 'AuctionClosed': {
      const { auctionId: _a, at, ...result } = event.data;
      return { ...base(state), status: 'ended', closedAt: at, result };
    }
    case 'AuctionCancelled':
      return { ...base(state), status: 'cancelled', cancelledAt: event.data.at, reason: event.data.reason };
    case 'BidRetracted':
      return retract(state, event.data.sequence);
  }
}

/** The book without the status-specific fields, so a new status does not inherit stale ones. */
function base(state: Exclude<AuctionState, { status: 'none' }>): AuctionBook {
  const { terms, endsAt, paddles, maximums, leaderId, price, standing, lastSequence, ladder, revision, requests } =
    state;
  return { terms, endsAt, paddles, maximums, leaderId, price, standing, lastSequence, ladder, revision, requests };
}

/**
 * A retracted bid stops counting and its bidder's maximum is voided with it. The highest bid still standing
 * leads again (amounts rise strictly, so it is the next one down the ladder). Only the new leader keeps a
 * maximum: the others were exhausted or beaten before, and the engine does not re-run them against a lower price.
 */
function retract<S extends Exclude<AuctionState, { status: 'none' }>>(state: S, sequence: number): S {
  // The rungs above the retracted one are copied (usually none: the top bid is the one retracted); those below
  // are shared.
  const above: Rung[] = [];
  let target = state.ladder;
  while (target !== null && target.sequence > sequence) {
    above.push(target);
    target = target.below;
  }
  if (target === null || target.sequence !== sequence) return state; // already retracted, or never placed
  let ladder = target.below;
  for (let i = above.length - 1; i >= 0; i--) ladder = { ...above[i]!, below: ladder };
  const kept = ladder && ladder.bidderId !== target.bidderId ? state.maximums[ladder.bidderId] : undefined;
  const maximums = kept === undefined ? {} : { [ladder!.bidderId]: kept };
  return {
    ...state,
    ladder,
    maximums,
    leaderId: ladder?.bidderId ?? null,
    price: ladder?.amount ?? null,
    standing: state.standing - 1,
  };
}
