/**
 * What the profile endpoints answer: the read-model documents without bookkeeping fields, with the
 * date-driven statuses and the counts that come from other read models.
 */
import type { ArtistDoc } from '../projections/artists.projection.js';
import type { GalleryDoc } from '../projections/galleries.projection.js';
import type { CollectionDoc } from '../projections/collections.projection.js';
import { exhibitionStatus, galleryEventStatus } from '../domain/schedule.js';

export function withoutTracking<T extends { _stream?: string; _revision?: number }>(
  doc: T,
): Omit<T, '_stream' | '_revision'> {
  const { _stream: _s, _revision: _r, ...rest } = doc;
  return rest;
}

export interface ArtistCounts {
  artworks: number;
  followers: number;
}

export function artistView(doc: ArtistDoc, counts: ArtistCounts) {
  return { ...withoutTracking(doc), followerCount: counts.followers, artworkCount: counts.artworks };
}

export function artistDetailView(doc: ArtistDoc, counts: ArtistCounts) {
  const exhibitions = doc.exhibitions.solo.length + doc.exhibitions.group.length;
  return { ...artistView(doc, counts), stats: { artworks: counts.artworks, followers: counts.followers, exhibitions } };
}

export function galleryView(doc: GalleryDoc, now: Date, followers: number) {
  return {
    ...withoutTracking(doc),
    // Latest exhibitions first; events in the order they happen.
    exhibitions: [...doc.exhibitions]
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id))
      .map((x) => ({ ...x, status: exhibitionStatus(x, now) })),
    events: [...doc.events]
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
      .map((x) => ({ ...x, status: galleryEventStatus(x, now) })),
    followerCount: followers,
  };
}

export interface GalleryStats {
  representedArtists: number;
  availableArtworks: number;
  totalExhibitions: number;
  yearsInBusiness: number | null;
}

/** `managedArtists`: the artist profiles the gallery manages, counted among the artists it represents. */
export function galleryStats(doc: GalleryDoc, availableArtworks: number, now: Date, managedArtists = 0): GalleryStats {
  return {
    representedArtists: doc.representedArtistIds.length + managedArtists,
    availableArtworks,
    totalExhibitions: doc.exhibitions.length,
    yearsInBusiness: doc.establishedYear === null ? null : Math.max(0, now.getUTCFullYear() - doc.establishedYear),
  };
}

/** A collection without its own cover shows its first artwork's. */
export function collectionView(doc: CollectionDoc, firstCover: string | null) {
  return { ...withoutTracking(doc), coverImage: doc.coverImage ?? firstCover };
}
