/** The demo gallery's works the order seeders may sell: published, available, priced from 1,000 SAR to `maxPrice`. */
import type { INestApplication } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { ARTWORKS, type ArtworkDoc } from '../../artworks/index.js';
import { DEMO_GALLERY_ACCOUNT_ID } from '../../profiles/index.js';

export async function demoGalleryWorksForSale(
  app: INestApplication,
  { limit, maxPrice }: { limit: number; maxPrice: number },
): Promise<ArtworkDoc[]> {
  const works = await app
    .get<ReadStore>(READ_STORE)
    .collection<ArtworkDoc>(ARTWORKS)
    .find({
      filter: { galleryId: DEMO_GALLERY_ACCOUNT_ID, status: 'published', availability: 'available' },
      // In id order, so each run of a seeder picks the same works.
      sort: [{ field: 'id', direction: 'asc' }],
      limit,
    });
  return works.filter((w) => w.price !== null && w.price >= 1_000 && w.price <= maxPrice);
}
