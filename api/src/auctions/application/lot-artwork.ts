/** A catalogue artwork (the artworks context's read model) as the lot's snapshot on the auction's terms. */
import type { LotArtwork } from '../domain/auction.events.js';

/** The `artworks` read-model document, as far as the demo needs it (contract shape). */
export interface CatalogueArtwork {
  id: string;
  title: string;
  titleAr: string;
  artistId: string;
  artist?: { id: string; name: string; nameAr: string } | null;
  galleryId?: string | null;
  price?: number | null;
  images?: { url: string; thumbnailUrl: string }[];
  status: string;
}

export function lotArtwork(artwork: CatalogueArtwork): LotArtwork {
  const cover = artwork.images?.[0];
  return {
    artworkId: artwork.id,
    title: artwork.title,
    titleAr: artwork.titleAr,
    artistName: artwork.artist?.name ?? '',
    artistNameAr: artwork.artist?.nameAr ?? '',
    artistId: artwork.artistId,
    galleryId: artwork.galleryId ?? null,
    imageUrl: cover?.url ?? null,
    thumbnailUrl: cover?.thumbnailUrl ?? null,
  };
}
