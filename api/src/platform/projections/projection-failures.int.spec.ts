/**
 * Issue 12: a projection whose handler throws on one event is never silently frozen. It tries the event again,
 * then records it (stream, revision, error) in health and the log and goes on; a projection that decides who may
 * do what (`neverSkip`, as `users`) stops at that event instead, stays stopped and visible, and resumes on an
 * admin's retry.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../config/app-config.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { createLogger } from '../logging/logger.js';
import { openTestStorage } from '../../testing/test-stack.js';
import { TEST_SECRETS } from '../../testing/api-process.js';
import { LocalLeaseManager } from './lease-manager.js';
import { ProjectionEngine } from './projection-engine.js';
import type { Projection } from './projection.js';
import { usersProjection } from '../../identity/projections/users.projection.js';

let runtime: Runtime;
let engine: ProjectionEngine;
const logged: { level: string; message: string; fields?: object }[] = [];
/** While true, an event with `poison` set makes every handler throw. */
let broken = true;
const attempts = new Map<string, number>();

const tally = (name: string, neverSkip: boolean): Projection => ({
  name,
  version: 1,
  neverSkip,
  eventTypes: ['Tallied'],
  collections: { [name]: {} },
  async apply(event, ctx) {
    const data = event.data as { n: number; poison?: boolean };
    if (data.poison && broken) {
      attempts.set(name, (attempts.get(name) ?? 0) + 1);
      throw new Error('cannot apply this one');
    }
    const docs = ctx.collection<{ id: string; seen: number[] }>(name);
    const doc = await docs.get('tally');
    await docs.upsert({ id: 'tally', seen: [...(doc?.seen ?? []), data.n] });
  },
});

const stream = `tally-${randomUUID()}`;
let revision = -1;
async function append(n: number, poison = false) {
  const context = { actorId: null, correlationId: randomUUID(), causationId: 'test', now: new Date() };
  const event = await runtime.codec.encode({ type: 'Tallied', data: { n, poison } }, stream, context);
  await runtime.storage.events.append(stream, [event], {
    expectedRevision: revision === -1 ? 'no_stream' : revision,
  });
  revision++;
}

const seen = async (name: string) =>
  (await runtime.storage.reads.collection<{ id: string; seen: number[] }>(name).get('tally'))?.seen ?? [];
const healthOf = async (name: string) => (await engine.health()).find((p) => p.name === name)!;

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** An engine over the test's storage, as a process builds it at start. */
async function startEngine(): Promise<ProjectionEngine> {
  const started = new ProjectionEngine(
    runtime.storage.events,
    runtime.storage.reads,
    runtime.codec,
    new LocalLeaseManager(),
    (level, message, fields) => logged.push({ level, message, fields }),
  );
  started.register([tally('skipping', false), tally('gate', true)]);
  await started.start();
  return started;
}

beforeAll(async () => {
  const storage = await openTestStorage('pglite');
  runtime = await createRuntime(loadConfig({ NODE_ENV: 'test', ...TEST_SECRETS }), {
    storage,
    logger: createLogger('warn'),
    localLeases: true,
  });
  engine = await startEngine();
  await append(1);
  await append(2, true);
  await append(3);
}, 60_000);
afterAll(async () => {
  await engine?.stop();
  await runtime?.close();
});

describe('a handler that throws on one event', () => {
  it('is tried again, then recorded with its stream and revision, logged at error level, and skipped past', async () => {
    await until(async () => (await seen('skipping')).length === 2);
    expect(await seen('skipping')).toEqual([1, 3]);
    expect(attempts.get('skipping')).toBe(3);
    const health = await healthOf('skipping');
    expect(health).toMatchObject({ status: 'live', stoppedAt: null, lag: 0 });
    expect(health.skipped).toEqual([
      expect.objectContaining({ stream, revision: 1, type: 'Tallied', error: 'cannot apply this one', attempts: 3 }),
    ]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'projection skipped an event it could not apply',
        fields: expect.objectContaining({ projection: 'skipping', stream, revision: 1 }),
      }),
    );
  });

  it('stops a projection that never skips (users) at that event, visibly, with what came before it applied', async () => {
    expect(usersProjection.neverSkip).toBe(true);
    await until(async () => (await healthOf('gate')).stoppedAt !== null);
    await append(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(await seen('gate')).toEqual([1]);
    const health = await healthOf('gate');
    expect(health).toMatchObject({ status: 'failed', skipped: [], lastError: expect.stringContaining(stream) });
    expect(health.stoppedAt).toMatchObject({ stream, revision: 1, error: 'cannot apply this one' });
    expect(health.lag).toBeGreaterThan(0);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'projection stopped at an event it could not apply' }),
    );
  });

  it('projection failures survive a restart: health still lists the stopped and the skipped events', async () => {
    await engine.stop();
    engine = await startEngine();
    await until(async () => (await healthOf('gate')).status === 'failed');
    expect((await healthOf('gate')).stoppedAt).toMatchObject({ stream, revision: 1, error: 'cannot apply this one' });
    expect((await healthOf('skipping')).skipped).toEqual([expect.objectContaining({ stream, revision: 1 })]);
    expect(await seen('gate')).toEqual([1]);
  });

  it('an admin retry resumes the stopped projection and re-applies the skipped events once the cause is fixed', async () => {
    broken = false;
    const gate = await engine.retry('gate');
    expect(gate).toMatchObject({ stoppedAt: null, lastError: null, lag: 0 });
    expect(await seen('gate')).toEqual([1, 2, 3, 4]);
    const skipping = await engine.retry('skipping');
    expect(skipping.skipped).toEqual([]);
    expect((await seen('skipping')).sort()).toEqual([1, 2, 3, 4]);
  });
});
