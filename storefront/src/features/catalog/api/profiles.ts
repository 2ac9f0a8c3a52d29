import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { PAGE_SIZE, asItems, queryString } from './query-string';
import type { Artist, Gallery, Page } from './types';

export type ProfileSort = 'latest' | 'name' | 'featured';

export interface ArtistFilters {
  q?: string;
  nationality?: string;
  sort?: ProfileSort;
  page?: number;
}

export interface GalleryFilters {
  q?: string;
  location?: string;
  sort?: ProfileSort;
  page?: number;
}

export const artistKey = (id: string) => ['/api/artists', id] as const;
export const galleryKey = (id: string) => ['/api/galleries', id] as const;

/** GET /api/artists: one page of artists with the nationality facet. */
export function artistsQuery(filters: ArtistFilters) {
  const params = { pageSize: PAGE_SIZE, ...filters };
  return queryOptions({
    queryKey: ['/api/artists', 'list', params],
    queryFn: ({ signal }) => getJson<Page<Artist>>(`/api/artists${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/artists/:id: the artist with stats (404 "Artist not found"). */
export function artistQuery(id: string) {
  return queryOptions({
    queryKey: artistKey(id),
    queryFn: ({ signal }) => getJson<Artist>(`/api/artists/${encodeURIComponent(id)}`, { signal }),
  });
}

/** GET /api/galleries: one page of galleries with the location facet. */
export function galleriesQuery(filters: GalleryFilters) {
  const params = { pageSize: PAGE_SIZE, ...filters };
  return queryOptions({
    queryKey: ['/api/galleries', 'list', params],
    queryFn: ({ signal }) => getJson<Page<Gallery>>(`/api/galleries${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/galleries/:id: the gallery with statistics (404 "Gallery not found"). */
export function galleryQuery(id: string) {
  return queryOptions({
    queryKey: galleryKey(id),
    queryFn: ({ signal }) => getJson<Gallery>(`/api/galleries/${encodeURIComponent(id)}`, { signal }),
  });
}

/** GET /api/galleries/:id/artists: the artists the gallery represents. */
export function galleryArtistsQuery(id: string) {
  return queryOptions({
    queryKey: ['/api/galleries', id, 'artists'],
    queryFn: async ({ signal }) => asItems(await getJson<Artist[]>(`/api/galleries/${encodeURIComponent(id)}/artists`, { signal })),
  });
}
