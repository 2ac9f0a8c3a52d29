import type { EmailTemplate } from '../email-template.js';

/**
 * A workshop organiser's message to the attendees they selected: the subject and text in the organiser's own words,
 * framed in the attendee's language (who writes, about which workshop).
 */
export interface WorkshopMessageEmailData {
  title: string;
  titleAr: string;
  subject: string;
  body: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    workshopAttendeeMessage: import('../email-template.js').EmailJob<WorkshopMessageEmailData>;
  }
}

/** The organiser's text, a paragraph per blank-line-separated block. */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const workshopAttendeeMessageTemplate: EmailTemplate<WorkshopMessageEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `${d.subject} (${d.title})`,
    greeting: 'Hello,',
    paragraphs: [`The organiser of "${d.title}" writes to you:`, ...paragraphsOf(d.body)],
    action: { label: 'See my registrations', url: `${publicUrl}/dashboard?tab=registrations` },
    signOff: 'The Gulf Art Marketplace team',
  }),
  ar: (d, { publicUrl }) => ({
    subject: `${d.subject} (${d.titleAr || d.title})`,
    greeting: 'مرحبًا،',
    paragraphs: [`يكتب إليك منظّم «${d.titleAr || d.title}»:`, ...paragraphsOf(d.body)],
    action: { label: 'اعرض تسجيلاتي', url: `${publicUrl}/dashboard?tab=registrations&lang=ar` },
    signOff: 'فريق سوق الفن الخليجي',
  }),
};
