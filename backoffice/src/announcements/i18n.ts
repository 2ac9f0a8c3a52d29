import { arResourceName } from '../i18n/plural';

/** The announcements resource texts (the Communication tab), merged into the back-office's English tree. */
export const announcementsEn = {
  name: 'Announcement |||| Announcements',
  fields: {
    message: 'Message',
    messageAr: 'Message (Arabic)',
    link: 'Link in the storefront (e.g. /auctions)',
    tone: 'Tone',
    startsAt: 'Shown from',
    endsAt: 'Shown until',
    audience: 'Audience',
    role: 'Role',
    status: 'Status',
    updatedAt: 'Last changed',
  },
  tone: { info: 'Information', success: 'Good news', warning: 'Warning' },
  audience: { everyone: 'Everyone', signed_in: 'Signed-in people', role: 'One role' },
  status: { published: 'Published', withdrawn: 'Withdrawn' },
  withdraw: 'Withdraw',
};

export const announcementsAr: typeof announcementsEn = {
  name: arResourceName('إعلان', 'الإعلانات'),
  fields: {
    message: 'الرسالة',
    messageAr: 'الرسالة (بالعربية)',
    link: 'رابط في المتجر (مثل /auctions)',
    tone: 'النوع',
    startsAt: 'يظهر من',
    endsAt: 'يظهر حتى',
    audience: 'الجمهور',
    role: 'الدور',
    status: 'الحالة',
    updatedAt: 'آخر تعديل',
  },
  tone: { info: 'معلومة', success: 'خبر سار', warning: 'تنبيه' },
  audience: { everyone: 'الجميع', signed_in: 'المستخدمون المسجلون', role: 'دور واحد' },
  status: { published: 'منشور', withdrawn: 'مسحوب' },
  withdraw: 'سحب',
};
