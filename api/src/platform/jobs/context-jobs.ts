/**
 * What a context declares about its jobs, in one place (its `<context>.jobs.ts`), loaded by the same Nest module
 * graph in the API and in the standalone worker (worker.ts):
 * - reactors: event → job, run on the projection engine in every process (job ids derive from the event, so
 *   several processes or a replay never enqueue twice);
 * - processors: the handler per queue and job name, registered everywhere, started only where workers run;
 * - schedules: periodic jobs, upserted where workers run;
 * - whenRunning: what only a processor needs (a mail sender, a connection to the tax authority), opened where
 *   workers run, before they start.
 */
import { Injectable } from '@nestjs/common';
import { reactorProjection, type Reactor } from '../projections/reactor.js';
import { ProjectionEngine } from '../projections/projection-engine.js';
import type { JobName, JobPayload, QueueName } from './job-catalog.js';
import type { JobHandler } from './job-result.js';
import { JobWorkers, type JobSchedule } from './job-workers.js';

export interface JobProcessor {
  queue: QueueName;
  name: string;
  handle: JobHandler<never>;
}

/** A processor typed against the job catalog: the handler receives the payload declared for `queue`/`name`. */
export function processor<Q extends QueueName, N extends JobName<Q>>(
  queue: Q,
  name: N,
  handle: JobHandler<JobPayload<Q, N>>,
): JobProcessor {
  return { queue, name, handle: handle as JobHandler<never> };
}

export interface ContextJobs {
  reactors?: Reactor[];
  processors?: JobProcessor[];
  schedules?: JobSchedule[];
  whenRunning?: () => Promise<void>;
}

/**
 * Where contexts declare their jobs (provided by PlatformModule): a context's jobs provider calls `declare` from its
 * onModuleInit, so every handler is registered before the workers start (onApplicationBootstrap).
 */
@Injectable()
export class JobDeclarations {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly workers: JobWorkers,
  ) {}

  declare(jobs: ContextJobs): void {
    this.projections.register((jobs.reactors ?? []).map(reactorProjection));
    for (const { queue, name, handle } of jobs.processors ?? [])
      this.workers.register(queue, name as JobName<typeof queue>, handle as JobHandler<unknown> as never);
    for (const schedule of jobs.schedules ?? []) this.workers.schedule(schedule);
    if (jobs.whenRunning) this.workers.whenRunning(jobs.whenRunning);
  }
}
