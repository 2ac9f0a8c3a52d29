/**
 * The job worker as its own process (docker-compose's `worker` service; `npm start` runs the same processors
 * inside the API process instead). Loads the configuration, connects what the processors need, runs them,
 * and on SIGTERM/SIGINT stops taking jobs, lets the ones in flight finish, then closes every connection.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig, type AppConfig } from './platform/config/app-config.js';
import { JobQueues } from './platform/jobs/job-queues.js';
import { JobWorkers } from './platform/jobs/job-workers.js';
import type { JobsLogger } from './platform/jobs/jobs-logger.js';
import { jobsOptionsFromConfig, type JobsOptions } from './platform/jobs/jobs-options.js';
import { createLogger } from './platform/logging/logger.js';
import type { ReadStore } from './platform/read-store/read-store.port.js';
import { openStorage } from './platform/storage/open-storage.js';
import { openMailSender } from './notifications/email/mail-sender.js';
import { registerEmailProcessors } from './notifications/email/send-email.processor.js';

/** The storage the processors use; the application's `openStorage` by default, anything with a read store in tests. */
export interface WorkerStorage {
  reads: ReadStore;
  close(): Promise<void>;
}

export interface WorkerOptions {
  openStorage?: (config: AppConfig) => Promise<WorkerStorage>;
  jobs?: Partial<JobsOptions>;
  logger?: JobsLogger;
}

export interface RunningWorker {
  /** Waits for the jobs in flight, then closes the queues, the mail sender and the storage. */
  close(): Promise<void>;
}

export async function startWorker(config: AppConfig, options: WorkerOptions = {}): Promise<RunningWorker> {
  const logger = options.logger ?? jsonLogger(config);
  const queues = JobQueues.open(jobsOptionsFromConfig(config, { ...options.jobs, runWorkers: true }), logger);
  const workers = new JobWorkers(queues, logger);
  // Storage opens only when a processor needs it: with SMTP_URL set, mail needs none.
  let storage: WorkerStorage | null = null;
  const storageOnce = async () => (storage ??= await (options.openStorage ?? openStorage)(config));
  try {
    const mail = await openMailSender({ smtpUrl: config.smtpUrl, readStore: async () => (await storageOnce()).reads });
    registerEmailProcessors(workers, mail, { mailFrom: config.mailFrom, publicUrl: config.publicUrl });
    // The zatca and pdf processors register here when their contexts add them.
    workers.start();
    return {
      async close() {
        await workers.close();
        await mail.close();
        await queues.close();
        await storage?.close();
      },
    };
  } catch (error) {
    await queues.close();
    await (storage as WorkerStorage | null)?.close();
    throw error;
  }
}

function jsonLogger(config: AppConfig): JobsLogger {
  const logger = createLogger(config.logLevel).child({ component: 'worker' });
  return { log: (m) => logger.info(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = jsonLogger(config);
  const worker = await startWorker(config, { logger });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing the jobs in flight`);
    worker.close().then(
      () => process.exit(0),
      (error: Error) => {
        logger.error(`shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
