/** The artworks context's part of a person's data export: the works listed under them as artist or gallery. */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { ARTWORKS } from './projections/artwork-document.js';

@Injectable()
export class ArtworksPersonalData implements PersonalDataSection {
  readonly name = 'artworks';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const [asArtist, asGallery] = await Promise.all([
      docsOf(this.reads, ARTWORKS, { artistId: userId }),
      docsOf(this.reads, ARTWORKS, { galleryId: userId }),
    ]);
    return [...asArtist, ...asGallery.filter((a) => !asArtist.some((b) => b.id === a.id))];
  }
}
