/**
 * The batched appender on PGlite: concurrent commands on one auction are decided in order and written in
 * fewer appends than commands, the hash chain stays valid, a bad command fails alone, and a write made behind
 * its back is noticed (the cache is dropped and the batch decided again). Every command folds the cached narrow
 * state the same way, retractions included, and answers carry a small bid history (the lot's latest bids and the
 * bidder's own), yet are those the whole history gives.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../platform/config/app-config.js';
import { createRuntime, type Runtime } from '../../platform/runtime.js';
import { registerContexts } from '../../platform/bounded-context.js';
import { createLogger } from '../../platform/logging/logger.js';
import { verifyChain } from '../../platform/commands/hash-chain.js';
import { formatPosition } from '../../platform/event-store/event-store.port.js';
import { openTestStorage } from '../../testing/test-stack.js';
import { auctionsContext } from '../auctions.context.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionCommand } from '../domain/auction.commands.js';
import { bidsOf, terms } from '../domain/testing/auction.fixtures.js';
import { bidderView } from '../domain/auction.bidder-view.js';
import { ANSWER_HISTORY, publicView } from '../domain/auction.public-view.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import type { AcceptedBid, AuctionState } from '../domain/auction.state.js';
import { BatchedAppender } from './batched-appender.js';
import { commandContext } from '../../platform/commands/command-context.js';

let runtime: Runtime;
let appender: BatchedAppender;
const verified = { verified: true, isSeller: false, isConsignor: false };
const context = (now: Date) => commandContext('tester', now);

beforeAll(async () => {
  const storage = await openTestStorage('pglite');
  const config = loadConfig({
    NODE_ENV: 'test',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DATA_DIR: '/tmp/ga-test-unused',
    SESSION_SECRET: 'test-session-secret-0123456789abcdefghij',
    CHAIN_SIGNING_KEY: 'test-chain-signing-key-0123456789abcdef',
    PII_MASTER_KEY: 'test-personal-data-master-key-0123456789',
  });
  runtime = await createRuntime(config, { storage, logger: createLogger('warn'), localLeases: true });
  registerContexts(runtime, [auctionsContext]);
  appender = new BatchedAppender(storage.events, runtime.commands, runtime.codec, runtime.catalog, runtime.signer);
}, 60_000);
afterAll(async () => {
  await runtime?.close();
});

async function liveAuction(id: string) {
  const now = Date.now();
  const { currency: _c, ...asked } = {
    ...terms,
    auctionId: id,
    startsAt: new Date(now - 1000).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
    reserve: null,
    softCloseMinutes: 0,
  };
  await appender.run(id, () => ({ type: 'ScheduleAuction', scheduledBy: 'admin', ...asked }), context);
  await appender.run(id, (at) => ({ type: 'OpenAuction', auctionId: id, at }), context);
}

const bid =
  (id: string, bidderId: string, amount: number) =>
  (at: string): AuctionCommand => ({ type: 'PlaceBid', auctionId: id, bidderId, amount, at, bidder: verified });

describe('BatchedAppender', () => {
  it('decides concurrent bids in order and writes them in fewer appends, with a valid chain', async () => {
    await liveAuction('b1');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        appender.run('b1', bid('b1', `bidder-${i % 7}`, 100_000 + i * 10_000), context),
      ),
    );
    const stream = await runtime.storage.events.readStream('auction-b1');
    expect(stream.map((e) => e.revision)).toEqual(stream.map((_, i) => i));
    expect(verifyChain(runtime.signer, 'auction-b1', stream).valid).toBe(true);
    const placed = stream.filter((e) => e.type === 'BidPlaced').map((e) => e.data.amount as number);
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    expect(new Set(results.map((r) => formatPosition(r.events[0]!.position))).size).toBeLessThan(200);
    // Each caller gets its own events, at their stream revisions.
    for (const result of results)
      for (const event of result.events) expect(stream[event.revision]!.eventId).toBe(event.metadata.eventId);
  });

  it('fails a malformed command alone, leaving the others of its batch written', async () => {
    await liveAuction('b2');
    const [good, bad, after] = await Promise.allSettled([
      appender.run('b2', bid('b2', 'x', 100_000), context),
      appender.run('b2', bid('b2', 'y', -5), context),
      appender.run('b2', bid('b2', 'z', 110_000), context),
    ]);
    expect([good.status, bad.status, after.status]).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((bad as PromiseRejectedResult).reason).toMatchObject({ code: 'validation_failed' });
    expect((await runtime.storage.events.readStream('auction-b2')).filter((e) => e.type === 'BidPlaced')).toHaveLength(
      2,
    );
  });

  it('notices a write made behind its back and decides again from the stream', async () => {
    await liveAuction('b3');
    await appender.run('b3', bid('b3', 'x', 100_000), context);
    await runtime.commands.run(
      auctionDecider,
      'b3',
      {
        type: 'PlaceBid',
        auctionId: 'b3',
        bidderId: 'y',
        amount: 200_000,
        at: new Date().toISOString(),
        bidder: verified,
      },
      context(new Date()),
    );
    const result = await appender.run('b3', bid('b3', 'z', 150_000), context);
    expect(result.events.map((e) => e.type)).toEqual(['BidRejected']);
    const stream = await runtime.storage.events.readStream('auction-b3');
    expect(verifyChain(runtime.signer, 'auction-b3', stream).valid).toBe(true);
    expect(result.revision).toBe(stream.at(-1)!.revision);
  });

  it('answers from a small bid history as the whole history would, and folds retractions like any command', async () => {
    await liveAuction('b4');
    const fullFold = async () => {
      const stream = await runtime.storage.events.readStream('auction-b4');
      const events = stream.map((e) => e as unknown as AuctionEvent);
      const state = events.reduce<AuctionState>(
        (folded, e) => auctionDecider.evolve(folded, e),
        auctionDecider.initialState(),
      );
      return { state, bids: bidsOf(events) };
    };
    const at = new Date().toISOString();
    // A bid's answer shows the lot's latest ANSWER_HISTORY bids and the bidder's own (GET /api/auctions/:id: all).
    const answered = { ownLimit: ANSWER_HISTORY };
    const history = { historyLimit: ANSWER_HISTORY };
    type Answered = { state: AuctionState; bids: AcceptedBid[] };
    const sameAnswers = (run: Answered, full: Answered, bidderId?: string) => {
      expect(run.state).toEqual(full.state);
      expect(publicView(run.state, run.bids, history)).toEqual(publicView(full.state, full.bids, history));
      // Only a bid's answer carries its bidder's own bids.
      if (bidderId !== undefined)
        expect(bidderView(run.state, run.bids, bidderId, at, answered)).toEqual(
          bidderView(full.state, full.bids, bidderId, at, answered),
        );
    };
    for (let round = 0; round < 6; round++) {
      // Batches of concurrent bids, one after another.
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => {
          const n = round * 60 + i;
          return appender.run('b4', bid('b4', `bidder-${n % 9}`, 100_000 + n * 30_000), context);
        }),
      );
      const last = results.at(-1)!;
      const full = await fullFold();
      sameAnswers(last, full, `bidder-${(round * 60 + 59) % 9}`);
      // Past the first rounds, the answer really was built from a part of the history.
      if (round === 5) expect(last.bids.length).toBeLessThan(full.bids.length / 2);
    }
    const { bids } = await fullFold();
    const placed = bids.length;
    expect(placed).toBeGreaterThan(300); // well past the latest bids an answer carries
    expect(bids.map((b) => b.sequence)).toEqual(Array.from({ length: placed }, (_, i) => i + 1));
    const retract = (sequence: number) =>
      appender.run(
        'b4',
        (when) => ({
          type: 'RetractBid',
          auctionId: 'b4',
          sequence,
          retractedBy: 'admin',
          reason: 'mistake',
          at: when,
        }),
        context,
      );
    // An early bid retracted: the lot's count falls by one, and the next bid is numbered after the last.
    const early = await retract(3);
    expect(publicView(early.state, early.bids)!.bidCount).toBe(placed - 1);
    const next = await appender.run('b4', bid('b4', 'bidder-9', 100_000 + 400 * 30_000), context);
    expect(next.events.find((e) => e.type === 'BidPlaced')).toMatchObject({ data: { sequence: placed + 1 } });
    sameAnswers(next, await fullFold(), 'bidder-9');
    // The top bid retracted, twice: the lead goes back down the ladder, as the whole history says.
    await retract(placed + 1);
    const top = await retract(placed);
    expect(top.state.status === 'live' && top.state.price).toBe(100_000 + (placed - 2) * 30_000);
    sameAnswers(top, await fullFold());
    // The bidder whose bid went bids again: their answer shows the retracted bid as such.
    const again = await appender.run('b4', bid('b4', 'bidder-9', 100_000 + (placed - 1) * 30_000), context);
    sameAnswers(again, await fullFold(), 'bidder-9');
  });
});
