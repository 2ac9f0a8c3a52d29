/**
 * The `artworks` read-model document and how events shape it. Pure functions, shared by the projection and
 * the search benchmark (which seeds 100,000 documents through `artworkDocument`).
 */
import type { StreamTracked } from '../../platform/projections/projection.js';
import type { ArtworkCreated, ArtworkDetails, DisplayName, ImageRef } from '../domain/artwork.events.js';
import type { ArtworkStatus, Availability } from '../domain/artwork.vocabulary.js';

export const ARTWORKS = 'artworks';
/** Artist and gallery display names, kept from the profiles context's events (server-only). */
export const ARTWORK_NAMES = 'artwork_names';
export const IMAGES = 'images';

export type Named = { id: string } & DisplayName;

export type ArtworkDoc = ArtworkDetails &
  StreamTracked & {
    id: string;
    artistId: string;
    artist: Named;
    galleryId: string | null;
    gallery: Named | null;
    /** SAR with two decimals (the API's unit), or null for "price on request". */
    price: number | null;
    currency: 'SAR';
    availability: Availability;
    status: ArtworkStatus;
    featured: boolean;
    createdAt: string;
    publishedAt: string | null;
    updatedAt: string;
    /** Private: who created it, and the moderation note when a moderator withdrew it. */
    createdBy: string;
    moderation: { reason: string | null; at: string } | null;
    [key: string]: unknown;
  };

export type ImageDoc = ImageRef & { uploadedBy: string; [key: string]: unknown };
/** Only the names a profile event carried so far (an edit may carry one of the two). */
export type NameDoc = { id: string; name?: string; nameAr?: string; [key: string]: unknown };

export const toSar = (halalas: number | null): number | null => (halalas === null ? null : Math.round(halalas) / 100);

type KnownNames = { name?: string; nameAr?: string } | null | undefined;

/** The document of a newly created work; `names` are what the profiles' events said, over the event's copy. */
export function artworkDocument(
  data: ArtworkCreated['data'],
  names: { artist?: KnownNames; gallery?: KnownNames } = {},
): ArtworkDoc {
  const {
    artworkId,
    artistId,
    galleryId,
    createdBy,
    artist,
    gallery,
    priceHalalas,
    currency,
    availability,
    at,
    ...details
  } = data;
  const merge = (known: KnownNames, copy: DisplayName | null): DisplayName => ({
    name: known?.name ?? copy?.name ?? '',
    nameAr: known?.nameAr ?? copy?.nameAr ?? '',
  });
  const artistName = merge(names.artist, artist);
  const galleryName = galleryId === null ? null : merge(names.gallery, gallery);
  return {
    id: artworkId,
    ...details,
    artistId,
    artist: { id: artistId, name: artistName.name, nameAr: artistName.nameAr },
    galleryId,
    gallery:
      galleryId === null || galleryName === null
        ? null
        : { id: galleryId, name: galleryName.name, nameAr: galleryName.nameAr },
    price: toSar(priceHalalas),
    currency,
    availability,
    status: 'draft',
    featured: false,
    createdAt: at,
    publishedAt: null,
    updatedAt: at,
    createdBy,
    moderation: null,
  };
}

/** What anyone may see: no tracking fields, no creator id, no moderation note. */
export function publicArtwork(doc: ArtworkDoc): Record<string, unknown> {
  const { _stream, _revision, createdBy, moderation, ...view } = doc;
  return view;
}

/** The owner's and staff's view: the public one with the moderation note. */
export function ownerArtwork(doc: ArtworkDoc): Record<string, unknown> {
  return { ...publicArtwork(doc), moderation: doc.moderation };
}
