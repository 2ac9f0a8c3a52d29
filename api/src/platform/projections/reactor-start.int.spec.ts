/**
 * Issue 13: a reactor that tells of new facts starts at the log's head. First started on a log that holds its
 * events, it records the head as its checkpoint and reacts only to what comes after; from then on it resumes from
 * the checkpoint, so what was appended while it was stopped is reacted to. A replica that also found no checkpoint
 * takes the one recorded, a rebuild or a new version replays no history, and a default reactor still reacts to all.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eventually } from '../../testing/eventually.js';
import { openProjectionHarness, type ProjectionHarness } from '../../testing/projection-harness.js';
import type { LeaseHold, LeaseManager } from './lease-manager.js';
import { reactorProjection, type Reactor } from './reactor.js';
import type { StartAt } from './projection.js';

let harness: ProjectionHarness;

beforeAll(async () => {
  harness = await openProjectionHarness();
}, 60_000);

afterAll(() => harness?.close());

/** An event type of the test's own, so no other test's events reach its reactors. */
const freshType = () => `Noted${randomUUID().replace(/-/g, '')}`;

async function append(type: string, ...ns: number[]) {
  for (const n of ns) {
    const context = { actorId: null, correlationId: randomUUID(), causationId: 'test', now: new Date() };
    const stream = `noted-${randomUUID()}`;
    const { codec, storage } = harness.runtime;
    const event = await codec.encode({ type, data: { n } }, stream, context);
    await storage.events.append(stream, [event], { expectedRevision: 'no_stream' });
  }
}

/** A reactor that notes the `n` of each event it is given. */
function noting(name: string, type: string, options: { startAt?: StartAt; version?: number } = {}) {
  const seen: number[] = [];
  const reactor: Reactor = {
    name,
    eventTypes: [type],
    ...options,
    async react(event) {
      seen.push((event.data as { n: number }).n);
    },
  };
  return { reactor, seen };
}

const engineOf = (reactors: Reactor[], leases?: LeaseManager) =>
  harness.engineOf(reactors.map(reactorProjection), leases);

const reacted = (seen: number[], n: number) => eventually(async () => (seen.includes(n) ? true : null));

/** Another replica's lease: held elsewhere until `free()`, then this one's. */
class HeldElsewhere implements LeaseManager {
  private state: LeaseHold = 'lost';
  free() {
    this.state = 'taken';
  }
  async acquireOrRenew(): Promise<LeaseHold> {
    const hold = this.state;
    if (hold === 'taken') this.state = 'kept';
    return hold;
  }
  async release(): Promise<void> {}
}

describe('where a reactor starts', () => {
  it('first started on a log with history, one that starts at the head reacts only to what comes after', async () => {
    const type = freshType();
    await append(type, 1, 2);
    const atHead = noting(`atHead-${type}`, type, { startAt: 'head' });
    const fromStart = noting(`fromStart-${type}`, type);
    const engine = engineOf([atHead.reactor, fromStart.reactor]);
    await engine.start();
    await append(type, 3);
    await reacted(atHead.seen, 3);
    await reacted(fromStart.seen, 3);
    expect(atHead.seen).toEqual([3]);
    expect(fromStart.seen).toEqual([1, 2, 3]);
  });

  it('after a restart it resumes from its checkpoint: what was appended while it was stopped is reacted to', async () => {
    const type = freshType();
    await append(type, 1);
    const name = `resumes-${type}`;
    const first = noting(name, type, { startAt: 'head' });
    const before = engineOf([first.reactor]);
    await before.start();
    await append(type, 2);
    await reacted(first.seen, 2);
    await before.stop();
    await append(type, 3, 4);
    const second = noting(name, type, { startAt: 'head' });
    await engineOf([second.reactor]).start();
    await append(type, 5);
    await reacted(second.seen, 5);
    expect(first.seen).toEqual([2]);
    expect(second.seen).toEqual([3, 4, 5]);
  });

  it('a replica that found no checkpoint either takes the one the lease holder recorded, not a head of its own', async () => {
    const type = freshType();
    const name = `replicas-${type}`;
    await append(type, 1);
    const lease = new HeldElsewhere();
    const standby = noting(name, type, { startAt: 'head' });
    await engineOf([standby.reactor], lease).start(); // found no checkpoint, with the head after 1
    await append(type, 2);
    const holder = noting(name, type, { startAt: 'head' });
    const holding = engineOf([holder.reactor]);
    await holding.start(); // records the head after 2
    await append(type, 3);
    await reacted(holder.seen, 3);
    await holding.stop();
    await append(type, 4);
    lease.free();
    await reacted(standby.seen, 4);
    expect(holder.seen).toEqual([3]);
    expect(standby.seen).toEqual([4]);
  });

  it('a rebuild or a new version of one that starts at the head replays no history; a default one replays all', async () => {
    const type = freshType();
    const name = `rebuilt-${type}`;
    await append(type, 1, 2);
    const atHead = noting(name, type, { startAt: 'head' });
    const fromStart = noting(`fromStart-${type}`, type);
    const tools = engineOf([atHead.reactor, fromStart.reactor]);
    expect((await tools.rebuild(name)).events).toBe(0);
    await append(type, 3);
    expect((await tools.rebuild(name)).events).toBe(1);
    expect(await tools.rebuild(fromStart.reactor.name)).toMatchObject({ events: 3 });
    expect(atHead.seen).toEqual([3]);
    expect(fromStart.seen).toEqual([1, 2, 3]);

    await append(type, 4);
    const changed = noting(name, type, { startAt: 'head', version: 2 });
    await engineOf([changed.reactor]).start();
    await append(type, 5);
    await reacted(changed.seen, 5);
    expect(changed.seen).toEqual([4, 5]);
  });
});
