/**
 * The demo artist account sets its profile picture (seeded after the artworks, whose uploads it needs: see
 * demo/seed-demo.ts): an image it uploaded for one of its published works, saved through the artist's own profile
 * command as the profile screen would. With its biography and city, the profile is then complete (a badge the
 * achievements context awards). A profile that already has a picture is left as it is.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import { ArtistProfiles } from '../application/artist-profiles.js';
import { ARTISTS, type ArtistDoc } from '../projections/artists.projection.js';
import { DEMO_ARTIST_ACCOUNT_ID } from './profiles.demo-data.js';

type PublishedWork = Doc & { images: Array<{ id: string }> };

export async function seedProfilePictureDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const artistId = DEMO_ARTIST_ACCOUNT_ID;
  const profile = await runtime.storage.reads.collection<ArtistDoc>(ARTISTS).get(artistId);
  if (!profile || profile.profileImage) return;
  const [work] = await runtime.storage.reads.collection<PublishedWork>('artworks').find({
    filter: { artistId, status: 'published' },
    sort: [{ field: 'id', direction: 'asc' }],
    limit: 1,
  });
  const imageId = work?.images[0]?.id;
  if (!imageId) {
    runtime.log('warn', 'demo profile picture skipped: the demo artist has no published work yet');
    return;
  }
  await app.get(ArtistProfiles).saveOwn(artistId, { profileImage: imageId });
}
