/**
 * Mails each message from staff to its recipient's account address, in their language first (the mail carries both).
 * A reactor (checkpointed, at-least-once, no read model); the job id derives from the StaffMessageSent event's id,
 * so a replay or a rebuild never mails twice. An erased or unknown recipient gets nothing.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { UserQueries } from '../../identity/index.js';
import type { StaffMessageSent } from '../domain/staff-message.events.js';

export function staffMessageEmailReactor(jobs: JobQueues, users: UserQueries): Reactor<StaffMessageSent> {
  return {
    name: 'staffMessageEmail',
    eventTypes: ['StaffMessageSent'],
    async react(event) {
      const person = await users.contact(event.data.userId);
      if (!person) return; // forgotten, or unknown: nobody to write to
      const { subject, body, subjectAr, bodyAr } = event.data;
      if (!(subject && body) && !(subjectAr && bodyAr)) return; // the texts were erased with the person
      await jobs.enqueue(
        'email',
        'staffMessage',
        { to: person.email, lang: person.language, data: { subject, body, subjectAr, bodyAr } },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
