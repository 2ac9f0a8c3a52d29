import type { EmailTemplate } from '../email-template.js';

/** The person's data archive is ready (PDPL access right): the link opens their preferences, where the
 * signed-in owner downloads it; the mail itself carries no data and no download token. */
export interface DataExportReadyEmailData {
  exportId: string;
  /** ISO instant after which the archive is deleted. */
  expiresAt: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    dataExportReady: import('../email-template.js').EmailJob<DataExportReadyEmailData>;
  }
}

const day = (iso: string) => iso.slice(0, 10);

export const dataExportReadyTemplate: EmailTemplate<DataExportReadyEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: 'Your data is ready to download',
    greeting: 'Hello,',
    paragraphs: [
      'The archive of your personal data you asked for is ready: your account history, what each part of the marketplace keeps about you, and your own files.',
      `Sign in to download it before ${day(d.expiresAt)}; after that date it is deleted and you can ask again.`,
      'If you did not ask for it, change your password and tell us.',
    ],
    action: { label: 'Download my data', url: `${publicUrl}/preferences?export=${d.exportId}` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: 'بياناتك جاهزة للتنزيل',
    greeting: 'مرحبًا،',
    paragraphs: [
      'أرشيف بياناتك الشخصية الذي طلبته جاهز: سجل حسابك، وما يحفظه كل جزء من السوق عنك، وملفاتك الخاصة.',
      `سجّل الدخول لتنزيله قبل ${day(d.expiresAt)}؛ بعد هذا التاريخ يُحذف ويمكنك طلبه من جديد.`,
      'إن لم تطلبه فغيّر كلمة المرور وأبلغنا.',
    ],
    action: { label: 'تنزيل بياناتي', url: `${publicUrl}/preferences?export=${d.exportId}` },
  }),
};
