import { arResourceName } from '../i18n/plural';

const statusEn = {
  offered: 'Awaiting the seller',
  countered: 'Counter-offer',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  released: 'Released',
  refunded: 'Refunded',
};
const statusAr = {
  offered: 'بانتظار البائع',
  countered: 'عرض مقابل',
  declined: 'مرفوض',
  withdrawn: 'مسحوب',
  expired: 'منتهي',
  awaiting_payment: 'بانتظار الدفع',
  paid: 'مدفوع',
  released: 'أُلغي الحجز',
  refunded: 'مسترد',
};
const fieldsEn = {
  id: 'ID',
  'artwork.title': 'Work',
  buyerId: 'Buyer',
  sellerId: 'Seller',
  source: 'Source',
  status: 'Status',
  amount: 'Amount (SAR)',
  createdAt: 'Created',
  'offer.listPrice': 'Listed price',
  'offer.awaiting': 'Waiting for',
  'checkout.paymentMethod': 'Method',
  'checkout.total': 'Total paid',
  paymentReference: 'Payment reference',
  'payment.commission': 'Commission',
  'payment.payout': 'Payout',
  refunded: 'Refunded',
  releaseReason: 'Release reason',
  reference: 'Reference',
  method: 'Method',
  total: 'Total',
  paidAt: 'Paid',
  commission: 'Commission',
  payout: 'Payout',
  dueOn: 'Due on',
};
const fieldsAr = {
  id: 'المعرف',
  'artwork.title': 'العمل',
  buyerId: 'المشتري',
  sellerId: 'البائع',
  source: 'المصدر',
  status: 'الحالة',
  amount: 'المبلغ (ريال)',
  createdAt: 'أُنشئ',
  'offer.listPrice': 'السعر المعلن',
  'offer.awaiting': 'بانتظار',
  'checkout.paymentMethod': 'الطريقة',
  'checkout.total': 'الإجمالي المدفوع',
  paymentReference: 'مرجع الدفع',
  'payment.commission': 'العمولة',
  'payment.payout': 'المستحق للبائع',
  refunded: 'المسترد',
  releaseReason: 'سبب إلغاء الحجز',
  reference: 'المرجع',
  method: 'الطريقة',
  total: 'الإجمالي',
  paidAt: 'تاريخ الدفع',
  commission: 'العمولة',
  payout: 'المستحق',
  dueOn: 'تاريخ الاستحقاق',
};

/** The orders resources' texts, merged into the back-office's English tree. */
export const ordersEn = {
  orders: {
    name: 'Order |||| Orders',
    fields: fieldsEn,
    status: statusEn,
    refund: {
      title: 'Refund',
      amount: 'Amount (SAR)',
      reason: 'Reason',
      confirm: 'Record the refund',
      done: 'Refund recorded',
    },
  },
  offers: { name: 'Offer |||| Offers', fields: fieldsEn },
  payments: { name: 'Payment |||| Payments', fields: fieldsEn },
  payouts: {
    name: 'Payout |||| Payouts',
    fields: fieldsEn,
    status: { awaiting_delivery: 'Awaiting delivery', scheduled: 'Scheduled', cancelled: 'Cancelled' },
  },
};

/** The orders resources' texts, merged into the back-office's Arabic tree. */
export const ordersAr = {
  orders: {
    name: arResourceName('طلب', 'الطلبات'),
    fields: fieldsAr,
    status: statusAr,
    refund: {
      title: 'استرداد',
      amount: 'المبلغ (ريال)',
      reason: 'السبب',
      confirm: 'سجّل الاسترداد',
      done: 'سُجّل الاسترداد',
    },
  },
  offers: { name: arResourceName('عرض', 'العروض'), fields: fieldsAr },
  payments: { name: arResourceName('دفعة', 'المدفوعات'), fields: fieldsAr },
  payouts: {
    name: arResourceName('مستحق', 'مستحقات البائعين'),
    fields: fieldsAr,
    status: { awaiting_delivery: 'بانتظار التسليم', scheduled: 'مجدول', cancelled: 'ملغى' },
  },
};
