/** One community discussion (`discussion-<id>`) with its replies, reports and moderation. */
import type { Decider } from '../../platform/commands/decider.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import type { DiscussionEvent } from './community.events.js';
import { BODY_MAX, TITLE_MAX, checkText, ensureValid } from './community.rules.js';
import { decideHide, decideReport, decideRestore, evolveModeration, type Moderated } from './moderation.js';

export type DiscussionState =
  { status: 'none' } | ({ status: 'open'; discussionId: string; replyIds: string[] } & Moderated);

export type DiscussionCommand =
  | { type: 'StartDiscussion'; discussionId: string; authorId: string; title: string; body: string }
  | { type: 'ReplyToDiscussion'; discussionId: string; replyId: string; authorId: string; body: string }
  | { type: 'ReportDiscussion'; discussionId: string; reporterId: string; reason: string }
  | { type: 'HideDiscussion'; discussionId: string; moderatorId: string; reason: string }
  | { type: 'RestoreDiscussion'; discussionId: string; moderatorId: string; reason: string | null };

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
        replyIds: [],
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'DiscussionReplyPosted':
        return { ...state, replyIds: [...state.replyIds, event.data.replyId] };
      case 'DiscussionReported':
        return evolveModeration(state, 'report', event.data.reporterId);
      case 'DiscussionHidden':
        return evolveModeration(state, 'hide');
      case 'DiscussionRestored':
        return evolveModeration(state, 'restore');
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
        if (state.replyIds.includes(command.replyId)) return [];
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
    }
  },
};
