/**
 * A `JobQueues` for reactor specs that records the mails enqueued and, like BullMQ, adds a job id only once: a
 * replayed event that enqueues the same `once` key adds nothing.
 */
import type { JobQueues } from '../job-queues.js';
import { jobIdFor } from '../job-id.js';

export interface EnqueuedMail {
  name: string;
  to: string;
  lang: string;
  data: unknown;
}

export function onceQueue(): { jobs: JobQueues; enqueued: EnqueuedMail[] } {
  const ids = new Set<string>();
  const enqueued: EnqueuedMail[] = [];
  const enqueue = async (_queue: string, name: string, payload: Omit<EnqueuedMail, 'name'>, o: { once: string }) => {
    const id = jobIdFor(name, o.once);
    if (ids.has(id)) return;
    ids.add(id);
    enqueued.push({ name, ...payload });
  };
  return { jobs: { enqueue } as unknown as JobQueues, enqueued };
}
