/**
 * The spec's snake_case invoice form (SPEC sections 5 and 7, plus issue 6's structured address, lines and buyer
 * identification) read into the draft's facts. This checks shapes and types only; the invoice decider checks the
 * business rules (VAT number format, address parts, ranges), so each rule lives in one place.
 */
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { InvoiceLine } from '../domain/invoice.amounts.js';
import type {
  BuyerIdScheme,
  InvoiceBuyerSnapshot,
  InvoiceType,
  PaymentMethod,
  StructuredAddress,
} from '../domain/invoice.events.js';
import { parseAddressText, readAddress } from './address-form.js';

export interface InvoiceForm {
  invoiceType: InvoiceType;
  buyer: InvoiceBuyerSnapshot;
  lines: InvoiceLine[];
  discountPercentage: number;
  shippingHalalas: number;
  paymentMethod: PaymentMethod;
  supplyDate: string | null;
  dueDate: string | null;
  referenceNumber: string | null;
  notes: string | null;
  notesAr: string | null;
}

const FIELDS = new Set([
  'buyer_name',
  'buyer_vat_number',
  'buyer_address',
  'buyer_id_scheme',
  'buyer_id',
  'invoice_description_en',
  'invoice_description_ar',
  'amount',
  'invoice_type',
  'payment_method',
  'discount_percentage',
  'shipping_amount',
  'reference_number',
  'supply_date',
  'due_date',
  'notes',
  'notes_ar',
  'lines',
]);
const PAYMENT_METHODS: PaymentMethod[] = ['none', 'bank_transfer', 'cash', 'credit_card', 'stc_pay'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const fieldProblem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

/** Reads the body or throws a 400 naming every bad field; unknown fields are refused, not ignored. */
export function readInvoiceForm(body: unknown): InvoiceForm {
  const problems: FieldProblem[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError([
      fieldProblem('body', 'invalid', 'Send the invoice as a JSON object.', 'أرسل الفاتورة ككائن JSON.'),
    ]);
  }
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!FIELDS.has(key))
      problems.push(fieldProblem(key, 'not_allowed', `The field ${key} is not accepted.`, `الحقل ${key} غير مقبول.`));
  }
  const text = (field: string, max: number, required = false) => readText(input, field, max, required, problems);
  const money = (field: string, fallback: number | null) => readHalalas(input[field], field, fallback, problems);
  const invoiceType = readChoice(
    input.invoice_type,
    'invoice_type',
    ['standard', 'simplified'],
    'standard',
    problems,
  ) as InvoiceType;
  const paymentMethod = readChoice(
    input.payment_method,
    'payment_method',
    PAYMENT_METHODS,
    'none',
    problems,
  ) as PaymentMethod;
  const buyer: InvoiceBuyerSnapshot = {
    name: text('buyer_name', 200, true) ?? '',
    vatNumber: text('buyer_vat_number', 15),
    idScheme: text('buyer_id_scheme', 3) as BuyerIdScheme | null,
    id: text('buyer_id', 50),
    ...readBuyerAddress(input.buyer_address, invoiceType, problems),
  };
  const lines =
    input.lines === undefined || input.lines === null
      ? [
          singleLine(
            text('invoice_description_en', 1000, true),
            text('invoice_description_ar', 1000, true),
            money('amount', null),
          ),
        ]
      : readLines(input.lines, problems);
  const discountPercentage = readNumber(input.discount_percentage, 'discount_percentage', 0, problems);
  const form: InvoiceForm = {
    invoiceType,
    buyer,
    lines,
    discountPercentage,
    shippingHalalas: money('shipping_amount', 0),
    paymentMethod,
    supplyDate: readDate(input, 'supply_date', problems),
    dueDate: readDate(input, 'due_date', problems),
    referenceNumber: text('reference_number', 100),
    notes: text('notes', 2000),
    notesAr: text('notes_ar', 2000),
  };
  if (problems.length > 0) throw validationError(problems);
  return form;
}

function singleLine(en: string | null, ar: string | null, halalas: number): InvoiceLine {
  return { descriptionEn: en ?? '', descriptionAr: ar ?? '', quantity: 1, unitPriceHalalas: halalas, vatCategory: 'S' };
}

