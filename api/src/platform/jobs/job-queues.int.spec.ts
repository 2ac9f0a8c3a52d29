import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { JobQueues } from './job-queues.js';
import { JobResults, type JobContext } from './job-result.js';
import { JobWorkers } from './job-workers.js';
import type { JobsOptions } from './jobs-options.js';
import { deleteKeysWithPrefix, testJobsOptions } from './testing/redis-test-env.js';
import { enqueueProbe, registerProbe } from './testing/untyped-jobs.js';
import { eventually } from '../../testing/eventually.js';
import { QUEUE_NAMES } from './job-catalog.js';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

describe('job queues on Redis', () => {
  let opened: { queues: JobQueues; workers: JobWorkers; options: JobsOptions }[] = [];

  function open(overrides: Partial<JobsOptions> = {}) {
    const options = testJobsOptions(overrides);
    const queues = JobQueues.open(options, quiet);
    const workers = new JobWorkers(queues, quiet);
    opened.push({ queues, workers, options });
    return { queues, workers };
  }

  afterEach(async () => {
    for (const { queues, workers, options } of opened) {
      await workers.close();
      await queues.close();
      await deleteKeysWithPrefix(options.prefix);
    }
    opened = [];
  });

  const stateOf = async (queues: JobQueues, id: string) => (await queues.queue('email').getJob(id))?.getState();
  const finished = (queues: JobQueues, id: string, state: 'completed' | 'failed') =>
    eventually(async () => ((await stateOf(queues, id)) === state ? true : undefined), 10_000, `${id} ${state}`);

  it('enqueues one job per causing event, before and after that job completed', async () => {
    const { queues, workers } = open();
    const seen: unknown[] = [];
    registerProbe<{ n: number }>(workers, 'probe', async (payload) => {
      seen.push(payload.n);
      return JobResults.success();
    });
    const eventId = randomUUID();

    const first = await enqueueProbe(queues, 'probe', { n: 1 }, { causedByEventId: eventId });
    const again = await enqueueProbe(queues, 'probe', { n: 2 }, { causedByEventId: eventId });
    expect(again.id).toBe(first.id);
    expect((await queues.queueCounts()).email.waiting).toBe(1);

    await workers.start();
    await finished(queues, first.id, 'completed');
    await enqueueProbe(queues, 'probe', { n: 3 }, { causedByEventId: eventId });
    const other = await enqueueProbe(queues, 'probe', { n: 4 }, { causedByEventId: eventId, key: 'second-recipient' });
    await finished(queues, other.id, 'completed');

    expect(seen.sort()).toEqual([1, 4]);
    const counts = await queues.queueCounts();
    expect(counts.email).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0, completed: 2 });
    expect(Object.keys(counts).sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const { queues, workers } = open({ attempts: 3, backoffDelayMs: 150 });
    const attempts: { at: number; attempt: number }[] = [];
    registerProbe(workers, 'flaky', async (_payload, context: JobContext) => {
      attempts.push({ at: Date.now(), attempt: context.attempt });
      if (attempts.length < 3) throw new Error(`transient failure ${attempts.length}`);
      return JobResults.success({ tries: attempts.length });
    });
    await workers.start();

    const { id } = await enqueueProbe(queues, 'flaky', {}, { causedByEventId: randomUUID() });
    await finished(queues, id, 'completed');

    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    const [a, b, c] = attempts.map((x) => x.at) as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(150);
    expect(c - b).toBeGreaterThanOrEqual(300);
    const job = await queues.queue('email').getJob(id);
    expect(job?.returnvalue).toEqual({ status: 'success', detail: { tries: 3 } });
  });

  it('moves a permanent failure to the failed set at once, and an exhausted one after its attempts', async () => {
    const { queues, workers } = open({ attempts: 2, backoffDelayMs: 20 });
    let calls = 0;
    registerProbe(workers, 'rejected', async () => {
      calls += 1;
      return JobResults.permanentFailure('recipient address refused');
    });
    registerProbe(workers, 'broken', async () => {
      throw new Error('server down');
    });
    registerProbe(workers, 'nothing-to-do', async () => JobResults.skipped('already sent'));
    await workers.start();

    const rejected = await enqueueProbe(queues, 'rejected', {}, { causedByEventId: randomUUID() });
    const broken = await enqueueProbe(queues, 'broken', {}, { causedByEventId: randomUUID() });
    const skipped = await enqueueProbe(queues, 'nothing-to-do', {}, { causedByEventId: randomUUID() });
    await finished(queues, rejected.id, 'failed');
    await finished(queues, broken.id, 'failed');
    await finished(queues, skipped.id, 'completed');

    const failed = await queues.queue('email').getFailed(0, -1);
    const byId = new Map(failed.map((job) => [job.id, job]));
    expect(calls).toBe(1);
    expect(byId.get(rejected.id)?.failedReason).toBe('recipient address refused');
    expect(byId.get(broken.id)?.attemptsMade).toBe(2);
    expect(byId.get(broken.id)?.failedReason).toBe('server down');
    expect((await queues.queue('email').getJob(skipped.id))?.returnvalue).toEqual({
      status: 'skipped',
      reason: 'already sent',
    });
  });

  it('finishes the job in flight before close() returns', async () => {
    const { queues, workers } = open();
    let started = false;
    let done = false;
    registerProbe(workers, 'slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 400));
      done = true;
      return JobResults.success();
    });
    await workers.start();
    const { id } = await enqueueProbe(queues, 'slow', {}, { causedByEventId: randomUUID() });
    await eventually(async () => (started ? true : undefined));

    await workers.close();

    expect(done).toBe(true);
    expect(await stateOf(queues, id)).toBe('completed');
  });
});
