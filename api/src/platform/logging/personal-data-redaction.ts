/**
 * Personal data never reaches a log line: e-mail addresses, phone numbers and Saudi identity numbers (national
 * ID and iqama: ten digits starting with 1 or 2) are replaced wherever they appear in a message or a field,
 * whatever the field is called. Ids, hashes and timestamps do not look like any of them.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** International (+966 5…, 00966…) and Saudi mobile (05…) numbers, with spaces, dashes or brackets between digits. */
const PHONE = /(?:(?:\+|\b00)\d{1,3}[\s\-()]*\d(?:[\s\-()]*\d){6,13}|\b05\d(?:[\s-]?\d){7})\b/g;
const IDENTITY_NUMBER = /\b[12]\d{9}\b/g;

export const REDACTED = {
  email: '[email]',
  phone: '[phone]',
  identityNumber: '[identity-number]',
} as const;

export function redactText(text: string): string {
  return text
    .replace(EMAIL, REDACTED.email)
    .replace(PHONE, REDACTED.phone)
    .replace(IDENTITY_NUMBER, REDACTED.identityNumber);
}

/** A copy with every string redacted, at any depth (cycles and non-plain objects left as they are). */
export function redactPersonalData<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redactPersonalData(v, seen)) as T;
  if (value instanceof Error) {
    const copy = new Error(redactText(value.message));
    copy.name = value.name;
    copy.stack = value.stack && redactText(value.stack);
    return copy as T;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redactPersonalData(v, seen)]),
  ) as T;
}
