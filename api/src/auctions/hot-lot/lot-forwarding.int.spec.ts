/**
 * Lot ownership and forwarding on the real Redis, two replicas in one process (each with its own connection
 * and replica id): one owns a lot and runs every command on it; the other forwards and gets the owner's answer
 * (domain errors included); an owner that falls silent loses its lots once their keys run out, and no command
 * ever runs twice.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DomainError, validationError } from '../../platform/errors/domain-errors.js';
import { TEST_REDIS_URL } from '../../testing/test-stack.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import type { AuctionState } from '../domain/auction.state.js';
import type { AuctionRun } from './batched-appender.js';
import { LotOwnership } from './lot-ownership.js';
import { LotForwarding } from './lot-forwarding.js';
import type { LotCommand } from './lot-forwarding.messages.js';

const prefix = `t${randomBytes(4).toString('hex')}`;
// Renewed every third of it: three seconds leave a loaded test machine two seconds of timer lag before a live
// owner's key runs out (at one second, a CI run once saw a healthy owner lose its lot mid-test).
const TTL = 3_000;
// How long a forwarded command waits for its owner: long enough for a loaded machine, short for the hung-owner case.
const TIMEOUT = 1_000;
const connections: Redis[] = [];
const replicas: Replica[] = [];

interface Replica {
  name: string;
  ownership: LotOwnership;
  forwarding: LotForwarding;
  ran: LotCommand[];
}

/** A replica whose "appender" records what it ran; a bid under 100 is refused as the decider would. */
async function replica(name: string, cacheMs = 200): Promise<Replica> {
  const redis = new Redis(TEST_REDIS_URL);
  connections.push(redis);
  const ownership = new LotOwnership(redis, prefix, { replicaId: `${name}-${randomUUID()}`, ttlMs: TTL, cacheMs });
  const forwarding = new LotForwarding(redis, prefix, ownership, () => undefined, { timeoutMs: TIMEOUT });
  const ran: LotCommand[] = [];
  forwarding.serve(async (command) => {
    ran.push(command);
    const template = command.template as { amount?: number };
    if ((template.amount ?? 100) < 100) {
      throw validationError(
        [{ field: 'amount', code: 'below_minimum', message: 'Too low.', messageAr: 'منخفض جدًا.' }],
        'below_minimum',
      );
    }
    return fakeRun(name, command, ran.length);
  });
  await forwarding.start();
  const made = { name, ownership, forwarding, ran };
  replicas.push(made);
  return made;
}

function fakeRun(name: string, command: LotCommand, revision: number): AuctionRun {
  const event = {
    type: 'BidPlaced',
    data: { auctionId: command.auctionId },
    streamName: `auction-${command.auctionId}`,
    revision,
    metadata: {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
      correlationId: command.correlationId,
      causationId: command.correlationId,
      actorId: command.actorId,
    },
    position: { commit: 2n ** 60n + BigInt(revision), prepare: 7n },
    recordedAt: new Date(),
  } as unknown as StoredEvent<AuctionEvent>;
  return {
    state: { status: 'live', ladder: null, requests: {}, ranBy: name } as unknown as AuctionState,
    bids: [],
    events: [event],
    revision,
  };
}

const bid = (auctionId: string, amount = 100): LotCommand => ({
  auctionId,
  actorId: 'bidder',
  correlationId: randomUUID(),
  template: {
    type: 'PlaceBid',
    auctionId,
    bidderId: 'bidder',
    amount,
    bidder: { verified: true, isSeller: false, isConsignor: false },
  },
});
const ranBy = (run: AuctionRun) => (run.state as unknown as { ranBy: string }).ranBy;
const ownerKey = (auctionId: string) => `${prefix}:auction-owner:${auctionId}`;

afterAll(async () => {
  for (const r of replicas) {
    await r.forwarding.close();
    await r.ownership.close();
  }
  const redis = connections[0] ?? new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  for (const c of new Set([...connections, redis])) await c.quit();
});

