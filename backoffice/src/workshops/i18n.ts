import { arResourceName } from '../i18n/plural';
import { titledFieldsEn, titledFieldsAr } from '../kit/i18n';

/** The workshops resource texts, merged into the back-office's English tree. */
export const workshopsEn = {
  name: 'Workshop |||| Workshops',
  fields: {
    ...titledFieldsEn,
    description: 'Description',
    category: 'Category',
    skillLevel: 'Level',
    locationType: 'Format',
    location: 'Location',
    startDate: 'Starts',
    endDate: 'Ends (last session)',
    currentParticipants: 'Registered',
    maxParticipants: 'Seats',
    price: 'Price',
    featured: 'Featured',
    cancellationPolicy: 'Cancellation policy (English)',
    cancellationPolicyAr: 'Cancellation policy (Arabic)',
    status: 'Status',
    waitlist: 'Waiting list',
    promoCodes: 'Promo codes',
    registrations: 'Registrations',
  },
  status: { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' },
  category: {
    painting: 'Painting',
    sculpture: 'Sculpture',
    drawing: 'Drawing',
    digital_art: 'Digital art',
    photography: 'Photography',
  },
  skillLevel: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  locationType: { online: 'Online', in_person: 'In person', hybrid: 'Hybrid' },
  tiers: {
    title: 'Ticket tiers',
    fields: {
      tierName: 'Name',
      tierNameAr: 'Name (Arabic)',
      price: 'Price (SAR)',
      maxQuantity: 'Maximum (empty: no limit)',
      discountPercentage: 'Early-bird discount (%)',
      earlyBirdEndDate: 'Early bird ends',
      sold: 'Sold',
    },
    unlimited: 'No limit',
    empty: 'No ticket tiers yet.',
    add: 'Add a tier',
    edit: 'Edit',
    delete: 'Delete',
  },
};

/** A workshop's waiting list (shown on the workshop's page), merged into the back-office's English tree. */
export const workshopWaitlistEn = {
  name: 'Waiting-list place |||| Waiting list',
  fields: { tierId: 'Ticket', userId: 'Person', status: 'Status', joinedAt: 'Joined', expiresAt: 'Offer ends' },
  status: { waiting: 'Waiting', offered: 'Seat offered' },
  empty: 'Nobody is waiting.',
};

/** The workshop registrations resource texts, merged into the back-office's English tree. */
export const workshopRegistrationsEn = {
  name: 'Registration |||| Registrations',
  fields: {
    id: 'ID',
    q: 'Search',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    workshopId: 'Workshop',
    tierId: 'Ticket',
    paymentMethod: 'Payment method',
    paymentReference: 'Payment reference',
    price: 'Price',
    discountAmount: 'Discount',
    totalAmount: 'Total',
    transactionFee: 'Fee',
    amountDue: 'Amount due',
    paymentStatus: 'Payment',
    attendanceStatus: 'Attendance',
    registeredAt: 'Registered',
    refundedAmount: 'Refunded',
    refundOwed: 'Refund owed',
    refundFailure: 'Refund refused',
  },
  empty: 'Nobody has registered yet.',
  paymentStatus: { pending: 'Pending', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled' },
  paymentMethod: { stcpay: 'STC Pay', stripe: 'Card', paypal: 'PayPal', bank_transfer: 'Bank transfer' },
  attendanceStatus: { attended: 'Attended', not_attended: 'Not attended' },
  commands: { checkIn: 'Check in', confirmTransfer: 'Confirm bank transfer' },
  done: { checkIn: 'Checked in', confirmTransfer: 'Bank transfer confirmed: the registration is paid' },
  confirmTransfer: {
    title: 'Confirm the bank transfer of %{name}',
    reference: 'Bank reference',
    help: 'The reference on the bank statement (3 to 100 characters); it is recorded with the payment.',
  },
};

/** The art events resource texts, merged into the back-office's English tree. */
export const artEventsEn = {
  name: 'Event |||| Events',
  fields: {
    ...titledFieldsEn,
    category: 'Category',
    startDate: 'Starts',
    venue: 'Venue',
    venueAr: 'Venue (Arabic)',
    isOnline: 'Online',
    attendees: 'Attending',
    maybe: 'Maybe',
    status: 'Status',
  },
  status: { scheduled: 'Scheduled', cancelled: 'Cancelled' },
  category: {
    exhibition: 'Exhibition',
    workshop: 'Workshop',
    talk: 'Talk',
    networking: 'Networking',
    technology: 'Technology',
    traditional_arts: 'Traditional arts',
  },
};

/** The workshops resource texts, merged into the back-office's Arabic tree. */
export const workshopsAr = {
  name: arResourceName('ورشة', 'الورش'),
  fields: {
    ...titledFieldsAr,
    description: 'الوصف',
    category: 'الفئة',
    skillLevel: 'المستوى',
    locationType: 'الشكل',
    location: 'المكان',
    startDate: 'البداية',
    endDate: 'النهاية (آخر جلسة)',
    currentParticipants: 'المسجّلون',
    maxParticipants: 'المقاعد',
    price: 'السعر',
    featured: 'مميزة',
    cancellationPolicy: 'سياسة الإلغاء (بالإنجليزية)',
    cancellationPolicyAr: 'سياسة الإلغاء (بالعربية)',
    status: 'الحالة',
    waitlist: 'قائمة الانتظار',
    promoCodes: 'رموز الخصم',
    registrations: 'التسجيلات',
  },
  status: { draft: 'مسودة', published: 'منشورة', cancelled: 'ملغاة' },
  category: {
    painting: 'الرسم الزيتي والألوان',
    sculpture: 'النحت',
    drawing: 'الرسم',
    digital_art: 'الفن الرقمي',
    photography: 'التصوير',
  },
  skillLevel: { beginner: 'مبتدئ', intermediate: 'متوسط', advanced: 'متقدم' },
  locationType: { online: 'عبر الإنترنت', in_person: 'حضوري', hybrid: 'مدمج' },
  tiers: {
    title: 'فئات التذاكر',
    fields: {
      tierName: 'الاسم',
      tierNameAr: 'الاسم بالعربية',
      price: 'السعر (ر.س)',
      maxQuantity: 'الحد الأقصى (فارغ: بلا حد)',
      discountPercentage: 'خصم الحجز المبكر (٪)',
      earlyBirdEndDate: 'نهاية الحجز المبكر',
      sold: 'المبيع',
    },
    unlimited: 'بلا حد',
    empty: 'لا توجد فئات تذاكر بعد.',
    add: 'إضافة فئة',
    edit: 'تعديل',
    delete: 'حذف',
  },
};

/** A workshop's waiting list (shown on the workshop's page), merged into the back-office's Arabic tree. */
export const workshopWaitlistAr = {
  name: arResourceName('مكان في قائمة الانتظار', 'قائمة الانتظار'),
  fields: {
    tierId: 'التذكرة',
    userId: 'الشخص',
    status: 'الحالة',
    joinedAt: 'تاريخ الانضمام',
    expiresAt: 'ينتهي العرض',
  },
  status: { waiting: 'في الانتظار', offered: 'عُرض مقعد' },
  empty: 'لا أحد في الانتظار.',
};

/** The workshop registrations resource texts, merged into the back-office's Arabic tree. */
export const workshopRegistrationsAr = {
  name: arResourceName('تسجيل', 'التسجيلات'),
  fields: {
    id: 'المعرّف',
    q: 'بحث',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    workshopId: 'الورشة',
    tierId: 'التذكرة',
    paymentMethod: 'طريقة الدفع',
    paymentReference: 'مرجع الدفع',
    price: 'السعر',
    discountAmount: 'الخصم',
    totalAmount: 'الإجمالي',
    transactionFee: 'الرسوم',
    amountDue: 'المبلغ المستحق',
    paymentStatus: 'الدفع',
    attendanceStatus: 'الحضور',
    registeredAt: 'تاريخ التسجيل',
    refundedAmount: 'المسترد',
    refundOwed: 'استرداد مستحق',
    refundFailure: 'استرداد مرفوض',
  },
  empty: 'لم يسجّل أحد بعد.',
  paymentStatus: { pending: 'قيد الانتظار', paid: 'مدفوع', failed: 'فشل', cancelled: 'ملغى' },
  paymentMethod: { stcpay: 'STC Pay', stripe: 'بطاقة', paypal: 'PayPal', bank_transfer: 'تحويل بنكي' },
  attendanceStatus: { attended: 'حضر', not_attended: 'لم يحضر' },
  commands: { checkIn: 'تسجيل الحضور', confirmTransfer: 'تأكيد التحويل البنكي' },
  done: { checkIn: 'سُجّل الحضور', confirmTransfer: 'تأكّد التحويل البنكي: التسجيل مدفوع' },
  confirmTransfer: {
    title: 'تأكيد التحويل البنكي لـ %{name}',
    reference: 'المرجع البنكي',
    help: 'المرجع الظاهر في كشف الحساب (من 3 إلى 100 حرف)؛ يُسجَّل مع الدفعة.',
  },
};

/** The art events resource texts, merged into the back-office's Arabic tree. */
export const artEventsAr = {
  name: arResourceName('فعالية', 'الفعاليات'),
  fields: {
    ...titledFieldsAr,
    category: 'الفئة',
    startDate: 'البداية',
    venue: 'المكان',
    venueAr: 'المكان بالعربية',
    isOnline: 'عبر الإنترنت',
    attendees: 'سيحضرون',
    maybe: 'ربما',
    status: 'الحالة',
  },
  status: { scheduled: 'مجدولة', cancelled: 'ملغاة' },
  category: {
    exhibition: 'معرض',
    workshop: 'ورشة عمل',
    talk: 'محاضرة',
    networking: 'تواصل',
    technology: 'تقنية',
    traditional_arts: 'فنون تقليدية',
  },
};

/** A workshop's promo codes (shown on the workshop's page), merged into the back-office's English tree. */
export const workshopPromoCodesEn = {
  name: 'Promo code |||| Promo codes',
  fields: {
    code: 'Code',
    kind: 'Type',
    amount: 'Amount',
    tierIds: 'Tickets',
    uses: 'Uses',
    maxUses: 'Max uses',
    validUntil: 'Valid until',
    active: 'Status',
  },
  kind: { percentage: 'Percentage off', fixed: 'Amount off (SAR)' },
  active: { true: 'Active', false: 'Deactivated' },
  allTiers: 'All tickets',
  unlimited: 'Unlimited',
  empty: 'No promo codes.',
};

/** A workshop's promo codes (shown on the workshop's page), merged into the back-office's Arabic tree. */
export const workshopPromoCodesAr = {
  name: arResourceName('رمز خصم', 'رموز الخصم'),
  fields: {
    code: 'الرمز',
    kind: 'النوع',
    amount: 'القيمة',
    tierIds: 'التذاكر',
    uses: 'مرات الاستخدام',
    maxUses: 'الحد الأقصى للاستخدام',
    validUntil: 'صالح حتى',
    active: 'الحالة',
  },
  kind: { percentage: 'نسبة خصم', fixed: 'مبلغ خصم (ر.س)' },
  active: { true: 'مفعّل', false: 'معطّل' },
  allTiers: 'كل التذاكر',
  unlimited: 'غير محدود',
  empty: 'لا توجد رموز خصم.',
};
