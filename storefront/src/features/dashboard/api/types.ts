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

export interface Artwork {
  id: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  artistId: string;
  artist?: { id: string; name: string; nameAr?: string | null } | null;
  galleryId?: string | null;
  medium: string;
  mediumAr: string;
  category: string;
  categoryAr: string;
  style: string;
  year: number | null;
  dimensions: string;
  price: number | null;
  currency?: string;
  images: ImageRef[];
  availability: Availability;
  status: ArtworkStatus;
  tags: string[];
  provenance: string;
  condition: string;
  frame: string;
  signed: boolean;
  edition: string;
  certificateOfAuthenticity: boolean;
  insurance: string;
  shipping: string;
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
  artwork: { id: string; title: string; titleAr?: string | null; images?: ImageRef[]; artist?: { name: string; nameAr?: string | null } } | null;
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
