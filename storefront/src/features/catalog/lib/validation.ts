import type { TFunction } from 'i18next';
import type { Language } from '../../../config/constants';
import { HttpError } from '../../../lib/http';

/**
 * Client-side checks for the inquiry, contact and comment forms. They mirror the server's DTO rules (required,
 * e-mail, phone pattern, length bounds) so a visitor hears about a mistake before sending; the server still
 * checks, and its per-field answers are shown on the same fields.
 */
export const LIMITS = {
  nameMax: 200,
  emailMax: 254,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
  commentMax: 2000,
  reasonMax: 500,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** As the server: international (+ or 00 and 8–15 digits) or Saudi national (05xxxxxxxx); separators allowed. */
export function isPhone(value: string): boolean {
  const compact = value.replace(/[\s\-().]/g, '');
  return /^(\+|00)[1-9]\d{7,14}$/.test(compact) || /^05\d{8}$/.test(compact);
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface Rule {
  required?: boolean;
  email?: boolean;
  phone?: boolean;
  min?: number;
  max?: number;
}

export function checkField(value: string, rule: Rule, t: TFunction): string | undefined {
  const text = value.trim();
  if (!text) return rule.required ? t('catalog.validation.required') : undefined;
  if (rule.email && !EMAIL.test(text)) return t('catalog.validation.email');
  if (rule.phone && !isPhone(text)) return t('catalog.validation.phone');
  if (rule.min !== undefined && text.length < rule.min) return t('catalog.validation.minLength', { min: rule.min });
  if (rule.max !== undefined && text.length > rule.max) return t('catalog.validation.maxLength', { max: rule.max });
  return undefined;
}

export function checkForm<F extends string>(
  values: Record<F, string>,
  rules: Record<F, Rule>,
  t: TFunction,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = checkField(values[field] ?? '', rules[field], t);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The server's per-field messages (`details[].field`), in the interface language, keyed by field name. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  language: Language,
  fields: readonly F[],
): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  if (!(error instanceof HttpError)) return out;
  for (const detail of error.body?.details ?? []) {
    const field = detail.field as F | undefined;
    if (!field || !fields.includes(field) || out[field]) continue;
    const message = language === 'ar' ? (detail.messageAr ?? detail.message) : detail.message;
    if (message) out[field] = message;
  }
  return out;
}