function readLines(value: unknown, problems: FieldProblem[]): InvoiceLine[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) {
    problems.push(
      fieldProblem('lines', 'invalid', 'Lines are a list of 1 to 100 items.', 'البنود قائمة من 1 إلى 100 عنصر.'),
    );
    return [];
  }
  return value.map((raw, i) => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const at = `lines[${i}]`;
    if (line.vat_category !== undefined && line.vat_category !== 'S') {
      problems.push(
        fieldProblem(
          `${at}.vat_category`,
          'invalid',
          'Only standard-rated (S) lines are supported.',
          'البنود الخاضعة للنسبة الأساسية (S) فقط مدعومة.',
        ),
      );
    }
    return {
      descriptionEn: readText(line, 'description_en', 1000, true, problems, at) ?? '',
      descriptionAr: readText(line, 'description_ar', 1000, true, problems, at) ?? '',
      quantity: readNumber(line.quantity, `${at}.quantity`, null, problems),
      unitPriceHalalas: readHalalas(line.unit_price, `${at}.unit_price`, null, problems),
      vatCategory: 'S' as const,
    };
  });
}

const ADDRESS_TEXT_MAX = 500;

/**
 * A simplified (B2C) invoice takes the address as free text, kept as written (and read into parts when it has
 * them); a standard (B2B) invoice needs the structured address the tax authority requires.
 */
function readBuyerAddress(
  value: unknown,
  invoiceType: InvoiceType,
  problems: FieldProblem[],
): { address: StructuredAddress; addressText?: string } {
  if (typeof value === 'string') {
    const written = value.trim();
    const parsed = parseAddressText(value);
    if (invoiceType === 'simplified') {
      if (written.length > ADDRESS_TEXT_MAX)
        problems.push(fieldProblem('buyer_address', 'too_long', 'At most 500 characters.', 'الحد الأقصى 500 حرف.'));
      return { address: parsed ?? readAddress({}), ...(written ? { addressText: written } : {}) };
    }
    if (parsed) return { address: parsed };
    problems.push(
      fieldProblem(
        'buyer_address',
        'unparsed_address',
        'A standard (B2B) invoice needs the structured address the tax authority requires: write it as "building number street, district, city postal code, country code", or send its parts (a simplified invoice accepts free text).',
        'تتطلب الفاتورة الضريبية (B2B) العنوان المنظّم الذي تشترطه الهيئة: اكتبه بصيغة "رقم المبنى الشارع، الحي، المدينة الرمز البريدي، رمز الدولة"، أو أرسل أجزاءه (الفاتورة المبسطة تقبل نصًا حرًا).',
      ),
    );
    return { address: readAddress({}) };
  }
  if (value === undefined && invoiceType === 'simplified') return { address: readAddress({}) };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(fieldProblem('buyer_address', 'required', "Enter the buyer's address.", 'أدخل عنوان المشتري.'));
    return { address: readAddress({}) };
  }
  return { address: readAddress(value as Record<string, unknown>) };
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

function readNumber(value: unknown, field: string, fallback: number | null, problems: FieldProblem[]): number {
  if ((value === undefined || value === null || value === '') && fallback !== null) return fallback;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    problems.push(fieldProblem(field, 'invalid_number', 'Enter a valid number.', 'أدخل رقمًا صحيحًا.'));
    return NaN;
  }
  return n;
}

/** Money in the form is riyals with at most two decimals (step 0.01); the domain counts halalas. */
function readHalalas(value: unknown, field: string, fallback: number | null, problems: FieldProblem[]): number {
  const riyals = readNumber(value, field, fallback === null ? null : fallback / 100, problems);
  if (Number.isNaN(riyals)) return NaN;
  const halalas = Math.round(riyals * 100);
  if (Math.abs(riyals * 100 - halalas) > 1e-6) {
    problems.push(
      fieldProblem(field, 'too_precise', 'Use at most two decimals.', 'استخدم منزلتين عشريتين على الأكثر.'),
    );
  } else if (halalas < 0 || (fallback === null && halalas === 0)) {
    problems.push(fieldProblem(field, 'not_positive', 'Enter a positive number.', 'أدخل رقمًا موجبًا.'));
  }
  return halalas;
}

function readChoice(
  value: unknown,
  field: string,
  options: string[],
  fallback: string,
  problems: FieldProblem[],
): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && options.includes(value)) return value;
  problems.push(
    fieldProblem(
      field,
      'invalid_choice',
      `Choose one of: ${options.join(', ')}.`,
      `اختر واحدًا من: ${options.join('، ')}.`,
    ),
  );
  return fallback;
}

function readDate(input: Record<string, unknown>, field: string, problems: FieldProblem[]): string | null {
  const value = input[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) return value;
  problems.push(
    fieldProblem(field, 'invalid_date', 'Enter a valid date (YYYY-MM-DD).', 'أدخل تاريخًا صحيحًا (YYYY-MM-DD).'),
  );
  return null;
}
