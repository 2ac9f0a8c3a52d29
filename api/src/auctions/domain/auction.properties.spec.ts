import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { fold } from '../../platform/commands/decider.js';
import type { AuctionCommand } from './auction.commands.js';
import { auctionDecider } from './auction.decider.js';
import type { AuctionEvent, AuctionTerms, BidPlaced } from './auction.events.js';
import { nextValidAmounts } from './auction.next-amounts.js';
import { publicView } from './auction.public-view.js';
import { ladderOf, leaderMaximum, standingBids, type AuctionState } from './auction.state.js';
import { bidsOf } from './testing/auction.fixtures.js';
import { instant, ms } from './auction.time.js';

const START = ms('2025-03-01T18:00:00.000Z');
const BIDDERS = ['bidder-0', 'bidder-1', 'bidder-2', 'bidder-3', 'seller'];

const termsArb = fc
  .record({
    startingBid: fc.integer({ min: 1, max: 100_000 }),
    reserve: fc.option(fc.integer({ min: 1, max: 1_500_000 }), { nil: null }),
    bands: fc.array(
      fc.record({ gap: fc.integer({ min: 1, max: 400_000 }), increment: fc.integer({ min: 1, max: 50_000 }) }),
      { maxLength: 3 },
    ),
    firstIncrement: fc.integer({ min: 1, max: 20_000 }),
    minutes: fc.integer({ min: 5, max: 60 }),
    softCloseMinutes: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ startingBid, reserve, bands, firstIncrement, minutes, softCloseMinutes }): AuctionTerms => {
    let from = 0;
    const increments = [
      { from: 0, increment: firstIncrement },
      ...bands.map((b) => ({ from: (from += b.gap), increment: b.increment })),
    ];
    return {
      auctionId: 'p1',
      lotId: 'lot',
      saleId: null,
      sellerId: 'seller',
      consignorId: null,
      currency: 'SAR',
      startingBid,
      reserve,
      increments,
      startsAt: instant(START),
      endsAt: instant(START + minutes * 60_000),
      softCloseMinutes,
      premiumTiers: [
        { upTo: 500_000, rateBasisPoints: 2500 },
        { upTo: null, rateBasisPoints: 1500 },
      ],
    };
  });

/** Amounts are drawn relative to the bidder's own next minimum, so most bids are valid and contests happen. */
const actionArb = fc.record({
  bidder: fc.integer({ min: 0, max: BIDDERS.length - 1 }),
  kind: fc.constantFrom('minimum', 'above', 'below', 'tie'),
  offset: fc.integer({ min: 0, max: 200_000 }),
  extraMax: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: undefined }),
  seconds: fc.integer({ min: 0, max: 240 }),
  retract: fc.integer({ min: 0, max: 19 }),
});
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

