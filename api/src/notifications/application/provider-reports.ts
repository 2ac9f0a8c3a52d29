/**
 * The bounce and complaint reports of two mail providers, read into the platform's own report: Amazon SES (an
 * Amazon SNS notification whose `Message` is the SES notification, `notificationType` `Bounce` or `Complaint`) and
 * the SendGrid event webhook (an array of events, of which `bounce`, `dropped` and `spamreport` are reports).
 * Written against the providers' documented formats and their documented sample payloads; not verified here
 * against a live account. Events that are not reports (deliveries, opens, clicks) are left out.
 */
import { validationError } from '../../platform/errors/domain-errors.js';
import type { BounceKind } from '../domain/mail.decider.js';

/** One report about one recipient of one mail, whichever provider sent it. */
export interface ProviderReport {
  type: 'bounce' | 'complaint';
  /** The message ids the report gives for the mail (the Message-ID header we sent, the provider's own id). */
  messageIds: string[];
  /** The address the report is about: it names the recipient when no mail of ours matches the ids. */
  recipient: string | null;
  bounceType: BounceKind;
  detail: string | null;
}

export type MailProvider = 'ses' | 'sendgrid';
export const MAIL_PROVIDERS: readonly MailProvider[] = ['ses', 'sendgrid'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const present = (values: unknown[]): string[] => values.map(text).filter((v): v is string => v !== null);

function malformed(field: string, expected: string, expectedAr: string): never {
  throw validationError([
    {
      field,
      code: 'malformed',
      message: `Expected ${expected}.`,
      messageAr: `المتوقع ${expectedAr}.`,
    },
  ]);
}

/** An SNS subscription asks to be confirmed by fetching its `SubscribeURL`: done by hand, once, by an operator. */
export interface SnsSubscription {
  subscribeUrl: string;
}

/**
 * An SNS HTTP notification (or, with raw message delivery, the SES notification itself): its reports, or the
 * subscription confirmation SNS sends first.
 */
export function sesReports(body: unknown): { reports: ProviderReport[] } | SnsSubscription {
  if (!isObject(body)) malformed('body', 'an Amazon SNS notification (a JSON object)', 'إشعار Amazon SNS (كائن JSON)');
  if (body.Type === 'SubscriptionConfirmation' || body.Type === 'UnsubscribeConfirmation') {
    const url = text(body.SubscribeURL);
    if (!url) malformed('SubscribeURL', 'the subscription link', 'رابط الاشتراك');
    return { subscribeUrl: url };
  }
  let notification: unknown = body;
  if (body.Type === 'Notification') {
    try {
      notification = JSON.parse(String(body.Message));
    } catch {
      malformed('Message', 'the SES notification as JSON text', 'إشعار SES نصًّا بصيغة JSON');
    }
  }
  if (!isObject(notification)) malformed('Message', 'the SES notification', 'إشعار SES');
  const type = notification.notificationType ?? notification.eventType;
  const mail = isObject(notification.mail) ? notification.mail : {};
  const headers = isObject(mail.commonHeaders) ? mail.commonHeaders : {};
  // Our Message-ID header (kept in commonHeaders when the identity includes the original headers), then SES's id.
  const messageIds = present([headers.messageId, mail.messageId]);
  if (type === 'Bounce') {
    const bounce = isObject(notification.bounce) ? notification.bounce : {};
    const recipients = Array.isArray(bounce.bouncedRecipients) ? bounce.bouncedRecipients.filter(isObject) : [];
    // Permanent: the address will not take mail. Transient and Undetermined may pass later.
    const bounceType: BounceKind = bounce.bounceType === 'Permanent' ? 'hard' : 'soft';
    const reportsOf = recipients.length > 0 ? recipients : [{}];
    return {
      reports: reportsOf.map((r) => ({
        type: 'bounce',
        messageIds,
        recipient: text(r.emailAddress),
        bounceType,
        detail: text(r.diagnosticCode) ?? text(r.status) ?? text(bounce.bounceSubType),
      })),
    };
  }
  if (type === 'Complaint') {
    const complaint = isObject(notification.complaint) ? notification.complaint : {};
    const recipients = Array.isArray(complaint.complainedRecipients)
      ? complaint.complainedRecipients.filter(isObject)
      : [];
    const reportsOf = recipients.length > 0 ? recipients : [{}];
    return {
      reports: reportsOf.map((r) => ({
        type: 'complaint',
        messageIds,
        recipient: text(r.emailAddress),
        bounceType: 'hard',
        detail: text(complaint.complaintFeedbackType),
      })),
    };
  }
  if (type === 'Delivery' || type === 'Send' || type === 'Open' || type === 'Click') return { reports: [] };
  return malformed('Message.notificationType', 'Bounce, Complaint or Delivery', 'Bounce أو Complaint أو Delivery');
}

/** SendGrid's drop reasons that are about the address: it reported spam, it bounced before, it is invalid. The
 * others (an unsubscribe, which the platform keeps itself; spam content; a quota) say nothing of the address. */
const SPAM_DROP = /^spam reporting address$/i;
const BOUNCE_DROP = /^(bounced address|invalid)$/i;

/** A SendGrid event webhook post: an array of events; `bounce` (`type` `blocked` is temporary), `dropped`, `spamreport`. */
export function sendgridReports(body: unknown): { reports: ProviderReport[] } {
  if (!Array.isArray(body)) malformed('body', 'an array of SendGrid events', 'مصفوفة أحداث SendGrid');
  const reports: ProviderReport[] = [];
  body.forEach((event, i) => {
    if (!isObject(event)) malformed(`${i}`, 'a SendGrid event (a JSON object)', 'حدث SendGrid (كائن JSON)');
    const kind = event.event;
    if (typeof kind !== 'string') malformed(`${i}.event`, 'the name of the event', 'اسم الحدث');
    // `smtp-id` is the Message-ID header we sent; `sg_message_id` starts with SendGrid's own id.
    const messageIds = present([event['smtp-id'], event.sg_message_id]);
    const recipient = text(event.email);
    const reason = text(event.reason);
    if (kind === 'bounce')
      reports.push({
        type: 'bounce',
        messageIds,
        recipient,
        bounceType: event.type === 'blocked' ? 'soft' : 'hard',
        detail: reason ?? text(event.status),
      });
    else if (kind === 'spamreport')
      reports.push({ type: 'complaint', messageIds, recipient, bounceType: 'hard', detail: null });
    else if (kind === 'dropped' && reason && SPAM_DROP.test(reason))
      reports.push({ type: 'complaint', messageIds, recipient, bounceType: 'hard', detail: reason });
    else if (kind === 'dropped' && reason && BOUNCE_DROP.test(reason))
      reports.push({ type: 'bounce', messageIds, recipient, bounceType: 'hard', detail: reason });
  });
  return { reports };
}
