/**
 * What a job handler reports. `success` and `skipped` complete the job (the result is kept as its return
 * value); `failure` fails the attempt: a retryable failure is retried with backoff, a permanent one goes
 * straight to the failed set where an admin can inspect and retry it. A handler that throws counts as a
 * retryable failure.
 */
export type JobResult =
  | { status: 'success'; detail?: Record<string, unknown> }
  | { status: 'skipped'; reason: string }
  | { status: 'failure'; reason: string; retryable: boolean; expected?: boolean };

export const JobResults = {
  success(detail?: Record<string, unknown>): JobResult {
    return detail ? { status: 'success', detail } : { status: 'success' };
  },
  skipped(reason: string): JobResult {
    return { status: 'skipped', reason };
  },
  retry(reason: string): JobResult {
    return { status: 'failure', reason, retryable: true };
  },
  /** Not yet (a timer that fired a little early): retried with backoff, and logged only when it runs out. */
  notYet(reason: string): JobResult {
    return { status: 'failure', reason, retryable: true, expected: true };
  },
  permanentFailure(reason: string): JobResult {
    return { status: 'failure', reason, retryable: false };
  },
};

export interface JobContext {
  queue: string;
  name: string;
  jobId: string;
  /** 1 on the first attempt. */
  attempt: number;
  /** Replaces the stored payload, e.g. to drop personal data once the side effect is done (completed jobs
   * are kept as the idempotency record). A handler must then recognise the replaced payload if the job
   * runs again (a stalled job is retried). */
  replacePayload(payload: unknown): Promise<void>;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<JobResult>;
