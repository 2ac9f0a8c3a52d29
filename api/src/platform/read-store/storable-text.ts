/**
 * The read stores keep any string an event can hold. PostgreSQL refuses NUL (in `text` and `jsonb`) and lone
 * UTF-16 surrogates (in `jsonb`), and MongoDB refuses NUL in keys, so every adapter writes U+FFFD in their place,
 * on every path (page commit, upsert, insert, patch, delete, lookups by id). The text rule keeps such strings out
 * of new commands; this keeps an event that holds one anyway (an old one, an import) from stopping a projection.
 */
// NUL is exactly what this looks for.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const storableText = (text: string): string => text.replace(UNSTORABLE, '\uFFFD');

/**
 * JSON text PostgreSQL's `jsonb` takes. JSON.stringify writes NUL as `\u0000` and a lone surrogate as `\udXXX`
 * (a valid pair stays literal), so only those escapes change; an escaped backslash is matched first so that a
 * literal "\u0000" typed as text is left alone.
 */
export function storableJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (!json.includes('\\u')) return json;
  return json.replace(/\\\\|\\u(?:0000|d[89a-f][0-9a-f]{2})/g, (escape) => (escape === '\\\\' ? escape : '\\ufffd'));
}

/** A copy of a document with every string and key made storable (for adapters that take objects, not JSON). */
export function storableValue<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableValue) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableValue(item)])) as T;
}
