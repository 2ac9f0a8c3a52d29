import type { EmailTemplate } from '../email-template.js';

/**
 * A message from staff, or from an artist or gallery the person follows, to one person (caused by StaffMessageSent or
 * SellerMessageSent). Each language's block shows the message in that
 * language, or in the other where staff wrote only one; the full thread stays on the site's Messages page.
 */
export interface StaffMessageEmailData {
  subject: string | null;
  body: string | null;
  subjectAr: string | null;
  bodyAr: string | null;
  /** The artist's or gallery's public names when one of them wrote; absent or null from staff. */
  sender?: { name: string | null; nameAr: string | null } | null;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    staffMessage: import('../email-template.js').EmailJob<StaffMessageEmailData>;
  }
}

const english = (d: StaffMessageEmailData) =>
  d.subject && d.body ? { subject: d.subject, body: d.body } : { subject: d.subjectAr ?? '', body: d.bodyAr ?? '' };
const arabic = (d: StaffMessageEmailData) =>
  d.subjectAr && d.bodyAr ? { subject: d.subjectAr, body: d.bodyAr } : { subject: d.subject ?? '', body: d.body ?? '' };
const paragraphs = (body: string) => body.split(/\n{2,}/).filter((p) => p.trim() !== '');

const senderEn = (d: StaffMessageEmailData) => (d.sender ? (d.sender.name ?? d.sender.nameAr ?? 'An artist') : null);
const senderAr = (d: StaffMessageEmailData) => (d.sender ? (d.sender.nameAr ?? d.sender.name ?? 'فنان') : null);

export const staffMessageTemplate: EmailTemplate<StaffMessageEmailData> = {
  en: (data, { publicUrl }) => {
    const { subject, body } = english(data);
    const from = senderEn(data);
    return {
      subject: from ? `Message from ${from}: ${subject}` : `Message from Gulf Art Marketplace: ${subject}`,
      greeting: 'Hello,',
      paragraphs: [
        from
          ? `${from}, whom you follow on Gulf Art Marketplace, has sent you a message:`
          : 'The Gulf Art Marketplace team has sent you a message:',
        subject,
        ...paragraphs(body),
      ],
      action: { label: 'Read it in my messages', url: `${publicUrl}/messages` },
    };
  },
  ar: (data, { publicUrl }) => {
    const { subject, body } = arabic(data);
    const from = senderAr(data);
    return {
      subject: from ? `رسالة من ${from}: ${subject}` : `رسالة من سوق الفن الخليجي: ${subject}`,
      greeting: 'مرحبًا،',
      paragraphs: [
        from ? `أرسل إليك ${from}، الذي تتابعه في سوق الفن الخليجي، رسالة:` : 'أرسل إليك فريق سوق الفن الخليجي رسالة:',
        subject,
        ...paragraphs(body),
      ],
      action: { label: 'اقرأها في رسائلي', url: `${publicUrl}/messages?lang=ar` },
    };
  },
};
