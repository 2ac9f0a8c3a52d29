import type { DomainEvent } from '../../platform/commands/decider.js';
import type { Availability } from './artwork.vocabulary.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/** An uploaded image as artworks keep it (the first of a work's images is its cover). */
export interface ImageRef {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** The descriptive fields an owner writes and edits (SPEC section 3), English and Arabic. */
export interface ArtworkDetails {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  medium: string;
  mediumAr: string;
  category: string;
  categoryAr: string;
  style: string;
  year: number | null;
  dimensions: string;
  tags: string[];
  provenance: string;
  condition: string;
  frame: string;
  signed: boolean;
  edition: string;
  certificateOfAuthenticity: boolean;
  insurance: string;
  shipping: string;
  images: ImageRef[];
}

export interface DisplayName {
  name: string;
  nameAr: string;
}

export type ArtworkCreated = DomainEvent<
  'ArtworkCreated',
  ArtworkDetails & {
    artworkId: string;
    artistId: string;
    galleryId: string | null;
    createdBy: string;
    /** The names as the profiles read model held them when the work was created; the projection keeps them current. */
    artist: DisplayName;
    gallery: DisplayName | null;
    /** Integer halalas (DESIGN.md: money is integer inside events), or null for "price on request". */
    priceHalalas: number | null;
    currency: 'SAR';
    availability: Availability;
    at: string;
  }
>;
export type ArtworkEdited = DomainEvent<
  'ArtworkEdited',
  { artworkId: string; changes: Partial<ArtworkDetails>; at: string }
>;
export type ArtworkPublished = DomainEvent<'ArtworkPublished', { artworkId: string; at: string }>;
export type ArtworkWithdrawn = DomainEvent<
  'ArtworkWithdrawn',
  {
    artworkId: string;
    /** True when a moderator or admin withdrew it: the owner must edit it before publishing again. */
    byModeration: boolean;
    reason: string | null;
    at: string;
  }
>;
export type ArtworkAvailabilityChanged = DomainEvent<
  'ArtworkAvailabilityChanged',
  {
    artworkId: string;
    availability: Availability;
    previous: Availability;
    at: string;
    /** Set when the orders context moved it: the order that reserved, bought or released the work. */
    orderId?: string;
  }
>;
export type ArtworkFeatured = DomainEvent<'ArtworkFeatured', { artworkId: string; at: string }>;
export type ArtworkUnfeatured = DomainEvent<'ArtworkUnfeatured', { artworkId: string; at: string }>;
export type ArtworkPriceChanged = DomainEvent<
  'ArtworkPriceChanged',
  {
    artworkId: string;
    priceHalalas: number | null;
    previousHalalas: number | null;
    at: string;
  }
>;

export type ArtworkEvent =
  | ArtworkCreated
  | ArtworkEdited
  | ArtworkPublished
  | ArtworkWithdrawn
  | ArtworkAvailabilityChanged
  | ArtworkFeatured
  | ArtworkUnfeatured
  | ArtworkPriceChanged;

export const ARTWORK_EVENT_TYPES = eventTypesOf<ArtworkEvent>()([
  'ArtworkCreated',
  'ArtworkEdited',
  'ArtworkPublished',
  'ArtworkWithdrawn',
  'ArtworkAvailabilityChanged',
  'ArtworkFeatured',
  'ArtworkUnfeatured',
  'ArtworkPriceChanged',
]);
