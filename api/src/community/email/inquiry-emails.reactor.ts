/**
 * Mails about inquiries: a new inquiry to each owner who has an account (artist and gallery), an answer to
 * the asker's account address only (never the address typed on the form, which anyone could set to a stranger's),
 * each only to whoever receives inquiry mail (/preferences). A reactor (checkpointed, at-least-once, no read model); each job id derives
 * from the causing event's id and the recipient, so a replay never mails twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import { USERS, receivesMail, type UserDoc } from '../../identity/index.js';
import type { InquiryResponded, InquirySent, InquirySentData } from '../domain/community.events.js';
import { inquiryDecider } from '../domain/inquiry.decider.js';

export function topicOf(data: Pick<InquirySentData, 'kind' | 'artwork' | 'gallery' | 'subject'>): {
  topic: string;
  topicAr: string;
} {
  if (data.kind === 'artwork' && data.artwork)
    return { topic: data.artwork.title, topicAr: data.artwork.titleAr || data.artwork.title };
  const subject = data.subject ?? '';
  return { topic: subject || data.gallery?.name || '', topicAr: subject || data.gallery?.nameAr || '' };
}

export function inquiryEmailsReactor(
  jobs: JobQueues,
  reads: ReadStore,
  runner: CommandRunner,
): Reactor<InquirySent | InquiryResponded> {
  return {
    name: 'inquiryEmails',
    eventTypes: ['InquirySent', 'InquiryResponded'],
    startAt: 'head',
    async react(event) {
      const causedByEventId = event.metadata.eventId;
      if (event.type === 'InquirySent') {
        const { data } = event;
        const owners = await reads.collection<UserDoc>(USERS).getMany(data.ownerIds);
        for (const owner of owners) {
          if (!owner.email || owner.id === data.askerId || !receivesMail(owner, 'inquiries')) continue;
          await jobs.enqueue(
            'email',
            'inquiryReceived',
            { to: owner.email, lang: 'en', data: { kind: data.kind, ...topicOf(data) } },
            { causedByEventId, key: owner.id },
          );
        }
        return;
      }
      const { events } = await runner.load(inquiryDecider, event.streamName);
      const sent = events.find((e) => e.type === 'InquirySent')?.data as InquirySentData | undefined;
      if (!sent) return;
      const asker = await reads.collection<UserDoc>(USERS).get(sent.askerId);
      if (!asker?.email) return; // the asker was forgotten: nobody to write to
      if (!receivesMail(asker, 'inquiries')) return; // they switched inquiry mail off on /preferences
      const { response } = event.data;
      await jobs.enqueue(
        'email',
        'inquiryAnswered',
        { to: asker.email, lang: 'en', data: { ...topicOf(sent), response } },
        { causedByEventId },
      );
    },
  };
}
