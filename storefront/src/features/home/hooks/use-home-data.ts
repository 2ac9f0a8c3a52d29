import { useQuery } from '@tanstack/react-query';
import {
  favoritesQuery,
  featuredArtistsQuery,
  featuredArtworksQuery,
  featuredCollectionsQuery,
  liveAuctionsQuery,
  recommendedArtworksQuery,
} from '../api/home-queries';

export const useFavorites = () => useQuery(favoritesQuery);
export const useFeaturedArtworks = () => useQuery(featuredArtworksQuery);
export const useRecommendedArtworks = () => useQuery(recommendedArtworksQuery);
export const useFeaturedArtists = () => useQuery(featuredArtistsQuery);
export const useFeaturedCollections = () => useQuery(featuredCollectionsQuery);
export const useLiveAuctions = () => useQuery(liveAuctionsQuery);

/** SPEC section 9: the home shows at most 8 artworks and 6 artists. */
export const HOME_LIMITS = { artworks: 8, artists: 6 } as const;
