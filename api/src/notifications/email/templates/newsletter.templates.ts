import type { EmailJob, EmailTemplate, RawEmailTemplate } from '../email-template.js';

/** The double opt-in: the link that confirms a newsletter subscription, and how long it works. */
export interface NewsletterConfirmationEmailData {
  confirmUrl: string;
  hours: number;
}

/**
 * A campaign mail, already in the subscriber's one language: its subject, sanitised HTML and text, and the
 * unsubscribe links (the page, and the one-click POST target of RFC 8058).
 */
export interface NewsletterCampaignEmailData {
  campaignId: string;
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
  /** The subscriber allowed the opening to be counted: the processor then adds the signed pixel's address. */
  openTracking?: boolean;
  openPixelUrl?: string;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    newsletterConfirmation: EmailJob<NewsletterConfirmationEmailData>;
    newsletterCampaign: EmailJob<NewsletterCampaignEmailData>;
  }
}

export const newsletterConfirmationTemplate: EmailTemplate<NewsletterConfirmationEmailData> = {
  en: ({ confirmUrl, hours }) => ({
    subject: 'Confirm your subscription to the Gulf Art Marketplace newsletter',
    greeting: 'Hello,',
    paragraphs: [
      'Someone, we hope you, asked to receive the Gulf Art Marketplace newsletter at this address.',
      `Confirm within ${hours} hours to start receiving it. If it was not you, ignore this mail: nothing will be sent.`,
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl },
  }),
  ar: ({ confirmUrl, hours }) => ({
    subject: 'أكّد اشتراكك في النشرة البريدية لسوق الفن الخليجي',
    greeting: 'مرحبًا،',
    paragraphs: [
      'طلب أحدهم، ونأمل أن تكون أنت، تلقي النشرة البريدية لسوق الفن الخليجي على هذا العنوان.',
      `أكّد خلال ${hours} ساعة لتبدأ في تلقيها. إن لم تكن أنت صاحب الطلب فتجاهل هذه الرسالة: لن يُرسل إليك شيء.`,
    ],
    action: { label: 'تأكيد اشتراكي', url: confirmUrl },
  }),
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const FOOTER = {
  en: ['You receive this because you subscribed to our newsletter.', 'Unsubscribe'],
  ar: ['تصلك هذه الرسالة لأنك اشتركت في نشرتنا البريدية.', 'إلغاء الاشتراك'],
};

/** A campaign mail in one language, with the List-Unsubscribe headers mail clients offer as a button. */
export const newsletterCampaignTemplate: RawEmailTemplate<NewsletterCampaignEmailData> = {
  render(data, lang) {
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    const [why, leave] = FOOTER[lang];
    const html = [
      '<!doctype html>',
      `<html lang="${lang}" dir="${dir}">`,
      `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(data.subject)}</title></head>`,
      `<body style="margin:0;padding:24px;background:#f7f4ef;color:#2b2622;text-align:${lang === 'ar' ? 'right' : 'left'}">`,
      `<div lang="${lang}" dir="${dir}" style="max-width:600px;line-height:1.6">`,
      data.html,
      '<hr style="border:none;border-top:1px solid #d9d2c7;margin:24px 0">',
      `<p style="font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(data.unsubscribeUrl)}">${escapeHtml(leave)}</a></p>`,
      '</div>',
      ...(data.openPixelUrl ? [`<img src="${escapeHtml(data.openPixelUrl)}" width="1" height="1" alt="">`] : []),
      '</body>',
      '</html>',
    ].join('\n');
    return {
      lang,
      subject: data.subject,
      text: `${data.text}\n\n----------\n${why}\n${leave}: ${data.unsubscribeUrl}`,
      html,
      headers: {
        'List-Unsubscribe': `<${data.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Content-Language': lang,
      },
    };
  },
};
