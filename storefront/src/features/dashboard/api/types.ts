/** The shapes this feature reads, as the contract between the sessions describes them. */
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

export interface Favorite {
  id: string;
  artworkId: string;
  createdAt: string;
  artwork: Artwork | null;
}

export type InquiryStatus = 'pending' | 'responded' | 'closed';

export interface Inquiry {
  id: string;
  kind: 'artwork' | 'gallery';
  status: InquiryStatus;
  message: string;
  response: string | null;
  respondedAt: string | null;
  createdAt: string;
  email: string;
  phone?: string | null;
  name?: string | null;
  subject?: string | null;
  inquiryType?: string | null;
  artwork: {
    id: string;
    title: string;
    titleAr?: string | null;
    images?: ImageRef[];
    artist?: { name: string; nameAr?: string | null };
  } | null;
  gallery: { id: string; name: string; nameAr?: string | null } | null;
}

export interface MeStats {
  favorites: number;
  inquiries: number;
  profileViews: number;
  following?: number;
}

/** A workshop or event registration (SPEC section 3); only what the list shows. */
export interface Registration {
  id: string;
  kind: 'workshop' | 'event';
  title: string;
  titleAr?: string | null;
  startDate?: string | null;
  status?: string | null;
}

export interface ArtistOption {
  id: string;
  name: string;
  nameAr?: string | null;
}
