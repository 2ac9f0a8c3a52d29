/** Shape of an artwork as /api/admin/artworks answers it (contract: `artworks` read model). */
export interface ArtworkRecord {
  id: string;
  title: string;
  titleAr: string;
  description?: string;
  descriptionAr?: string;
  artistId: string;
  artist?: { id: string; name: string; nameAr: string };
  galleryId: string | null;
  gallery?: { id: string; name: string; nameAr: string } | null;
  status: ArtworkStatus;
  availability: string;
  featured: boolean;
  price: number | null;
  currency?: string;
  images?: { id: string; url: string; thumbnailUrl: string; width: number; height: number }[];
  createdAt: string;
  publishedAt: string | null;
  updatedAt?: string;
}

export const ARTWORK_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];
export const AVAILABILITIES = ['available', 'reserved', 'sold', 'on_loan'] as const;

/** The moderation commands on one artwork. Withdrawal asks for a reason, which the event keeps. */
export type ArtworkCommand = 'feature' | 'unfeature' | 'withdraw';
export const ARTWORK_COMMANDS: readonly ArtworkCommand[] = ['feature', 'unfeature', 'withdraw'];

/**
 * Which commands make sense for the artwork as it is. The server's decider has the last word; this keeps
 * pointless buttons away (no "feature" on a draft or a featured work, no "withdraw" of a withdrawn one).
 */
export const artworkCommandApplies = (
  command: ArtworkCommand,
  artwork: Pick<ArtworkRecord, 'status' | 'featured'>,
): boolean => {
  switch (command) {
    case 'feature':
      return artwork.status === 'published' && !artwork.featured;
    case 'unfeature':
      return !!artwork.featured;
    case 'withdraw':
      return artwork.status === 'published';
  }
};
