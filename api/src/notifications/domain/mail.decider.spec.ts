/** A mail's life: queued once when enqueued (or with its first outcome where that went unrecorded), retried until an
 * end, then the provider's reports (each recorded once) and an opening only where the subscriber allowed it. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { mailDecider, type MailEvent, type MailQueuedData } from './mail.decider.js';

const mail: MailQueuedData = {
  mailId: 'm1',
  template: 'newsletterCampaign',
  lang: 'ar',
  recipientHash: 'h',
  tag: 'c1',
  openTracking: true,
};
const queued: MailEvent = { type: 'MailQueued', data: mail };
const sent: MailEvent = { type: 'MailSent', data: { mailId: 'm1', attempt: 1, mode: 'smtp', messageId: '<a@b>' } };
const attempt = (n: number) => ({ type: 'RecordAttempt' as const, mail, attempt: n, mode: 'smtp' as const });

const spec = specFor(mailDecider);

describe('mail', () => {
  it('is recorded queued once, when enqueued, and its first outcome then appends only the outcome', () => {
    spec([]).when({ type: 'RecordQueued', mail }).then([queued]);
    spec([queued]).when({ type: 'RecordQueued', mail }).then([]);
    spec([queued, sent]).when({ type: 'RecordQueued', mail }).then([]);
    spec([queued])
      .when({ ...attempt(1), outcome: { kind: 'sent', messageId: '<a@b>' } })
      .then([sent]);
  });

  it('records an unrecorded queueing with the first outcome, then only outcomes, and nothing after an end', () => {
    spec([])
      .when({ ...attempt(1), outcome: { kind: 'sent', messageId: '<a@b>' } })
      .then([queued, sent]);
    const retrying: MailEvent = {
      type: 'MailSendFailed',
      data: { mailId: 'm1', attempt: 1, mode: 'smtp', providerAnswer: '421 busy', permanent: false },
    };
    spec([])
      .when({ ...attempt(1), outcome: { kind: 'failed', providerAnswer: '421 busy', permanent: false } })
      .then([queued, retrying]);
    spec([queued, retrying])
      .when({ ...attempt(2), outcome: { kind: 'failed', providerAnswer: '550 no such user', permanent: true } })
      .then([
        {
          type: 'MailSendFailed',
          data: { mailId: 'm1', attempt: 2, mode: 'smtp', providerAnswer: '550 no such user', permanent: true },
        },
      ]);
    spec([])
      .when({ ...attempt(1), outcome: { kind: 'withheld', reason: 'bounce' } })
      .then([queued, { type: 'MailWithheld', data: { mailId: 'm1', reason: 'bounce' } }]);
    spec([queued, sent])
      .when({ ...attempt(2), outcome: { kind: 'sent', messageId: '<c@d>' } })
      .then([]);
  });

  it('takes a bounce or complaint once, only for a mail the provider took; a hard bounce after a soft one', () => {
    const soft: MailEvent = { type: 'MailBounced', data: { mailId: 'm1', kind: 'soft', detail: 'mailbox full' } };
    spec([queued, sent])
      .when({ type: 'RecordBounce', mailId: 'm1', kind: 'soft', detail: 'mailbox full' })
      .then([soft]);
    spec([queued, sent, soft]).when({ type: 'RecordBounce', mailId: 'm1', kind: 'soft', detail: null }).then([]);
    spec([queued, sent, soft])
      .when({ type: 'RecordBounce', mailId: 'm1', kind: 'hard', detail: null })
      .then([{ type: 'MailBounced', data: { mailId: 'm1', kind: 'hard', detail: null } }]);
    spec([queued, sent, { type: 'MailBounced', data: { mailId: 'm1', kind: 'hard', detail: null } }])
      .when({ type: 'RecordBounce', mailId: 'm1', kind: 'soft', detail: null })
      .then([]);
    spec([queued]).when({ type: 'RecordBounce', mailId: 'm1', kind: 'hard', detail: null }).then([]);
    spec([queued, sent])
      .when({ type: 'RecordComplaint', mailId: 'm1' })
      .then([{ type: 'MailComplained', data: { mailId: 'm1' } }]);
    spec([queued, sent, { type: 'MailComplained', data: { mailId: 'm1' } }])
      .when({ type: 'RecordComplaint', mailId: 'm1' })
      .then([]);
  });

  it('counts an opening once, and only where the subscriber allowed it', () => {
    const opened: MailEvent = { type: 'MailOpened', data: { mailId: 'm1' } };
    spec([queued, sent]).when({ type: 'RecordOpen', mailId: 'm1' }).then([opened]);
    spec([queued, sent, opened]).when({ type: 'RecordOpen', mailId: 'm1' }).then([]);
    spec([{ type: 'MailQueued', data: { ...mail, openTracking: false } }, sent])
      .when({ type: 'RecordOpen', mailId: 'm1' })
      .then([]);
    spec([]).when({ type: 'RecordOpen', mailId: 'm1' }).then([]);
  });
});
