import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { PAGE_SIZE, queryString } from './query-string';
import type { SearchResult } from './types';

export type SearchType = 'all' | 'artworks' | 'artists' | 'galleries';

export type SearchParams = Record<string, string | undefined> & { type?: SearchType };

/** GET /api/search: one query across artworks, artists and galleries (a single type answers only its key). */
export function searchQuery(params: SearchParams) {
  const all = { pageSize: String(PAGE_SIZE), ...params };
  return queryOptions({
    queryKey: ['/api/search', all],
    queryFn: ({ signal }) => getJson<SearchResult>(`/api/search${queryString(all)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
