import type { AppConfig } from '../config/app-config.js';

export interface JobsOptions {
  redisUrl: string;
  /** BullMQ key prefix: every queue key starts with it (tests use a unique one per run). */
  prefix: string;
  /** Start the processors in this process (`RUN_WORKERS`). Enqueueing works either way. */
  runWorkers: boolean;
  /** Attempts per job before it lands in the failed set. */
  attempts: number;
  /** First retry delay; each later retry doubles it (BullMQ exponential backoff). */
  backoffDelayMs: number;
  /** Jobs processed at the same time per queue and process. */
  concurrency: number;
}

/** 6 attempts, 10 s first delay: retries after 10 s, 20 s, 40 s, 80 s, 160 s — about five minutes,
 * which rides out an SMTP server or tax portal restart without hammering it. */
export const DEFAULT_JOB_ATTEMPTS = 6;
export const DEFAULT_BACKOFF_DELAY_MS = 10_000;

export function jobsOptionsFromConfig(config: AppConfig, overrides: Partial<JobsOptions> = {}): JobsOptions {
  const redisUrl = overrides.redisUrl ?? config.redisUrl;
  if (!redisUrl) {
    throw new Error(
      'REDIS_URL is not set. `npm start` launches a local redis-server when it is missing; ' +
        'when starting the API or the worker yourself, set REDIS_URL (for example redis://127.0.0.1:6379).',
    );
  }
  return {
    prefix: `${config.redisPrefix}-jobs`,
    runWorkers: config.runWorkers,
    attempts: DEFAULT_JOB_ATTEMPTS,
    backoffDelayMs: DEFAULT_BACKOFF_DELAY_MS,
    concurrency: 4,
    ...overrides,
    redisUrl,
  };
}
