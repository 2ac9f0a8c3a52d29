/** The providers' bodies, shaped as their documentation's samples, read into the platform's reports. */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { sendgridReports, sesReports } from './provider-reports.js';
import { sendgridPost, sesBounce, sesComplaint, snsEnvelope } from '../testing/provider-samples.js';

function refusal(read: () => unknown): { field: string; messageAr: string } | undefined {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const [problem] = (error as DomainError).details;
    return problem;
  }
  return undefined;
}

describe('Amazon SES through SNS', () => {
  it('reads a permanent bounce per recipient, with our Message-ID header and SES’s id', () => {
    expect(sesReports(snsEnvelope(sesBounce('jane@example.sa', '<a1@gulfart.example>')))).toEqual({
      reports: [
        {
          type: 'bounce',
          messageIds: ['<a1@gulfart.example>', '00000138111222aa-33322211-cccc-cccc-cccc-ddddaaaa0680-000000'],
          recipient: 'jane@example.sa',
          bounceType: 'hard',
          detail: 'smtp; 550 5.1.1 user unknown',
        },
      ],
    });
  });

  it('reads a transient bounce as soft, a complaint, the raw notification, and leaves deliveries out', () => {
    const transient = sesReports(snsEnvelope(sesBounce('jane@example.sa', null, 'Transient')));
    expect(transient).toMatchObject({ reports: [{ bounceType: 'soft', messageIds: [expect.any(String)] }] });
    expect(sesReports(snsEnvelope(sesComplaint('omar@example.sa')))).toMatchObject({
      reports: [{ type: 'complaint', recipient: 'omar@example.sa', detail: 'abuse' }],
    });
    expect(sesReports(sesComplaint('omar@example.sa'))).toMatchObject({ reports: [{ type: 'complaint' }] });
    expect(sesReports(snsEnvelope({ notificationType: 'Delivery', mail: {} }))).toEqual({ reports: [] });
  });

  it('answers a subscription confirmation with its link', () => {
    const confirmation = {
      Type: 'SubscriptionConfirmation',
      Token: '2336412f37f',
      SubscribeURL: 'https://sns.me-south-1.amazonaws.com/?Action=ConfirmSubscription&Token=2336412f37f',
    };
    expect(sesReports(confirmation)).toEqual({ subscribeUrl: confirmation.SubscribeURL });
  });

  it('refuses another shape by the field, in both languages', () => {
    for (const [body, field] of [
      [[], 'body'],
      [{ Type: 'Notification', Message: 'not json' }, 'Message'],
      [snsEnvelope({ notificationType: 'Nonsense' }), 'Message.notificationType'],
      [{ Type: 'SubscriptionConfirmation' }, 'SubscribeURL'],
    ] as const) {
      const problem = refusal(() => sesReports(body));
      expect(problem?.field).toBe(field);
      expect(problem?.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('the SendGrid event webhook', () => {
  it('reads bounces (blocked is soft), drops about the address, spam reports; leaves the rest out', () => {
    const { reports } = sendgridReports(sendgridPost('jane@example.sa', '<a1@gulfart.example>'));
    const ids = ['<a1@gulfart.example>'];
    expect(reports).toEqual([
      {
        type: 'bounce',
        messageIds: [...ids, '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0'],
        recipient: 'jane@example.sa',
        bounceType: 'hard',
        detail: '500 unknown recipient',
      },
      { type: 'bounce', messageIds: ids, recipient: 'jane@example.sa', bounceType: 'soft', detail: '421 try later' },
      { type: 'bounce', messageIds: ids, recipient: 'jane@example.sa', bounceType: 'hard', detail: 'Bounced Address' },
      { type: 'complaint', messageIds: ids, recipient: 'jane@example.sa', bounceType: 'hard', detail: null },
    ]);
  });

  it('refuses another shape by the field, in both languages', () => {
    for (const [body, field] of [
      [{ event: 'bounce' }, 'body'],
      [['bounce'], '0'],
      [[{ event: 'open' }, { email: 'a@b.sa' }], '1.event'],
    ] as const) {
      const problem = refusal(() => sendgridReports(body));
      expect(problem?.field).toBe(field);
      expect(problem?.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
