/**
 * POST /api/invoices: the spec's snake_case invoice form (SPEC sections 5 and 7, plus issue 6's structured
 * address, lines and buyer identification). These rules check shapes and types, with the error codes and the
 * English and Arabic messages the storefront's form already knows; the invoice decider checks the business rules
 * (VAT number format, address parts, ranges), so each rule lives in one place. Reading the checked form into the
 * draft's facts (riyals to halalas, defaults, the address) is application/invoice-form.ts.
 */
import { Type } from 'class-transformer';
import { IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { FieldRule } from '../../platform/errors/field-rule.js';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { parseAddressText } from '../application/address-form.js';
import { ADDRESS_TEXT_MAX, INVOICE_TYPES, PAYMENT_METHODS, asNumber, isBlank } from '../application/invoice-form.js';
import { isDate, isUnset } from '../application/invoice-form.js';
import type { InvoiceFormBody, InvoiceLineBody } from '../application/invoice-form.js';
import type { InvoiceType, PaymentMethod } from '../domain/invoice.events.js';

const present = (value: unknown) => !isBlank(value);

/** Text: `required` when a required field is empty, `invalid` when not text, `too_long` past `max` (trimmed). */
function Text(max: number, required = false): PropertyDecorator {
  const rules = [
    FieldRule('invalid', (v) => isBlank(v) || typeof v === 'string', {
      en: 'This field must be text.',
      ar: 'يجب أن يكون هذا الحقل نصًا.',
    }),
    FieldRule('too_long', (v) => typeof v !== 'string' || v.trim().length <= max, {
      en: `At most ${max} characters.`,
      ar: `الحد الأقصى ${max} حرفًا.`,
    }),
    required ? FieldRule('required', present, { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' }) : IsOptional(),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

const invalidNumber = { en: 'Enter a valid number.', ar: 'أدخل رقمًا صحيحًا.' };

/** A number, or text holding one; an optional one may be empty. */
function Num(required = false): PropertyDecorator {
  return (target, property) => {
    if (!required) IsOptional()(target, property);
    FieldRule(
      'invalid_number',
      (v) => (!required && isUnset(v)) || !Number.isNaN(asNumber(v)),
      invalidNumber,
    )(target, property);
  };
}

/** Riyals with at most two decimals (step 0.01); positive, and above zero when required. */
function Money(required = false): PropertyDecorator {
  const riyals = (v: unknown) => (!required && isUnset(v) ? null : asNumber(v));
  const halalas = (v: unknown) => Math.round(riyals(v)! * 100);
  return (target, property) => {
    Num(required)(target, property);
    FieldRule('too_precise', (v) => !riyals(v) || Math.abs(riyals(v)! * 100 - halalas(v)) <= 1e-6, {
      en: 'Use at most two decimals.',
      ar: 'استخدم منزلتين عشريتين على الأكثر.',
    })(target, property);
    FieldRule(
      'not_positive',
      (v) => {
        const r = riyals(v);
        if (r === null || Number.isNaN(r) || Math.abs(r * 100 - halalas(v)) > 1e-6) return true;
        return halalas(v) > 0 || (!required && halalas(v) === 0);
      },
      { en: 'Enter a positive number.', ar: 'أدخل رقمًا موجبًا.' },
    )(target, property);
  };
}

function Choice(options: readonly string[]): PropertyDecorator {
  return (target, property) => {
    IsOptional()(target, property);
    FieldRule('invalid_choice', (v) => isUnset(v) || (typeof v === 'string' && options.includes(v)), {
      en: `Choose one of: ${options.join(', ')}.`,
      ar: 'اختر قيمة من الخيارات المتاحة.', // the values are the API's (English) words: named in English only
    })(target, property);
  };
}

function DateOnly(): PropertyDecorator {
  return (target, property) => {
    IsOptional()(target, property);
    FieldRule('invalid_date', (v) => v === '' || isDate(v), {
      en: 'Enter a valid date (YYYY-MM-DD).',
      ar: 'أدخل تاريخًا صحيحًا (YYYY-MM-DD).',
    })(target, property);
  };
}

const simplified = (form: Record<string, unknown>) => form.invoice_type === 'simplified';

/**
 * A simplified (B2C) invoice takes the address as free text (at most 500 characters); a standard (B2B) invoice
 * needs the structured address the tax authority requires: its parts, or one line they can be read from.
 */
function BuyerAddress(): PropertyDecorator {
  const rules = [
    FieldRule(
      'too_long',
      (v, form) => !(typeof v === 'string' && simplified(form) && v.trim().length > ADDRESS_TEXT_MAX),
      { en: 'At most 500 characters.', ar: 'الحد الأقصى 500 حرف.' },
    ),
    FieldRule('unparsed_address', (v, form) => !(typeof v === 'string' && !simplified(form) && !parseAddressText(v)), {
      en: 'A standard (B2B) invoice needs the structured address the tax authority requires: write it as "building number street, district, city postal code, country code", or send its parts (a simplified invoice accepts free text).',
      ar: 'تتطلب الفاتورة الضريبية (B2B) العنوان المنظّم الذي تشترطه الهيئة: اكتبه بصيغة "رقم المبنى الشارع، الحي، المدينة الرمز البريدي، رمز الدولة"، أو أرسل أجزاءه (الفاتورة المبسطة تقبل نصًا حرًا).',
    }),
    FieldRule(
      'required',
      (v, form) =>
        typeof v === 'string' ||
        (v === undefined && simplified(form)) ||
        (typeof v === 'object' && v !== null && !Array.isArray(v)),
      { en: "Enter the buyer's address.", ar: 'أدخل عنوان المشتري.' },
    ),
    MultiLine(),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

export class InvoiceLineDto implements InvoiceLineBody {
  @Text(1000, true) @MultiLine() description_en!: string;
  @Text(1000, true) @MultiLine() description_ar!: string;
  @Num(true) quantity!: number | string;
  @Money(true) unit_price!: number | string;
  @IsOptional()
  @FieldRule('invalid', (v) => v === 'S', {
    en: 'Only standard-rated (S) lines are supported.',
    ar: 'البنود الخاضعة للنسبة الأساسية (S) فقط مدعومة.',
  })
  vat_category?: 'S';
}

/** One line written in the three single-line fields, or `lines`: the single-line fields count only without it. */
const singleLine = ValidateIf((form: CreateInvoiceDto) => form.lines === undefined || form.lines === null);

export class CreateInvoiceDto implements InvoiceFormBody {
  @Text(200, true) buyer_name!: string;
  @Text(15) buyer_vat_number?: string | null;
  @BuyerAddress() buyer_address?: string | Record<string, unknown>;
  @Text(3) buyer_id_scheme?: string | null;
  @Text(50) buyer_id?: string | null;
  @singleLine @Text(1000, true) @MultiLine() invoice_description_en?: string;
  @singleLine @Text(1000, true) @MultiLine() invoice_description_ar?: string;
  @singleLine @Money(true) amount?: number | string;
  @Choice(INVOICE_TYPES) invoice_type?: InvoiceType | '';
  @Choice(PAYMENT_METHODS) payment_method?: PaymentMethod | '';
  @Num() discount_percentage?: number | string | null;
  @Money() shipping_amount?: number | string | null;
  @Text(100) reference_number?: string | null;
  @DateOnly() supply_date?: string | null;
  @DateOnly() due_date?: string | null;
  @Text(2000) @MultiLine() notes?: string | null;
  @Text(2000) @MultiLine() notes_ar?: string | null;

  @IsOptional()
  @FieldRule('invalid', (v) => Array.isArray(v) && v.length >= 1 && v.length <= 100, {
    en: 'Lines are a list of 1 to 100 items.',
    ar: 'البنود قائمة من 1 إلى 100 عنصر.',
  })
  @ValidateNested({ each: true })
  @Type(() => InvoiceLineDto)
  lines?: InvoiceLineDto[] | null;
}
