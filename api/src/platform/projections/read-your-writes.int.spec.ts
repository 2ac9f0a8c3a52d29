/**
 * Read-your-writes waits for the last appended event a read model takes: a projection's checkpoint moves only
 * to events it takes, so an append whose last event is of another type must not keep the writer waiting, nor must
 * the one position an append answers for all its events.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { openProjectionHarness, type ProjectionHarness } from '../../testing/projection-harness.js';
import type { ProjectionEngine } from './projection-engine.js';
import type { Projection } from './projection.js';

let harness: ProjectionHarness;
let engine: ProjectionEngine;

const seats: Projection = {
  name: 'seats',
  version: 1,
  eventTypes: ['SeatTaken'],
  collections: { seats: {} },
  async apply(event, ctx) {
    await ctx.collection<{ id: string }>('seats').upsert({ id: event.streamName });
  },
};

beforeAll(async () => {
  harness = await openProjectionHarness();
  engine = harness.engineOf([seats]);
  await engine.start();
});

afterAll(async () => harness.close());

async function appendInOne(types: string[]) {
  const { events } = harness.runtime.storage;
  const stream = `seat-${randomUUID()}`;
  const context = { actorId: null, correlationId: randomUUID(), causationId: 'test', now: new Date() };
  const encoded = await Promise.all(
    types.map((type) => harness.runtime.codec.encode({ type, data: {} }, stream, context)),
  );
  await events.append(stream, encoded, { expectedRevision: 'no_stream' });
  return { stream, appended: await events.readStream(stream) };
}

it('waits for the last appended event the read model takes, not for one it never reads', async () => {
  const { stream, appended } = await appendInOne(['SeatTaken', 'CodeRedeemed']);
  // Generous: only a stall until the timeout would come near it, and that is what this guards against.
  const started = Date.now();
  expect(await engine.waitForEvents('seats', appended, 60_000)).toBe(true);
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(await harness.runtime.storage.reads.collection('seats').get(stream)).toMatchObject({ id: stream });
});

it('has nothing to wait for when the read model takes none of the events', async () => {
  const { appended } = await appendInOne(['CodeRedeemed']);
  expect(await engine.waitForEvents('seats', appended, 60_000)).toBe(true);
});

it('finds the event it takes early in an append, though the runner answers every event the append’s last position', async () => {
  const { events } = harness.runtime.storage;
  const stream = `seat-${randomUUID()}`;
  const context = { actorId: null, correlationId: randomUUID(), causationId: 'test', now: new Date() };
  const encoded = await Promise.all(
    ['SeatTaken', 'CodeRedeemed'].map((type) => harness.runtime.codec.encode({ type, data: {} }, stream, context)),
  );
  const { position } = await events.append(stream, encoded, { expectedRevision: 'no_stream' });
  // As the command runner reports them: one position, the append's, on each event.
  const reported = [
    { type: 'SeatTaken', position },
    { type: 'CodeRedeemed', position },
  ];
  expect(await engine.waitForEvents('seats', reported, 60_000)).toBe(true);
  expect(await harness.runtime.storage.reads.collection('seats').get(stream)).toMatchObject({ id: stream });
});
