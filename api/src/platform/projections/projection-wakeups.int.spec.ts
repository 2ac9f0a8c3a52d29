/**
 * The live subscription wakes only the projections that take an event's type, and an idle projection reads
 * the log rarely: a burst of one context's events costs the other projections nothing. A woken projection
 * still follows at once (its idle poll alone would take seconds), and a wake-up during a page is not lost.
 * A projection keeps the documents it wrote from one page to the next instead of reading them back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../config/app-config.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { createLogger } from '../logging/logger.js';
import { openTestStorage } from '../../testing/test-stack.js';
import { TEST_SECRETS } from '../../testing/api-process.js';
import type { EventFilter, ReadAllOptions } from '../event-store/event-store.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { LocalLeaseManager } from './lease-manager.js';
import { ProjectionEngine } from './projection-engine.js';
import type { Projection } from './projection.js';

let runtime: Runtime;
let engine: ProjectionEngine;
const reads = new Map<string, number>();
/** Documents read from the read store, by collection. */
const docReads = new Map<string, number>();

const counter = (name: string, type: string): Projection => ({
  name,
  version: 1,
  eventTypes: [type],
  collections: { [name]: {} },
  async apply(event, ctx) {
    const docs = ctx.collection<{ id: string; count: number }>(name);
    const doc = await docs.get('tally');
    await docs.upsert({ id: 'tally', count: (doc?.count ?? 0) + (event.data as { n: number }).n });
  },
});

async function append(type: string) {
  const context = { actorId: null, correlationId: randomUUID(), causationId: 'test', now: new Date() };
  const stream = `ping-${randomUUID()}`;
  await runtime.storage.events.append(stream, [await runtime.codec.encode({ type, data: { n: 1 } }, stream, context)], {
    expectedRevision: 'no_stream',
  });
}

/** The test's own look at the tally, not counted among the projection's reads. */
let uncounted: ReadStore['collection'];
async function tally(name: string): Promise<number> {
  return (await uncounted<{ id: string; count: number }>(name).get('tally'))?.count ?? 0;
}

beforeAll(async () => {
  const storage = await openTestStorage('pglite');
  const config = loadConfig({ NODE_ENV: 'test', ...TEST_SECRETS });
  runtime = await createRuntime(config, { storage, logger: createLogger('warn'), localLeases: true });
  // Counts each projection's reads of the log by the event types it asked for.
  const events = runtime.storage.events;
  const readAll = events.readAll.bind(events);
  events.readAll = (options?: ReadAllOptions) => {
    const key = (options?.filter as EventFilter | undefined)?.eventTypes?.join(',') ?? '*';
    reads.set(key, (reads.get(key) ?? 0) + 1);
    return readAll(options);
  };
  const store = runtime.storage.reads;
  uncounted = store.collection.bind(store);
  store.collection = ((name: string) => {
    const docs = uncounted(name);
    const get = docs.get.bind(docs);
    docs.get = (id: string) => {
      docReads.set(name, (docReads.get(name) ?? 0) + 1);
      return get(id);
    };
    return docs;
  }) as typeof store.collection;
  engine = new ProjectionEngine(events, store, runtime.codec, new LocalLeaseManager(), () => undefined);
  engine.register([counter('pingsA', 'PingA'), counter('pingsB', 'PingB')]);
  await engine.start();
  await engine.waitUntilCaughtUp();
}, 60_000);

afterAll(async () => {
  await engine?.stop();
  await runtime?.close();
});

describe('projection wake-ups', () => {
  it('follows a burst of its own events at once and leaves the other projection asleep', async () => {
    await new Promise((r) => setTimeout(r, 300)); // both have read an empty page and sleep
    const before = { a: reads.get('PingA') ?? 0, b: reads.get('PingB') ?? 0, docs: docReads.get('pingsA') ?? 0 };
    const started = Date.now();
    for (let i = 0; i < 30; i++) await append('PingA');
    while ((await tally('pingsA')) < 30 && Date.now() - started < 4_000) await new Promise((r) => setTimeout(r, 10));
    expect(await tally('pingsA')).toBe(30);
    // Well before the idle poll (5 s): the subscription woke it.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((reads.get('PingA') ?? 0) - before.a).toBeGreaterThan(0);
    expect((reads.get('PingB') ?? 0) - before.b).toBe(0);
    // Page after page, the tally it wrote last is where it starts: read from the store at most once.
    expect((reads.get('PingA') ?? 0) - before.a).toBeGreaterThan(1);
    expect((docReads.get('pingsA') ?? 0) - before.docs).toBeLessThanOrEqual(1);
  });

  it('wakes the other projection for its own type', async () => {
    const started = Date.now();
    await append('PingB');
    while ((await tally('pingsB')) < 1 && Date.now() - started < 4_000) await new Promise((r) => setTimeout(r, 10));
    expect(await tally('pingsB')).toBe(1);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
