/**
 * Checkout's rules, pure: the delivery address (structured; the six Gulf states and the other countries we
 * ship to; a Saudi address in the national address format: building number, street, district, city, postal
 * code and the 4-digit additional number), the flat shipping quote by destination (named as such until sellers
 * keep shipping profiles), the payment methods with their fees (percentage plus fixed, SPEC section 2), and the
 * platform's commission and the seller's payout.
 */
import { fieldProblem, requiredField, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { CheckoutStartedData, PaymentMethod } from './orders.events.js';
import { addSaudiBusinessDays, saudiDateOf } from './business-days.js';

export const GCC_COUNTRIES = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'] as const;
export const OTHER_COUNTRIES = ['EG', 'JO', 'LB', 'GB', 'US', 'FR', 'DE'] as const;
export const COUNTRIES: readonly string[] = [...GCC_COUNTRIES, ...OTHER_COUNTRIES];

export interface DeliveryAddress {
  recipientName: string;
  phone: string;
  countryCode: string;
  city: string;
  district: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  /** Saudi national address: the 4-digit additional number (required in SA). */
  additionalNumber: string;
  /** Saudi national address short code (e.g. RRRD2929), optional. */
  shortAddress: string;
  line2: string;
}

/** Flat quotes (halalas) until the seller's shipping profile gives one. */
export const FLAT_SHIPPING: Record<CheckoutStartedData['shippingQuote'], number> = {
  flat_domestic: 15_000,
  flat_gcc: 35_000,
  flat_international: 90_000,
};

export function shippingQuoteFor(countryCode: string): CheckoutStartedData['shippingQuote'] {
  if (countryCode === 'SA') return 'flat_domestic';
  return (GCC_COUNTRIES as readonly string[]).includes(countryCode) ? 'flat_gcc' : 'flat_international';
}

/** A provider's fee as the platform settings hold it (`paymentFees`): percent of the amount plus a fixed SAR part. */
export interface MethodFeeSetting {
  method: string;
  percent: number;
  fixedSar: number;
}

/**
 * The built-in provider fees (percentage of the amount plus a fixed part in halalas; the settlement text is the
 * SPEC's): the platform settings ship with these, and they stay in force for a method the settings do not list.
 */
export const PAYMENT_FEES: Record<PaymentMethod, { percent: number; fixedHalalas: number }> = {
  stcpay: { percent: 1.5, fixedHalalas: 100 },
  stripe: { percent: 2.9, fixedHalalas: 100 },
  paypal: { percent: 3.4, fixedHalalas: 150 },
  bank_transfer: { percent: 0, fixedHalalas: 0 },
};

/** The fee on an amount (halalas) by the settings in force for `method`, rounded to the halala. */
export const feeFor = (method: PaymentMethod, amountHalalas: number, settings: readonly MethodFeeSetting[] = []) => {
  const set = settings.find((fee) => fee.method === method);
  const { percent, fixedHalalas } = set
    ? { percent: set.percent, fixedHalalas: Math.round(set.fixedSar * 100) }
    : PAYMENT_FEES[method];
  return Math.round((amountHalalas * percent) / 100) + fixedHalalas;
};

/** The platform's commission on the work's price (not on shipping or the provider's fee). */
export const COMMISSION_PERCENT = 10;
export const PAYOUT_BUSINESS_DAYS = 3;

/** An auction win's commission is the buyer's premium and its VAT (the platform's own invoice); the seller is
 * paid the hammer, its VAT and the shipping. */
export function commissionAndPayout(
  amountHalalas: number,
  shippingHalalas: number,
  auction: { premiumHalalas: number; premiumVatHalalas: number } | null = null,
) {
  const commissionHalalas = auction
    ? auction.premiumHalalas + auction.premiumVatHalalas
    : Math.round((amountHalalas * COMMISSION_PERCENT) / 100);
  return { commissionHalalas, payoutHalalas: amountHalalas - commissionHalalas + shippingHalalas };
}

/** The payout's due date: `businessDays` Saudi business days (Friday and Saturday off) after the day of delivery
 * in Riyadh. */
export function payoutDueDate(deliveredAt: string, businessDays = PAYOUT_BUSINESS_DAYS): string {
  return addSaudiBusinessDays(saudiDateOf(deliveredAt), businessDays);
}

const TEXT_FIELDS = ['recipientName', 'phone', 'city', 'street', 'buildingNumber'] as const;

export function addressProblems(a: DeliveryAddress): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!COUNTRIES.includes(a.countryCode))
    problems.push(
      fieldProblem(
        'address.countryCode',
        'isIn',
        `Choose one of: ${COUNTRIES.join(', ')}.`,
        'اختر دولة من الدول التي نشحن إليها.',
      ),
    );
  for (const field of TEXT_FIELDS) if (!a[field]?.trim()) problems.push(requiredField(`address.${field}`));
  if (a.phone?.trim() && !/^\+?[0-9 ]{7,16}$/.test(a.phone.trim()))
    problems.push(fieldProblem('address.phone', 'format', 'Enter a phone number.', 'أدخل رقم هاتف.'));
  if (a.countryCode === 'SA') {
    if (!a.district?.trim()) problems.push(requiredField('address.district'));
    if (!/^\d{4}$/.test(a.buildingNumber?.trim() ?? ''))
      problems.push(
        fieldProblem('address.buildingNumber', 'format', 'A 4-digit building number.', 'رقم مبنى من 4 أرقام.'),
      );
    if (!/^\d{5}$/.test(a.postalCode?.trim() ?? ''))
      problems.push(fieldProblem('address.postalCode', 'format', 'A 5-digit postal code.', 'رمز بريدي من 5 أرقام.'));
    if (!/^\d{4}$/.test(a.additionalNumber?.trim() ?? ''))
      problems.push(
        fieldProblem('address.additionalNumber', 'format', 'A 4-digit additional number.', 'رقم إضافي من 4 أرقام.'),
      );
    if (a.shortAddress?.trim() && !/^[A-Z]{4}\d{4}$/.test(a.shortAddress.trim()))
      problems.push(
        fieldProblem('address.shortAddress', 'format', 'Four letters and four digits.', 'أربعة أحرف وأربعة أرقام.'),
      );
  }
  return problems;
}

/** Saudi VAT numbers: 15 digits starting and ending with 3. */
export const vatNumberProblem = (vat: string | null): FieldProblem | null =>
  vat === null || /^3\d{13}3$/.test(vat)
    ? null
    : fieldProblem(
        'buyerVatNumber',
        'format',
        'A 15-digit VAT number starting and ending with 3.',
        'رقم ضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3.',
      );
