/**
 * The field rules of the platform settings, each refusal naming the field (`values.<key>`) in English and Arabic.
 * Pure: the deciders call it, and the HTTP layer reports every problem at once.
 */
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import type { SettingKey } from './settings.events.js';

export const SETTING_KEYS: SettingKey[] = [
  'platformName',
  'platformNameAr',
  'vatNumber',
  'commercialRegistration',
  'buyersPremiumTiers',
  'softCloseMinutes',
  'bidsPerMinutePerBidder',
  'kycBidCeiling',
  'workshopSeatHoldMinutes',
  'paymentFees',
  'supportEmail',
  'supportPhone',
];

export const REASON_MAX = 500;

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field: `values.${field}`,
  code,
  message,
  messageAr,
});

const isText = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max;
const isWhole = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isAmount = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && Math.round(v * 100) === v * 100;

const WHOLE: Array<[SettingKey, number, number]> = [
  ['softCloseMinutes', 0, 60],
  ['bidsPerMinutePerBidder', 1, 600],
  ['kycBidCeiling', 0, 1_000_000_000],
  ['workshopSeatHoldMinutes', 1, 1_440],
];

function checkTiers(value: unknown): FieldProblem | null {
  const bad = problem(
    'buyersPremiumTiers',
    'tiers',
    'From 1 to 5 tiers, each a percent from 0 to 50, limits rising, the last without a limit.',
    'من شريحة إلى خمس، لكل منها نسبة من 0 إلى 50، بحدود متصاعدة، وآخرها بلا حد.',
  );
  if (!Array.isArray(value) || value.length < 1 || value.length > 5) return bad;
  let last = 0;
  for (const [i, tier] of value.entries()) {
    const t = tier as { upTo?: unknown; percent?: unknown };
    if (!isAmount(t?.percent, 0, 50)) return bad;
    const final = i === value.length - 1;
    if (final ? t.upTo !== null : !isAmount(t.upTo, last + 0.01, 1_000_000_000)) return bad;
    if (!final) last = t.upTo as number;
  }
  return null;
}

function checkFees(value: unknown): FieldProblem | null {
  const bad = problem(
    'paymentFees',
    'fees',
    'Up to 10 payment methods, each named once, with a percent from 0 to 10 and a fixed fee from 0 to 100 SAR.',
    'حتى 10 طرق دفع، كل منها باسم مختلف، بنسبة من 0 إلى 10 ورسم ثابت من 0 إلى 100 ريال.',
  );
  if (!Array.isArray(value) || value.length > 10) return bad;
  const names = new Set<string>();
  for (const fee of value) {
    const f = fee as { method?: unknown; percent?: unknown; fixedSar?: unknown };
    if (!isText(f?.method, 40) || names.has(f.method as string)) return bad;
    if (!isAmount(f.percent, 0, 10) || !isAmount(f.fixedSar, 0, 100)) return bad;
    names.add(f.method as string);
  }
  return null;
}

/** Every problem of a whole set of settings (an unknown key included). */
export function checkSettings(values: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const key of Object.keys(values))
    if (!SETTING_KEYS.includes(key as SettingKey))
      problems.push(problem(key, 'unknown', 'There is no such setting.', 'لا يوجد إعداد بهذا الاسم.'));
  for (const key of ['platformName', 'platformNameAr'] as const)
    if (!isText(values[key], 80))
      problems.push(problem(key, 'text', 'Enter a name of up to 80 characters.', 'أدخل اسمًا لا يتجاوز 80 حرفًا.'));
  if (typeof values.vatNumber !== 'string' || !/^3\d{13}3$/.test(values.vatNumber))
    problems.push(
      problem(
        'vatNumber',
        'format',
        'Enter a 15-digit VAT number starting and ending with 3.',
        'أدخل رقمًا ضريبيًا من 15 رقمًا يبدأ وينتهي بالرقم 3.',
      ),
    );
  if (typeof values.commercialRegistration !== 'string' || !/^\d{10}$/.test(values.commercialRegistration))
    problems.push(
      problem(
        'commercialRegistration',
        'format',
        'Enter a 10-digit registration number.',
        'أدخل رقم سجل تجاري من 10 أرقام.',
      ),
    );
  for (const [key, min, max] of WHOLE)
    if (!isWhole(values[key], min, max))
      problems.push(problem(key, 'range', `A whole number from ${min} to ${max}.`, `عدد صحيح من ${min} إلى ${max}.`));
  const tiers = checkTiers(values.buyersPremiumTiers);
  if (tiers) problems.push(tiers);
  const fees = checkFees(values.paymentFees);
  if (fees) problems.push(fees);
  if (typeof values.supportEmail !== 'string' || !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(values.supportEmail))
    problems.push(problem('supportEmail', 'isEmail', 'Enter an e-mail address.', 'أدخل عنوان بريد إلكتروني.'));
  if (typeof values.supportPhone !== 'string' || !/^\+?[0-9 ]{7,20}$/.test(values.supportPhone))
    problems.push(
      problem(
        'supportPhone',
        'format',
        'Enter a phone number (digits, + and spaces).',
        'أدخل رقم هاتف (أرقام و+ ومسافات).',
      ),
    );
  return problems;
}

/** The reason every change gives (shown in the history and the audit explorer). */
export function checkReason(reason: string): FieldProblem | null {
  const text = reason.trim();
  if (text === '')
    return { field: 'reason', code: 'isNotEmpty', message: 'Give the reason.', messageAr: 'اذكر السبب.' };
  return text.length > REASON_MAX
    ? {
        field: 'reason',
        code: 'maxLength',
        message: `Maximum ${REASON_MAX} characters.`,
        messageAr: `الحد الأقصى ${REASON_MAX} حرفًا.`,
      }
    : null;
}
