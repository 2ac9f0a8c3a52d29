/** Field rules the deciders enforce themselves, so no path into a stream skips them (the DTOs check first). */
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';

export const BODY_MAX = 2000;
export const MESSAGE_MIN = 10;
export const REASON_MAX = 500;
export const TITLE_MAX = 200;

/** International (+ or 00 and 8–15 digits) or Saudi national (05xxxxxxxx); spaces, dashes, brackets allowed. */
export function isPhone(value: string): boolean {
  const compact = value.replace(/[\s\-().]/g, '');
  return /^(\+|00)[1-9]\d{7,14}$/.test(compact) || /^05\d{8}$/.test(compact);
}

export function checkText(field: string, value: string, min: number, max: number): FieldProblem | null {
  const length = value.trim().length;
  if (length === 0)
    return { field, code: 'isNotEmpty', message: 'This field is required.', messageAr: 'هذا الحقل مطلوب.' };
  if (length < min)
    return { field, code: 'minLength', message: `Minimum ${min} characters.`, messageAr: `الحد الأدنى ${min} أحرف.` };
  if (value.length > max)
    return { field, code: 'maxLength', message: `Maximum ${max} characters.`, messageAr: `الحد الأقصى ${max} حرفًا.` };
  return null;
}

export function checkPhone(value: string | null): FieldProblem | null {
  if (value === null || value === '' || isPhone(value)) return null;
  return { field: 'phone', code: 'isPhone', message: 'Enter a valid phone number.', messageAr: 'أدخل رقم هاتف صالحًا.' };
}

/** Throws one validation error naming every failing field. */
export function ensureValid(...problems: Array<FieldProblem | null>): void {
  const found = problems.filter((p): p is FieldProblem => p !== null);
  if (found.length > 0) throw validationError(found);
}
