/**
 * The `auctions` projection on the real store (PGlite) against the fold of the same events: whatever the bids,
 * maximums and retractions, and however the events are cut into pages (a page replayed, as after a crash),
 * the view, the book and the bid documents say what the folded state and the whole bid history say. The book
 * keeps the state without its ladder and the view only the latest bids, so this is what proves nothing is lost
 * by not rewriting the history per bid.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PgliteSqlClient } from '../../platform/sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import { PostgresReadStore } from '../../platform/read-store/postgres-read-store.js';
import { UnitOfWork } from '../../platform/projections/unit-of-work.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionCommand } from '../domain/auction.commands.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import { nextValidAmounts } from '../domain/auction.next-amounts.js';
import { publicView } from '../domain/auction.public-view.js';
import { standingBids, type AuctionState } from '../domain/auction.state.js';
import { bidsOf, live, terms, verified } from '../domain/testing/auction.fixtures.js';
import { AUCTIONS, AUCTION_BIDS, AUCTION_BOOKS, RECENT_BIDS, auctionBids } from './auctions.projection.js';
import { auctionsProjection } from './auctions.projection.js';
import type { AuctionBidDoc, AuctionBookDoc, AuctionDoc } from './auctions.projection.js';

let sql: PgliteSqlClient;
let store: PostgresReadStore;
let lots = 0;

beforeAll(async () => {
  sql = await openTestPglite();
  store = new PostgresReadStore(sql);
  for (const [name, spec] of Object.entries(auctionsProjection.collections)) await store.ensureCollection(name, spec);
}, 30_000);
afterAll(async () => {
  await sql?.close();
});

const BIDDERS = ['b0', 'b1', 'b2', 'b3'];
const actionArb = fc.record({
  bidder: fc.integer({ min: 0, max: BIDDERS.length - 1 }),
  above: fc.integer({ min: 0, max: 30_000 }),
  extraMax: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }),
  retract: fc.integer({ min: 0, max: 9 }),
});
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

/** The events of one lot: decided one command after another, as the command side does. */
function decided(auctionId: string, actions: Action[]): { events: AuctionEvent[]; state: AuctionState } {
  const opening = live.map((e) => ({ ...e, data: { ...e.data, auctionId } })) as AuctionEvent[];
  let state = opening.reduce((s, e) => auctionDecider.evolve(s, e), auctionDecider.initialState());
  const events = [...opening];
  for (const a of actions) {
    const at = terms.startsAt;
    let command: AuctionCommand;
    if (a.retract === 0 && state.status === 'live' && state.lastSequence > 0) {
      command = {
        type: 'RetractBid',
        auctionId,
        sequence: 1 + (a.above % state.lastSequence),
        retractedBy: 'admin',
        reason: 'test',
        at,
      };
    } else {
      const bidderId = BIDDERS[a.bidder]!;
      const minimum = nextValidAmounts(state, bidderId).minimum ?? 1;
      const amount = minimum + a.above;
      command = {
        type: 'PlaceBid',
        auctionId,
        bidderId,
        amount,
        at,
        bidder: verified,
        ...(a.extraMax === undefined ? {} : { maxAmount: amount + a.extraMax }),
      };
    }
    let output: AuctionEvent[];
    try {
      output = auctionDecider.decide(command, state);
    } catch {
      continue;
    }
    for (const e of output) state = auctionDecider.evolve(state, e);
    events.push(...output);
  }
  return { events, state };
}

function stored(auctionId: string, events: AuctionEvent[]): StoredEvent[] {
  return events.map(
    (e, revision) =>
      ({
        ...e,
        streamName: `auction-${auctionId}`,
        revision,
        position: { commit: BigInt(revision), prepare: 0n },
        recordedAt: new Date(terms.startsAt),
        metadata: {
          eventId: `${auctionId}-${revision}`,
          occurredAt: terms.startsAt,
          schemaVersion: 1,
          correlationId: 'c',
          causationId: 'c',
          actorId: 'a',
        },
      }) as unknown as StoredEvent,
  );
}

async function project(events: StoredEvent[]) {
  const work = new UnitOfWork(store);
  for (const event of events)
    await auctionsProjection.apply(event as Parameters<typeof auctionsProjection.apply>[0], work);
  await work.flush();
}

describe('auctions projection', () => {
  it('agrees with the folded state for any bids, maximums and retractions, paged and replayed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 1, maxLength: 80 }),
        fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 10 }),
        async (actions, pageSizes) => {
          const auctionId = `lot-${++lots}`;
          const { events, state } = decided(auctionId, actions);
          const records = stored(auctionId, events);
          // Pages of the given sizes; each page after the first starts with the last event of the one before.
          for (let from = 0, p = 0; from < records.length; p++) {
            const size = pageSizes[p % pageSizes.length]!;
            await project(records.slice(Math.max(0, from - 1), from + size));
            from += size;
          }
          if (state.status === 'none') throw new Error('no auction');
          const bids = bidsOf(events);
          const full = publicView(state, bids)!;
          const view = await store.collection<AuctionDoc>(AUCTIONS).get(auctionId);
          const { id: _id, _stream, _revision, ...shown } = view!;
          expect(shown).toEqual({ ...full, history: full.history.slice(0, RECENT_BIDS) });
          expect(await auctionBids(store.collection<AuctionBidDoc>(AUCTION_BIDS), auctionId)).toEqual(bids);
          const book = await store.collection<AuctionBookDoc>(AUCTION_BOOKS).get(auctionId);
          expect(book!.state).toEqual({ ...state, ladder: null, requests: {} });
          expect(book!.recent).toEqual(standingBids(bids).slice(-RECENT_BIDS));
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
