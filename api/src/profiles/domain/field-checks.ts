/** Small checks the deciders share: each returns the field's problem (in both languages) or nothing. */
import type { FieldProblem } from '../../platform/errors/domain-errors.js';

export type Check = FieldProblem | null;

export const required = (field: string, value: unknown): Check =>
  typeof value === 'string' && value.trim() !== ''
    ? null
    : { field, code: 'required', message: 'This field is required.', messageAr: 'هذا الحقل مطلوب.' };

export const maxLength = (field: string, value: unknown, max: number): Check =>
  typeof value === 'string' && value.length > max
    ? { field, code: 'max_length', message: `Maximum ${max} characters.`, messageAr: `الحد الأقصى ${max} حرفًا.` }
    : null;

export const oneOf = (field: string, value: unknown, allowed: readonly string[]): Check =>
  value === null || value === undefined || allowed.includes(String(value))
    ? null
    : {
        field,
        code: 'invalid_value',
        message: `Choose one of: ${allowed.join(', ')}.`,
        // The English lists the API's values for whoever calls it; in Arabic they would be English words in an
        // Arabic sentence, and the screens show the choices by their Arabic names.
        messageAr: 'اختر قيمة من الخيارات المتاحة.',
      };

export const yearBetween = (field: string, value: unknown, min: number, max: number): Check =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= min && (value as number) <= max)
    ? null
    : {
        field,
        code: 'invalid_year',
        message: `Enter a year between ${min} and ${max}.`,
        messageAr: `أدخل سنة بين ${min} و${max}.`,
      };

const comparable = (v: string | number) => (typeof v === 'string' ? Date.parse(v) : v);

export const notBefore = (
  field: string,
  later: string | number | null | undefined,
  earlier: string | number | null | undefined,
): Check =>
  later === null ||
  later === undefined ||
  earlier === null ||
  earlier === undefined ||
  !(comparable(later) < comparable(earlier))
    ? null
    : { field, code: 'before_start', message: 'Must not be before the start.', messageAr: 'يجب ألا يسبق البداية.' };

export const isoDate = (field: string, value: unknown): Check =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? null
    : { field, code: 'invalid_date', message: 'Enter a valid date.', messageAr: 'أدخل تاريخًا صالحًا.' };

/** A text written in English and Arabic (`field` and `fieldAr`), each at most `max` characters. */
export const inBothLanguages = <T extends object>(x: T, field: keyof T & string, max: number): Check[] => {
  const texts = x as Record<string, unknown>;
  return [maxLength(field, texts[field], max), maxLength(`${field}Ar`, texts[`${field}Ar`], max)];
};

/** As `inBothLanguages`, and neither language left empty. */
export const requiredInBothLanguages = <T extends object>(x: T, field: keyof T & string, max: number): Check[] => {
  const texts = x as Record<string, unknown>;
  return [
    required(field, texts[field]),
    required(`${field}Ar`, texts[`${field}Ar`]),
    ...inBothLanguages(x, field, max),
  ];
};

/** A start and an end date, both valid, the end not before the start. */
export const period = (x: { startDate: string; endDate: string }): Check[] => [
  isoDate('startDate', x.startDate),
  isoDate('endDate', x.endDate),
  notBefore('endDate', x.endDate, x.startDate),
];

export const problems = (...checks: Check[]): FieldProblem[] => checks.filter((c): c is FieldProblem => c !== null);
