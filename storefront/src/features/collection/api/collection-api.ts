/** A collector's public collection (GET /api/collectors/:id/collection): shown only when they chose to show it. */
import { queryOptions } from '@tanstack/react-query';
import type { Artwork } from '../../catalog';
import { getJson } from '../../../lib/http';

export interface CollectedArtwork extends Artwork {
  acquiredAt: string;
  acquiredBy: 'purchase' | 'auction';
}

export interface PublicCollection {
  collector: { id: string; name: string; profileImageUrl: string | null };
  items: CollectedArtwork[];
  total: number;
}

export const publicCollectionQuery = (collectorId: string) =>
  queryOptions({
    queryKey: ['collection', collectorId],
    queryFn: ({ signal }) =>
      getJson<PublicCollection>(`/api/collectors/${encodeURIComponent(collectorId)}/collection`, { signal }),
    retry: false,
  });
