/**
 * Which invoices a credit or debit note may correct: an issued invoice (not a draft, not itself a note, not
 * already cancelled, not rejected by the authority, which leaves it without legal effect).
 */
import { illegalState } from '../../platform/errors/domain-errors.js';
import type { InvoiceStatus, ZatcaClearanceStatus } from './invoice.state.js';

export interface CorrectableFacts {
  documentKind?: 'invoice' | 'creditNote' | 'debitNote';
  status: InvoiceStatus;
  zatcaClearanceStatus: ZatcaClearanceStatus;
}

export function assertCorrectable(invoice: CorrectableFacts): void {
  if ((invoice.documentKind ?? 'invoice') !== 'invoice') {
    throw illegalState(
      'note_of_note',
      'A credit or debit note is corrected through its original invoice.',
      'يُصحَّح الإشعار الدائن أو المدين من خلال فاتورته الأصلية.',
    );
  }
  if (invoice.status === 'draft') {
    throw illegalState(
      'draft_not_correctable',
      'A draft was never issued: edit or discard it instead of a note.',
      'المسودة لم تُصدر؛ عدّلها بدلًا من إصدار إشعار.',
    );
  }
  if (invoice.status === 'cancelled') {
    throw illegalState(
      'invoice_cancelled',
      'This invoice is already cancelled by a credit note.',
      'هذه الفاتورة ملغاة بالفعل بإشعار دائن.',
    );
  }
  if (invoice.zatcaClearanceStatus === 'rejected') {
    throw illegalState(
      'invoice_rejected',
      'The authority rejected this invoice, so it has no legal effect to correct; issue a new invoice.',
      'رفضت الهيئة هذه الفاتورة فلا أثر لها يُصحَّح؛ أصدر فاتورة جديدة.',
    );
  }
}
