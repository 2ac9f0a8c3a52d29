import type { FieldCondition, Scalar } from './read-store.port.js';

/** Checks on find options shared by every adapter, so they refuse the same things in the same way. */

export class UnsupportedFilterError extends Error {}

export class ReadStoreCollectionMissingError extends Error {
  constructor(name: string) {
    super(`Read-store collection "${name}" does not exist: its projection must call ensureCollection first`);
  }
}

export const RANGE_OPERATORS = ['$gt', '$gte', '$lt', '$lte'] as const;
const OPERATORS = new Set<string>(['$eq', '$ne', '$in', '$exists', '$contains', ...RANGE_OPERATORS]);

/** The operator entries of a condition (a bare scalar is `$eq`), with unknown operators refused. */
export function conditionEntries(condition: FieldCondition): [string, unknown][] {
  if (condition === null || typeof condition !== 'object') return [['$eq', scalar(condition)]];
  if (Array.isArray(condition)) throw new UnsupportedFilterError('An array is not a condition: use { $in: [...] }');
  const entries = Object.entries(condition).filter(([, value]) => value !== undefined);
  for (const [operator] of entries) {
    if (!OPERATORS.has(operator)) throw new UnsupportedFilterError(`Unknown filter operator ${operator}`);
  }
  return entries;
}

export function scalar(value: unknown): Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new UnsupportedFilterError(
    `Filter values must be strings, finite numbers, booleans or null, not ${String(value)}`,
  );
}

/** Range bounds: comparing with null means nothing. */
export function rangeBound(operator: string, value: unknown): string | number | boolean {
  const bound = scalar(value);
  if (bound === null) throw new UnsupportedFilterError(`${operator} needs a number, string or boolean`);
  return bound;
}

export function inValues(value: unknown): Scalar[] {
  if (!Array.isArray(value)) throw new UnsupportedFilterError('$in takes an array');
  return value.map(scalar);
}

export function pageNumber(name: 'offset' | 'limit', value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, not ${value}`);
  return value;
}

export function sortDirection(direction: unknown): 'asc' | 'desc' {
  if (direction !== 'asc' && direction !== 'desc')
    throw new UnsupportedFilterError(`Bad sort direction ${String(direction)}`);
  return direction;
}
