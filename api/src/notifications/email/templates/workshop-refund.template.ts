import type { EmailTemplate } from '../email-template.js';
import { workshopDate } from './workshop.templates.js';

/**
 * A workshop its organiser cancelled: the attendee is told, in their language, and what is refunded to them (all
 * they paid, through the provider they paid with). The job names the workshop and the amount only.
 */
export interface WorkshopCancelledRefundEmailData {
  title: string;
  titleAr: string;
  startDate: string;
  amount: string;
  currency: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    workshopCancelledRefund: import('../email-template.js').EmailJob<WorkshopCancelledRefundEmailData>;
  }
}

export const workshopCancelledRefundTemplate: EmailTemplate<WorkshopCancelledRefundEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `Cancelled: ${d.title}, refund of ${d.amount} ${d.currency}`,
    greeting: 'Hello,',
    paragraphs: [
      `The organiser has cancelled "${d.title}" (${workshopDate(d.startDate, 'en')}, Riyadh time).`,
      `We are refunding everything you paid, ${d.amount} ${d.currency}, to the way you paid.`,
    ],
    action: { label: 'See my registrations', url: `${publicUrl}/dashboard?tab=registrations` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `أُلغيت: ${d.titleAr || d.title}، واسترداد ${d.amount} ريال`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `ألغى المنظّم «${d.titleAr || d.title}» (${workshopDate(d.startDate, 'ar')} بتوقيت الرياض).`,
      `نردّ إليك كل ما دفعته، ${d.amount} ريال، بالطريقة التي دفعت بها.`,
    ],
    action: { label: 'اعرض تسجيلاتي', url: `${publicUrl}/dashboard?tab=registrations&lang=ar` },
  }),
};
