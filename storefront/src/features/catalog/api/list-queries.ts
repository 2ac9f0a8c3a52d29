import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { PAGE_SIZE, queryString } from './query-string';
import type { Page } from './types';

type Filters = Readonly<Record<string, string | number | null | undefined>>;

/**
 * GET `path` with the filters: one page of a catalog list. The previous page stays on screen while the next
 * one loads, so changing a filter does not flash the skeleton.
 */
export function pageQuery<T>(path: string, filters: Filters) {
  const params = { pageSize: PAGE_SIZE, ...filters };
  return queryOptions({
    queryKey: [path, 'list', params],
    queryFn: ({ signal }) => getJson<Page<T>>(`${path}${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET `path`/:id: one catalog item, cached under `[path, id]`. */
export function itemQuery<T>(path: string, id: string) {
  return queryOptions({
    queryKey: [path, id],
    queryFn: ({ signal }) => getJson<T>(`${path}/${encodeURIComponent(id)}`, { signal }),
  });
}
