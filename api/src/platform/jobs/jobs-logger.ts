import { Logger } from '@nestjs/common';

/** The part of Nest's LoggerService the jobs platform uses; also works outside Nest (the worker). */
export interface JobsLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function defaultJobsLogger(): JobsLogger {
  return new Logger('Jobs');
}

/** Logs a repeating connection error once per minute instead of on every reconnect attempt. */
export function throttledErrorLogger(logger: JobsLogger, what: string, intervalMs = 60_000): (error: Error) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    logger.error(`${what}: ${error.message}`);
  };
}
