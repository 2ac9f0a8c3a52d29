/** The profiles context's part of a person's data export: their artist and gallery profiles. */
import { Inject, Injectable } from '@nestjs/common';
import { docsOf, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { ARTISTS } from './projections/artists.projection.js';
import { GALLERIES } from './projections/galleries.projection.js';

@Injectable()
export class ProfilesPersonalData implements PersonalDataSection {
  readonly name = 'profiles';
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async collect(userId: string) {
    const [artists, galleries] = await Promise.all([
      docsOf(this.reads, ARTISTS, { userId }),
      docsOf(this.reads, GALLERIES, { userId }),
    ]);
    return { artists, galleries };
  }
}
