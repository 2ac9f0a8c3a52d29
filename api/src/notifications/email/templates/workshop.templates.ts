import type { EmailTemplate } from '../email-template.js';

/**
 * Workshop mails: the confirmation once a registration is paid, and the reminder the day before. The date is
 * given in Riyadh time with the Hijri (Umm al-Qura) date beside it; the attendee's contact details stay out of
 * the job, which names only the workshop and the amounts.
 */
export interface WorkshopRegistrationEmailData {
  title: string;
  titleAr: string;
  startDate: string;
  location: string;
  locationAr: string;
  ticket: string;
  ticketAr: string;
  amountPaid: string;
  currency: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    workshopRegistrationConfirmed: import('../email-template.js').EmailJob<WorkshopRegistrationEmailData>;
    workshopReminder: import('../email-template.js').EmailJob<WorkshopRegistrationEmailData>;
  }
}

const ZONE = 'Asia/Riyadh';

/**
 * The formatters, made once per language: building an Intl.DateTimeFormat (locale data, the Umm al-Qura calendar)
 * cost more than the rest of a workshop mail's rendering, and every paid registration renders one.
 */
const formatters = (lang: 'en' | 'ar') => ({
  gregorian: new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: ZONE,
  }),
  hijri: new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-islamic-umalqura' : 'en-US-u-ca-islamic-umalqura', {
    dateStyle: 'long',
    timeZone: ZONE,
  }),
});
const FORMATTERS = { en: formatters('en'), ar: formatters('ar') };

/** "Tuesday, April 1, 2026 at 7:00 PM (3 Shawwal 1447 AH)", or its Arabic counterpart. */
export function workshopDate(iso: string, lang: 'en' | 'ar'): string {
  const at = new Date(iso);
  const { gregorian, hijri } = FORMATTERS[lang];
  return `${gregorian.format(at)} (${hijri.format(at)})`;
}

export const workshopRegistrationConfirmedTemplate: EmailTemplate<WorkshopRegistrationEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `You are registered: ${d.title}`,
    greeting: 'Hello,',
    paragraphs: [
      `Your registration for "${d.title}" is confirmed and paid (${d.amountPaid} ${d.currency}, ${d.ticket}).`,
      `When: ${workshopDate(d.startDate, 'en')}, Riyadh time.`,
      `Where: ${d.location}.`,
    ],
    action: { label: 'See my registrations', url: `${publicUrl}/dashboard?tab=registrations` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `تم تسجيلك: ${d.titleAr || d.title}`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `تأكد تسجيلك في «${d.titleAr || d.title}» ودُفع (${d.amountPaid} ريال، ${d.ticketAr || d.ticket}).`,
      `الموعد: ${workshopDate(d.startDate, 'ar')} بتوقيت الرياض.`,
      `المكان: ${d.locationAr || d.location}.`,
    ],
    action: { label: 'اعرض تسجيلاتي', url: `${publicUrl}/dashboard?tab=registrations&lang=ar` },
  }),
};

export const workshopReminderTemplate: EmailTemplate<WorkshopRegistrationEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `Tomorrow: ${d.title}`,
    greeting: 'Hello,',
    paragraphs: [
      `A reminder that "${d.title}" starts ${workshopDate(d.startDate, 'en')}, Riyadh time.`,
      `Where: ${d.location}. Your ticket: ${d.ticket}.`,
    ],
    action: { label: 'See my registrations', url: `${publicUrl}/dashboard?tab=registrations` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `غدًا: ${d.titleAr || d.title}`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `نذكّرك بأن «${d.titleAr || d.title}» تبدأ ${workshopDate(d.startDate, 'ar')} بتوقيت الرياض.`,
      `المكان: ${d.locationAr || d.location}. تذكرتك: ${d.ticketAr || d.ticket}.`,
    ],
    action: { label: 'اعرض تسجيلاتي', url: `${publicUrl}/dashboard?tab=registrations&lang=ar` },
  }),
};

/** The waiting list's offer: a seat is held for the person until `expiresAt`, then passes to the next one waiting. */
export interface WorkshopWaitlistOfferEmailData {
  workshopId: string;
  title: string;
  titleAr: string;
  startDate: string;
  ticket: string;
  ticketAr: string;
  expiresAt: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    workshopWaitlistOffer: import('../email-template.js').EmailJob<WorkshopWaitlistOfferEmailData>;
  }
}

/** The offer's deadline in Riyadh time ("Tuesday, April 1, 2026 at 7:00 PM"). */
const deadline = (iso: string, lang: 'en' | 'ar') => FORMATTERS[lang].gregorian.format(new Date(iso));

export const workshopWaitlistOfferTemplate: EmailTemplate<WorkshopWaitlistOfferEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `A seat is free for you: ${d.title}`,
    greeting: 'Hello,',
    paragraphs: [
      `A ${d.ticket} seat of "${d.title}" has come free, and you are first on its waiting list.`,
      `It is held for you until ${deadline(d.expiresAt, 'en')}, Riyadh time; after that it goes to the next person waiting.`,
      `The workshop: ${workshopDate(d.startDate, 'en')}, Riyadh time.`,
    ],
    action: { label: 'Register now', url: `${publicUrl}/workshops#workshop-${d.workshopId}` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `مقعد متاح لك: ${d.titleAr || d.title}`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `أصبح مقعد من فئة ${d.ticketAr || d.ticket} في «${d.titleAr || d.title}» متاحًا، وأنت الأول في قائمة انتظاره.`,
      `نحجزه لك حتى ${deadline(d.expiresAt, 'ar')} بتوقيت الرياض؛ بعدها يذهب إلى التالي في القائمة.`,
      `موعد الورشة: ${workshopDate(d.startDate, 'ar')} بتوقيت الرياض.`,
    ],
    action: { label: 'سجّل الآن', url: `${publicUrl}/workshops?lang=ar#workshop-${d.workshopId}` },
  }),
};
