/**
 * The global validation pipe: whitelist, forbid unknown fields, transform. Its errors name each field with
 * an English and an Arabic message (SPEC section 5's generic texts), and nothing reaches a handler.
 */
import { HttpException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { DomainError, validationError, type FieldProblem } from './domain-errors.js';
import { ownMessage } from './field-rule.js';

type Template = (c: string) => { en: string; ar: string };

/** class-validator constraint name → bilingual message. `c` is the constraint's own text (has the bound). */
const MESSAGES: Record<string, Template> = {
  isNotEmpty: () => ({ en: 'This field is required.', ar: 'هذا الحقل مطلوب.' }),
  isDefined: () => ({ en: 'This field is required.', ar: 'هذا الحقل مطلوب.' }),
  isString: () => ({ en: 'Must be text.', ar: 'يجب أن تكون القيمة نصًا.' }),
  isEmail: () => ({ en: 'Enter a valid email address.', ar: 'أدخل بريدًا إلكترونيًا صالحًا.' }),
  isUrl: () => ({ en: 'Enter a valid URL.', ar: 'أدخل رابطًا صالحًا.' }),
  isNumber: () => ({ en: 'Enter a valid number.', ar: 'أدخل رقمًا صالحًا.' }),
  isInt: () => ({ en: 'Enter a whole number.', ar: 'أدخل عددًا صحيحًا.' }),
  isPositive: () => ({ en: 'Enter a positive number.', ar: 'أدخل رقمًا موجبًا.' }),
  isBoolean: () => ({ en: 'Must be true or false.', ar: 'يجب أن تكون القيمة صحيحة أو خاطئة.' }),
  isArray: () => ({ en: 'Must be a list.', ar: 'يجب أن تكون القيمة قائمة.' }),
  isIn: () => ({ en: 'Invalid value.', ar: 'قيمة غير صالحة.' }),
  isEnum: () => ({ en: 'Invalid value.', ar: 'قيمة غير صالحة.' }),
  isDateString: () => ({ en: 'Enter a valid date.', ar: 'أدخل تاريخًا صالحًا.' }),
  isISO8601: () => ({ en: 'Enter a valid date.', ar: 'أدخل تاريخًا صالحًا.' }),
  matches: () => ({ en: 'Invalid value.', ar: 'قيمة غير صالحة.' }),
  arrayNotEmpty: () => ({ en: 'Choose at least one.', ar: 'اختر عنصرًا واحدًا على الأقل.' }),
  arrayMaxSize: (c) => ({ en: `Choose at most ${bound(c)}.`, ar: `اختر ${bound(c)} على الأكثر.` }),
  maxLength: (c) => ({ en: `Maximum ${bound(c)} characters.`, ar: `الحد الأقصى ${bound(c)} حرفًا.` }),
  minLength: (c) => ({ en: `Minimum ${bound(c)} characters.`, ar: `الحد الأدنى ${bound(c)} أحرف.` }),
  max: (c) => ({ en: `Must not be more than ${bound(c)}.`, ar: `يجب ألا تزيد القيمة على ${bound(c)}.` }),
  min: (c) => ({ en: `Must not be less than ${bound(c)}.`, ar: `يجب ألا تقل القيمة عن ${bound(c)}.` }),
  whitelistValidation: () => ({ en: 'This field is not allowed.', ar: 'هذا الحقل غير مسموح به.' }),
};

/** The first number in class-validator's own message ("must be shorter than or equal to 80 characters"). */
function bound(constraintText: string): string {
  return /\d+(\.\d+)?/.exec(constraintText)?.[0] ?? '';
}

export function toFieldProblems(errors: ValidationError[], parent = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const error of errors) {
    // An item of a list of forms is `lines[0]`, as the deciders name it (`lines[0].quantity`).
    const field = !parent
      ? error.property
      : /^\d+$/.test(error.property)
        ? `${parent}[${error.property}]`
        : `${parent}.${error.property}`;
    for (const [code, text] of Object.entries(error.constraints ?? {})) {
      const template = MESSAGES[code];
      const { en, ar } =
        ownMessage(text) ?? (template ? template(text) : { en: 'Invalid value.', ar: 'قيمة غير صالحة.' });
      out.push({ field, code, message: en, messageAr: ar });
    }
    if (error.children?.length) out.push(...toFieldProblems(error.children, field));
  }
  return out;
}

/**
 * A validator that throws on odd input instead of answering false (validator.js's isEmail did on a lone surrogate,
 * class-validator's maxDecimalPlaces on 5e-324) is bad input, not a fault of the server: 400 naming the field.
 */
class BadInputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof DomainError || error instanceof HttpException) throw error;
      const field = metadata.data ?? metadata.type;
      throw validationError([{ field, code: 'invalid', message: 'Invalid value.', messageAr: 'قيمة غير صالحة.' }]);
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new BadInputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors): DomainError => validationError(toFieldProblems(errors)),
  });
}
