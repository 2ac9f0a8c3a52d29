import { fieldProblem, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { StructuredAddress } from './invoice.parties.js';
import type { DraftInvoice } from './invoice.commands.js';

/** A Saudi VAT number: 15 digits, the first and the last a 3 (BR-KSA-39, BR-KSA-40). */
export const VAT_NUMBER = /^3\d{13}3$/;
const CR_NUMBER = /^\d{10}$/;
const BUYER_ID_SCHEMES = ['TIN', 'CRN', 'MOM', 'MLS', '700', 'SAG', 'NAT', 'GCC', 'IQA', 'PAS', 'OTH'];
const ADDRESS_FIELDS: [keyof StructuredAddress, string][] = [
  ['street', 'street'],
  ['buildingNumber', 'building_number'],
  ['postalCode', 'postal_code'],
  ['district', 'district'],
  ['city', 'city'],
  ['countryCode', 'country_code'],
];

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Bounds that keep every amount an exact integer of halalas: a line is at most 1,000 × 100,000,000 SAR
 * (10^13 halalas), 100 lines, shipping and VAT stay far below 2^53, and six decimals of quantity times the
 * price rounds to the right halala.
 */
export const MAX_QUANTITY = 1_000;
export const MAX_UNIT_PRICE_HALALAS = 100_000_000 * 100;
export const MAX_SHIPPING_HALALAS = 10_000_000 * 100;
const SIX_DECIMALS = (q: number) => Math.abs(Math.round(q * 1e6) - q * 1e6) < 1e-6;

/** Field problems of a draft, named by the form's field names; empty when the draft may be recorded. */
export function draftProblems(command: DraftInvoice): FieldProblem[] {
  return [...buyerProblems(command), ...lineProblems(command), ...chargeProblems(command)];
}

/** A seller without VAT and CR numbers and an address cannot issue tax invoices at all (not a field of the form). */
export function sellerIsVatRegistered(seller: DraftInvoice['seller']): boolean {
  return (
    VAT_NUMBER.test(seller.vatNumber) &&
    CR_NUMBER.test(seller.crNumber) &&
    ADDRESS_FIELDS.every(([key]) => !blank(seller.address?.[key]))
  );
}

function buyerProblems({ buyer, invoiceType }: DraftInvoice): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (blank(buyer.name))
    out.push(fieldProblem('buyer_name', 'required', "Enter the buyer's name.", 'أدخل اسم المشتري.'));
  // A simplified (B2C) invoice may leave the buyer's address out entirely; given, it must be complete.
  const noAddress = ADDRESS_FIELDS.every(([key]) => blank(buyer.address?.[key]));
  for (const [key, field] of ADDRESS_FIELDS) {
    if (invoiceType === 'simplified' && noAddress) break;
    if (blank(buyer.address?.[key])) {
      out.push(
        fieldProblem(
          `buyer_address.${field}`,
          'required',
          "This part of the buyer's address is required.",
          'هذا الجزء من عنوان المشتري مطلوب.',
        ),
      );
    }
  }
  if (!blank(buyer.address?.countryCode) && !/^[A-Z]{2}$/.test(buyer.address.countryCode)) {
    out.push(
      fieldProblem(
        'buyer_address.country_code',
        'invalid',
        'Use a two-letter country code such as SA.',
        'استخدم رمز دولة من حرفين مثل SA.',
      ),
    );
  }
  if (!blank(buyer.vatNumber) && !VAT_NUMBER.test(buyer.vatNumber!)) {
    out.push(
      fieldProblem(
        'buyer_vat_number',
        'invalid_vat_number',
        'A VAT number has 15 digits and begins and ends with 3.',
        'الرقم الضريبي مكوّن من 15 رقمًا يبدأ بالرقم 3 وينتهي به.',
      ),
    );
  }
  const hasId = !blank(buyer.id) && !blank(buyer.idScheme);
  if (!blank(buyer.idScheme) && !BUYER_ID_SCHEMES.includes(buyer.idScheme!)) {
    out.push(
      fieldProblem(
        'buyer_id_scheme',
        'invalid',
        'Choose an identification type from the list.',
        'اختر نوع الهوية من القائمة.',
      ),
    );
  }
  if (invoiceType === 'standard' && blank(buyer.vatNumber) && !hasId) {
    out.push(
      fieldProblem(
        'buyer_vat_number',
        'buyer_identification_required',
        "A standard (B2B) invoice needs the buyer's VAT number or another identification.",
        'تتطلب الفاتورة الضريبية (B2B) الرقم الضريبي للمشتري أو هوية أخرى.',
      ),
    );
  }
  return out;
}

