/** One comment on an artwork (`comment-<id>`): posted, reported, hidden or restored by a moderator. */
import type { Decider } from '../../platform/commands/decider.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { CommentEvent } from './community.events.js';
import { BODY_MAX, checkText, ensureValid } from './community.rules.js';
import { decideHide, decideReport, decideRestore, evolveModeration, type Moderated } from './moderation.js';

export type CommentState =
  { status: 'none' } | ({ status: 'posted'; commentId: string; artworkId: string } & Moderated);

export type CommentCommand =
  | { type: 'PostComment'; commentId: string; artworkId: string; authorId: string; body: string }
  | { type: 'ReportComment'; commentId: string; reporterId: string; reason: string }
  | { type: 'HideComment'; commentId: string; moderatorId: string; reason: string }
  | { type: 'RestoreComment'; commentId: string; moderatorId: string; reason: string | null };

export const commentDecider: Decider<CommentState, CommentCommand, CommentEvent> = {
  category: 'comment',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'CommentPosted') {
      const { commentId, artworkId, authorId } = event.data;
      return { status: 'posted', commentId, artworkId, authorId, hidden: false, reporters: [] };
    }
    if (state.status === 'none') return state;
    if (event.type === 'CommentReported') return evolveModeration(state, 'report', event.data.reporterId);
    return evolveModeration(state, event.type === 'CommentHidden' ? 'hide' : 'restore');
  },
  decide(command, state) {
    if (command.type === 'PostComment') {
      if (state.status !== 'none') return []; // the same id posted twice (a retried request)
      ensureValid(checkText('body', command.body, 1, BODY_MAX));
      const { commentId, artworkId, authorId } = command;
      return [{ type: 'CommentPosted', data: { commentId, artworkId, authorId, body: command.body.trim() } }];
    }
    if (state.status === 'none') throw notFound('Comment', 'التعليق');
    const { commentId } = state;
    switch (command.type) {
      case 'ReportComment':
        decideReport(state, command.reporterId, command.reason);
        return [
          {
            type: 'CommentReported',
            data: { commentId, reporterId: command.reporterId, reason: command.reason.trim() },
          },
        ];
      case 'HideComment':
        return decideHide(state, command.reason) === 'none'
          ? []
          : [
              {
                type: 'CommentHidden',
                data: { commentId, moderatorId: command.moderatorId, reason: command.reason.trim() },
              },
            ];
      case 'RestoreComment':
        return decideRestore(state, command.reason) === 'none'
          ? []
          : [
              {
                type: 'CommentRestored',
                data: { commentId, moderatorId: command.moderatorId, reason: command.reason?.trim() || null },
              },
            ];
    }
  },
};