function toCommand(state: AuctionState, a: Action, at: string, allowRetraction: boolean): AuctionCommand {
  if (allowRetraction && a.retract === 0 && state.status === 'live' && state.lastSequence > 0) {
    const sequence = 1 + (a.offset % state.lastSequence);
    return { type: 'RetractBid', auctionId: 'p1', sequence, retractedBy: 'admin', reason: 'test', at };
  }
  const bidderId = BIDDERS[a.bidder]!;
  const minimum = nextValidAmounts(state, bidderId).minimum ?? 1;
  const amount =
    a.kind === 'minimum'
      ? minimum
      : a.kind === 'above'
        ? minimum + a.offset
        : Math.max(1, minimum - 1 - (a.offset % minimum));
  const maxAmount = a.extraMax === undefined ? undefined : amount + a.extraMax;
  const rival = state.status === 'live' ? leaderMaximum(state) : null;
  if (a.kind === 'tie' && rival !== null && rival >= minimum) {
    // Exactly the leader's maximum, as a plain bid or as a maximum: equal maximums must go to the earlier one.
    const tie = a.extraMax === undefined ? { amount: rival } : { amount: minimum, maxAmount: rival };
    return {
      type: 'PlaceBid',
      auctionId: 'p1',
      bidderId,
      ...tie,
      at,
      bidder: { verified: true, isSeller: false, isConsignor: false },
    };
  }
  return {
    type: 'PlaceBid',
    auctionId: 'p1',
    bidderId,
    amount,
    maxAmount,
    at,
    bidder: { verified: a.retract !== 1, isSeller: false, isConsignor: false },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

interface Run {
  events: AuctionEvent[];
  states: AuctionState[];
  /** How many of `events` each state has folded. */
  folded: number[];
  commands: AuctionCommand[];
  outputs: AuctionEvent[][];
}

/** Runs the actions live, as the command handler would: decide, then evolve each new event. */
function run(terms: AuctionTerms, actions: Action[], allowRetraction = false): Run {
  const events: AuctionEvent[] = [
    { type: 'AuctionScheduled', data: { ...terms, scheduledBy: 'admin' } },
    { type: 'AuctionOpened', data: { auctionId: 'p1', at: terms.startsAt } },
  ];
  let state = deepFreeze(fold(auctionDecider, events)); // frozen: an evolve that mutates throws here
  const result: Run = { events, states: [state], folded: [events.length], commands: [], outputs: [] };
  let clock = START;
  for (const a of actions) {
    clock += a.seconds * 1000;
    const command = toCommand(state, a, instant(clock), allowRetraction);
    const output = auctionDecider.decide(command, state);
    for (const e of output) state = deepFreeze(auctionDecider.evolve(state, e));
    events.push(...output);
    result.commands.push(command);
    result.outputs.push(output);
    result.states.push(state);
    result.folded.push(events.length);
  }
  const close: AuctionCommand = { type: 'CloseAuction', auctionId: 'p1', at: (state as { endsAt: string }).endsAt };
  const closing = auctionDecider.decide(close, state);
  for (const e of closing) state = auctionDecider.evolve(state, e);
  events.push(...closing);
  result.states.push(state);
  result.folded.push(events.length);
  return result;
}

const book = (s: AuctionState) => {
  if (s.status === 'none') throw new Error('no auction');
  return s;
};
const placedIn = (events: AuctionEvent[]) => events.filter((e): e is BidPlaced => e.type === 'BidPlaced');
const scenario = fc.tuple(termsArb, fc.array(actionArb, { minLength: 1, maxLength: 40 }));
const runs = { numRuns: 300 };

describe('auction invariants under random bid sequences', () => {
  it('never lowers the visible price, never accepts two bids at one price, never moves the end earlier', () => {
    fc.assert(
      fc.property(scenario, ([terms, actions]) => {
        const { events, states } = run(terms, actions);
        const amounts = placedIn(events).map((e) => e.data.amount);
        amounts.slice(1).forEach((amount, i) => expect(amount).toBeGreaterThan(amounts[i]!));
        states.slice(1).forEach((s, i) => {
          expect(book(s).price ?? 0).toBeGreaterThanOrEqual(book(states[i]!).price ?? 0);
          expect(ms(book(s).endsAt)).toBeGreaterThanOrEqual(ms(book(states[i]!).endsAt));
        });
      }),
      runs,
    );
  });

  it("keeps the lead with the highest valid commitment, ties to the earlier one, at a price no lower than the runner-up's", () => {
    fc.assert(
      fc.property(scenario, ([terms, actions]) => {
        const { commands, outputs, states } = run(terms, actions);
        // An independent oracle: each bidder's highest valid commitment, and when it was first reached.
        const reach = new Map<string, { value: number; index: number }>();
        commands.forEach((c, i) => {
          if (c.type !== 'PlaceBid') return;
          const valid = outputs[i]!.some((e) => e.type !== 'BidRejected' || e.data.reason === 'outbid_by_maximum');
          const value = Math.max(c.amount, c.maxAmount ?? 0);
          if (valid && value > (reach.get(c.bidderId)?.value ?? 0)) reach.set(c.bidderId, { value, index: i });
          const s = book(states[i + 1]!);
          const ranked = [...reach.entries()].sort(([, a], [, b]) => b.value - a.value || a.index - b.index);
          if (ranked.length === 0) return expect(s.leaderId).toBeNull();
          expect(s.leaderId).toBe(ranked[0]![0]);
          expect(s.price!).toBeLessThanOrEqual(ranked[0]![1].value);
          if (ranked[1]) expect(s.price!).toBeGreaterThanOrEqual(ranked[1][1].value);
        });
      }),
      runs,
    );
  });

  it('accepts no bid at or after the current end, and extends the end to N minutes after every late bid', () => {
    fc.assert(
      fc.property(scenario, ([terms, actions]) => {
        const { outputs, states } = run(terms, actions);
        outputs.forEach((output, i) => {
          const before = book(states[i]!);
          const bids = placedIn(output);
          bids.forEach((b) => expect(ms(b.data.at)).toBeLessThan(ms(before.endsAt)));
          const late = bids.length > 0 && ms(bids[0]!.data.at) + terms.softCloseMinutes * 60_000 > ms(before.endsAt);
          expect(book(states[i + 1]!).endsAt).toBe(
            late ? instant(ms(bids[0]!.data.at) + terms.softCloseMinutes * 60_000) : before.endsAt,
          );
        });
      }),
      runs,
    );
  });

  it('replays to the live state from stored (serialised) events, retractions included, counting standing bids as it goes', () => {
    fc.assert(
      fc.property(scenario, ([terms, actions]) => {
        const { events, states, folded } = run(terms, actions, true);
        const stored = JSON.parse(JSON.stringify(events)) as AuctionEvent[];
        expect(fold(auctionDecider, stored)).toEqual(states.at(-1));
        const s = book(states.at(-1)!);
        const standing = standingBids(bidsOf(events));
        expect([s.leaderId, s.price]).toEqual([standing.at(-1)?.bidderId ?? null, standing.at(-1)?.amount ?? null]);
        // The kept count and ladder of standing bids are those of the whole history, at every step.
        states.forEach((state, i) => {
          const bids = bidsOf(events.slice(0, folded[i]));
          expect(book(state).standing).toBe(standingBids(bids).length);
          expect(book(state).ladder).toEqual(ladderOf(bids));
        });
      }),
      runs,
    );
  });

  it('closes from the events alone: sold exactly when the reserve is met, to the leader, at the visible price', () => {
    fc.assert(
      fc.property(scenario, ([terms, actions]) => {
        const { states } = run(terms, actions);
        const [beforeClose, after] = [book(states.at(-2)!), book(states.at(-1)!)];
        if (after.status !== 'ended') throw new Error('not closed');
        const { result } = after;
        if (beforeClose.price === null) return expect(result.outcome).toBe('no_bids');
        const met = terms.reserve === null || beforeClose.price >= terms.reserve;
        expect(result.outcome).toBe(met ? 'sold' : 'reserve_not_met');
        if (result.outcome !== 'sold') return;
        expect([result.winnerId, result.hammer, result.total]).toEqual([
          beforeClose.leaderId,
          beforeClose.price,
          result.hammer + result.premium,
        ]);
        expect(result.premium).toBeLessThanOrEqual(Math.ceil(result.hammer * 0.25));
        expect(result.premium).toBeGreaterThanOrEqual(Math.floor(result.hammer * 0.15));
      }),
      runs,
    );
  });

  it('shows the public no bidder identity and no maximum', () => {
    fc.assert(
      fc.property(scenario, ([terms, actions]) => {
        const { events, states, folded } = run(terms, actions, true);
        const shown = JSON.stringify(states.map((s, i) => publicView(s, bidsOf(events.slice(0, folded[i])))));
        for (const id of BIDDERS) expect(shown).not.toContain(id);
        expect(shown).not.toMatch(/"(maxAmount|maximums|reserve|bidderId|winnerId|leaderId|premium)"/);
      }),
      runs,
    );
  });
});
