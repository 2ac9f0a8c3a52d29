/**
 * Mails a reviewer's decision to the person's account address: approved (with the tier), rejected (with the
 * reason) or more documents asked for. A reactor (checkpointed, at-least-once, no read model); each job id
 * derives from the decision's event id, so a replay never mails twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import type { KycEvent } from '../domain/kyc.events.js';
import { kycDecider } from '../domain/kyc.decider.js';

type Decision = Extract<KycEvent, { type: 'KycDocumentApproved' | 'KycDocumentRejected' | 'KycMoreRequested' }>;

export function kycEmailsReactor(jobs: JobQueues, reads: ReadStore, runner: CommandRunner): Reactor<Decision> {
  return {
    name: 'kycEmails',
    eventTypes: ['KycDocumentApproved', 'KycDocumentRejected', 'KycMoreRequested'],
    async react(event) {
      const person = await reads.collection<UserDoc>(USERS).get(event.data.userId);
      if (!person?.email) return; // forgotten, or unknown: nobody to write to
      const { documentId } = event.data;
      const { state } = await runner.load(kycDecider, event.streamName);
      const documentType = documentId ? (state.documents[documentId]?.documentType ?? null) : null;
      const base = { documentType, tier: null, reason: null, reasonAr: null, requested: [], note: null };
      const data =
        event.type === 'KycDocumentApproved'
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
        { to: person.email, lang: 'en', data },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}
