/**
 * Sends the welcome e-mail when a user registers, in the language the sign-up was made in (English without one). A reactor runs on the projection engine (checkpointed,
 * at-least-once) and owns no read model; the job id derives from the UserRegistered event's id, so a
 * replay or a rebuild never sends the mail twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { UserRegistered } from '../../identity/index.js';

export function welcomeEmailReactor(jobs: JobQueues): Reactor<UserRegistered> {
  return {
    name: 'welcomeEmail',
    eventTypes: ['UserRegistered'],
    startAt: 'head',
    async react(event) {
      const { email, firstName, language } = event.data;
      if (!email) return; // forgotten before we got to it: nobody to write to
      await jobs.enqueue(
        'email',
        'welcome',
        { to: email, lang: language ?? 'en', data: { firstName: firstName ?? '' } },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
