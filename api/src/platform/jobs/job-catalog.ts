/**
 * The queues and, per queue, the job names with their payload types. The platform knows only the queue names;
 * each context declares its own jobs by augmenting the interface of its queue, so `enqueue` and processors
 * are checked against one definition without the platform importing any context:
 *
 *   declare module '../platform/jobs/job-catalog.js' {
 *     interface EmailJobs { welcome: WelcomeEmailJob }
 *   }
 *
 * A queue stays empty until a context declares jobs on it: nothing can be enqueued there before that.
 */
export const QUEUE_NAMES = [
  'email',
  'zatca',
  'pdf',
  'auctionTimers',
  'workshops',
  'commissions',
  'kyc',
  'orders',
  'personalData',
] as const;

export type QueueName = (typeof QUEUE_NAMES)[number];

// Empty on purpose: filled by module augmentation.
export interface EmailJobs {}
export interface ZatcaJobs {}
export interface PdfJobs {}
export interface AuctionTimerJobs {}
export interface WorkshopJobs {}
export interface CommissionJobs {}
export interface KycJobs {}
export interface OrderJobs {}
export interface PersonalDataJobs {}

export interface JobCatalog {
  email: EmailJobs;
  zatca: ZatcaJobs;
  pdf: PdfJobs;
  auctionTimers: AuctionTimerJobs;
  workshops: WorkshopJobs;
  commissions: CommissionJobs;
  kyc: KycJobs;
  orders: OrderJobs;
  personalData: PersonalDataJobs;
}

/** Where a queue departs from the defaults of JobsOptions. */
export interface QueueSettings {
  attempts?: number;
  backoffDelayMs?: number;
  concurrency?: number;
  /** Completed jobs are kept as the idempotency record unless a queue says how long (seconds) and how many. */
  keepCompleted?: { age: number; count: number };
}

/**
 * Auction timers fire at an instant and are retried soon when they fire a little early or the lot before
 * them is still closing; their ids are the auction and the instant, so a week of completed ones is enough.
 */
export const QUEUE_SETTINGS: Partial<Record<QueueName, QueueSettings>> = {
  auctionTimers: {
    attempts: 20,
    backoffDelayMs: 200,
    concurrency: 8,
    keepCompleted: { age: 7 * 86_400, count: 10_000 },
  },
};

export type JobName<Q extends QueueName> = keyof JobCatalog[Q] & string;

export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobCatalog[Q][N];

export function isQueueName(value: string): value is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(value);
}
