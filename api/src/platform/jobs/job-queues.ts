import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUE_NAMES, QUEUE_SETTINGS, type JobName, type JobPayload, type QueueName } from './job-catalog.js';
import { jobIdFor } from './job-id.js';
import type { JobsOptions } from './jobs-options.js';
import { defaultJobsLogger, throttledErrorLogger, type JobsLogger } from './jobs-logger.js';
import { openRedis } from './redis-connection.js';

export type EnqueueOptions = (
  | {
      /** The event this job is a consequence of: the job id derives from it (a replay never enqueues twice). */
      causedByEventId: string;
      /** Tells apart several jobs of the same name caused by one event (one mail per recipient). */
      key?: string;
    }
  | {
      /** The job's own identity when no single event causes it (a timer: the auction and the instant). */
      once: string;
    }
) & { delayMs?: number };

/** A job just added (or already there: the add of an existing id is ignored, and so must the listener's work be). */
export interface EnqueuedJob {
  name: string;
  id: string;
  payload: unknown;
}

export type EnqueueListener = (job: EnqueuedJob) => Promise<void>;

export type QueueCounts = {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
};

/**
 * The typed producer side of the job queues, usable with or without workers in this process.
 *
 * Completed jobs are kept (`removeOnComplete: false`): BullMQ ignores an `add` only while a job with that
 * id still exists, so removing completed jobs would let a replayed event send the same e-mail again. The
 * completed set is the idempotency record; payloads stay small (template name and data, never rendered
 * documents) so that keeping it is cheap. Failed jobs are kept too, for the back-office to show and retry.
 */
export class JobQueues {
  private readonly queues: Map<QueueName, Queue>;
  private readonly listeners = new Map<QueueName, EnqueueListener[]>();

  private constructor(
    readonly options: JobsOptions,
    readonly connection: Redis,
  ) {
    this.queues = new Map(
      QUEUE_NAMES.map((name) => {
        const settings = QUEUE_SETTINGS[name] ?? {};
        const queue = new Queue(name, {
          connection,
          prefix: options.prefix,
          defaultJobOptions: {
            attempts: settings.attempts ?? options.attempts,
            backoff: { type: 'exponential', delay: settings.backoffDelayMs ?? options.backoffDelayMs },
            removeOnComplete: settings.keepCompleted ?? false,
            removeOnFail: false,
          },
        });
        return [name, queue];
      }),
    );
  }

  static open(options: JobsOptions, logger: JobsLogger = defaultJobsLogger()): JobQueues {
    return new JobQueues(
      options,
      openRedis(options.redisUrl, throttledErrorLogger(logger, 'Redis (jobs) unreachable')),
    );
  }

  async enqueue<Q extends QueueName, N extends JobName<Q>>(
    queue: Q,
    name: N,
    payload: JobPayload<Q, N>,
    options: EnqueueOptions,
  ): Promise<{ queue: Q; id: string }> {
    const id = 'once' in options ? jobIdFor(name, options.once) : jobIdFor(name, options.causedByEventId, options.key);
    await this.queue(queue).add(name, payload, { jobId: id, delay: options.delayMs });
    // After the add: a listener that fails fails the enqueue, whose caller retries it (the add is then ignored).
    for (const listener of this.listeners.get(queue) ?? []) await listener({ name, id, payload });
    return { queue, id };
  }

  /** Runs `listener` after each enqueue on `queue` in this process (the mail queue records each mail queued). */
  onEnqueued(queue: QueueName, listener: EnqueueListener): void {
    this.listeners.set(queue, [...(this.listeners.get(queue) ?? []), listener]);
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue "${name}"`);
    return queue;
  }

  async queueCounts(): Promise<Record<QueueName, QueueCounts>> {
    const entries = await Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const c = await this.queue(name).getJobCounts(
          'waiting',
          'prioritized',
          'active',
          'delayed',
          'failed',
          'completed',
        );
        const counts: QueueCounts = {
          waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
          active: c.active ?? 0,
          delayed: c.delayed ?? 0,
          failed: c.failed ?? 0,
          completed: c.completed ?? 0,
        };
        return [name, counts] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  /** Liveness for /api/health. */
  async ping(): Promise<void> {
    await this.connection.ping();
  }

  /** Closes the queues and the connection. Close the workers first (JobWorkers.close). */
  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    if (this.connection.status !== 'end') await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
