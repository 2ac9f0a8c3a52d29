/**
 * Stand-ins for the catalog context in community tests: artwork, artist and gallery documents written
 * straight into their read models through the read-store port (the one place a read model is written by
 * hand, in place of the context that owns it).
 */
import { randomUUID } from 'node:crypto';
import type { Doc, ReadStore } from '../../platform/read-store/read-store.port.js';

async function put(reads: ReadStore, collection: string, doc: Doc): Promise<void> {
  if (!(await reads.listCollections()).includes(collection)) await reads.ensureCollection(collection);
  await reads.collection(collection).upsert(doc);
}

/** A profile document as its projection writes one, with the fields the community tests read. */
async function putProfile(
  reads: ReadStore,
  collection: 'artists' | 'galleries',
  id: string,
  fields: Record<string, unknown>,
): Promise<Doc> {
  const doc = { id, userId: id, featured: false, followerCount: 0, createdAt: new Date().toISOString(), ...fields };
  await put(reads, collection, doc);
  return doc;
}

export const putGallery = (reads: ReadStore, id: string, name = 'Athr Gallery', nameAr = 'صالة أثر') =>
  putProfile(reads, 'galleries', id, {
    name,
    nameAr,
    location: 'Jeddah',
    locationAr: 'جدة',
    // As the galleries projection holds them, so it can apply later events (an erasure) to this document.
    representedArtistIds: [],
    exhibitions: [],
    events: [],
  });

export const putArtist = (reads: ReadStore, id: string, name = 'Sara Al-Harbi', nameAr = 'سارة الحربي') =>
  putProfile(reads, 'artists', id, { name, nameAr, nationality: 'Saudi Arabia' });

export async function putArtwork(
  reads: ReadStore,
  owner: { artistId: string; galleryId: string | null },
  overrides: Record<string, unknown> = {},
): Promise<Doc & { id: string; title: string }> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const doc = {
    id,
    title: 'Desert Light',
    titleAr: 'ضوء الصحراء',
    description: 'Oil on canvas.',
    descriptionAr: 'زيت على قماش.',
    artistId: owner.artistId,
    artist: { id: owner.artistId, name: 'Sara Al-Harbi', nameAr: 'سارة الحربي' },
    galleryId: owner.galleryId,
    gallery: owner.galleryId ? { id: owner.galleryId, name: 'Athr Gallery', nameAr: 'صالة أثر' } : null,
    medium: 'Oil',
    mediumAr: 'زيت',
    category: 'painting',
    categoryAr: 'رسم',
    style: 'contemporary',
    year: 2024,
    price: 12000,
    currency: 'SAR',
    availability: 'available',
    status: 'published',
    featured: false,
    tags: [],
    images: [
      {
        id: 'img-1',
        url: '/media/images/img-1.webp',
        thumbnailUrl: '/media/images/img-1-thumb.webp',
        width: 800,
        height: 600,
      },
    ],
    createdAt: now,
    publishedAt: now,
    updatedAt: now,
    createdBy: owner.artistId,
    moderation: null,
    ...overrides,
  };
  await put(reads, 'artworks', doc);
  return doc;
}
