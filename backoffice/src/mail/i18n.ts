import { arResourceName } from '../i18n/plural';

/** The outbox and suppression resources' texts, merged into the back-office's trees. */
export const mailRecordsEn = {
  'mail/outbox': {
    name: 'Sent mail |||| Outbox',
    fields: {
      q: 'Search',
      updatedAt: 'When',
      template: 'Template',
      lang: 'Language',
      state: 'State',
      recipientHash: 'Recipient (hash)',
      providerAnswer: 'Provider answer',
      attempts: 'Attempts',
      bounce: 'Bounce reported',
      complained: 'Complaint',
      openedAt: 'Opened',
    },
    state: { queued: 'Queued', sent: 'Sent', failed: 'Failed', retrying: 'Retrying', suppressed: 'Suppressed' },
  },
  'mail/suppressions': {
    name: 'Suppression |||| Suppression list',
    fields: {
      at: 'Since',
      id: 'Recipient (hash)',
      email: 'Email',
      reason: 'Reason',
      scope: 'Stops',
      source: 'Source',
      note: 'Note',
    },
    reason: { bounce: 'Bounce', complaint: 'Complaint', unsubscribe: 'Unsubscribed', manual: 'Added by staff' },
    lift: 'Lift',
  },
};

export const mailRecordsAr = {
  'mail/outbox': {
    name: arResourceName('رسالة مرسلة', 'صندوق الصادر'),
    fields: {
      q: 'بحث',
      updatedAt: 'متى',
      template: 'القالب',
      lang: 'اللغة',
      state: 'الحالة',
      recipientHash: 'المستلم (بصمة)',
      providerAnswer: 'رد المزود',
      attempts: 'المحاولات',
      bounce: 'ارتداد مُبلّغ عنه',
      complained: 'شكوى',
      openedAt: 'فُتحت',
    },
    state: { queued: 'في الانتظار', sent: 'أُرسلت', failed: 'فشلت', retrying: 'إعادة المحاولة', suppressed: 'محجوبة' },
  },
  'mail/suppressions': {
    name: arResourceName('حظر', 'قائمة الحظر'),
    fields: {
      at: 'منذ',
      id: 'المستلم (بصمة)',
      email: 'البريد الإلكتروني',
      reason: 'السبب',
      scope: 'يوقف',
      source: 'المصدر',
      note: 'ملاحظة',
    },
    reason: { bounce: 'ارتداد', complaint: 'شكوى', unsubscribe: 'ألغى الاشتراك', manual: 'أضافه الفريق' },
    lift: 'رفع الحظر',
  },
};
