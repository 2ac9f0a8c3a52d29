import type { EmailTemplate } from '../email-template.js';

/** Sent once, after a person's first sign-in (caused by UserRegistered). */
export interface WelcomeEmailData {
  firstName: string | null;
}

export const welcomeTemplate: EmailTemplate<WelcomeEmailData> = {
  en: ({ firstName }, { publicUrl }) => ({
    subject: 'Welcome to Gulf Art Marketplace',
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    paragraphs: [
      'Your account is ready. Discover works by Saudi and Gulf artists, follow galleries, bid in live auctions and join workshops.',
      'Tell us how you want to take part (collector, artist, gallery and more) to finish setting up your profile.',
    ],
    action: { label: 'Explore the marketplace', url: `${publicUrl}/` },
  }),
  ar: ({ firstName }, { publicUrl }) => ({
    subject: 'مرحبًا بك في سوق الفن الخليجي',
    greeting: firstName ? `مرحبًا ${firstName}،` : 'مرحبًا،',
    paragraphs: [
      'حسابك جاهز. اكتشف أعمال الفنانين السعوديين والخليجيين، وتابع صالات العرض، وزايد في المزادات المباشرة، وانضم إلى الورش الفنية.',
      'أخبرنا كيف تريد المشاركة (جامع أعمال فنية أو فنان أو صالة عرض وغير ذلك) لإكمال إعداد ملفك الشخصي.',
    ],
    action: { label: 'استكشف السوق', url: `${publicUrl}/` },
  }),
};