describe('lot ownership across replicas', () => {
  it("gives a lot one owner; the other replica forwards and gets the owner's answer", async () => {
    const [a, b] = [await replica('a'), await replica('b')];
    const lot = randomUUID();
    const sent = Array.from({ length: 20 }, () => bid(lot));
    const runs = await Promise.all(sent.map((command, i) => (i % 2 === 0 ? a : b).forwarding.run(command)));

    const owner = a.ran.length > 0 ? a : b;
    const other = owner === a ? b : a;
    expect(owner.ran).toHaveLength(20);
    expect(other.ran).toHaveLength(0);
    expect(runs.every((run) => ranBy(run) === owner.name)).toBe(true);
    expect(await connections[0]!.get(ownerKey(lot))).toBe(owner.ownership.replicaId);
    expect(owner.forwarding.stats()).toMatchObject({ ownedLots: 1, servedForOthers: 10, forwarded: 0 });
    expect(other.forwarding.stats()).toMatchObject({ ownedLots: 0, servedForOthers: 0, forwarded: 10 });
    // The answer crosses intact: bigint positions, dates, and the asking request's correlation id.
    runs.forEach((run, i) => {
      const event = run.events[0]!;
      expect(event.position.commit).toBe(2n ** 60n + BigInt(run.revision));
      expect(event.recordedAt).toBeInstanceOf(Date);
      expect(event.metadata.correlationId).toBe(sent[i]!.correlationId);
    });
    expect(new Set(owner.ran.map((c) => c.correlationId))).toEqual(new Set(sent.map((c) => c.correlationId)));
  });

  it('answers a domain error thrown on the owner as the same DomainError on the replica that forwarded', async () => {
    const [a, b] = [await replica('a'), await replica('b')];
    const lot = randomUUID();
    await a.forwarding.run(bid(lot));
    const error = await b.forwarding.run(bid(lot, 50)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'validation',
      code: 'below_minimum',
      message: 'Some fields are not valid.',
      messageAr: 'بعض الحقول غير صالحة.',
      details: [{ field: 'amount', code: 'below_minimum', message: 'Too low.', messageAr: 'منخفض جدًا.' }],
    });
    expect(a.ran).toHaveLength(2);
    expect(b.ran).toHaveLength(0);
  });

  it('moves the lots of a silent owner once their keys run out, never running a command twice', async () => {
    const a = await replica('a');
    const b = await replica('b', 10_000);
    const [early, late] = [randomUUID(), randomUUID()];
    await a.forwarding.run(bid(early));
    await a.forwarding.run(bid(late));
    expect(ranBy(await b.forwarding.run(bid(late)))).toBe('a');
    // The owner hangs, as a stuck process would: its connection still receives requests, nothing answers or renews.
    await a.forwarding.close();
    await a.ownership.close({ release: false });
    const hung = new Redis(TEST_REDIS_URL);
    connections.push(hung);
    await hung.subscribe(`${prefix}:auction-lots:requests:${a.ownership.replicaId}`);

    // Its key still stands: nothing may run the command, the asker is told to try again.
    const refused = await b.forwarding.run(bid(early)).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'concurrency', code: 'lot_owner_unavailable' });
    expect((refused as DomainError).messageAr).toMatch(/يرجى المحاولة/);

    const runsOutBy = Date.now() + 3 * TTL;
    while (Date.now() < runsOutBy && (await connections[0]!.exists(ownerKey(late))) === 1)
      await new Promise((r) => setTimeout(r, 50));
    // b still believes a owns `late`: it asks, hears nothing, then takes the free key and runs it itself.
    expect(ranBy(await b.forwarding.run(bid(late)))).toBe('b');
    expect(b.forwarding.stats().takenOver).toBe(1);
    expect(ranBy(await b.forwarding.run(bid(early)))).toBe('b');
    expect(await connections[0]!.get(ownerKey(late))).toBe(b.ownership.replicaId);

    expect(a.ran).toHaveLength(3);
    expect(b.ran).toHaveLength(2);
    const ids = [...a.ran, ...b.ran].map((c) => c.correlationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hands the lots of an owner that shut down to the next replica at once', async () => {
    const a = await replica('a');
    const b = await replica('b', 10_000);
    const lot = randomUUID();
    await a.forwarding.run(bid(lot));
    expect(ranBy(await b.forwarding.run(bid(lot)))).toBe('a');
    await a.forwarding.onApplicationShutdown();
    expect(await connections[0]!.exists(ownerKey(lot))).toBe(0);

    const started = Date.now();
    expect(ranBy(await b.forwarding.run(bid(lot)))).toBe('b');
    expect(Date.now() - started).toBeLessThan(TIMEOUT);
    expect(b.forwarding.stats()).toMatchObject({ takenOver: 0, ownedLots: 1 });
    expect(a.ran).toHaveLength(2);
  });

  it('runs every lot in this process without Redis', async () => {
    const ownership = new LotOwnership(null, prefix);
    const forwarding = new LotForwarding(null, prefix, ownership, () => undefined);
    forwarding.serve(async (command) => fakeRun('solo', command, 0));
    await forwarding.start();
    expect(ranBy(await forwarding.run(bid(randomUUID())))).toBe('solo');
    expect(forwarding.stats()).toMatchObject({ distributed: false, forwarded: 0 });
    await forwarding.onApplicationShutdown();
  });
});
