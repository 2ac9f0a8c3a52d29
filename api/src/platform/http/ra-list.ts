/**
 * ra-data-simple-rest's list conventions (DESIGN.md section 5): `sort=["field","ASC"]`,
 * `range=[start,end]` (inclusive), `filter={"q":"...","field":value}`; the answer carries
 * `Content-Range: <resource> start-end/total`. Fields are whitelisted so a query cannot reach arbitrary paths.
 */
import type { Response } from 'express';
import { validationError } from '../errors/domain-errors.js';
import type { FindOptions, Filter, Scalar } from '../read-store/read-store.port.js';

export interface RaListSpec {
  /** Filters a list accepts, and how: equality (`eq`) or array membership (`contains`), optionally on
   * another document field than the filter's name (`role` → the `roles` array). */
  filters: Record<string, 'eq' | 'contains' | { field: string; op: 'eq' | 'contains' }>;
  /** Fields the `q` filter searches. */
  textFields: string[];
  sortable: string[];
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  maxPageSize?: number;
}

export interface RaListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export function parseRaList(query: RaListQuery, spec: RaListSpec): FindOptions & { offset: number; limit: number } {
  const bad = (field: string, en: string, ar: string) =>
    validationError([{ field, code: 'invalid', message: en, messageAr: ar }]);
  const json = (field: 'sort' | 'range' | 'filter', text: string | undefined): unknown => {
    if (text === undefined || text === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw bad(field, `${field} must be JSON.`, `يجب أن يكون ${field} بصيغة JSON.`);
    }
  };
  const sortValue = json('sort', query.sort) as [string, string] | undefined;
  let sort = [spec.defaultSort];
  if (sortValue !== undefined) {
    if (
      !Array.isArray(sortValue) ||
      !(spec.sortable.includes(sortValue[0]) || sortValue[0] === 'id') ||
      !['ASC', 'DESC'].includes(String(sortValue[1]).toUpperCase())
    ) {
      throw bad(
        'sort',
        `Sort by one of: ${spec.sortable.join(', ')}, ASC or DESC.`,
        `الترتيب حسب أحد الحقول: ${spec.sortable.join('، ')}، تصاعديًا أو تنازليًا.`,
      );
    }
    sort = [{ field: sortValue[0], direction: String(sortValue[1]).toLowerCase() as 'asc' | 'desc' }];
  }
  if (sort[0]!.field !== 'id') sort.push({ field: 'id', direction: 'asc' }); // stable pages
  const max = spec.maxPageSize ?? 100;
  const rangeValue = json('range', query.range) as [number, number] | undefined;
  let offset = 0;
  let limit = 25;
  if (rangeValue !== undefined) {
    const [start, end] = Array.isArray(rangeValue) ? rangeValue : [];
    if (!Number.isInteger(start) || !Number.isInteger(end) || start! < 0 || end! < start!) {
      throw bad(
        'range',
        'range must be [start, end] with 0 ≤ start ≤ end.',
        'يجب أن يكون النطاق [البداية، النهاية] مع 0 ≤ البداية ≤ النهاية.',
      );
    }
    offset = start!;
    limit = Math.min(end! - start! + 1, max);
  }
  const filterValue = (json('filter', query.filter) ?? {}) as Record<string, unknown>;
  if (typeof filterValue !== 'object' || Array.isArray(filterValue))
    throw bad('filter', 'filter must be an object.', 'يجب أن يكون المرشح كائنًا.');
  const filter: Filter = {};
  let text: FindOptions['text'];
  for (const [field, value] of Object.entries(filterValue)) {
    if (value === undefined || value === '' || value === null) continue;
    if (field === 'q') {
      text = { query: String(value).slice(0, 200), fields: spec.textFields };
      continue;
    }
    if (field === 'id' && Array.isArray(value)) {
      filter.id = { $in: value.map(String) };
      continue;
    }
    // `id` is always accepted (as is sorting by it): react-admin's getMany (reference fields, refreshing selected rows) sends it.
    const rule = spec.filters[field] ?? (field === 'id' ? 'eq' : undefined);
    if (!rule) throw bad(`filter.${field}`, `Cannot filter by ${field}.`, `لا يمكن التصفية حسب ${field}.`);
    const { field: path, op } = typeof rule === 'string' ? { field, op: rule } : rule;
    if (Array.isArray(value)) filter[path] = { $in: value as Scalar[] };
    else filter[path] = op === 'contains' ? { $contains: value as Scalar } : (value as Scalar);
  }
  return { filter, text, sort, offset, limit };
}

export function setContentRange(res: Response, resource: string, offset: number, count: number, total: number): void {
  const end = count === 0 ? offset : offset + count - 1;
  res.setHeader('Content-Range', `${resource} ${offset}-${end}/${total}`);
}
