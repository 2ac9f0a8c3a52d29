import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { RECOMMENDED_ARTWORKS_PATH } from '../../../lib/session/account-preferences';
import type { ArtistSummary, ArtworkSummary, CollectionSummary, FavoriteSummary } from './home-types';

/** The arrays of SPEC section 7 the signed-in home reads; each is one fetcher and one query-options object. */
const arrayQuery = <T>(path: string) =>
  queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => getJson<T[]>(path, { signal }),
  });

export const favoritesQuery = arrayQuery<FavoriteSummary>('/api/favorites');
export const featuredArtworksQuery = arrayQuery<ArtworkSummary>('/api/artworks/featured');
/** The signed-in person's: their stated art preferences first, then the featured works. */
export const recommendedArtworksQuery = arrayQuery<ArtworkSummary>(RECOMMENDED_ARTWORKS_PATH);
export const featuredArtistsQuery = arrayQuery<ArtistSummary>('/api/artists/featured');
export const featuredCollectionsQuery = arrayQuery<CollectionSummary>('/api/collections/featured');
/** Only its length is read here: the auctions feature draws the live cards itself. */
export const liveAuctionsQuery = arrayQuery<{ id: string }>('/api/auctions/live');
