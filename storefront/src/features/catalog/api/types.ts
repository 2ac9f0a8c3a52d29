/** Read-model documents as the public API answers them (the catalog contract). */

export type Availability = 'available' | 'reserved' | 'sold' | 'on_loan';

export interface ImageRef {
  id: string;
  url: string;
  thumbnailUrl: string;
  width?: number;
  height?: number;
}

export interface NamedRef {
  id: string;
  name: string;
  nameAr: string;
}

export interface Artwork {
  id: string;
  title: string;
  titleAr: string;
  description?: string;
  descriptionAr?: string;
  artistId: string;
  artist: NamedRef;
  galleryId: string | null;
  gallery?: NamedRef | null;
  medium: string;
  mediumAr?: string;
  category: string;
  categoryAr?: string;
  style?: string;
  year: number | null;
  dimensions?: string;
  price: number | null;
  currency: string;
  images: ImageRef[];
  availability: Availability;
  featured?: boolean;
  tags?: string[];
  provenance?: string;
  condition?: string;
  frame?: string;
  signed?: boolean;
  edition?: string;
  certificateOfAuthenticity?: boolean;
  insurance?: string;
  shipping?: string;
  createdAt?: string;
  publishedAt?: string | null;
}

/** An exhibition of an artist's CV: the contract leaves its shape open, so both text and objects are read. */
export type CvExhibition =
  string | { title?: string; titleAr?: string; year?: number | string; venue?: string; venueAr?: string };

export interface Artist {
  id: string;
  /** The account that owns the profile (null for a profile without one): its achievements page's id. */
  userId?: string | null;
  name: string;
  nameAr: string;
  biography?: string;
  biographyAr?: string;
  profileImage: string | null;
  nationality?: string;
  location?: string;
  locationAr?: string;
  birthYear?: number | null;
  died?: number | null;
  featured?: boolean;
  style?: string;
  medium?: string;
  experienceYears?: number | null;
  education?: string;
  educationAr?: string;
  /** Objects `{ title, titleAr, year }`; plain text is read too. */
  awards?: CvExhibition[];
  exhibitions?: { solo?: CvExhibition[]; group?: CvExhibition[] };
  followerCount?: number;
  artworkCount?: number;
  stats?: { artworks: number; followers: number; exhibitions: number };
  /** The gallery managing this profile for an artist without an account of their own. */
  managedBy?: { id: string; name: string; nameAr: string } | null;
}

export interface GalleryExhibition {
  id: string;
  title: string;
  titleAr: string;
  kind: 'solo' | 'group';
  startDate: string;
  endDate: string;
  description?: string;
  descriptionAr?: string;
  artistIds?: string[];
  status?: 'upcoming' | 'current' | 'past';
}

export type GalleryEventStatus = 'upcoming' | 'ongoing' | 'completed' | 'cancelled';

export interface GalleryEvent {
  id: string;
  title: string;
  titleAr: string;
  startDate: string;
  endDate: string;
  status: GalleryEventStatus;
  venue?: string;
  venueAr?: string;
}

export interface Gallery {
  id: string;
  /** The account that owns the profile (null for a profile without one): its achievements page's id. */
  userId?: string | null;
  name: string;
  nameAr: string;
  about?: string;
  aboutAr?: string;
  establishedYear?: number | null;
  location?: string;
  locationAr?: string;
  address?: string;
  addressAr?: string;
  phone?: string;
  email?: string;
  website?: string;
  openingHours?: string;
  openingHoursAr?: string;
  social?: { instagram?: string; facebook?: string; twitter?: string };
  specialties?: string[];
  curator?: string;
  coverImage: string | null;
  logo: string | null;
  representedArtistIds?: string[];
  exhibitions?: GalleryExhibition[];
  events?: GalleryEvent[];
  featured?: boolean;
  followerCount?: number;
  stats?: { representedArtists: number; availableArtworks: number; totalExhibitions: number; yearsInBusiness: number };
}

export interface Facet {
  value: string;
  count: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  facets?: Record<string, Facet[]>;
}

export interface SearchResult {
  query: string;
  artworks?: Page<Artwork>;
  artists?: Page<Artist>;
  galleries?: Page<Gallery>;
}

export interface ArtworkComment {
  id: string;
  body: string;
  createdAt: string;
  authorName?: string | null;
  author?: { id?: string; name?: string | null } | null;
}
