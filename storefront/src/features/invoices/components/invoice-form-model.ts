/**
 * The create-invoice form (SPEC section 5 plus issue 6): fields, defaults and the checks the browser can make
 * before sending. The server checks again and is the authority; its per-field messages are shown the same way.
 */
export interface InvoiceFormValues {
  buyer_name: string;
  buyer_vat_number: string;
  buyer_address: string;
  buyer_id_scheme: string;
  buyer_id: string;
  invoice_description_en: string;
  invoice_description_ar: string;
  amount: string;
  invoice_type: 'standard' | 'simplified';
  payment_method: 'none' | 'bank_transfer' | 'cash' | 'credit_card' | 'stc_pay';
  discount_percentage: string;
  shipping_amount: string;
  reference_number: string;
  supply_date: string;
  due_date: string;
  notes: string;
  notes_ar: string;
}

export type FieldName = keyof InvoiceFormValues;
/** Translation keys under invoices.form.errors. */
export type FieldErrors = Partial<Record<FieldName, string>>;

export const PAYMENT_METHODS = ['none', 'bank_transfer', 'cash', 'credit_card', 'stc_pay'] as const;
export const BUYER_ID_SCHEMES = ['CRN', 'TIN', 'MOM', 'MLS', '700', 'SAG', 'NAT', 'GCC', 'IQA', 'PAS', 'OTH'] as const;

export const initialValues = (): InvoiceFormValues => ({
  buyer_name: '',
  buyer_vat_number: '',
  buyer_address: '',
  buyer_id_scheme: '',
  buyer_id: '',
  invoice_description_en: '',
  invoice_description_ar: '',
  amount: '',
  invoice_type: 'standard',
  payment_method: 'none',
  discount_percentage: '0',
  shipping_amount: '0',
  reference_number: '',
  supply_date: '',
  due_date: '',
  notes: '',
  notes_ar: '',
});

const VAT = /^3\d{13}3$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** Each field's problem as a translation key, or nothing when the form may be sent. */
export function validateInvoiceForm(v: InvoiceFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const required: FieldName[] = [
    'buyer_name',
    'buyer_address',
    'invoice_description_en',
    'invoice_description_ar',
    'amount',
  ];
  for (const field of required) if (!v[field].trim()) errors[field] = 'required';
  if (v.buyer_name.trim().length > 200) errors.buyer_name = 'tooLong';
  if (v.amount.trim()) {
    if (!TWO_DECIMALS.test(v.amount.trim())) errors.amount = Number.isNaN(Number(v.amount)) ? 'number' : 'money';
    else if (Number(v.amount) <= 0) errors.amount = 'positive';
  }
  const discount = v.discount_percentage.trim() === '' ? 0 : Number(v.discount_percentage);
  if (!Number.isFinite(discount) || discount < 0 || discount >= 100) errors.discount_percentage = 'discount';
  if (v.shipping_amount.trim() !== '' && !TWO_DECIMALS.test(v.shipping_amount.trim())) errors.shipping_amount = 'money';
  if (v.buyer_vat_number.trim() && !VAT.test(v.buyer_vat_number.trim())) errors.buyer_vat_number = 'vat';
  if (v.invoice_type === 'standard' && !v.buyer_vat_number.trim() && !(v.buyer_id_scheme && v.buyer_id.trim())) {
    errors.buyer_vat_number = errors.buyer_vat_number ?? 'buyerIdentification';
  }
  if (v.buyer_id.trim() && !v.buyer_id_scheme) errors.buyer_id_scheme = 'required';
  for (const field of ['supply_date', 'due_date'] as const) {
    if (v[field] && (!DATE.test(v[field]) || Number.isNaN(Date.parse(v[field])))) errors[field] = 'date';
  }
  if (v.supply_date && v.due_date && !errors.supply_date && !errors.due_date && v.due_date < v.supply_date)
    errors.due_date = 'dueBeforeSupply';
  return errors;
}

/** The POST body: snake_case, numbers as numbers, empty optional fields left out. */
export function toRequestBody(v: InvoiceFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    buyer_name: v.buyer_name.trim(),
    buyer_address: v.buyer_address.trim(),
    invoice_description_en: v.invoice_description_en.trim(),
    invoice_description_ar: v.invoice_description_ar.trim(),
    amount: Number(v.amount),
    invoice_type: v.invoice_type,
    payment_method: v.payment_method,
    discount_percentage: v.discount_percentage.trim() === '' ? 0 : Number(v.discount_percentage),
    shipping_amount: v.shipping_amount.trim() === '' ? 0 : Number(v.shipping_amount),
  };
  const optional: FieldName[] = [
    'buyer_vat_number',
    'buyer_id_scheme',
    'buyer_id',
    'reference_number',
    'supply_date',
    'due_date',
    'notes',
    'notes_ar',
  ];
  for (const field of optional) if (v[field].trim()) body[field] = v[field].trim();
  return body;
}

/** Server field names (`buyer_address.street`, `lines[0].unit_price`) mapped onto the form's fields. */
export function formFieldOf(serverField: string): FieldName | null {
  const base = serverField.split(/[.[]/)[0] ?? '';
  if (base === 'lines')
    return serverField.includes('description_ar')
      ? 'invoice_description_ar'
      : serverField.includes('description_en')
        ? 'invoice_description_en'
        : 'amount';
  return base in initialValues() ? (base as FieldName) : null;
}
