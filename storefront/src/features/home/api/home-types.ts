/** The documents the home page shows: artworks and artists as the catalogue's shared UI types them. */
export type { Artist as ArtistSummary, Artwork as ArtworkSummary } from '../../catalog';

export interface CollectionSummary {
  id: string;
  name: string;
  nameAr?: string | null;
  description?: string | null;
  descriptionAr?: string | null;
  coverImage?: string | null;
  artworkIds?: string[];
}

export interface FavoriteSummary {
  id: string;
  artworkId: string;
}
