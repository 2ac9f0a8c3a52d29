import type { Doc, FacetCount, FacetOptions, FieldCondition, FindOptions } from '../read-store/read-store.port.js';
import type { Scalar } from '../read-store/read-store.port.js';

/**
 * The read store's FindOptions applied to documents held in memory: the failed jobs of every queue (read
 * from Redis, not a read model) and the in-memory test store. Text queries match a case-insensitive
 * substring; the real adapters add Arabic normalisation and trigram similarity.
 */
export function findInMemory<T extends Doc>(
  docs: Iterable<T>,
  options: FindOptions = {},
): { items: T[]; total: number } {
  const matching = [...docs].filter((doc) => matchesFind(doc, options));
  const sorted = matching.sort((a, b) => compareForSort(a, b, options));
  const offset = options.offset ?? 0;
  return {
    items: sorted.slice(offset, options.limit === undefined ? undefined : offset + options.limit),
    total: matching.length,
  };
}

export function matchesFind(doc: Doc, { filter = {}, text }: Pick<FindOptions, 'filter' | 'text'>): boolean {
  const fieldsMatch = Object.entries(filter).every(([path, condition]) => holds(valueAt(doc, path), condition));
  const needle = text?.query.trim().toLowerCase() ?? '';
  return (
    fieldsMatch &&
    (needle === '' ||
      (text?.fields ?? []).some((f) =>
        String(valueAt(doc, f) ?? '')
          .toLowerCase()
          .includes(needle),
      ))
  );
}

/** The port's facet counts over documents held in memory (same order rules as the real adapters). */
export function facetsInMemory(
  docs: Iterable<Doc>,
  fields: string[],
  options: FacetOptions = {},
): Record<string, FacetCount[]> {
  const matching = [...docs].filter((doc) => matchesFind(doc, options));
  return Object.fromEntries(
    fields.map((field) => {
      const counts = new Map<Scalar, number>();
      for (const doc of matching) {
        const value = valueAt(doc, field);
        for (const v of Array.isArray(value) ? value : [value]) {
          if (v === null || v === undefined) continue;
          counts.set(v as Scalar, (counts.get(v as Scalar) ?? 0) + 1);
        }
      }
      const sorted = [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort(
          (a, b) =>
            b.count - a.count || (String(a.value) < String(b.value) ? -1 : String(a.value) > String(b.value) ? 1 : 0),
        );
      return [field, options.limit === undefined ? sorted : sorted.slice(0, options.limit)];
    }),
  );
}

function valueAt(doc: Doc, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);
}

function holds(value: unknown, condition: FieldCondition): boolean {
  if (condition === null || typeof condition !== 'object') return value === condition;
  if ('$contains' in condition) return Array.isArray(value) && value.includes(condition.$contains);
  const v = value as Scalar;
  const c = condition;
  return (
    (c.$eq === undefined || v === c.$eq) &&
    (c.$ne === undefined || v !== c.$ne) &&
    (c.$in === undefined || c.$in.includes(v)) &&
    (c.$gt === undefined || (v !== null && c.$gt !== null && v > c.$gt)) &&
    (c.$gte === undefined || (v !== null && c.$gte !== null && v >= c.$gte)) &&
    (c.$lt === undefined || (v !== null && c.$lt !== null && v < c.$lt)) &&
    (c.$lte === undefined || (v !== null && c.$lte !== null && v <= c.$lte)) &&
    (c.$exists === undefined || (value !== undefined) === c.$exists)
  );
}

function compareForSort(a: Doc, b: Doc, { sort = [] }: FindOptions): number {
  for (const { field, direction } of sort) {
    const x = valueAt(a, field) as Scalar | undefined;
    const y = valueAt(b, field) as Scalar | undefined;
    if (x === y) continue;
    // Missing values last in either direction.
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
  }
  return 0;
}
