/**
 * Typed domain errors. Deciders and handlers throw these; one exception filter maps them to HTTP with
 * English and Arabic messages (STYLE: no HTTP exceptions in domain code).
 */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
  messageAr: string;
}

export type DomainErrorKind =
  'validation' | 'forbidden' | 'illegal_state' | 'not_found' | 'concurrency' | 'unauthenticated';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly messageAr: string,
    readonly details: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** One field's problem, named in English and Arabic: what a validation error lists. */
export const fieldProblem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

/** A required field left empty. */
export const requiredField = (field: string) =>
  fieldProblem(field, 'isNotEmpty', 'This field is required.', 'هذا الحقل مطلوب.');

export const validationError = (details: FieldProblem[], code = 'validation_failed') =>
  new DomainError('validation', code, 'Some fields are not valid.', 'بعض الحقول غير صالحة.', details);

export const notFound = (what: string, whatAr: string) =>
  new DomainError('not_found', 'not_found', `${what} not found.`, `${whatAr} غير موجود.`);

export const forbidden = (message: string, messageAr: string, code = 'forbidden') =>
  new DomainError('forbidden', code, message, messageAr);

export const illegalState = (code: string, message: string, messageAr: string) =>
  new DomainError('illegal_state', code, message, messageAr);

export const concurrencyConflict = (streamName: string) =>
  new DomainError(
    'concurrency',
    'concurrency_conflict',
    `Someone else changed this record at the same time (${streamName}). Please try again.`,
    `قام شخص آخر بتعديل هذا السجل في الوقت نفسه (${streamName}). يرجى المحاولة مرة أخرى.`,
  );