function lineProblems({ lines }: DraftInvoice): FieldProblem[] {
  if (lines.length === 0)
    return [fieldProblem('lines', 'required', 'Add at least one line.', 'أضف بندًا واحدًا على الأقل.')];
  return lines.flatMap((line, i) => {
    const out: FieldProblem[] = [];
    if (blank(line.descriptionEn))
      out.push(
        fieldProblem(
          `lines[${i}].description_en`,
          'required',
          'Enter a description in English.',
          'أدخل وصفًا بالإنجليزية.',
        ),
      );
    if (blank(line.descriptionAr))
      out.push(
        fieldProblem(`lines[${i}].description_ar`, 'required', 'Enter a description in Arabic.', 'أدخل وصفًا بالعربية.'),
      );
    if (!(Number.isFinite(line.quantity) && line.quantity > 0 && line.quantity <= MAX_QUANTITY)) {
      out.push(
        fieldProblem(
          `lines[${i}].quantity`,
          'invalid',
          `The quantity must be greater than zero and at most ${MAX_QUANTITY}.`,
          `يجب أن تكون الكمية أكبر من صفر ولا تتجاوز ${MAX_QUANTITY}.`,
        ),
      );
    } else if (!SIX_DECIMALS(line.quantity)) {
      out.push(
        fieldProblem(
          `lines[${i}].quantity`,
          'too_precise',
          'Use at most six decimals.',
          'استخدم ست منازل عشرية على الأكثر.',
        ),
      );
    }
    if (!(
      Number.isSafeInteger(line.unitPriceHalalas) &&
      line.unitPriceHalalas > 0 &&
      line.unitPriceHalalas <= MAX_UNIT_PRICE_HALALAS
    )) {
      out.push(
        fieldProblem(
          `lines[${i}].unit_price`,
          'invalid',
          'The price must be greater than zero and at most 100,000,000 SAR, in halalas at most.',
          'يجب أن يكون السعر أكبر من صفر ولا يتجاوز 100,000,000 ريال، وبالهللات على الأكثر.',
        ),
      );
    }
    return out;
  });
}

function chargeProblems(command: DraftInvoice): FieldProblem[] {
  const out: FieldProblem[] = [];
  const { discountPercentage: pct, shippingHalalas: shipping, vatRate } = command;
  if (!(Number.isFinite(pct) && pct >= 0 && pct < 100)) {
    out.push(
      fieldProblem(
        'discount_percentage',
        'invalid',
        'The discount is a percentage from 0 to below 100.',
        'الخصم نسبة مئوية من 0 إلى أقل من 100.',
      ),
    );
  }
  if (!(Number.isSafeInteger(shipping) && shipping >= 0 && shipping <= MAX_SHIPPING_HALALAS)) {
    out.push(
      fieldProblem(
        'shipping_amount',
        'invalid',
        'Shipping is from 0 to 10,000,000 SAR.',
        'تكلفة الشحن من 0 إلى 10,000,000 ريال.',
      ),
    );
  }
  if (!(Number.isFinite(vatRate) && vatRate > 0 && vatRate <= 100)) {
    out.push(
      fieldProblem(
        'vat_rate',
        'invalid',
        'The VAT rate is a percentage above 0, at most 100.',
        'نسبة الضريبة أكبر من 0 ولا تتجاوز 100.',
      ),
    );
  }
  if (!/^[A-Z]{3}$/.test(command.currency)) {
    out.push(
      fieldProblem(
        'currency',
        'invalid',
        'Use a three-letter currency code such as SAR.',
        'استخدم رمز عملة من ثلاثة أحرف مثل SAR.',
      ),
    );
  }
  for (const field of ['supplyDate', 'dueDate'] as const) {
    const value = command[field];
    if (value !== null && Number.isNaN(Date.parse(value))) {
      const name = field === 'supplyDate' ? 'supply_date' : 'due_date';
      out.push(fieldProblem(name, 'invalid', 'Enter a valid date.', 'أدخل تاريخًا صحيحًا.'));
    }
  }
  return out;
}
