/**
 * A bid's thread (`commissionThread-<bidId>`): messages between the collector and the bidder, each its own fact;
 * a participant reports one (moderators may then read the thread), a moderator hides it. Who is a participant
 * is the commission's business, checked before the command (the thread knows only its messages).
 */
import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import type { ThreadEvent } from './commission.events.js';
import { checkImageCount, checkMaxLength, checkStatedReason, ensure, LIMITS } from './commission.rules.js';

export interface ThreadState {
  messages: Record<string, { authorId: string; hidden: boolean; reporters: string[] }>;
}

/** A thread event's data: each command carries the facts its event records (`decide` spreads it into them). */
type ThreadFacts<T extends ThreadEvent['type']> = Extract<ThreadEvent, { type: T }>['data'];

export type ThreadCommand =
  | ({
      type: 'PostMessage';
      /** False once the bid is withdrawn or declined or the request is cancelled or closed. */
      threadOpen: boolean;
      now: string;
    } & Omit<ThreadFacts<'CommissionMessagePosted'>, 'postedAt'>)
  | ({ type: 'ReportMessage' } & ThreadFacts<'CommissionMessageReported'>)
  | ({ type: 'HideMessage' } & ThreadFacts<'CommissionMessageHidden'>);

export const threadDecider: Decider<ThreadState, ThreadCommand, ThreadEvent> = {
  category: 'commissionThread',
  initialState: () => ({ messages: {} }),
  evolve(state, event) {
    const { messageId } = event.data;
    const message = state.messages[messageId];
    switch (event.type) {
      case 'CommissionMessagePosted':
        return {
          messages: { ...state.messages, [messageId]: { authorId: event.data.authorId, hidden: false, reporters: [] } },
        };
      case 'CommissionMessageReported':
        return message
          ? {
              messages: {
                ...state.messages,
                [messageId]: { ...message, reporters: [...message.reporters, event.data.reporterId] },
              },
            }
          : state;
      case 'CommissionMessageHidden':
        return message ? { messages: { ...state.messages, [messageId]: { ...message, hidden: true } } } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PostMessage': {
        const { type: _t, threadOpen, now, ...data } = command;
        if (state.messages[data.messageId]) return [];
        if (!threadOpen) throw illegalState('thread_closed', 'This conversation is closed.', 'أُغلقت هذه المحادثة.');
        const body = data.body.trim();
        if (body === '' && data.attachments.length === 0)
          ensure([fieldProblem('body', 'isNotEmpty', 'Write a message.', 'اكتب رسالة.')]);
        ensure(checkMaxLength('body', body, LIMITS.message));
        ensure(checkImageCount('attachmentImageIds', data.attachments.length));
        return [{ type: 'CommissionMessagePosted', data: { ...data, body, postedAt: now } }];
      }
      case 'ReportMessage': {
        const message = state.messages[command.messageId];
        if (!message) throw notFound('Message', 'الرسالة');
        if (message.reporters.includes(command.reporterId)) return [];
        const reason = command.reason.trim();
        ensure(checkStatedReason(reason));
        const { type: _t, ...data } = command;
        return [{ type: 'CommissionMessageReported', data: { ...data, reason } }];
      }
      case 'HideMessage': {
        const message = state.messages[command.messageId];
        if (!message) throw notFound('Message', 'الرسالة');
        if (message.hidden) return [];
        const { type: _t, ...data } = command;
        return [{ type: 'CommissionMessageHidden', data }];
      }
    }
  },
};
