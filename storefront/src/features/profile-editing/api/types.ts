/** The shapes the profile editor reads and sends (the API's own-profile answers). */
import type { Artist, Gallery, GalleryEvent } from '../../catalog';

export interface ImageRef {
  id: string;
  url: string;
  thumbnailUrl: string;
}

/** The caller's own profiles answer as the public ones do. */
export type OwnArtist = Artist;
export type OwnGallery = Gallery;

export interface ExhibitionInput {
  title: string;
  titleAr: string;
  kind: 'solo' | 'group';
  startDate: string;
  endDate: string;
  description?: string;
  descriptionAr?: string;
}

export interface GalleryEventInput {
  title: string;
  titleAr: string;
  startDate: string;
  endDate: string;
  status: GalleryEvent['status'];
  venue?: string;
  venueAr?: string;
}

export interface RepresentedArtist {
  id: string;
  name: string;
  nameAr: string;
}
