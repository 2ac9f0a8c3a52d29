/**
 * The batched appender on PGlite: concurrent commands on one auction are decided in order and written in
 * fewer appends than commands, the hash chain stays valid, a bad command fails alone, and a write made behind
 * its back is noticed (the cache is dropped and the batch decided again).
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
import { terms } from '../domain/testing/auction.fixtures.js';
import { BatchedAppender } from './batched-appender.js';
import { auctionCommandContext } from './auction-stream.js';

let runtime: Runtime;
let appender: BatchedAppender;
const verified = { verified: true, isSeller: false, isConsignor: false };
const context = (now: Date) => auctionCommandContext('tester', now);

beforeAll(async () => {
  const storage = await openTestStorage('pglite');
  const config = loadConfig({
    NODE_ENV: 'test', REDIS_URL: '', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/ga-test-unused',
    SESSION_SECRET: 'test-session-secret-0123456789abcdefghij', CHAIN_SIGNING_KEY: 'test-chain-signing-key-0123456789abcdef',
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
  const { currency: _c, ...asked } = { ...terms, auctionId: id, startsAt: new Date(now - 1000).toISOString(), endsAt: new Date(now + 3_600_000).toISOString(), reserve: null, softCloseMinutes: 0 };
  await appender.run(id, () => ({ type: 'ScheduleAuction', scheduledBy: 'admin', ...asked }), context);
  await appender.run(id, (at) => ({ type: 'OpenAuction', auctionId: id, at }), context);
}

const bid = (id: string, bidderId: string, amount: number) => (at: string): AuctionCommand =>
  ({ type: 'PlaceBid', auctionId: id, bidderId, amount, at, bidder: verified });

describe('BatchedAppender', () => {
  it('decides concurrent bids in order and writes them in fewer appends, with a valid chain', async () => {
    await liveAuction('b1');
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => appender.run('b1', bid('b1', `bidder-${i % 7}`, 100_000 + i * 10_000), context)));
    const stream = await runtime.storage.events.readStream('auction-b1');
    expect(stream.map((e) => e.revision)).toEqual(stream.map((_, i) => i));
    expect(verifyChain(runtime.signer, 'auction-b1', stream).valid).toBe(true);
    const placed = stream.filter((e) => e.type === 'BidPlaced').map((e) => e.data.amount as number);
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    expect(new Set(results.map((r) => formatPosition(r.events[0]!.position))).size).toBeLessThan(200);
    // Each caller gets its own events, at their stream revisions.
    for (const result of results) for (const event of result.events) expect(stream[event.revision]!.eventId).toBe(event.metadata.eventId);
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
    expect((await runtime.storage.events.readStream('auction-b2')).filter((e) => e.type === 'BidPlaced')).toHaveLength(2);
  });

  it('notices a write made behind its back and decides again from the stream', async () => {
    await liveAuction('b3');
    await appender.run('b3', bid('b3', 'x', 100_000), context);
    await runtime.commands.run(auctionDecider, 'b3', { type: 'PlaceBid', auctionId: 'b3', bidderId: 'y', amount: 200_000, at: new Date().toISOString(), bidder: verified }, context(new Date()));
    const result = await appender.run('b3', bid('b3', 'z', 150_000), context);
    expect(result.events.map((e) => e.type)).toEqual(['BidRejected']);
    const stream = await runtime.storage.events.readStream('auction-b3');
    expect(verifyChain(runtime.signer, 'auction-b3', stream).valid).toBe(true);
    expect(result.revision).toBe(stream.at(-1)!.revision);
  });
});
