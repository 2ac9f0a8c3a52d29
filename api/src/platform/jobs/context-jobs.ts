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
import { reactorProjection, type Reactor } from '../projections/reactor.js';
import type { ProjectionEngine } from '../projections/projection-engine.js';
import type { JobName, JobPayload, QueueName } from './job-catalog.js';
import type { JobHandler } from './job-result.js';
import type { JobSchedule, JobWorkers } from './job-workers.js';

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

/** Registers a context's declaration; call it from the context's jobs provider's onModuleInit. */
export function declareJobs(projections: ProjectionEngine, workers: JobWorkers, jobs: ContextJobs): void {
  projections.register((jobs.reactors ?? []).map(reactorProjection));
  for (const { queue, name, handle } of jobs.processors ?? [])
    workers.register(queue, name as JobName<typeof queue>, handle as JobHandler<unknown> as never);
  for (const schedule of jobs.schedules ?? []) workers.schedule(schedule);
  if (jobs.whenRunning) workers.whenRunning(jobs.whenRunning);
}
