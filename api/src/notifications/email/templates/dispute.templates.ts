import type { EmailJob, EmailTemplate } from '../email-template.js';
import type { OrderEmailData } from './order.templates.js';

/**
 * Dispute mails of an order, to its buyer and its seller, each in their language: a problem reported (the buyer
 * is told it was received, the seller asked to answer from their desk, the payout waiting), and staff's decision
 * (a full or partial refund with its amount, or a rejection) with its reason. The description stays out.
 */
type Audience = { audience: 'buyer' | 'seller' };
export type DisputeOpenedEmailData = OrderEmailData &
  Audience & { reason: 'not_received' | 'damaged' | 'not_as_described' | 'other' };
export type DisputeResolvedEmailData = OrderEmailData &
  Audience & { decision: 'refund_full' | 'refund_partial' | 'rejected'; refund: string; reason: string };

interface DisputeEmailJobs {
  orderDisputeOpened: EmailJob<DisputeOpenedEmailData>;
  orderDisputeResolved: EmailJob<DisputeResolvedEmailData>;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs extends DisputeEmailJobs {}
}

const REASON_EN = {
  not_received: 'not received',
  damaged: 'arrived damaged',
  not_as_described: 'not as described',
  other: 'another problem',
} as const;
const REASON_AR = {
  not_received: 'لم يصل',
  damaged: 'وصل تالفًا',
  not_as_described: 'لا يطابق الوصف',
  other: 'مشكلة أخرى',
} as const;
const titleEn = (d: OrderEmailData) => d.title || d.titleAr;
const titleAr = (d: OrderEmailData) => d.titleAr || d.title;
const desk = (d: Audience, publicUrl: string, ar: boolean) =>
  `${publicUrl}/${d.audience === 'seller' ? 'seller' : 'dashboard'}${ar ? '?lang=ar' : ''}`;

export const orderDisputeOpenedTemplate: EmailTemplate<DisputeOpenedEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `A problem was reported with order ${d.orderNumber}: "${titleEn(d)}"`,
    greeting: 'Hello,',
    paragraphs:
      d.audience === 'buyer'
        ? [
            `We received your report on "${titleEn(d)}" (order ${d.orderNumber}): ${REASON_EN[d.reason]}.`,
            'The seller may answer, and our team will decide. We will write to you with the decision.',
          ]
        : [
            `The buyer of "${titleEn(d)}" (order ${d.orderNumber}) reported a problem: ${REASON_EN[d.reason]}.`,
            'Please answer from your seller desk. Your payout for this order waits until our team decides.',
          ],
    action: { label: 'See the order', url: desk(d, publicUrl, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `بلاغ عن مشكلة في الطلب ${d.orderNumber}: «${titleAr(d)}»`,
    greeting: 'مرحبًا،',
    paragraphs:
      d.audience === 'buyer'
        ? [
            `استلمنا بلاغك عن «${titleAr(d)}» (الطلب ${d.orderNumber}): ${REASON_AR[d.reason]}.`,
            'يمكن للبائع الرد، وسيبت فريقنا في البلاغ ونراسلك بالقرار.',
          ]
        : [
            `أبلغ مشتري «${titleAr(d)}» (الطلب ${d.orderNumber}) عن مشكلة: ${REASON_AR[d.reason]}.`,
            'يرجى الرد من لوحة البائع. تنتظر مستحقاتك عن هذا الطلب حتى يبت فريقنا في البلاغ.',
          ],
    action: { label: 'اطّلع على الطلب', url: desk(d, publicUrl, true) },
  }),
};

const decisionEn = (d: DisputeResolvedEmailData) =>
  d.decision === 'rejected'
    ? 'The report was not upheld: no refund is made.'
    : `The buyer is refunded ${d.refund} SAR${d.decision === 'refund_full' ? ' in full' : ''}.`;
const decisionAr = (d: DisputeResolvedEmailData) =>
  d.decision === 'rejected'
    ? 'لم يُقبل البلاغ: لا استرداد.'
    : `يُرد للمشتري ${d.refund} ريال${d.decision === 'refund_full' ? ' كاملًا' : ''}.`;

export const orderDisputeResolvedTemplate: EmailTemplate<DisputeResolvedEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `Decision on the problem reported with order ${d.orderNumber}`,
    greeting: 'Hello,',
    paragraphs: [
      `Our team decided the problem reported with "${titleEn(d)}" (order ${d.orderNumber}). ${decisionEn(d)}`,
      `Reason: ${d.reason}`,
      d.audience === 'seller'
        ? d.decision === 'refund_full'
          ? 'There is no payout for this order.'
          : 'Your payout for this order is released, less any refund.'
        : 'A refund reaches you through the payment method you used.',
    ],
    action: { label: 'See the order', url: desk(d, publicUrl, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `القرار في البلاغ عن الطلب ${d.orderNumber}`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `بت فريقنا في البلاغ عن «${titleAr(d)}» (الطلب ${d.orderNumber}). ${decisionAr(d)}`,
      `السبب: ${d.reason}`,
      d.audience === 'seller'
        ? d.decision === 'refund_full'
          ? 'لا مستحقات عن هذا الطلب.'
          : 'أُفرج عن مستحقاتك عن هذا الطلب بعد خصم أي مبلغ مسترد.'
        : 'يصلك أي مبلغ مسترد عبر طريقة الدفع التي استخدمتها.',
    ],
    action: { label: 'اطّلع على الطلب', url: desk(d, publicUrl, true) },
  }),
};
