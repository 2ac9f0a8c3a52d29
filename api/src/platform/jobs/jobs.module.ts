import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { BeforeApplicationShutdown, DynamicModule, OnApplicationBootstrap } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { QUEUE_COUNTS, type QueueCounts as HealthQueueCounts } from '../health/health.controller.js';
import { FailedJobs } from './failed-jobs.js';
import { JobsAdminController } from './http/jobs-admin.controller.js';
import { JobQueues } from './job-queues.js';
import { JobWorkers } from './job-workers.js';
import type { JobsOptions } from './jobs-options.js';

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');

/**
 * Starts the workers once every module has registered its handlers (handlers register in onModuleInit,
 * which runs before onApplicationBootstrap), and stops them before anything they use closes: workers finish
 * their in-flight jobs in beforeApplicationShutdown, queues and Redis close in onApplicationShutdown.
 */
@Injectable()
class JobsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
    private readonly queues: JobQueues,
    private readonly workers: JobWorkers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.runWorkers) await this.workers.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.workers.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queues.close();
  }
}

/** Queues `email`, `zatca`, `pdf` for every module (global), the workers, and the failed-jobs admin API. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      controllers: [JobsAdminController],
      providers: [
        { provide: JOBS_OPTIONS, useValue: options },
        { provide: JobQueues, useFactory: () => JobQueues.open(options) },
        { provide: JobWorkers, useFactory: (queues: JobQueues) => new JobWorkers(queues), inject: [JobQueues] },
        { provide: FailedJobs, useFactory: (queues: JobQueues) => new FailedJobs(queues), inject: [JobQueues] },
        // /api/health reports the counts when this module is loaded.
        {
          provide: QUEUE_COUNTS,
          useFactory:
            (queues: JobQueues): HealthQueueCounts =>
            () =>
              queues.queueCounts(),
          inject: [JobQueues],
        },
        JobsLifecycle,
      ],
      exports: [JOBS_OPTIONS, JobQueues, JobWorkers, FailedJobs, QUEUE_COUNTS],
    };
  }
}
