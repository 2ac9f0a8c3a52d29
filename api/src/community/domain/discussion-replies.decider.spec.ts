/** Replies moderated one by one: reported once per person, hidden and restored by moderators, each on its own. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { discussionDecider } from './discussion.decider.js';
import type { DiscussionEvent } from './community.events.js';

const discussionId = 'd-1';
const started: DiscussionEvent = {
  type: 'DiscussionStarted',
  data: { discussionId, authorId: 'author', title: 'Calligraphy', body: 'Who teaches it?' },
};
const replied = (replyId: string, authorId = 'replier'): DiscussionEvent => ({
  type: 'DiscussionReplyPosted',
  data: { discussionId, replyId, authorId, body: `Reply ${replyId}` },
});
const hidden = (replyId: string): DiscussionEvent => ({
  type: 'DiscussionReplyHidden',
  data: { discussionId, replyId, moderatorId: 'mod', reason: 'abusive' },
});
const hide = (replyId: string) =>
  ({ type: 'HideDiscussionReply', discussionId, replyId, moderatorId: 'mod', reason: 'abusive' }) as const;
const restore = (replyId: string, reason: string | null = null) =>
  ({ type: 'RestoreDiscussionReply', discussionId, replyId, moderatorId: 'mod', reason }) as const;

const given = specFor(discussionDecider);

describe('discussion replies', () => {
  it('hides one reply and leaves the others and the thread alone; a second hide changes nothing', () => {
    given([started, replied('r-1'), replied('r-2')])
      .when(hide('r-1'))
      .then([hidden('r-1')]);
    given([started, replied('r-1'), replied('r-2'), hidden('r-1')])
      .when(hide('r-1'))
      .then([]);
    given([started, replied('r-1'), replied('r-2'), hidden('r-1')])
      .when(hide('r-2'))
      .then([hidden('r-2')]);
  });

  it('needs a reason to hide, and an existing reply', () => {
    given([started, replied('r-1')])
      .when({ ...hide('r-1'), reason: ' ' })
      .thenError('validation_failed', 'reason');
    given([started]).when(hide('r-9')).thenError('not_found');
    given([]).when(hide('r-1')).thenError('not_found');
  });

  it('restores a hidden reply only', () => {
    given([started, replied('r-1'), hidden('r-1')])
      .when(restore('r-1', 'fine after all'))
      .then([
        {
          type: 'DiscussionReplyRestored',
          data: { discussionId, replyId: 'r-1', moderatorId: 'mod', reason: 'fine after all' },
        },
      ]);
    given([started, replied('r-1')])
      .when(restore('r-1'))
      .then([]);
  });

  it('takes one report per person, never from the reply’s author', () => {
    const report = {
      type: 'ReportDiscussionReply',
      discussionId,
      replyId: 'r-1',
      reporterId: 'reader',
      reason: 'spam',
    } as const;
    const reported: DiscussionEvent = {
      type: 'DiscussionReplyReported',
      data: { discussionId, replyId: 'r-1', reporterId: 'reader', reason: 'spam' },
    };
    given([started, replied('r-1')])
      .when(report)
      .then([reported]);
    given([started, replied('r-1'), reported])
      .when(report)
      .thenError('already_reported');
    given([started, replied('r-1')])
      .when({ ...report, reporterId: 'replier' })
      .thenError('cannot_report_own');
    given([started, replied('r-1')])
      .when({ ...report, reason: '' })
      .thenError('validation_failed', 'reason');
  });
});
