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

export async function putGallery(
  reads: ReadStore,
  id: string,
  name = 'Athr Gallery',
  nameAr = 'صالة أثر',
): Promise<Doc> {
  const doc = {
    id,
    userId: id,
    name,
    nameAr,
    location: 'Jeddah',
    locationAr: 'جدة',
    featured: false,
    followerCount: 0,
    createdAt: new Date().toISOString(),
  };
  await put(reads, 'galleries', doc);
  return doc;
}

export async function putArtist(
  reads: ReadStore,
  id: string,
  name = 'Sara Al-Harbi',
  nameAr = 'سارة الحربي',
): Promise<Doc> {
  const doc = {
    id,
    userId: id,
    name,
    nameAr,
    nationality: 'Saudi Arabia',
    featured: false,
    followerCount: 0,
    createdAt: new Date().toISOString(),
  };
  await put(reads, 'artists', doc);
  return doc;
}

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
