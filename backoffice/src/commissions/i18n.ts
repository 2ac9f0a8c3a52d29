import { arResourceName } from '../i18n/plural';
import { titledFieldsEn, titledFieldsAr } from '../kit/i18n';

const statusEn = {
  open: 'Open',
  closed: 'Closed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const statusAr = { open: 'مفتوح', closed: 'مغلق', in_progress: 'قيد التنفيذ', completed: 'مكتمل', cancelled: 'ملغى' };

/** The commissions resource texts, merged into the back-office's English tree. */
export const commissionsEn = {
  name: 'Commission request |||| Commission requests',
  fields: {
    ...titledFieldsEn,
    description: 'Description',
    category: 'Category',
    medium: 'Medium',
    status: 'Status',
    visibility: 'Visibility',
    collectorId: 'Collector',
    budgetMin: 'Lowest budget (halalas)',
    budgetMax: 'Highest budget (halalas)',
    deadline: 'Deadline',
    bidCount: 'Bids',
    postedAt: 'Posted',
    cancelReason: 'Cancel reason',
    bids: 'Bids',
    amount: 'Amount (halalas)',
    timelineDays: 'Days',
    proposal: 'Proposal',
    bidderId: 'Bidder',
    artistId: 'Artist profile',
    hidden: 'Hidden',
    hiddenReason: 'Why hidden',
    sale: 'Sale to the collector',
  },
  sale: { none: 'Not offered yet', order: 'Order %{number} · %{status}' },
  status: statusEn,
  bidStatus: { active: 'Active', withdrawn: 'Withdrawn', accepted: 'Accepted', declined: 'Declined' },
  moderation: {
    hideRequest: 'Hide request',
    restoreRequest: 'Restore request',
    hideBid: 'Hide bid',
    restoreBid: 'Restore bid',
    hideRequestDone: 'The request is hidden',
    restoreRequestDone: 'The request is visible again',
    hideBidDone: 'The bid is hidden',
    restoreBidDone: 'The bid is visible again',
  },
};

export const commissionsAr = {
  name: arResourceName('طلب عمل مخصص', 'طلبات الأعمال المخصصة'),
  fields: {
    ...titledFieldsAr,
    description: 'الوصف',
    category: 'التصنيف',
    medium: 'الوسيط',
    status: 'الحالة',
    visibility: 'الظهور',
    collectorId: 'المقتني',
    budgetMin: 'أدنى ميزانية (هللة)',
    budgetMax: 'أعلى ميزانية (هللة)',
    deadline: 'الموعد النهائي',
    bidCount: 'العروض',
    postedAt: 'نُشر',
    cancelReason: 'سبب الإلغاء',
    bids: 'العروض',
    amount: 'المبلغ (هللة)',
    timelineDays: 'الأيام',
    proposal: 'العرض',
    bidderId: 'مقدّم العرض',
    artistId: 'ملف الفنان',
    hidden: 'مخفي',
    hiddenReason: 'سبب الإخفاء',
    sale: 'البيع لصاحب الطلب',
  },
  sale: { none: 'لم يُعرض بعد', order: 'الطلب %{number} · %{status}' },
  status: statusAr,
  bidStatus: { active: 'قائم', withdrawn: 'مسحوب', accepted: 'مقبول', declined: 'مرفوض' },
  moderation: {
    hideRequest: 'أخفِ الطلب',
    restoreRequest: 'أعِد الطلب',
    hideBid: 'أخفِ العرض',
    restoreBid: 'أعِد العرض',
    hideRequestDone: 'أُخفي الطلب',
    restoreRequestDone: 'عاد الطلب ظاهرًا',
    hideBidDone: 'أُخفي العرض',
    restoreBidDone: 'عاد العرض ظاهرًا',
  },
};

/** Reported messages of bid threads. */
export const commissionMessagesEn = {
  name: 'Reported message |||| Reported messages',
  fields: {
    id: 'ID',
    body: 'Message',
    authorId: 'Author',
    commissionId: 'Request',
    bidId: 'Bid',
    postedAt: 'Sent',
    hidden: 'Hidden',
    reports: 'Reports',
    reason: 'Reason',
  },
  hide: 'Hide message',
  hiddenDone: 'The message is hidden',
};

export const commissionMessagesAr = {
  name: arResourceName('رسالة مُبلّغ عنها', 'رسائل مُبلّغ عنها'),
  fields: {
    id: 'المعرّف',
    body: 'الرسالة',
    authorId: 'الكاتب',
    commissionId: 'الطلب',
    bidId: 'العرض',
    postedAt: 'أُرسلت',
    hidden: 'مخفية',
    reports: 'البلاغات',
    reason: 'السبب',
  },
  hide: 'أخفِ الرسالة',
  hiddenDone: 'أُخفيت الرسالة',
};
