/**
 * Mails a reviewer's decision to the person's account address, in their language: approved (with the tier),
 * rejected (with the reason) or more documents asked for; and the expiry sweep's notices: a document expires
 * soon (with its date), or has expired (with the tier left). A reactor (checkpointed, at-least-once, no read model); each job id
 * derives from the decision's event id, so a replay never mails twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import type { UserQueries } from '../../identity/index.js';
import type { KycEvent } from '../domain/kyc.events.js';
import { kycDecider } from '../domain/kyc.decider.js';

type Decision = Extract<
  KycEvent,
  {
    type:
      'KycDocumentApproved' | 'KycDocumentRejected' | 'KycMoreRequested' | 'KycExpiryNoticeSent' | 'KycDocumentExpired';
  }
>;

export function kycEmailsReactor(jobs: JobQueues, users: UserQueries, runner: CommandRunner): Reactor<Decision> {
  return {
    name: 'kycEmails',
    eventTypes: [
      'KycDocumentApproved',
      'KycDocumentRejected',
      'KycMoreRequested',
      'KycExpiryNoticeSent',
      'KycDocumentExpired',
    ],
    startAt: 'head',
    async react(event) {
      const person = await users.contact(event.data.userId);
      if (!person) return; // forgotten, or unknown: nobody to write to
      const { documentId } = event.data;
      const { state } = await runner.load(kycDecider, event.streamName);
      const documentType = documentId ? (state.documents[documentId]?.documentType ?? null) : null;
      const base = {
        documentType,
        tier: null,
        reason: null,
        reasonAr: null,
        requested: [],
        note: null,
        expiresOn: null,
      };
      const data =
        event.type === 'KycExpiryNoticeSent'
          ? { ...base, decision: 'expiring' as const, expiresOn: event.data.expiresOn }
          : event.type === 'KycDocumentExpired'
            ? { ...base, decision: 'expired' as const, tier: event.data.tierAfter }
            : event.type === 'KycDocumentApproved'
              ? { ...base, decision: 'approved' as const, tier: event.data.tierAfter }
              : event.type === 'KycDocumentRejected'
                ? { ...base, decision: 'rejected' as const, reason: event.data.reason, reasonAr: event.data.reasonAr }
                : {
                    ...base,
                    decision: 'more_requested' as const,
                    requested: event.data.requested,
                    note: event.data.note,
                  };
      await jobs.enqueue(
        'email',
        'kycDecision',
        { to: person.email, lang: person.language, data },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
