import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { itemQuery, pageQuery } from './list-queries';
import type { Artwork } from './types';

export type ArtworkSort = 'latest' | 'oldest' | 'price_asc' | 'price_desc' | 'title' | 'featured';

export interface ArtworkFilters {
  q?: string;
  category?: string;
  style?: string;
  medium?: string;
  minPrice?: string;
  maxPrice?: string;
  availability?: string;
  artistId?: string;
  galleryId?: string;
  sort?: ArtworkSort;
  page?: number;
  pageSize?: number;
}

export const artworkKey = (id: string) => ['/api/artworks', id] as const;

/** GET /api/artworks: one page of published works matching the filters, with facet counts. */
export const artworksQuery = (filters: ArtworkFilters) => pageQuery<Artwork>('/api/artworks', { ...filters });

/** GET /api/artworks/:id (404 "Artwork not found"). */
export const artworkQuery = (id: string) => itemQuery<Artwork>('/api/artworks', id);

/** GET /api/artworks/:id/similar: up to eight works of the same category, style or artist. */
export function similarArtworksQuery(id: string) {
  return queryOptions({
    queryKey: ['/api/artworks', id, 'similar'],
    queryFn: ({ signal }) => getJson<Artwork[]>(`/api/artworks/${encodeURIComponent(id)}/similar`, { signal }),
  });
}
