import { arResourceName } from '../i18n/plural';

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
    id: 'ID',
    q: 'Search',
    title: 'Title',
    titleAr: 'Title (Arabic)',
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
  },
  status: statusEn,
  bidStatus: { active: 'Active', withdrawn: 'Withdrawn', accepted: 'Accepted', declined: 'Declined' },
  auditTrail: 'Audit trail',
};

export const commissionsAr = {
  name: arResourceName('طلب عمل مخصص', 'طلبات الأعمال المخصصة'),
  fields: {
    id: 'المعرّف',
    q: 'بحث',
    title: 'العنوان',
    titleAr: 'العنوان (بالعربية)',
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
  },
  status: statusAr,
  bidStatus: { active: 'قائم', withdrawn: 'مسحوب', accepted: 'مقبول', declined: 'مرفوض' },
  auditTrail: 'سجل التدقيق',
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
