import type { QueueName } from '../job-catalog.js';
import type { EnqueueOptions, JobQueues } from '../job-queues.js';
import type { JobHandler } from '../job-result.js';
import type { JobWorkers } from '../job-workers.js';

/**
 * Tests of the jobs platform use probe jobs that no context declares. Declaring them in the catalog would
 * make them valid names for the whole program, so tests step around the catalog's types here instead.
 */
interface Untyped {
  enqueue(
    queue: QueueName,
    name: string,
    payload: unknown,
    options: EnqueueOptions,
  ): Promise<{ queue: QueueName; id: string }>;
  register(queue: QueueName, name: string, handler: JobHandler<unknown>): void;
}

export function enqueueProbe(queues: JobQueues, name: string, payload: unknown, options: EnqueueOptions) {
  return (queues as unknown as Untyped).enqueue('email', name, payload, options);
}

export function registerProbe<P>(workers: JobWorkers, name: string, handler: JobHandler<P>): void {
  (workers as unknown as Untyped).register('email', name, handler as JobHandler<unknown>);
}
