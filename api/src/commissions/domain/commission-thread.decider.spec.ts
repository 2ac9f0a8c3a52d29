/** Bid threads: messages, reports and hiding, given/when/then. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { threadDecider, type ThreadCommand } from './commission-thread.decider.js';
import type { ThreadEvent } from './commission.events.js';

const ids = { commissionId: 'c1', bidId: 'b1' };
const now = '2026-11-26T10:00:00.000Z';
const post = (body: string, threadOpen = true): ThreadCommand => ({
  type: 'PostMessage',
  ...ids,
  messageId: 'm1',
  authorId: 'collector',
  body,
  attachments: [],
  threadOpen,
  now,
});
const posted: ThreadEvent = {
  type: 'CommissionMessagePosted',
  data: { ...ids, messageId: 'm1', authorId: 'collector', body: 'Hello', attachments: [], postedAt: now },
};

const spec = specFor(threadDecider);

describe('PostMessage', () => {
  it('records the message once, trimmed', () => {
    spec([]).when(post(' Hello ')).then([posted]);
    spec([posted]).when(post('Hello')).then([]);
  });
  it('refuses an empty message and a closed thread', () => {
    spec([]).when(post('  ')).thenError('validation_failed', 'body');
    spec([]).when(post('Hello', false)).thenError('thread_closed');
  });
});

describe('ReportMessage and HideMessage', () => {
  const report: ThreadCommand = {
    type: 'ReportMessage',
    ...ids,
    messageId: 'm1',
    reporterId: 'artist',
    reason: 'Rude',
  };
  const reported: ThreadEvent = {
    type: 'CommissionMessageReported',
    data: { ...ids, messageId: 'm1', reporterId: 'artist', reason: 'Rude' },
  };
  const hide: ThreadCommand = { type: 'HideMessage', ...ids, messageId: 'm1', moderatorId: 'mod' };
  it('a participant reports once; a moderator hides once', () => {
    spec([posted]).when(report).then([reported]);
    spec([posted, reported]).when(report).then([]);
    spec([posted, reported])
      .when(hide)
      .then([{ type: 'CommissionMessageHidden', data: { ...ids, messageId: 'm1', moderatorId: 'mod' } }]);
  });
  it('refuses an unknown message and a report without a reason', () => {
    spec([]).when(report).thenError('not_found');
    spec([posted])
      .when({ ...report, reason: ' ' } as ThreadCommand)
      .thenError('validation_failed', 'reason');
    spec([]).when(hide).thenError('not_found');
  });
});
