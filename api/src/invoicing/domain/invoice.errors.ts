import { forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import type { InvoiceStatus, ZatcaClearanceStatus } from './invoice.state.js';

/** The invoice decider's refusals, each with its English and Arabic message. */
export const invoiceErrors = {
  notFound: () => notFound('Invoice', 'الفاتورة'),
  alreadyDrafted: () => illegalState('invoice_exists', 'This invoice already exists.', 'هذه الفاتورة موجودة بالفعل.'),
  notOwner: () =>
    forbidden(
      'Only the seller who owns this invoice can change it.',
      'لا يمكن تعديل هذه الفاتورة إلا من البائع المالك لها.',
      'not_invoice_owner',
    ),
  sellerNotVatRegistered: () =>
    forbidden(
      "Tax invoices need the seller's VAT number, commercial registration number and address in the seller profile.",
      'تتطلب الفواتير الضريبية الرقم الضريبي والسجل التجاري والعنوان في ملف البائع.',
      'seller_not_vat_registered',
    ),
  illegalTransition: (from: InvoiceStatus, to: string) =>
    illegalState(
      'illegal_status_change',
      `An invoice cannot move from ${from} to ${to}.`,
      `لا يمكن نقل الفاتورة من الحالة ${STATUS_AR[from]} إلى ${STATUS_AR[to as InvoiceStatus] ?? to}.`,
    ),
  notDue: (dueDate: string | null) =>
    dueDate === null
      ? illegalState(
          'no_due_date',
          'This invoice has no due date, so it cannot become overdue.',
          'لا يوجد تاريخ استحقاق لهذه الفاتورة، لذا لا يمكن أن تصبح متأخرة.',
        )
      : illegalState(
          'not_yet_due',
          `This invoice is not overdue before ${dueDate}.`,
          `لا تُعد هذه الفاتورة متأخرة قبل ${dueDate}.`,
        ),
  notIssued: () =>
    illegalState(
      'invoice_not_issued',
      'The invoice must be issued before it is signed.',
      'يجب إصدار الفاتورة قبل توقيعها.',
    ),
  alreadySigned: () =>
    illegalState(
      'invoice_already_signed',
      'This invoice is already signed with another hash; it is never signed twice.',
      'هذه الفاتورة موقعة بالفعل ببصمة أخرى، ولا توقّع الفاتورة مرتين.',
    ),
  notSigned: (status: ZatcaClearanceStatus) =>
    illegalState(
      'invoice_not_signed',
      `The authority's answer can only follow signing (the invoice is ${status}).`,
      `لا يُسجَّل رد الهيئة إلا بعد توقيع الفاتورة (حالتها الآن ${ZATCA_AR[status]}).`,
    ),
  wrongOutcome: (type: 'standard' | 'simplified') =>
    type === 'standard'
      ? illegalState(
          'standard_must_be_cleared',
          'A standard (B2B) invoice is cleared, not reported.',
          'الفاتورة الضريبية (B2B) تخضع للاعتماد لا للإبلاغ.',
        )
      : illegalState(
          'simplified_must_be_reported',
          'A simplified (B2C) invoice is reported, not cleared.',
          'الفاتورة المبسطة (B2C) يُبلَّغ عنها ولا تخضع للاعتماد.',
        ),
  draftNotCancellable: () =>
    illegalState(
      'draft_not_cancellable',
      'A draft was never issued, so no credit note can cancel it.',
      'المسودة لم تُصدر، لذا لا يلغيها إشعار دائن.',
    ),
};

const STATUS_AR: Record<InvoiceStatus, string> = {
  draft: 'مسودة',
  sent: 'مرسلة',
  paid: 'مدفوعة',
  overdue: 'متأخرة',
  cancelled: 'ملغاة',
};
const ZATCA_AR: Record<ZatcaClearanceStatus, string> = {
  pending: 'قيد الانتظار',
  signed: 'موقعة',
  cleared: 'معتمدة',
  reported: 'مُبلّغ عنها',
  rejected: 'مرفوضة',
};
