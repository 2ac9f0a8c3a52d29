/**
 * ra-data-simple-rest's list conventions (DESIGN.md section 5): `sort=["field","ASC"]`,
 * `range=[start,end]` (inclusive), `filter={"q":"...","field":value}`; the answer carries
 * `Content-Range: <resource> start-end/total`. Fields are whitelisted so a query cannot reach arbitrary paths.
 *
 * Paging is bounded: a page holds at most `maxPageSize` rows (100 by default) and starts at most MAX_LIST_OFFSET
 * rows in (an offset makes the store walk every row before it); past either, 400 naming `range`. Beyond that,
 * a list that allows it pages by key (`after=<id of the last row>`, rows in id order): each page costs one index
 * seek however deep it lies.
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
  /** Accepts `after=<id>` (keyset paging in id order) for lists too large for offsets. */
  keyset?: boolean;
}

export interface RaListQuery {
  sort?: string;
  range?: string;
  filter?: string;
  /** Keyset paging: the id of the last row of the previous page (lists whose spec allows it). */
  after?: string;
}

/** The deepest row a `range` may start at; deeper, page by key or narrow the list with filters. */
export const MAX_LIST_OFFSET = 10_000;

const bad = (field: string, en: string, ar: string) =>
  validationError([{ field, code: 'invalid', message: en, messageAr: ar }]);

const json = (field: string, text: string | undefined): unknown => {
  if (text === undefined || text === '') return undefined;
  if (typeof text !== 'string') throw bad(field, `${field} must be given once.`, `يجب أن يُذكر ${field} مرة واحدة.`);
  try {
    return JSON.parse(text);
  } catch {
    throw bad(field, `${field} must be JSON.`, `يجب أن يكون ${field} بصيغة JSON.`);
  }
};

/**
 * `range=[start,end]` (inclusive) as offset and limit: 25 rows from 0 when absent; 400 naming `range` when it is
 * malformed, holds more than `max` rows or starts past MAX_LIST_OFFSET.
 */
export function parseRange(text: string | undefined, max: number, keyset = false): { offset: number; limit: number } {
  const rangeValue = json('range', text) as [number, number] | undefined;
  if (rangeValue === undefined) return { offset: 0, limit: Math.min(25, max) };
  const [start, end] = Array.isArray(rangeValue) ? rangeValue : [];
  if (!Number.isInteger(start) || !Number.isInteger(end) || start! < 0 || end! < start!) {
    throw bad(
      'range',
      'range must be [start, end] with 0 ≤ start ≤ end.',
      'يجب أن يكون النطاق [البداية، النهاية] مع 0 ≤ البداية ≤ النهاية.',
    );
  }
  if (start! > MAX_LIST_OFFSET) {
    throw bad(
      'range',
      `range may start at most ${MAX_LIST_OFFSET} rows in: narrow the list with filters${keyset ? ', or page with after=<last id>' : ''}.`,
      `يمكن أن يبدأ النطاق بعد ${MAX_LIST_OFFSET} صف على الأكثر: ضيّق القائمة بالمرشحات${keyset ? ' أو تصفّح باستخدام after=<آخر معرّف>' : ''}.`,
    );
  }
  if (end! - start! + 1 > max) {
    throw bad('range', `A page holds at most ${max} rows.`, `تحتوي الصفحة على ${max} صفًا على الأكثر.`);
  }
  return { offset: start!, limit: end! - start! + 1 };
}

export function parseRaList(query: RaListQuery, spec: RaListSpec): FindOptions & { offset: number; limit: number } {
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
  const { offset, limit } = parseRange(query.range, spec.maxPageSize ?? 100, spec.keyset);
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
  if (query.after !== undefined) {
    if (!spec.keyset) throw bad('after', 'This list pages by range only.', 'هذه القائمة تُتصفّح بالنطاق فقط.');
    const after = keysetCursor(query.after, offset);
    if (after === '' || filter.id !== undefined) throw badCursor();
    // Keyset: rows after that id, in id order, one index seek.
    return {
      filter: { ...filter, id: { $gt: after } },
      text,
      sort: [{ field: 'id', direction: 'asc' }],
      offset: 0,
      limit,
    };
  }
  return { filter, text, sort, offset, limit };
}

const badCursor = () =>
  bad(
    'after',
    'after must be the id of the last row of the previous page (at most 200 characters), with no id filter and a range starting at 0.',
    'يجب أن يكون after معرّف آخر صف في الصفحة السابقة (200 حرف على الأكثر)، دون مرشح للمعرّف وبنطاق يبدأ من 0.',
  );

/** The `after` of a keyset page, checked: one string of at most 200 characters, with a range starting at 0. */
export function keysetCursor(after: unknown, offset: number): string {
  if (typeof after !== 'string' || after.length > 200 || offset !== 0) throw badCursor();
  return after;
}

/** For a keyset page: where the next one starts (absent on the last page). */
export function setNextAfter(res: Response, rows: { id: string }[], limit: number): void {
  if (rows.length === limit && rows.length > 0) res.setHeader('X-Next-After', rows.at(-1)!.id);
}

export function setContentRange(res: Response, resource: string, offset: number, count: number, total: number): void {
  const end = count === 0 ? offset : offset + count - 1;
  res.setHeader('Content-Range', `${resource} ${offset}-${end}/${total}`);
}
