import type { EmailTemplate } from '../email-template.js';

/**
 * Inquiry mails. They name what the inquiry is about and link to the dashboard; the asker's contact details
 * stay out of the job (a queued job sits in Redis), and the owner reads them on the site.
 */
export interface InquiryReceivedEmailData {
  kind: 'artwork' | 'gallery';
  topic: string;
  topicAr: string;
}

export interface InquiryAnsweredEmailData {
  topic: string;
  topicAr: string;
  response: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    inquiryReceived: import('../email-template.js').EmailJob<InquiryReceivedEmailData>;
    inquiryAnswered: import('../email-template.js').EmailJob<InquiryAnsweredEmailData>;
  }
}

export const inquiryReceivedTemplate: EmailTemplate<InquiryReceivedEmailData> = {
  en: ({ kind, topic }, { publicUrl }) => ({
    subject: `New inquiry: ${topic}`,
    greeting: 'Hello,',
    paragraphs: [
      kind === 'artwork'
        ? `A collector has asked about your work "${topic}".`
        : `Someone has written to your gallery: "${topic}".`,
      'Read the message and answer it from your dashboard. We promise a reply within 24 hours.',
    ],
    action: { label: 'Open my inquiries', url: `${publicUrl}/dashboard` },
  }),
  ar: ({ kind, topicAr }, { publicUrl }) => ({
    subject: `استفسار جديد: ${topicAr}`,
    greeting: 'مرحبًا،',
    paragraphs: [
      kind === 'artwork'
        ? `استفسر أحد المقتنين عن عملك «${topicAr}».`
        : `راسل أحدهم صالة العرض الخاصة بك: «${topicAr}».`,
      'اقرأ الرسالة ورُدّ عليها من لوحة التحكم. نعد بالرد خلال 24 ساعة.',
    ],
    action: { label: 'افتح استفساراتي', url: `${publicUrl}/dashboard?lang=ar` },
  }),
};

export const inquiryAnsweredTemplate: EmailTemplate<InquiryAnsweredEmailData> = {
  en: ({ topic, response }, { publicUrl }) => ({
    subject: `Your inquiry was answered: ${topic}`,
    greeting: 'Hello,',
    paragraphs: [`Your inquiry about "${topic}" has an answer:`, response],
    action: { label: 'See it in my dashboard', url: `${publicUrl}/dashboard` },
  }),
  ar: ({ topicAr, response }, { publicUrl }) => ({
    subject: `تم الرد على استفسارك: ${topicAr}`,
    greeting: 'مرحبًا،',
    paragraphs: [`وصل رد على استفسارك بخصوص «${topicAr}»:`, response],
    action: { label: 'اعرضه في لوحة التحكم', url: `${publicUrl}/dashboard?lang=ar` },
  }),
};
