/**
 * The checked invoice form (http/create-invoice.dto.ts holds its rules) read into the draft's facts: riyals
 * into halalas, the defaults of the optional fields, one line from the single-line fields, and the buyer's
 * address from its parts or from one line of text. The invoice decider checks the business rules.
 */
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import type { InvoiceLine } from '../domain/invoice.amounts.js';
import type { BuyerIdScheme, InvoiceBuyerSnapshot, InvoiceType, InvoiceTerms } from '../domain/invoice.events.js';
import type { PaymentMethod, StructuredAddress } from '../domain/invoice.events.js';
import { parseAddressText, readAddress } from './address-form.js';

export interface InvoiceForm extends InvoiceTerms {
  invoiceType: InvoiceType;
  buyer: InvoiceBuyerSnapshot;
  lines: InvoiceLine[];
  discountPercentage: number;
  shippingHalalas: number;
}

/** One line of the form as sent (money in riyals, numbers possibly as text). */
export interface InvoiceLineBody {
  description_en: string;
  description_ar: string;
  quantity: number | string;
  unit_price: number | string;
  vat_category?: 'S';
}

/** The form as sent, once its shapes are checked (snake_case, SPEC section 7). */
export interface InvoiceFormBody {
  buyer_name: string;
  buyer_vat_number?: string | null;
  buyer_address?: string | Record<string, unknown>;
  buyer_id_scheme?: string | null;
  buyer_id?: string | null;
  invoice_description_en?: string;
  invoice_description_ar?: string;
  amount?: number | string;
  invoice_type?: InvoiceType | '';
  payment_method?: PaymentMethod | '';
  discount_percentage?: number | string | null;
  shipping_amount?: number | string | null;
  reference_number?: string | null;
  supply_date?: string | null;
  due_date?: string | null;
  notes?: string | null;
  notes_ar?: string | null;
  lines?: InvoiceLineBody[] | null;
}

export const INVOICE_TYPES: readonly InvoiceType[] = ['standard', 'simplified'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['none', 'bank_transfer', 'cash', 'credit_card', 'stc_pay'];
export const ADDRESS_TEXT_MAX = 500;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Absent, null or only spaces: what a text field counts as empty. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** Absent, null or '': what a number, choice or date field counts as not given. */
export const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';
/** A finite number, or text holding one; NaN otherwise. */
export function asNumber(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : NaN;
}
export const isDate = (value: unknown): boolean =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value));

export const fieldProblem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

const text = (value: unknown): string | null => (isBlank(value) ? null : String(value).trim());
const number = (value: unknown, fallback: number) => (isUnset(value) ? fallback : asNumber(value));
const halalas = (value: unknown, fallback = 0) => Math.round(number(value, fallback / 100) * 100);
const date = (value: unknown) => (isUnset(value) ? null : String(value));

/** The draft's facts from a form whose shapes the DTO checked. */
export function toInvoiceForm(body: InvoiceFormBody): InvoiceForm {
  const invoiceType = body.invoice_type || 'standard';
  const lines = body.lines
    ? body.lines.map((line) => ({
        descriptionEn: line.description_en.trim(),
        descriptionAr: line.description_ar.trim(),
        quantity: asNumber(line.quantity),
        unitPriceHalalas: halalas(line.unit_price),
        vatCategory: 'S' as const,
      }))
    : [
        {
          descriptionEn: text(body.invoice_description_en) ?? '',
          descriptionAr: text(body.invoice_description_ar) ?? '',
          quantity: 1,
          unitPriceHalalas: halalas(body.amount),
          vatCategory: 'S' as const,
        },
      ];
  return {
    invoiceType,
    buyer: {
      name: text(body.buyer_name) ?? '',
      vatNumber: text(body.buyer_vat_number),
      idScheme: text(body.buyer_id_scheme) as BuyerIdScheme | null,
      id: text(body.buyer_id),
      ...buyerAddress(body.buyer_address, invoiceType),
    },
    lines,
    discountPercentage: number(body.discount_percentage, 0),
    shippingHalalas: halalas(body.shipping_amount),
    paymentMethod: body.payment_method || 'none',
    supplyDate: date(body.supply_date),
    dueDate: date(body.due_date),
    referenceNumber: text(body.reference_number),
    notes: text(body.notes),
    notesAr: text(body.notes_ar),
  };
}

/** A simplified invoice keeps a free-text address as written (and read into parts when it has them). */
function buyerAddress(
  value: InvoiceFormBody['buyer_address'],
  invoiceType: InvoiceType,
): { address: StructuredAddress; addressText?: string } {
  if (typeof value === 'string') {
    const written = value.trim();
    const address = parseAddressText(value) ?? readAddress({});
    return invoiceType === 'simplified' && written ? { address, addressText: written } : { address };
  }
  return { address: readAddress(value ?? {}) };
}

export function readText(
  input: Record<string, unknown>,
  field: string,
  max: number,
  required: boolean,
  problems: FieldProblem[],
  prefix?: string,
): string | null {
  const name = prefix ? `${prefix}.${field}` : field;
  const value = input[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) problems.push(fieldProblem(name, 'required', 'This field is required.', 'هذا الحقل مطلوب.'));
    return null;
  }
  if (typeof value !== 'string') {
    problems.push(fieldProblem(name, 'invalid', 'This field must be text.', 'يجب أن يكون هذا الحقل نصًا.'));
    return null;
  }
  if (value.trim().length > max) {
    problems.push(fieldProblem(name, 'too_long', `At most ${max} characters.`, `الحد الأقصى ${max} حرفًا.`));
  }
  return value.trim();
}
