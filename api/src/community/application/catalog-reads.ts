/**
 * What the community context reads of the catalog's read models (`artworks`, `artists`, `galleries`, owned
 * by the artworks and profiles contexts): existence checks and the artwork documents favourites show.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Doc, ReadStore } from '../../platform/read-store/read-store.port.js';
import { ReadStoreCollectionMissingError } from '../../platform/read-store/query-checks.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { FollowTarget } from '../domain/community.events.js';
import { ARTWORKS, type ArtworkDoc } from '../../artworks/index.js';
import { ARTISTS, GALLERIES, type ArtistDoc, type GalleryDoc } from '../../profiles/index.js';

export type { ArtworkDoc };

/** What follows and inquiries need of an artist or a gallery: both owners' documents have it. */
export type ProfileDoc = Pick<ArtistDoc, 'id' | 'name' | 'nameAr' | 'userId'>;

@Injectable()
export class CatalogReads {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  /** A published artwork, or 404 (drafts and withdrawn works are not public). */
  async artwork(id: string): Promise<ArtworkDoc> {
    const doc = await this.get<ArtworkDoc>(ARTWORKS, id);
    if (!doc || doc.status !== 'published') throw notFound('Artwork', 'العمل الفني');
    return doc;
  }

  async publishedArtworks(ids: string[]): Promise<Map<string, ArtworkDoc>> {
    if (ids.length === 0) return new Map();
    const docs = await this.guard(() => this.reads.collection<ArtworkDoc>(ARTWORKS).getMany(ids), []);
    return new Map(docs.filter((d) => d.status === 'published').map((d) => [d.id, d]));
  }

  async gallery(id: string): Promise<ProfileDoc> {
    const doc = await this.get<GalleryDoc>(GALLERIES, id);
    if (!doc) throw notFound('Gallery', 'صالة العرض');
    return doc;
  }

  async target(type: FollowTarget, id: string): Promise<ProfileDoc> {
    if (type === 'gallery') return this.gallery(id);
    const doc = await this.get<ArtistDoc>(ARTISTS, id);
    if (!doc) throw notFound('Artist', 'الفنان');
    return doc;
  }

  private get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return this.guard(() => this.reads.collection<T>(collection).get(id), null);
  }

  /** Until the owning context has created its collection, nothing in it exists. */
  private async guard<T>(read: () => Promise<T>, empty: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof ReadStoreCollectionMissingError) return empty;
      throw error;
    }
  }
}
