/**
 * The queues and, per queue, the job names with their payload types. The platform knows only the queue names;
 * each context declares its own jobs by augmenting the interface of its queue, so `enqueue` and processors
 * are checked against one definition without the platform importing any context:
 *
 *   declare module '../platform/jobs/job-catalog.js' {
 *     interface EmailJobs { welcome: WelcomeEmailJob }
 *   }
 *
 * `zatca` and `pdf` stay empty until their contexts declare jobs: nothing can be enqueued there before that.
 */
export const QUEUE_NAMES = ['email', 'zatca', 'pdf'] as const;

export type QueueName = (typeof QUEUE_NAMES)[number];

// Empty on purpose: filled by module augmentation.
export interface EmailJobs {}
export interface ZatcaJobs {}
export interface PdfJobs {}

export interface JobCatalog {
  email: EmailJobs;
  zatca: ZatcaJobs;
  pdf: PdfJobs;
}

export type JobName<Q extends QueueName> = keyof JobCatalog[Q] & string;

export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobCatalog[Q][N];

export function isQueueName(value: string): value is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(value);
}
