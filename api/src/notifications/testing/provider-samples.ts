/**
 * Bodies of the mail providers' webhooks, shaped as the samples of their documentation (Amazon SNS around an SES
 * notification; a SendGrid event webhook post), with the addresses and ids a spec chooses.
 */
/** An SNS HTTP notification around an SES notification (the documented envelope). */
export const snsEnvelope = (message: object) => ({
  Type: 'Notification',
  MessageId: '22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324',
  TopicArn: 'arn:aws:sns:me-south-1:123456789012:ses-bounces',
  Message: JSON.stringify(message),
  Timestamp: '2026-01-27T14:59:38.237Z',
  SignatureVersion: '1',
  Signature: 'EXAMPLE',
  SigningCertURL: 'https://sns.me-south-1.amazonaws.com/SimpleNotificationService-example.pem',
  UnsubscribeURL: 'https://sns.me-south-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=example',
});

export const sesBounce = (to: string, messageId: string | null, bounceType = 'Permanent') => ({
  notificationType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: 'General',
    reportingMTA: 'dns; email.example.com',
    bouncedRecipients: [
      { emailAddress: to, status: '5.1.1', action: 'failed', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
    ],
    timestamp: '2026-01-27T14:59:38.237Z',
    feedbackId: '00000138111222aa-33322211-cccc-cccc-cccc-ddddaaaa068a-000000',
  },
  mail: {
    timestamp: '2026-01-27T14:59:37.000Z',
    source: 'noreply@gulfart.example',
    messageId: '00000138111222aa-33322211-cccc-cccc-cccc-ddddaaaa0680-000000',
    destination: [to],
    // Present only where the identity includes the original headers in its notifications.
    ...(messageId
      ? { headersTruncated: false, commonHeaders: { from: ['noreply@gulfart.example'], to: [to], messageId } }
      : {}),
  },
});

export const sesComplaint = (to: string) => ({
  notificationType: 'Complaint',
  complaint: {
    userAgent: 'ExampleCorp Feedback Loop (V0.01)',
    complainedRecipients: [{ emailAddress: to }],
    complaintFeedbackType: 'abuse',
    timestamp: '2026-01-27T14:59:38.237Z',
    feedbackId: '000001378603177f-18c07c78-fa81-4a58-9dd1-fedc3cb8f49a-000000',
  },
  mail: {
    timestamp: '2026-01-27T14:59:37.000Z',
    messageId: '000001378603177f-7a5433e7-8edb-42ae-af10-f0181f34d6ee-000000',
  },
});

/** A SendGrid event webhook post (the documented event shapes). */
export const sendgridPost = (to: string, smtpId: string) => [
  {
    email: to,
    timestamp: 1769525978,
    'smtp-id': smtpId,
    event: 'bounce',
    category: ['transactional'],
    sg_event_id: 'Z8nO8GZr3ma0B_N6WwBJdg',
    sg_message_id: '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
    reason: '500 unknown recipient',
    status: '5.0.0',
    type: 'bounce',
  },
  { email: to, timestamp: 1769525979, 'smtp-id': smtpId, event: 'bounce', reason: '421 try later', type: 'blocked' },
  { email: to, timestamp: 1769525980, 'smtp-id': smtpId, event: 'dropped', reason: 'Bounced Address' },
  { email: to, timestamp: 1769525981, 'smtp-id': smtpId, event: 'dropped', reason: 'Unsubscribed Address' },
  { email: to, timestamp: 1769525982, 'smtp-id': smtpId, event: 'spamreport' },
  { email: to, timestamp: 1769525983, 'smtp-id': smtpId, event: 'delivered', response: '250 OK' },
  { email: to, timestamp: 1769525984, event: 'open', useragent: 'Mozilla/5.0', ip: '192.0.2.1' },
];
