import { arResourceName } from '../i18n/plural';

/** The comments and discussions resource texts, merged into the back-office's English and Arabic trees. */
export const commentsEn = {
  name: 'Comment |||| Comments',
  fields: {
    id: 'ID',
    q: 'Search',
    body: 'Comment',
    author: 'Author',
    artwork: 'Artwork',
    artworkId: 'Artwork',
    status: 'Status',
    reportCount: 'Reports',
    hiddenReason: 'Reason for hiding',
    createdAt: 'Written',
  },
  hideTitle: 'Hide this comment',
  restoreTitle: 'Restore this comment',
};

export const discussionsEn = {
  name: 'Discussion |||| Discussions',
  fields: {
    id: 'ID',
    q: 'Search',
    title: 'Title',
    body: 'Text',
    author: 'Author',
    replyCount: 'Replies',
    replyModeration: 'Moderation',
    status: 'Status',
    reportCount: 'Reports',
    hiddenReason: 'Reason for hiding',
    createdAt: 'Started',
  },
  sections: { discussion: 'Discussion', replies: 'Replies' },
  replyHideTitle: 'Hide this reply',
  replyRestoreTitle: 'Restore this reply',
  hideTitle: 'Hide this discussion',
  restoreTitle: 'Restore this discussion',
};

export const commentsAr = {
  name: arResourceName('تعليق', 'التعليقات'),
  fields: {
    id: 'المعرّف',
    q: 'بحث',
    body: 'التعليق',
    author: 'الكاتب',
    artwork: 'العمل الفني',
    artworkId: 'العمل الفني',
    status: 'الحالة',
    reportCount: 'البلاغات',
    hiddenReason: 'سبب الإخفاء',
    createdAt: 'تاريخ الكتابة',
  },
  hideTitle: 'إخفاء هذا التعليق',
  restoreTitle: 'استعادة هذا التعليق',
};

export const discussionsAr = {
  name: arResourceName('نقاش', 'النقاشات'),
  fields: {
    id: 'المعرّف',
    q: 'بحث',
    title: 'العنوان',
    body: 'النص',
    author: 'الكاتب',
    replyCount: 'الردود',
    replyModeration: 'الإشراف',
    status: 'الحالة',
    reportCount: 'البلاغات',
    hiddenReason: 'سبب الإخفاء',
    createdAt: 'تاريخ البدء',
  },
  sections: { discussion: 'النقاش', replies: 'الردود' },
  replyHideTitle: 'إخفاء هذا الرد',
  replyRestoreTitle: 'استعادة هذا الرد',
  hideTitle: 'إخفاء هذا النقاش',
  restoreTitle: 'استعادة هذا النقاش',
};
