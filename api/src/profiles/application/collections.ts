/** Commands on curated collections (staff only; the HTTP layer checks the role). */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import { collectionDecider, type CollectionFields } from '../domain/collection.decider.js';
import { ProfileStreams } from './profile-streams.js';
import { withUploadedImages } from './uploaded-images.js';
import { ProfileQueries, collectionNotFound } from './profile-queries.js';

@Injectable()
export class Collections {
  constructor(
    private readonly streams: ProfileStreams,
    private readonly queries: ProfileQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  async create(actorId: string, input: CollectionFields, featured = false, collectionId: string = randomUUID()) {
    await this.ensureArtworksExist(input.artworkIds);
    const fields = await withUploadedImages(input, ['coverImage'], this.queries.uploadedImages);
    await this.streams.run(
      collectionDecider,
      collectionId,
      { type: 'CreateCollection', collectionId, fields },
      actorId,
    );
    if (featured)
      await this.streams.run(collectionDecider, collectionId, { type: 'FeatureCollection', collectionId }, actorId);
    return this.queries.adminCollection(collectionId);
  }

  async edit(actorId: string, collectionId: string, input: Partial<CollectionFields>, featured?: boolean) {
    if (!(await this.queries.collections.get(collectionId))) throw collectionNotFound();
    if (input.artworkIds) await this.ensureArtworksExist(input.artworkIds);
    const changes = await withUploadedImages(input, ['coverImage'], this.queries.uploadedImages);
    await this.streams.run(collectionDecider, collectionId, { type: 'EditCollection', collectionId, changes }, actorId);
    if (featured !== undefined) return this.setFeatured(collectionId, featured, actorId);
    return this.queries.adminCollection(collectionId);
  }

  async setFeatured(collectionId: string, featured: boolean, actorId: string) {
    if (!(await this.queries.collections.get(collectionId))) throw collectionNotFound();
    await this.streams.run(
      collectionDecider,
      collectionId,
      { type: featured ? 'FeatureCollection' : 'UnfeatureCollection', collectionId },
      actorId,
    );
    return this.queries.adminCollection(collectionId);
  }

  /** Every listed artwork must exist (in any status: a withdrawn work simply does not show publicly). */
  private async ensureArtworksExist(ids: string[]) {
    if (ids.length === 0) return;
    const found = new Set((await this.reads.collection('artworks').getMany(ids)).map((a) => a.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw validationError([
        fieldProblem(
          'artworkIds',
          'unknown_artwork',
          `Unknown artworks: ${missing.join(', ')}.`,
          `أعمال فنية غير معروفة: ${missing.join('، ')}.`,
        ),
      ]);
    }
  }
}
