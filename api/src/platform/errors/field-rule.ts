/**
 * A validation rule that carries its own error code and English and Arabic message, for the forms whose codes
 * the clients already know (`required`, `too_long`, `invalid_date`, …) where class-validator's constraint names
 * would change them. The validation pipe (validation.ts) reads the message back out of the constraint text.
 */
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

export interface Bilingual {
  en: string;
  ar: string;
}

const MARK = 'ga:bilingual:';

export function FieldRule(
  code: string,
  valid: (value: unknown, form: Record<string, unknown>) => boolean,
  message: Bilingual,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: code,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          valid(value, (args?.object ?? {}) as Record<string, unknown>),
        defaultMessage: () => MARK + JSON.stringify(message),
      },
    },
    options,
  );
}

/** The rule's own message in a constraint's text, or null for class-validator's own constraints. */
export function ownMessage(constraintText: string): Bilingual | null {
  return constraintText.startsWith(MARK) ? (JSON.parse(constraintText.slice(MARK.length)) as Bilingual) : null;
}
