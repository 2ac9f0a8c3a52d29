/**
 * Mails the double opt-in link when a subscription is asked for, in the subscriber's language. A reactor
 * (checkpointed, at-least-once): the job id derives from the request's event id, so a replay never mails twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { SubscriberEvent } from '../domain/newsletter.events.js';
import { CONFIRMATION_HOURS } from '../domain/subscriber.decider.js';
import { confirmToken } from '../application/newsletter-tokens.js';

type Requested = Extract<SubscriberEvent, { type: 'NewsletterSubscriptionRequested' }>;

export function confirmationEmailReactor(jobs: JobQueues, publicUrl: string, secret: string): Reactor<Requested> {
  return {
    name: 'newsletterConfirmationEmail',
    eventTypes: ['NewsletterSubscriptionRequested'],
    startAt: 'head',
    async react(event) {
      const { email, subscriberId, language, expiresAt } = event.data;
      if (!email) return; // forgotten before we got to it
      const token = confirmToken(secret, subscriberId, expiresAt);
      await jobs.enqueue(
        'email',
        'newsletterConfirmation',
        {
          to: email,
          lang: language,
          data: { confirmUrl: `${publicUrl}/newsletter/confirm?token=${token}`, hours: CONFIRMATION_HOURS },
        },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
