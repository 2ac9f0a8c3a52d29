import { normalizeForSearch } from './arabic-normalizer.js';
import { fieldPathSegments, valueAtPath } from './field-path.js';

/**
 * The normalised searchable copy of a document, shared by every adapter: one part per declared text field
 * (in declaration order, '' when absent) and their concatenation. Keeping the parts lets a text query name
 * a subset of the declared fields.
 */
export interface SearchCopy {
  parts: string[];
  text: string;
}

export function searchCopy(doc: Record<string, unknown>, textFields: readonly string[]): SearchCopy {
  const parts = textFields.map((field) => normalizeForSearch(plainText(valueAtPath(doc, field))));
  return { parts, text: joinParts(parts) };
}

export function joinParts(parts: readonly string[]): string {
  return parts.filter((part) => part.length > 0).join(' ');
}

/** Strings and numbers as they are; arrays element by element (tags); objects and booleans contribute nothing. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(' ');
  return '';
}

export class UnsearchedFieldError extends Error {
  constructor(collection: string, fields: string[], declared: readonly string[]) {
    super(
      `Text query on ${collection} names ${fields.join(', ')}, not among its declared text fields ` +
        `(${declared.join(', ') || 'none'}): declare them in ensureCollection's textFields.`,
    );
  }
}

/**
 * Positions (into the declared text fields) of the fields a text query names, or null when it names them
 * all (the adapter then uses the indexed full copy). Throws when a named field was never declared.
 */
export function queriedParts(collection: string, queried: string[], declared: readonly string[]): number[] | null {
  queried.forEach(fieldPathSegments);
  const unknown = queried.filter((field) => !declared.includes(field));
  if (unknown.length > 0) throw new UnsearchedFieldError(collection, unknown, declared);
  const positions = [...new Set(queried.map((field) => declared.indexOf(field)))].sort((a, b) => a - b);
  return queried.length === 0 || positions.length === declared.length ? null : positions;
}
