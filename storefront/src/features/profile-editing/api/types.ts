/** The shapes the profile editor reads and sends (the API's own-profile answers). */
import type { Artist, Gallery, GalleryEvent, GalleryExhibition } from '../../catalog';

export interface ImageRef {
  id: string;
  url: string;
  thumbnailUrl: string;
}

/** The caller's own profiles answer as the public ones do. */
export type OwnArtist = Artist;
export type OwnGallery = Gallery;

/** An exhibition as the editor sends it: the server assigns its id and works out its status. */
export type ExhibitionInput = Omit<GalleryExhibition, 'id' | 'artistIds' | 'status'>;

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
