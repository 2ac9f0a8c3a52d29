import { arResourceName } from '../i18n/plural';

const EVENTS_EN = {
  NewsletterSubscriptionRequested: 'Subscription asked for (confirmation mailed)',
  NewsletterSubscriptionConfirmed: 'Confirmed through the mailed link',
  NewsletterPreferencesChanged: 'Preferences changed',
  NewsletterUnsubscribed: 'Unsubscribed',
};
const EVENTS_AR = {
  NewsletterSubscriptionRequested: 'طلب اشتراك (أُرسل رابط التأكيد)',
  NewsletterSubscriptionConfirmed: 'تأكيد عبر الرابط المرسل',
  NewsletterPreferencesChanged: 'تغيير التفضيلات',
  NewsletterUnsubscribed: 'إلغاء الاشتراك',
};
const TOPICS_EN = {
  followed_artists: 'New works by followed artists',
  auctions: 'Auctions',
  workshops_events: 'Workshops and events',
  editorial: 'Editorial',
};
const TOPICS_AR = {
  followed_artists: 'أعمال جديدة لفنانين متابَعين',
  auctions: 'المزادات',
  workshops_events: 'الورش والفعاليات',
  editorial: 'مقالات',
};
const ROLES_EN = {
  collector: 'Collectors',
  artist: 'Artists',
  gallery: 'Galleries',
  workshop_organiser: 'Workshop organisers',
  shipping_provider: 'Shipping providers',
  admin: 'Admins',
  moderator: 'Moderators',
  auditor: 'Auditors',
};
const ROLES_AR = {
  collector: 'جامعو الأعمال',
  artist: 'الفنانون',
  gallery: 'صالات العرض',
  workshop_organiser: 'منظمو الورش',
  shipping_provider: 'مزودو الشحن',
  admin: 'المشرفون',
  moderator: 'المراقبون',
  auditor: 'المدققون',
};

/** The newsletter resources' texts, merged into the back-office's English tree. */
export const newsletterEn = {
  'newsletter/subscribers': {
    name: 'Subscriber |||| Subscribers',
    fields: {
      q: 'Search',
      id: 'Subscriber (address hash)',
      email: 'Email',
      status: 'Status',
      language: 'Language',
      topics: 'Topics',
      source: 'Subscribed from',
      requestedAt: 'Asked',
      confirmedAt: 'Confirmed',
      at: 'When',
      event: 'What',
      detail: 'Details',
    },
    status: { pending: 'Waiting for confirmation', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
    history: 'Consent history',
    events: EVENTS_EN,
  },
  'newsletter/campaigns': {
    name: 'Campaign |||| Campaigns',
    fields: {
      subject: 'Subject',
      subjectAr: 'Subject (Arabic)',
      body: 'Body (Markdown)',
      bodyAr: 'Body in Arabic (Markdown)',
      status: 'Status',
      sendAt: 'Send at',
      recipients: 'Recipients',
      sent: 'Sent',
      skipped: 'Skipped (left)',
      failed: 'Failed',
      unsubscribed: 'Unsubscribed',
      perMinute: 'Mails per minute',
      segment: { languages: 'Languages (none: all)', topics: 'Topics (none: all)', roles: 'Roles (none: all)' },
    },
    markdown: 'Markdown: # heading, **bold**, [link](https://…), lists.',
    preview: { en: 'English preview', ar: 'Arabic preview', mobile: 'Mobile width' },
    sendNow: 'Send now',
    schedule: 'Schedule',
    cancel: 'Cancel campaign',
    done: 'Done',
    languages: { en: 'English', ar: 'Arabic' },
    topics: TOPICS_EN,
    roles: ROLES_EN,
  },
};

export const newsletterAr = {
  'newsletter/subscribers': {
    name: arResourceName('مشترك', 'المشتركون'),
    fields: {
      q: 'بحث',
      id: 'المشترك (بصمة العنوان)',
      email: 'البريد الإلكتروني',
      status: 'الحالة',
      language: 'اللغة',
      topics: 'المواضيع',
      source: 'مصدر الاشتراك',
      requestedAt: 'الطلب',
      confirmedAt: 'التأكيد',
      at: 'متى',
      event: 'ماذا',
      detail: 'التفاصيل',
    },
    status: { pending: 'بانتظار التأكيد', confirmed: 'مؤكد', unsubscribed: 'ألغى الاشتراك' },
    history: 'سجل الموافقة',
    events: EVENTS_AR,
  },
  'newsletter/campaigns': {
    name: arResourceName('حملة', 'الحملات'),
    fields: {
      subject: 'الموضوع',
      subjectAr: 'الموضوع (بالعربية)',
      body: 'النص (Markdown)',
      bodyAr: 'النص بالعربية (Markdown)',
      status: 'الحالة',
      sendAt: 'وقت الإرسال',
      recipients: 'المستلمون',
      sent: 'أُرسلت',
      skipped: 'تم تخطيها (ألغوا الاشتراك)',
      failed: 'فشلت',
      unsubscribed: 'ألغوا الاشتراك',
      perMinute: 'رسائل في الدقيقة',
      segment: {
        languages: 'اللغات (بدون اختيار: الكل)',
        topics: 'المواضيع (بدون اختيار: الكل)',
        roles: 'الأدوار (بدون اختيار: الكل)',
      },
    },
    markdown: 'Markdown: # عنوان، **غامق**، [رابط](https://…)، قوائم.',
    preview: { en: 'المعاينة بالإنجليزية', ar: 'المعاينة بالعربية', mobile: 'عرض الجوال' },
    sendNow: 'أرسل الآن',
    schedule: 'جدولة',
    cancel: 'إلغاء الحملة',
    done: 'تم',
    languages: { en: 'الإنجليزية', ar: 'العربية' },
    topics: TOPICS_AR,
    roles: ROLES_AR,
  },
};
