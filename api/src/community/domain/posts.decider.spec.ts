/** Comments and discussions: posting, replying, one report per person, and moderation. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { commentDecider } from './comment.decider.js';
import { discussionDecider } from './discussion.decider.js';

const commentId = 'c-1';
const posted = {
  type: 'CommentPosted' as const,
  data: { commentId, artworkId: 'a-1', authorId: 'author', body: 'Beautiful light.' },
};
const reported = { type: 'CommentReported' as const, data: { commentId, reporterId: 'r-1', reason: 'spam' } };
const hidden = { type: 'CommentHidden' as const, data: { commentId, moderatorId: 'mod', reason: 'spam' } };

const comment = specFor(commentDecider);
const discussion = specFor(discussionDecider);

describe('comments', () => {
  it('PostComment posts a trimmed body of 1 to 2000 characters', () => {
    comment([])
      .when({ type: 'PostComment', commentId, artworkId: 'a-1', authorId: 'author', body: '  Beautiful light.  ' })
      .then([posted]);
    comment([])
      .when({ type: 'PostComment', commentId, artworkId: 'a-1', authorId: 'author', body: '   ' })
      .thenError('validation_failed', 'body');
    comment([])
      .when({ type: 'PostComment', commentId, artworkId: 'a-1', authorId: 'author', body: 'x'.repeat(2001) })
      .thenError('validation_failed', 'body');
    comment([posted])
      .when({ type: 'PostComment', commentId, artworkId: 'a-1', authorId: 'author', body: 'again' })
      .then([]);
  });
  it('ReportComment records a report once per person, never by the author, with a reason', () => {
    comment([posted]).when({ type: 'ReportComment', commentId, reporterId: 'r-1', reason: ' spam ' }).then([reported]);
    comment([posted, reported])
      .when({ type: 'ReportComment', commentId, reporterId: 'r-1', reason: 'again' })
      .thenError('already_reported');
    comment([posted])
      .when({ type: 'ReportComment', commentId, reporterId: 'author', reason: 'mine' })
      .thenError('cannot_report_own');
    comment([posted])
      .when({ type: 'ReportComment', commentId, reporterId: 'r-2', reason: '' })
      .thenError('validation_failed', 'reason');
    comment([]).when({ type: 'ReportComment', commentId, reporterId: 'r-1', reason: 'spam' }).thenError('not_found');
  });
  it('HideComment hides with a reason; hiding twice changes nothing', () => {
    comment([posted, reported])
      .when({ type: 'HideComment', commentId, moderatorId: 'mod', reason: 'spam' })
      .then([hidden]);
    comment([posted, hidden]).when({ type: 'HideComment', commentId, moderatorId: 'mod', reason: 'spam' }).then([]);
    comment([posted])
      .when({ type: 'HideComment', commentId, moderatorId: 'mod', reason: '' })
      .thenError('validation_failed', 'reason');
  });
  it('RestoreComment brings a hidden comment back; a visible one stays as it is', () => {
    comment([posted, hidden])
      .when({ type: 'RestoreComment', commentId, moderatorId: 'mod', reason: null })
      .then([{ type: 'CommentRestored', data: { commentId, moderatorId: 'mod', reason: null } }]);
    comment([posted]).when({ type: 'RestoreComment', commentId, moderatorId: 'mod', reason: 'fine' }).then([]);
  });
});

describe('discussions', () => {
  const discussionId = 'd-1';
  const started = {
    type: 'DiscussionStarted' as const,
    data: { discussionId, authorId: 'author', title: 'Calligraphy', body: 'Who teaches it?' },
  };
  const hiddenD = {
    type: 'DiscussionHidden' as const,
    data: { discussionId, moderatorId: 'mod', reason: 'off topic' },
  };
  it('StartDiscussion needs a title and a body', () => {
    discussion([])
      .when({
        type: 'StartDiscussion',
        discussionId,
        authorId: 'author',
        title: 'Calligraphy',
        body: 'Who teaches it?',
      })
      .then([started]);
    discussion([])
      .when({ type: 'StartDiscussion', discussionId, authorId: 'author', title: '', body: '' })
      .thenError('validation_failed', 'title');
    discussion([])
      .when({ type: 'StartDiscussion', discussionId, authorId: 'author', title: 't', body: 'x'.repeat(2001) })
      .thenError('validation_failed', 'body');
  });
  it('ReplyToDiscussion adds a reply once, and not to a hidden discussion', () => {
    const reply = {
      type: 'ReplyToDiscussion' as const,
      discussionId,
      replyId: 'r-1',
      authorId: 'other',
      body: 'The Misk school.',
    };
    const replied = {
      type: 'DiscussionReplyPosted' as const,
      data: { discussionId, replyId: 'r-1', authorId: 'other', body: 'The Misk school.' },
    };
    discussion([started]).when(reply).then([replied]);
    discussion([started, replied]).when(reply).then([]);
    discussion([started, hiddenD]).when(reply).thenError('discussion_hidden');
    discussion([started])
      .when({ ...reply, body: '' })
      .thenError('validation_failed', 'body');
    discussion([]).when(reply).thenError('not_found');
  });
  it('ReportDiscussion, HideDiscussion and RestoreDiscussion moderate as comments do', () => {
    const report = { type: 'DiscussionReported' as const, data: { discussionId, reporterId: 'r-1', reason: 'spam' } };
    discussion([started])
      .when({ type: 'ReportDiscussion', discussionId, reporterId: 'r-1', reason: 'spam' })
      .then([report]);
    discussion([started, report])
      .when({ type: 'ReportDiscussion', discussionId, reporterId: 'r-1', reason: 'spam' })
      .thenError('already_reported');
    discussion([started])
      .when({ type: 'HideDiscussion', discussionId, moderatorId: 'mod', reason: 'off topic' })
      .then([hiddenD]);
    discussion([started, hiddenD])
      .when({ type: 'RestoreDiscussion', discussionId, moderatorId: 'mod', reason: 'on topic after all' })
      .then([{ type: 'DiscussionRestored', data: { discussionId, moderatorId: 'mod', reason: 'on topic after all' } }]);
    discussion([started]).when({ type: 'RestoreDiscussion', discussionId, moderatorId: 'mod', reason: null }).then([]);
  });
});
