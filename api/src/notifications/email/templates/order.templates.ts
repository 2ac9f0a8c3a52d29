import type { EmailJob, EmailTemplate } from '../email-template.js';

/**
 * Order mails: the buyer's receipt once an order is paid (the work, shipping, the provider's fee and the total),
 * the seller's "your work sold" (the price, the platform's commission and the payout, which falls due some
 * business days after delivery), and the buyer's notice that an unpaid or declined order released the work.
 * The delivery address stays out: the mail may be forwarded. Amounts are SAR, formatted.
 */
export interface OrderEmailData {
  orderId: string;
  /** The order's short number, as the shipping order shows it. */
  orderNumber: string;
  title: string;
  titleAr: string;
}
export type OrderPaidReceiptEmailData = OrderEmailData & {
  amount: string;
  shipping: string;
  fee: string;
  total: string;
  paymentMethod: 'stcpay' | 'stripe' | 'paypal' | 'bank_transfer';
};
export type OrderSoldEmailData = OrderEmailData & {
  amount: string;
  commission: string;
  payout: string;
  payoutBusinessDays: number;
};
export type OrderReleasedEmailData = OrderEmailData & {
  artworkId: string;
  reason: 'payment_failed' | 'payment_timeout';
};

/** The `email` jobs of the orders context, by template name. */
interface OrderEmailJobs {
  orderPaidReceipt: EmailJob<OrderPaidReceiptEmailData>;
  orderSold: EmailJob<OrderSoldEmailData>;
  orderReleased: EmailJob<OrderReleasedEmailData>;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs extends OrderEmailJobs {}
}

const titleEn = (d: OrderEmailData) => d.title || d.titleAr;
const titleAr = (d: OrderEmailData) => d.titleAr || d.title;
const lang = (ar: boolean) => (ar ? '?lang=ar' : '');
const METHOD_EN = { stcpay: 'STC Pay', stripe: 'card', paypal: 'PayPal', bank_transfer: 'bank transfer' } as const;
const METHOD_AR = { stcpay: 'STC Pay', stripe: 'البطاقة', paypal: 'PayPal', bank_transfer: 'التحويل البنكي' } as const;

export const orderPaidReceiptTemplate: EmailTemplate<OrderPaidReceiptEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `Receipt for order ${d.orderNumber}: "${titleEn(d)}"`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you: your payment for "${titleEn(d)}" (order ${d.orderNumber}) was received by ${METHOD_EN[d.paymentMethod]}.`,
      `Work: ${d.amount} SAR. Shipping: ${d.shipping} SAR. Payment fee: ${d.fee} SAR. Total paid: ${d.total} SAR.`,
      'The seller will now ship the work; you can follow its tracking and download the tax invoice from your dashboard.',
    ],
    action: { label: 'See your order', url: `${publicUrl}/dashboard${lang(false)}` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `إيصال الطلب ${d.orderNumber}: «${titleAr(d)}»`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `شكرًا لك: استلمنا دفعتك عن «${titleAr(d)}» (الطلب ${d.orderNumber}) عبر ${METHOD_AR[d.paymentMethod]}.`,
      `العمل: ${d.amount} ريال. الشحن: ${d.shipping} ريال. رسوم الدفع: ${d.fee} ريال. الإجمالي المدفوع: ${d.total} ريال.`,
      'سيشحن البائع العمل الآن؛ يمكنك متابعة الشحنة وتنزيل الفاتورة الضريبية من لوحة التحكم.',
    ],
    action: { label: 'اطّلع على طلبك', url: `${publicUrl}/dashboard${lang(true)}` },
  }),
};

export const orderSoldTemplate: EmailTemplate<OrderSoldEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `Your work sold: "${titleEn(d)}" (order ${d.orderNumber})`,
    greeting: 'Hello,',
    paragraphs: [
      `"${titleEn(d)}" sold for ${d.amount} SAR and the buyer has paid (order ${d.orderNumber}).`,
      `Platform commission: ${d.commission} SAR. Your payout: ${d.payout} SAR, due ${d.payoutBusinessDays} business days after delivery.`,
      'Please ship the work: the order is waiting in your shipping desk.',
    ],
    action: { label: 'Open your seller desk', url: `${publicUrl}/seller${lang(false)}` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `بيع عملك: «${titleAr(d)}» (الطلب ${d.orderNumber})`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `بيع «${titleAr(d)}» بمبلغ ${d.amount} ريال ودفع المشتري (الطلب ${d.orderNumber}).`,
      `عمولة المنصة: ${d.commission} ريال. مستحقاتك: ${d.payout} ريال، تُصرف بعد ${d.payoutBusinessDays} أيام عمل من التسليم.`,
      'يرجى شحن العمل: الطلب بانتظارك في صفحة الشحن.',
    ],
    action: { label: 'افتح لوحة البائع', url: `${publicUrl}/seller${lang(true)}` },
  }),
};

export const orderReleasedTemplate: EmailTemplate<OrderReleasedEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `Order ${d.orderNumber} was cancelled: "${titleEn(d)}"`,
    greeting: 'Hello,',
    paragraphs: [
      d.reason === 'payment_failed'
        ? `The payment for "${titleEn(d)}" (order ${d.orderNumber}) was declined, so the order was cancelled.`
        : `The time to pay for "${titleEn(d)}" (order ${d.orderNumber}) ran out, so the order was cancelled.`,
      'The work is no longer reserved for you. Nothing was charged; if it is still available you may buy it again.',
    ],
    action: { label: 'See the work', url: `${publicUrl}/artwork/${d.artworkId}${lang(false)}` },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `أُلغي الطلب ${d.orderNumber}: «${titleAr(d)}»`,
    greeting: 'مرحبًا،',
    paragraphs: [
      d.reason === 'payment_failed'
        ? `رُفضت دفعة «${titleAr(d)}» (الطلب ${d.orderNumber})، فأُلغي الطلب.`
        : `انتهت مهلة الدفع لـ«${titleAr(d)}» (الطلب ${d.orderNumber})، فأُلغي الطلب.`,
      'لم يعد العمل محجوزًا لك. لم يُخصم أي مبلغ؛ ويمكنك شراؤه مجددًا إن بقي متاحًا.',
    ],
    action: { label: 'اطّلع على العمل', url: `${publicUrl}/artwork/${d.artworkId}${lang(true)}` },
  }),
};
