/**
 * Sends the welcome e-mail when a user registers. A reactor runs on the projection engine (checkpointed,
 * at-least-once) and owns no read model; the job id derives from the UserRegistered event's id, so a
 * replay or a rebuild never sends the mail twice.
 */
import type { Projection } from '../../platform/projections/projection.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { UserRegistered } from '../../identity/index.js';

export function welcomeEmailReactor(jobs: JobQueues): Projection<UserRegistered> {
  return {
    name: 'welcomeEmail',
    version: 1,
    eventTypes: ['UserRegistered'],
    collections: {},
    async apply(event) {
      const { email, firstName } = event.data;
      if (!email) return; // forgotten before we got to it: nobody to write to
      await jobs.enqueue(
        'email',
        'welcome',
        { to: email, lang: 'en', data: { firstName: firstName ?? '' } },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
