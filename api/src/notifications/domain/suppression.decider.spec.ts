/** Suppressions: bounces stop all mail, unsubscribes marketing only; lifting is recorded once. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { suppressionDecider, type SuppressionEvent } from './suppression.decider.js';

const bounced: SuppressionEvent = {
  type: 'MailSuppressed',
  data: { recipientHash: 'h', reason: 'bounce', scope: 'all', note: null },
};

const spec = specFor(suppressionDecider);

describe('suppression', () => {
  it('scopes by reason and refuses an unknown reason', () => {
    spec([]).when({ type: 'Suppress', recipientHash: 'h', reason: 'bounce', note: ' ' }).then([bounced]);
    spec([])
      .when({ type: 'Suppress', recipientHash: 'h', reason: 'unsubscribe', note: 'asked by phone' })
      .then([
        {
          type: 'MailSuppressed',
          data: { recipientHash: 'h', reason: 'unsubscribe', scope: 'marketing', note: 'asked by phone' },
        },
      ]);
    spec([])
      .when({ type: 'Suppress', recipientHash: 'h', reason: 'spite' as never, note: null })
      .thenError('validation_failed', 'reason');
  });
  it('lifts an active entry once', () => {
    spec([bounced])
      .when({ type: 'Lift', recipientHash: 'h' })
      .then([{ type: 'MailSuppressionLifted', data: { recipientHash: 'h' } }]);
    spec([]).when({ type: 'Lift', recipientHash: 'h' }).then([]);
  });
});
