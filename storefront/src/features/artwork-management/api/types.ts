/** The artwork as its owner edits it, and the artists a gallery may list works for. */
export interface ImageRef {
  id: string;
  url: string;
  thumbnailUrl?: string;
  width?: number;
  height?: number;
}

export type Availability = 'available' | 'reserved' | 'sold' | 'on_loan';
export type ArtworkStatus = 'draft' | 'published' | 'withdrawn';

/**
 * The artwork's free-text details, named alike in the read model, the dashboard's edit form and the request
 * body, so the form can copy, empty and trim them as one list.
 */
export const ARTWORK_TEXT_FIELDS = [
  'title',
  'titleAr',
  'description',
  'descriptionAr',
  'medium',
  'mediumAr',
  'style',
  'dimensions',
  'provenance',
  'condition',
  'frame',
  'edition',
  'insurance',
  'shipping',
] as const;

export type ArtworkTexts = Record<(typeof ARTWORK_TEXT_FIELDS)[number], string>;

export interface Artwork extends ArtworkTexts {
  id: string;
  artistId: string;
  artist?: { id: string; name: string; nameAr?: string | null } | null;
  galleryId?: string | null;
  category: string;
  categoryAr: string;
  year: number | null;
  price: number | null;
  currency?: string;
  images: ImageRef[];
  availability: Availability;
  status: ArtworkStatus;
  tags: string[];
  signed: boolean;
  certificateOfAuthenticity: boolean;
}

export interface ArtistOption {
  id: string;
  name: string;
  nameAr?: string | null;
}
