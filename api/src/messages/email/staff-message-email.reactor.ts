/**
 * Mails each message to its recipient's account address, in their language first (the mail carries both): staff's
 * always, an artist's or gallery's only while the recipient receives `messages` mail, naming the profile it came from.
 * A reactor (checkpointed, at-least-once, no read model); the job id derives from the event's id, so a replay or a
 * rebuild never mails twice. An erased or unknown recipient gets nothing.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { receivesMail, type UserQueries } from '../../identity/index.js';
import type { SellerMessageSent, StaffMessageSent } from '../domain/staff-message.events.js';
import { sendersOf } from '../application/seller-messages.js';

export function staffMessageEmailReactor(
  jobs: JobQueues,
  users: UserQueries,
  reads: ReadStore,
): Reactor<StaffMessageSent | SellerMessageSent> {
  return {
    name: 'staffMessageEmail',
    eventTypes: ['StaffMessageSent', 'SellerMessageSent'],
    async react(event) {
      const person = await users.contact(event.data.userId);
      if (!person) return; // forgotten, or unknown: nobody to write to
      const { subject, body, subjectAr, bodyAr } = event.data;
      if (!(subject && body) && !(subjectAr && bodyAr)) return; // the texts were erased with the person
      let sender: { name: string | null; nameAr: string | null } | null = null;
      if (event.type === 'SellerMessageSent') {
        if (!receivesMail(person, 'messages')) return; // they switched messages from artists off on /preferences
        const { sellerType, sellerId, messageId: id } = event.data;
        const found = (await sendersOf(reads, [{ id, sellerType, sellerId }])).get(id);
        sender = { name: found?.name ?? null, nameAr: found?.nameAr ?? null };
      }
      await jobs.enqueue(
        'email',
        'staffMessage',
        { to: person.email, lang: person.language, data: { subject, body, subjectAr, bodyAr, sender } },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
