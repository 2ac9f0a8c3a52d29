import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { itemQuery, pageQuery } from './list-queries';
import { asItems } from './query-string';
import type { Artist, Gallery } from './types';

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
export const artistsQuery = (filters: ArtistFilters) => pageQuery<Artist>('/api/artists', { ...filters });

/** GET /api/artists/:id: the artist with stats (404 "Artist not found"). */
export const artistQuery = (id: string) => itemQuery<Artist>('/api/artists', id);

/** GET /api/galleries: one page of galleries with the location facet. */
export const galleriesQuery = (filters: GalleryFilters) => pageQuery<Gallery>('/api/galleries', { ...filters });

/** GET /api/galleries/:id: the gallery with statistics (404 "Gallery not found"). */
export const galleryQuery = (id: string) => itemQuery<Gallery>('/api/galleries', id);

/** GET /api/galleries/:id/artists: the artists the gallery represents. */
export function galleryArtistsQuery(id: string) {
  return queryOptions({
    queryKey: ['/api/galleries', id, 'artists'],
    queryFn: async ({ signal }) =>
      asItems(await getJson<Artist[]>(`/api/galleries/${encodeURIComponent(id)}/artists`, { signal })),
  });
}
