/**
 * The job worker as its own process (docker-compose's `worker` service; `npm start` runs the same processors
 * inside the API process instead). It builds the same Nest module graph as the API, without HTTP, with the
 * workers on: every context's processors, schedules and reactors (declared once, in its `<context>.jobs.ts`
 * or its jobs provider) run here exactly as they would in the API with RUN_WORKERS=true. On SIGTERM/SIGINT it
 * stops taking jobs, lets the ones in flight finish, then closes every connection.
 */
import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { CONTEXTS } from './contexts.js';
import { registerContexts } from './platform/bounded-context.js';
import { loadConfig, type AppConfig } from './platform/config/app-config.js';
import { withDevSecrets } from './platform/config/dev-secrets.js';
import type { JobsLogger } from './platform/jobs/jobs-logger.js';
import { jobsOptionsFromConfig, type JobsOptions } from './platform/jobs/jobs-options.js';
import { createLogger, NestJsonLogger } from './platform/logging/logger.js';
import { createRuntime, type Runtime } from './platform/runtime.js';
import type { Storage } from './platform/storage/open-storage.js';

export interface WorkerOptions {
  /** Storage opened by the caller (tests); the configuration's by default. */
  storage?: Storage;
  jobs?: Partial<JobsOptions>;
  logger?: Logger;
}

export interface RunningWorker {
  app: INestApplicationContext;
  runtime: Runtime;
  /** Waits for the jobs in flight, then closes the queues, the projections and the storage. */
  close(): Promise<void>;
}

export async function startWorker(config: AppConfig, options: WorkerOptions = {}): Promise<RunningWorker> {
  // Before anything opens: without Redis there is nothing to work on, and the message says what to set.
  const jobs = jobsOptionsFromConfig(config, { ...options.jobs, runWorkers: true });
  const runtime = await createRuntime(config, { storage: options.storage, logger: options.logger });
  try {
    registerContexts(runtime, CONTEXTS);
    const app = await NestFactory.createApplicationContext(AppModule.forRuntime(runtime, { jobs }), {
      logger: new NestJsonLogger(runtime.logger),
      abortOnError: false,
    });
    await app.init();
    return {
      app,
      runtime,
      async close() {
        await app.close();
        await runtime.close();
      },
    };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

function jsonLogger(config: AppConfig): JobsLogger {
  const logger = createLogger(config.logLevel).child({ component: 'worker' });
  return { log: (m) => logger.info(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) };
}

async function main(): Promise<void> {
  const config = loadConfig(withDevSecrets(process.env));
  const logger = jsonLogger(config);
  const worker = await startWorker(config);
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
