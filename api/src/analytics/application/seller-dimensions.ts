/**
 * Which dimensions a signed-in seller's figures come from: their account's (works they list, their invoices and
 * lots) and their artist and gallery profiles' (follows and gallery inquiries name a profile). A gallery may ask for
 * one represented artist: the figures of the gallery's own works by that artist, never the artist's elsewhere.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { forbidden } from '../../platform/errors/domain-errors.js';
import { ARTISTS, GALLERIES, type ArtistDoc, type GalleryDoc } from '../../profiles/index.js';

@Injectable()
export class SellerDimensions {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async of(userId: string, artistId?: string): Promise<{ dims: string[]; parent: string; onlyArtist?: string }> {
    const galleries = await this.reads.collection<GalleryDoc>(GALLERIES).find({ filter: { userId }, limit: 10 });
    if (artistId) {
      const represents = galleries.some((g) => g.representedArtistIds.includes(artistId));
      if (!represents)
        throw forbidden(
          'You can see figures only for artists your gallery represents.',
          'يمكنك رؤية أرقام الفنانين الذين يمثلهم معرضك فقط.',
          'not_represented',
        );
      return { dims: [`sellerArtist:${userId}:${artistId}`], parent: `seller:${userId}`, onlyArtist: artistId };
    }
    const artists = await this.reads.collection<ArtistDoc>(ARTISTS).find({ filter: { userId }, limit: 10 });
    const profiles = [...artists, ...galleries].map((p) => `profile:${p.id}`);
    return { dims: [`seller:${userId}`, ...profiles], parent: `seller:${userId}` };
  }

  /** The represented artists a gallery may pick from (id and names). */
  async representedArtists(userId: string) {
    const galleries = await this.reads.collection<GalleryDoc>(GALLERIES).find({ filter: { userId }, limit: 10 });
    const ids = [...new Set(galleries.flatMap((g) => g.representedArtistIds))];
    const artists = await this.reads.collection<ArtistDoc>(ARTISTS).getMany(ids);
    return artists.map((a) => ({ id: a.id, name: String(a.name ?? ''), nameAr: String(a.nameAr ?? '') }));
  }
}
