/**
 * One community discussion (`discussion-<id>`) with its replies, reports and moderation. Each reply is moderated
 * on its own (reported, hidden, restored) so one bad reply leaves without its thread.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import type { DiscussionEvent } from './community.events.js';
import { BODY_MAX, TITLE_MAX, checkText, ensureValid } from './community.rules.js';
import { decideHide, decideReport, decideRestore, evolveModeration, type Moderated } from './moderation.js';

export type DiscussionState =
  { status: 'none' } | ({ status: 'open'; discussionId: string; replies: Record<string, Moderated> } & Moderated);

type ReplyRef = { discussionId: string; replyId: string };
export type DiscussionCommand =
  | { type: 'StartDiscussion'; discussionId: string; authorId: string; title: string; body: string }
  | { type: 'ReplyToDiscussion'; discussionId: string; replyId: string; authorId: string; body: string }
  | { type: 'ReportDiscussion'; discussionId: string; reporterId: string; reason: string }
  | { type: 'HideDiscussion'; discussionId: string; moderatorId: string; reason: string }
  | { type: 'RestoreDiscussion'; discussionId: string; moderatorId: string; reason: string | null }
  | (ReplyRef & { type: 'ReportDiscussionReply'; reporterId: string; reason: string })
  | (ReplyRef & { type: 'HideDiscussionReply'; moderatorId: string; reason: string })
  | (ReplyRef & { type: 'RestoreDiscussionReply'; moderatorId: string; reason: string | null });

const replyNotFound = () => notFound('Reply', 'الرد');

function withReply(
  state: Extract<DiscussionState, { status: 'open' }>,
  replyId: string,
  verdict: 'report' | 'hide' | 'restore',
  reporterId?: string,
) {
  const reply = state.replies[replyId];
  if (!reply) return state;
  return { ...state, replies: { ...state.replies, [replyId]: evolveModeration(reply, verdict, reporterId) } };
}

export const discussionDecider: Decider<DiscussionState, DiscussionCommand, DiscussionEvent> = {
  category: 'discussion',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'DiscussionStarted') {
      return {
        status: 'open',
        discussionId: event.data.discussionId,
        authorId: event.data.authorId,
        hidden: false,
        reporters: [],
        replies: {},
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'DiscussionReplyPosted':
        return {
          ...state,
          replies: {
            ...state.replies,
            [event.data.replyId]: { authorId: event.data.authorId, hidden: false, reporters: [] },
          },
        };
      case 'DiscussionReported':
        return evolveModeration(state, 'report', event.data.reporterId);
      case 'DiscussionHidden':
        return evolveModeration(state, 'hide');
      case 'DiscussionRestored':
        return evolveModeration(state, 'restore');
      case 'DiscussionReplyReported':
        return withReply(state, event.data.replyId, 'report', event.data.reporterId);
      case 'DiscussionReplyHidden':
        return withReply(state, event.data.replyId, 'hide');
      case 'DiscussionReplyRestored':
        return withReply(state, event.data.replyId, 'restore');
    }
  },
  decide(command, state) {
    if (command.type === 'StartDiscussion') {
      if (state.status !== 'none') return [];
      ensureValid(checkText('title', command.title, 1, TITLE_MAX), checkText('body', command.body, 1, BODY_MAX));
      const { discussionId, authorId } = command;
      return [
        {
          type: 'DiscussionStarted',
          data: { discussionId, authorId, title: command.title.trim(), body: command.body.trim() },
        },
      ];
    }
    if (state.status === 'none') throw notFound('Discussion', 'النقاش');
    const { discussionId } = state;
    switch (command.type) {
      case 'ReplyToDiscussion':
        if (state.replies[command.replyId]) return [];
        ensureValid(checkText('body', command.body, 1, BODY_MAX));
        if (state.hidden)
          throw illegalState(
            'discussion_hidden',
            'This discussion was hidden by a moderator.',
            'أخفى أحد المشرفين هذا النقاش.',
          );
        return [
          {
            type: 'DiscussionReplyPosted',
            data: { discussionId, replyId: command.replyId, authorId: command.authorId, body: command.body.trim() },
          },
        ];
      case 'ReportDiscussion':
        decideReport(state, command.reporterId, command.reason);
        return [
          {
            type: 'DiscussionReported',
            data: { discussionId, reporterId: command.reporterId, reason: command.reason.trim() },
          },
        ];
      case 'HideDiscussion':
        return decideHide(state, command.reason) === 'none'
          ? []
          : [
              {
                type: 'DiscussionHidden',
                data: { discussionId, moderatorId: command.moderatorId, reason: command.reason.trim() },
              },
            ];
      case 'RestoreDiscussion':
        return decideRestore(state, command.reason) === 'none'
          ? []
          : [
              {
                type: 'DiscussionRestored',
                data: { discussionId, moderatorId: command.moderatorId, reason: command.reason?.trim() || null },
              },
            ];
      case 'ReportDiscussionReply': {
        const reply = state.replies[command.replyId];
        if (!reply) throw replyNotFound();
        decideReport(reply, command.reporterId, command.reason);
        const { replyId, reporterId } = command;
        return [
          {
            type: 'DiscussionReplyReported',
            data: { discussionId, replyId, reporterId, reason: command.reason.trim() },
          },
        ];
      }
      case 'HideDiscussionReply': {
        const reply = state.replies[command.replyId];
        if (!reply) throw replyNotFound();
        if (decideHide(reply, command.reason) === 'none') return [];
        const { replyId, moderatorId } = command;
        return [
          {
            type: 'DiscussionReplyHidden',
            data: { discussionId, replyId, moderatorId, reason: command.reason.trim() },
          },
        ];
      }
      case 'RestoreDiscussionReply': {
        const reply = state.replies[command.replyId];
        if (!reply) throw replyNotFound();
        if (decideRestore(reply, command.reason) === 'none') return [];
        const { replyId, moderatorId } = command;
        return [
          {
            type: 'DiscussionReplyRestored',
            data: { discussionId, replyId, moderatorId, reason: command.reason?.trim() || null },
          },
        ];
      }
    }
  },
};
