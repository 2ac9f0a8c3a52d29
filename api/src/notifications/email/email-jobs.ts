import type { EmailJobs } from '../../platform/jobs/job-catalog.js';
import type { EmailJob, EmailLanguage, EmailTemplate, RawEmailTemplate } from './email-template.js';
import { welcomeTemplate, type WelcomeEmailData } from './templates/welcome.template.js';
import { inquiryAnsweredTemplate, inquiryReceivedTemplate } from './templates/inquiry.templates.js';
import { workshopRegistrationConfirmedTemplate, workshopReminderTemplate } from './templates/workshop.templates.js';
import { workshopWaitlistOfferTemplate } from './templates/workshop.templates.js';
import { kycDecisionTemplate } from './templates/kyc.templates.js';
import { workshopAttendeeMessageTemplate } from './templates/workshop-message.template.js';
import { workshopCancelledRefundTemplate } from './templates/workshop-refund.template.js';
import { commissionBidDecisionTemplate, commissionNewBidTemplate } from './templates/commission.templates.js';
import { commissionNewMessageTemplate } from './templates/commission.templates.js';
import { orderPaidReceiptTemplate, orderReleasedTemplate, orderSoldTemplate } from './templates/order.templates.js';
import { orderDisputeOpenedTemplate, orderDisputeResolvedTemplate } from './templates/dispute.templates.js';
import { newsletterCampaignTemplate, newsletterConfirmationTemplate } from './templates/newsletter.templates.js';
import { staffMessageTemplate } from './templates/staff-message.template.js';
import { dataExportReadyTemplate } from './templates/data-export.template.js';
import { auctionOutbidTemplate, auctionWonTemplate } from './templates/auction.templates.js';
import { followedArtistNewWorkTemplate } from './templates/followed-artist.template.js';

/** The payload of an `email` job: who, in which language first, and the template's data. The job name is
 * the template name. Enqueue with the id of the event that caused the mail:
 *
 *   jobs.enqueue('email', 'welcome', { to, lang, data: { firstName } }, { causedByEventId: event.metadata.eventId })
 */
export type { EmailJob } from './email-template.js';

/** What a completed e-mail job keeps once the mail has gone: the address and data are personal and the
 * completed job stays in Redis as the idempotency record, so they are replaced by this. */
export interface SentEmailJob {
  sent: true;
  lang: EmailLanguage;
}

declare module '../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    welcome: EmailJob<WelcomeEmailData>;
  }
}

/** The `email` queue's jobs that are mails (the queue also carries the newsletter's batch jobs). */
export type MailJobName = {
  [N in keyof EmailJobs]: EmailJobs[N] extends EmailJob<unknown> ? N : never;
}[keyof EmailJobs];
export type DataOf<Name extends MailJobName> = EmailJobs[Name] extends EmailJob<infer D> ? D : never;
type Templates = { [Name in MailJobName]: EmailTemplate<DataOf<Name>> | RawEmailTemplate<DataOf<Name>> };

/** Mail sent because the person subscribed to it: the suppression of unsubscribed people applies to these. */
export const MARKETING_TEMPLATES: ReadonlySet<string> = new Set(['newsletterCampaign']);

/** One template per `email` job name; the compiler refuses a job name without its template. */
export const EMAIL_TEMPLATES: Templates = {
  welcome: welcomeTemplate,
  inquiryReceived: inquiryReceivedTemplate,
  inquiryAnswered: inquiryAnsweredTemplate,
  workshopRegistrationConfirmed: workshopRegistrationConfirmedTemplate,
  workshopReminder: workshopReminderTemplate,
  workshopAttendeeMessage: workshopAttendeeMessageTemplate,
  workshopWaitlistOffer: workshopWaitlistOfferTemplate,
  workshopCancelledRefund: workshopCancelledRefundTemplate,
  kycDecision: kycDecisionTemplate,
  commissionNewBid: commissionNewBidTemplate,
  commissionBidDecision: commissionBidDecisionTemplate,
  commissionNewMessage: commissionNewMessageTemplate,
  orderPaidReceipt: orderPaidReceiptTemplate,
  orderSold: orderSoldTemplate,
  orderReleased: orderReleasedTemplate,
  orderDisputeOpened: orderDisputeOpenedTemplate,
  orderDisputeResolved: orderDisputeResolvedTemplate,
  newsletterConfirmation: newsletterConfirmationTemplate,
  newsletterCampaign: newsletterCampaignTemplate,
  staffMessage: staffMessageTemplate,
  dataExportReady: dataExportReadyTemplate,
  auctionOutbid: auctionOutbidTemplate,
  auctionWon: auctionWonTemplate,
  followedArtistNewWork: followedArtistNewWorkTemplate,
};

export function isSentEmailJob(payload: unknown): payload is SentEmailJob {
  return typeof payload === 'object' && payload !== null && (payload as { sent?: unknown }).sent === true;
}
