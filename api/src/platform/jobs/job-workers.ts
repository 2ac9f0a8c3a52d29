import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { QUEUE_SETTINGS, type JobName, type JobPayload, type QueueName } from './job-catalog.js';
import type { JobQueues } from './job-queues.js';
import type { JobHandler, JobResult } from './job-result.js';
import { defaultJobsLogger, type JobsLogger } from './jobs-logger.js';

/** A retry the handler expected (JobResults.notYet): not worth a warning until the last attempt. */
class ExpectedRetry extends Error {}

/** A job BullMQ adds on a fixed period (a sweep), declared next to its processor. */
export type JobSchedule = {
  [Q in QueueName]: { queue: Q; id: string; name: JobName<Q>; everyMs: number };
}[QueueName];

/**
 * The consumer side: handlers registered per queue and job name, run by one BullMQ worker per queue that
 * has handlers. Queues without handlers get no worker (their jobs wait until a process that has one runs).
 *
 * Every process registers the same handlers (each context declares them once, see context-jobs.ts); only a
 * process that runs workers (`RUN_WORKERS`, or worker.ts) starts them, together with the schedules and
 * the resources only a processor needs (`whenRunning`: a mail sender, the tax authority's simulator).
 */
export class JobWorkers {
  private readonly handlers = new Map<QueueName, Map<string, JobHandler<unknown>>>();
  private readonly schedules: JobSchedule[] = [];
  private readonly startHooks: Array<() => Promise<void>> = [];
  private readonly workers: Worker[] = [];
  private started = false;

  constructor(
    private readonly queues: JobQueues,
    private readonly logger: JobsLogger = defaultJobsLogger(),
  ) {}

  register<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N, handler: JobHandler<JobPayload<Q, N>>): void {
    if (this.started) throw new Error(`Register job handlers before the workers start (${queue}/${name})`);
    const byName = this.handlers.get(queue) ?? new Map<string, JobHandler<unknown>>();
    if (byName.has(name)) throw new Error(`A handler for ${queue}/${name} is already registered`);
    byName.set(name, handler as JobHandler<unknown>);
    this.handlers.set(queue, byName);
  }

  /** A job added every `everyMs` once the workers start (upserted: every process declares the same one). */
  schedule(schedule: JobSchedule): void {
    if (this.started) throw new Error(`Declare schedules before the workers start (${schedule.id})`);
    this.schedules.push(schedule);
  }

  /** Runs before the workers start, and only in a process that starts them. */
  whenRunning(hook: () => Promise<void>): void {
    if (this.started) throw new Error('Add start hooks before the workers start');
    this.startHooks.push(hook);
  }

  /** The queues that have at least one handler. */
  get registeredQueues(): QueueName[] {
    return [...this.handlers.keys()];
  }

  get running(): boolean {
    return this.started;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const hook of this.startHooks) await hook();
    for (const { queue, id, name, everyMs } of this.schedules)
      await this.queues.queue(queue).upsertJobScheduler(id, { every: everyMs }, { name, data: {} });
    const { connection, options } = this.queues;
    for (const [queue, byName] of this.handlers) {
      const worker = new Worker(queue, (job: Job) => this.process(queue, byName, job), {
        connection,
        prefix: options.prefix,
        concurrency: QUEUE_SETTINGS[queue]?.concurrency ?? options.concurrency,
      });
      worker.on('failed', (job, error) => {
        const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
        if (error instanceof ExpectedRetry && !final) return;
        this.logger.warn(
          `${queue}/${job?.name} ${job?.id} attempt ${job?.attemptsMade} failed${final ? ' (final)' : ''}: ${error.message}`,
        );
      });
      worker.on('error', (error) => this.logger.error(`${queue} worker: ${error.message}`));
      this.workers.push(worker);
    }
    if (this.workers.length > 0) this.logger.log(`Job workers running for: ${this.registeredQueues.join(', ')}`);
  }

  /** Stops taking new jobs and waits for the ones in flight to finish. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers.length = 0;
  }

  private async process(queue: QueueName, byName: Map<string, JobHandler<unknown>>, job: Job): Promise<JobResult> {
    const handler = byName.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for ${queue} job "${job.name}" in this version`);
    const result = await handler(job.data, {
      queue,
      name: job.name,
      jobId: job.id ?? '',
      attempt: job.attemptsMade + 1,
      replacePayload: (payload) => job.updateData(payload),
    });
    if (result.status === 'failure') {
      // BullMQ retries thrown errors with backoff, except UnrecoverableError which fails the job at once.
      if (!result.retryable) throw new UnrecoverableError(result.reason);
      throw result.expected ? new ExpectedRetry(result.reason) : new Error(result.reason);
    }
    return result;
  }
}
