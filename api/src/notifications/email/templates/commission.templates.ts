import type { EmailTemplate } from '../email-template.js';

/**
 * Commission mails: a new bid on a collector's request; a bid accepted or declined (to its bidder); new messages
 * in a bid thread (batched: at most one mail per thread and recipient every ten minutes, so it says "messages").
 * Message texts stay out of mails: the thread is private and the mail may be forwarded.
 */
export interface CommissionEmailData {
  commissionId: string;
  title: string;
  titleAr: string;
  /** SAR, formatted, for a new bid or an accepted one; null otherwise. */
  amount: string | null;
}
export type CommissionDecisionEmailData = CommissionEmailData & { decision: 'accepted' | 'declined' };
export type CommissionMessageEmailData = CommissionEmailData & { bidId: string };

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    commissionNewBid: import('../email-template.js').EmailJob<CommissionEmailData>;
    commissionBidDecision: import('../email-template.js').EmailJob<CommissionDecisionEmailData>;
    commissionNewMessage: import('../email-template.js').EmailJob<CommissionMessageEmailData>;
  }
}

const titleEn = (d: CommissionEmailData) => d.title || d.titleAr;
const titleAr = (d: CommissionEmailData) => d.titleAr || d.title;
const link = (publicUrl: string, d: CommissionEmailData, ar: boolean) =>
  `${publicUrl}/commissions/${d.commissionId}${ar ? '?lang=ar' : ''}`;

export const commissionNewBidTemplate: EmailTemplate<CommissionEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `New bid on "${titleEn(d)}"`,
    greeting: 'Hello,',
    paragraphs: [`An artist bid ${d.amount ?? ''} SAR on your commission request "${titleEn(d)}".`],
    action: { label: 'See the bids', url: link(publicUrl, d, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `عرض جديد على «${titleAr(d)}»`,
    greeting: 'مرحبًا،',
    paragraphs: [`قدّم فنان عرضًا بقيمة ${d.amount ?? ''} ريال على طلبك «${titleAr(d)}».`],
    action: { label: 'اطّلع على العروض', url: link(publicUrl, d, true) },
  }),
};

export const commissionBidDecisionTemplate: EmailTemplate<CommissionDecisionEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: d.decision === 'accepted' ? 'Your bid was accepted' : 'Your bid was not chosen',
    greeting: 'Hello,',
    paragraphs: [
      d.decision === 'accepted'
        ? `The collector accepted your bid of ${d.amount ?? ''} SAR on "${titleEn(d)}". The work can begin.`
        : `The collector chose another bid on "${titleEn(d)}". Thank you for your proposal.`,
    ],
    action: { label: 'Open the request', url: link(publicUrl, d, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: d.decision === 'accepted' ? 'قُبل عرضك' : 'لم يقع الاختيار على عرضك',
    greeting: 'مرحبًا،',
    paragraphs: [
      d.decision === 'accepted'
        ? `قبل صاحب الطلب عرضك بقيمة ${d.amount ?? ''} ريال على «${titleAr(d)}». يمكن بدء العمل.`
        : `اختار صاحب الطلب عرضًا آخر على «${titleAr(d)}». شكرًا على عرضك.`,
    ],
    action: { label: 'افتح الطلب', url: link(publicUrl, d, true) },
  }),
};

export const commissionNewMessageTemplate: EmailTemplate<CommissionMessageEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `New messages about "${titleEn(d)}"`,
    greeting: 'Hello,',
    paragraphs: [`You have new messages about the commission request "${titleEn(d)}".`],
    action: { label: 'Read the messages', url: link(publicUrl, d, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `رسائل جديدة حول «${titleAr(d)}»`,
    greeting: 'مرحبًا،',
    paragraphs: [`لديك رسائل جديدة حول طلب العمل المخصص «${titleAr(d)}».`],
    action: { label: 'اقرأ الرسائل', url: link(publicUrl, d, true) },
  }),
};
