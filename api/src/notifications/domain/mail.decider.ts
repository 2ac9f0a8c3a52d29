/**
 * One outgoing mail's life on `mail-<job id>`: queued when the job is enqueued, then each attempt's outcome (sent
 * with the provider's answer, a send that failed — for good, or to be retried —, or withheld because the recipient
 * is suppressed; a mail whose queueing went unrecorded is recorded queued with its first outcome), then
 * what the provider reports later (a bounce, a complaint) and, for a campaign mail whose subscriber allows it, its
 * first opening. The recipient is only its keyed hash, as on the suppression list; no address, no content.
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type MailMode = 'smtp' | 'capture' | null;
export type BounceKind = 'hard' | 'soft';

export interface MailQueuedData {
  mailId: string;
  template: string;
  lang: string;
  recipientHash: string;
  /** What the mail belongs to (a campaign's id), for counts. */
  tag: string | null;
  /** A campaign mail whose subscriber allowed its opening to be counted (it carries the pixel). */
  openTracking: boolean;
}

export type MailEvent =
  | DomainEvent<'MailQueued', MailQueuedData>
  | DomainEvent<'MailSent', { mailId: string; attempt: number; mode: MailMode; messageId: string }>
  | DomainEvent<
      'MailSendFailed',
      { mailId: string; attempt: number; mode: MailMode; providerAnswer: string; permanent: boolean }
    >
  | DomainEvent<'MailWithheld', { mailId: string; reason: string }>
  | DomainEvent<'MailBounced', { mailId: string; kind: BounceKind; detail: string | null }>
  | DomainEvent<'MailComplained', { mailId: string }>
  | DomainEvent<'MailOpened', { mailId: string }>;

export const MAIL_EVENT_TYPES = eventTypesOf<MailEvent>()([
  'MailQueued',
  'MailSent',
  'MailSendFailed',
  'MailWithheld',
  'MailBounced',
  'MailComplained',
  'MailOpened',
]);

export type MailOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'failed'; providerAnswer: string; permanent: boolean }
  | { kind: 'withheld'; reason: string };

export type MailCommand =
  | { type: 'RecordQueued'; mail: MailQueuedData }
  | { type: 'RecordAttempt'; mail: MailQueuedData; attempt: number; mode: MailMode; outcome: MailOutcome }
  | { type: 'RecordBounce'; mailId: string; kind: BounceKind; detail: string | null }
  | { type: 'RecordComplaint'; mailId: string }
  | { type: 'RecordOpen'; mailId: string };

export type MailStatus = 'new' | 'queued' | 'retrying' | 'sent' | 'failed' | 'withheld';

export interface MailState {
  status: MailStatus;
  openTracking: boolean;
  /** The worst bounce reported (a hard bounce after a soft one is still news). */
  bounce: BounceKind | null;
  complained: boolean;
  opened: boolean;
}

const DONE: ReadonlySet<MailStatus> = new Set(['sent', 'failed', 'withheld']);

export const mailDecider: Decider<MailState, MailCommand, MailEvent> = {
  category: 'mail',
  initialState: () => ({ status: 'new', openTracking: false, bounce: null, complained: false, opened: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'MailQueued':
        return { ...state, status: 'queued', openTracking: event.data.openTracking };
      case 'MailSent':
        return { ...state, status: 'sent' };
      case 'MailSendFailed':
        return { ...state, status: event.data.permanent ? 'failed' : 'retrying' };
      case 'MailWithheld':
        return { ...state, status: 'withheld' };
      case 'MailBounced':
        return { ...state, bounce: state.bounce === 'hard' ? 'hard' : event.data.kind };
      case 'MailComplained':
        return { ...state, complained: true };
      case 'MailOpened':
        return { ...state, opened: true };
    }
  },
  decide(command, state) {
    switch (command.type) {
      // An enqueue repeated (a replayed event: the queue ignores the second add) or coming after the worker took
      // the job records nothing.
      case 'RecordQueued':
        return state.status === 'new' ? [{ type: 'MailQueued', data: command.mail }] : [];
      case 'RecordAttempt': {
        // A job that ran to its outcome and runs again (a stalled worker) records nothing more.
        if (DONE.has(state.status)) return [];
        const { mailId } = command.mail;
        const queued: MailEvent[] = state.status === 'new' ? [{ type: 'MailQueued', data: command.mail }] : [];
        const { outcome, attempt, mode } = command;
        const next: MailEvent =
          outcome.kind === 'sent'
            ? { type: 'MailSent', data: { mailId, attempt, mode, messageId: outcome.messageId } }
            : outcome.kind === 'failed'
              ? {
                  type: 'MailSendFailed',
                  data: { mailId, attempt, mode, providerAnswer: outcome.providerAnswer, permanent: outcome.permanent },
                }
              : { type: 'MailWithheld', data: { mailId, reason: outcome.reason } };
        return [...queued, next];
      }
      // The provider reports on mail it took; it may report twice (its retries): recorded once.
      case 'RecordBounce':
        if (state.status !== 'sent' || state.bounce === 'hard' || state.bounce === command.kind) return [];
        return [{ type: 'MailBounced', data: { mailId: command.mailId, kind: command.kind, detail: command.detail } }];
      case 'RecordComplaint':
        if (state.status !== 'sent' || state.complained) return [];
        return [{ type: 'MailComplained', data: { mailId: command.mailId } }];
      case 'RecordOpen':
        if (state.status !== 'sent' || !state.openTracking || state.opened) return [];
        return [{ type: 'MailOpened', data: { mailId: command.mailId } }];
    }
  },
};
