/** The static pages' text until an admin first edits them (the back-office's Content tab replaces it). */
import type { ContentPage, PageContent } from './page-content.js';
import { HOME_BLOCKS, type LandingContent } from './landing-content.js';

export const SHIPPED_CONTENT: Record<ContentPage, PageContent> = {
  guide: {
    title: "Collector's guide",
    titleAr: 'دليل المقتني',
    summary: 'How to discover, buy and look after art on the Gulf Art Marketplace.',
    summaryAr: 'كيف تكتشف الأعمال الفنية وتقتنيها وتعتني بها في سوق الفن الخليجي.',
    sections: [
      {
        heading: 'Discover',
        headingAr: 'اكتشف',
        body: "Browse artists and galleries from across the Gulf, follow the ones you like and save works to your favourites. Each artwork's page gives its medium, size, provenance and price.",
        bodyAr:
          'تصفّح الفنانين والمعارض من أنحاء الخليج، وتابع من يعجبك واحفظ الأعمال في مفضلتك. تعرض صفحة كل عمل وسيطه ومقاسه ومصدره وسعره.',
      },
      {
        heading: 'Buy and bid',
        headingAr: 'اشترِ وزايد',
        body: "Buy at the listed price, send the seller an inquiry, or bid in a live auction. Bids above the platform's ceiling need a verified identity; the buyer's premium is shown before you bid.",
        bodyAr:
          'اشترِ بالسعر المعروض، أو راسل البائع، أو زايد في مزاد مباشر. تتطلب المزايدات التي تتجاوز سقف المنصة هوية موثقة، وتظهر عمولة المشتري قبل المزايدة.',
      },
      {
        heading: 'After the purchase',
        headingAr: 'بعد الشراء',
        body: 'You receive a tax invoice cleared with the tax authority, and the seller arranges insured shipping. Keep the certificate of authenticity with the work.',
        bodyAr:
          'تتسلم فاتورة ضريبية معتمدة من هيئة الزكاة والضريبة، ويتولى البائع الشحن المؤمَّن. احتفظ بشهادة الأصالة مع العمل.',
      },
    ],
  },
  investment: {
    title: 'Art as an investment',
    titleAr: 'الفن استثمارًا',
    summary: 'What to weigh before buying art for its value, and what the marketplace does to keep it transparent.',
    summaryAr: 'ما يجب مراعاته قبل اقتناء الفن لقيمته، وما يفعله السوق ليبقى كل شيء واضحًا.',
    sections: [
      {
        heading: 'Buy what you love',
        headingAr: 'اقتنِ ما تحب',
        body: 'Prices of art rise and fall and a work may take years to sell. Buy works you are glad to live with, and treat any gain as a bonus.',
        bodyAr:
          'ترتفع أسعار الفن وتنخفض، وقد يستغرق بيع العمل سنوات. اقتنِ أعمالًا تسعد بالعيش معها، واعتبر أي ربح مكسبًا إضافيًا.',
      },
      {
        heading: 'Provenance and records',
        headingAr: 'المصدر والسجلات',
        body: "Every bid and sale on the marketplace is recorded in a tamper-evident log, and each invoice is chained and signed: a work's history here can be verified later.",
        bodyAr:
          'تُسجَّل كل مزايدة وكل عملية بيع في السوق في سجل يكشف أي عبث، وتُسلسَل كل فاتورة وتُوقَّع: يمكن التحقق من تاريخ العمل هنا لاحقًا.',
      },
      {
        heading: 'Costs to count',
        headingAr: 'تكاليف يجب حسابها',
        body: "Count the buyer's premium, VAT, shipping, insurance and framing. They are shown before you commit.",
        bodyAr: 'احسب عمولة المشتري وضريبة القيمة المضافة والشحن والتأمين والتأطير. تظهر جميعها قبل أن تلتزم.',
      },
    ],
  },
  support: {
    title: 'Support',
    titleAr: 'الدعم',
    summary: 'Questions about an order, an auction, a workshop or your account? We answer in Arabic and English.',
    summaryAr: 'لديك سؤال عن طلب أو مزاد أو ورشة أو حسابك؟ نجيب بالعربية والإنجليزية.',
    sections: [
      {
        heading: 'Contact us',
        headingAr: 'تواصل معنا',
        body: 'Write to the support address or call the support line shown at the bottom of this page, Sunday to Thursday, 9:00 to 17:00 (Riyadh time).',
        bodyAr:
          'راسل عنوان الدعم أو اتصل برقم الدعم الظاهر أسفل هذه الصفحة، من الأحد إلى الخميس، من 9:00 إلى 17:00 بتوقيت الرياض.',
      },
      {
        heading: 'Your account and privacy',
        headingAr: 'حسابك وخصوصيتك',
        body: 'From your dashboard you can download your data or erase your account, as the Personal Data Protection Law provides.',
        bodyAr: 'من لوحة التحكم يمكنك تنزيل بياناتك أو حذف حسابك، وفق نظام حماية البيانات الشخصية.',
      },
    ],
  },
};

/**
 * The landing page as shipped (SPEC section 9's marketing claims), until an admin first changes it in the Content
 * tab; the texts are the storefront's shipped hero texts.
 */
export const SHIPPED_LANDING: LandingContent = {
  hero: {
    eyebrow: 'Early access is open',
    eyebrowAr: 'باب الوصول المبكر مفتوح',
    title: 'Where Gulf art meets its collectors',
    titleAr: 'حيث يلتقي الفن الخليجي بمقتنيه',
    subtitle:
      'One bilingual marketplace for artists, galleries and collectors across the Gulf: discover work, bid in live auctions, join workshops and get tax invoices issued for you.',
    subtitleAr:
      'سوق واحدة ثنائية اللغة للفنانين والمعارض والمقتنين في أنحاء الخليج: اكتشف الأعمال، وزايد في المزادات المباشرة، وانضم إلى الورش، واحصل على فواتيرك الضريبية جاهزة.',
  },
  figures: {
    earlyAccessMembers: 100,
    spotsRemaining: 47,
    countries: 6,
    walletUsersMillions: 8.5,
    settlementDaysMin: 1,
    settlementDaysMax: 3,
    launchQuarter: 2,
    launchYear: 2025,
  },
  countdown: { days: 45, hours: 12, minutes: 30, seconds: 15 },
  homeBlocks: [...HOME_BLOCKS],
};
