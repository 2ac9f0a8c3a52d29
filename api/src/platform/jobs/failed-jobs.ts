import type { Job } from 'bullmq';
import { illegalState, notFound } from '../errors/domain-errors.js';
import { QUEUE_NAMES, isQueueName, type QueueName } from './job-catalog.js';
import type { JobQueues } from './job-queues.js';
import type { RaListSpec } from '../http/ra-list.js';
import type { FindOptions } from '../read-store/read-store.port.js';
import { findInMemory } from './in-memory-find.js';

/** A job as the back-office shows it; `id` is `<queue>:<jobId>` so one list spans every queue. */
export interface JobView {
  [field: string]: unknown;
  id: string;
  queue: QueueName;
  jobId: string;
  name: string;
  state: string;
  failedReason: string | null;
  attemptsMade: number;
  /** When the job was enqueued (ms since the epoch). */
  timestamp: number;
  finishedOn: number | null;
  data: unknown;
  stacktrace: string[];
}

/** The back-office list: `q` searches id, name and reason; `queue` and `name` filter by equality. */
export const FAILED_JOBS_LIST: RaListSpec = {
  filters: { queue: 'eq', name: 'eq' },
  textFields: ['id', 'name', 'failedReason'],
  sortable: ['timestamp', 'finishedOn', 'queue', 'name', 'attemptsMade'],
  defaultSort: { field: 'finishedOn', direction: 'desc' },
};

/** The failed set of every queue, for the back-office: list, show, retry. */
export class FailedJobs {
  constructor(private readonly queues: JobQueues) {}

  /** Reads every queue's failed set (Redis keeps no secondary index to page it by another field). */
  async list(options: FindOptions): Promise<{ items: JobView[]; total: number }> {
    const failed = (await Promise.all(QUEUE_NAMES.map((n) => this.queues.queue(n).getFailed(0, -1)))).flat();
    return findInMemory(
      failed.map((job) => toView(job as Job, 'failed')),
      options,
    );
  }

  async get(id: string): Promise<JobView> {
    const job = await this.find(id);
    return toView(job, await job.getState());
  }

  /** Moves a failed job back to waiting with its attempts reset, so it gets the full backoff schedule again. */
  async retry(id: string): Promise<JobView> {
    const job = await this.find(id);
    const state = await job.getState();
    if (state !== 'failed') {
      throw illegalState(
        'job_not_failed',
        `Only a failed job can be retried; this one is ${state}.`,
        `لا يمكن إعادة المحاولة إلا لمهمة فاشلة؛ حالة هذه المهمة: ${state}.`,
      );
    }
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return toView(job, await job.getState());
  }

  private async find(id: string): Promise<Job> {
    const separator = id.indexOf(':');
    const queue = id.slice(0, separator);
    const job =
      separator > 0 && isQueueName(queue) ? await this.queues.queue(queue).getJob(id.slice(separator + 1)) : undefined;
    if (!job) throw notFound(`Job ${id}`, `المهمة ${id}`);
    return job as Job;
  }
}

function toView(job: Job, state: string): JobView {
  return {
    id: `${job.queueName}:${job.id}`,
    queue: job.queueName as QueueName,
    jobId: job.id ?? '',
    name: job.name,
    state,
    failedReason: job.failedReason ?? null,
    attemptsMade: job.attemptsMade,
    timestamp: job.timestamp,
    finishedOn: job.finishedOn ?? null,
    data: job.data,
    stacktrace: job.stacktrace ?? [],
  };
}
