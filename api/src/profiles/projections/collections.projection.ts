/** The `collections` read model: curated collections (artworks are joined when answering). */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, creationStamp, tracked } from '../../platform/projections/projection.js';
import { COLLECTION_EVENT_TYPES, type CollectionEvent, type CollectionFields } from '../domain/collection.decider.js';

export const COLLECTIONS = 'collections';

export interface CollectionDoc extends CollectionFields, StreamTracked {
  id: string;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const COLLECTION_TEXT_FIELDS = ['name', 'nameAr', 'description', 'descriptionAr'];

export const collectionsProjection: Projection<CollectionEvent> = {
  name: 'collections',
  version: 1,
  eventTypes: COLLECTION_EVENT_TYPES,
  collections: {
    [COLLECTIONS]: {
      textFields: COLLECTION_TEXT_FIELDS,
      indexes: [{ fields: ['published', 'createdAt'] }, { fields: ['featured'] }, { fields: ['name'] }],
    },
  },
  async apply(event, ctx) {
    const collections = ctx.collection<CollectionDoc>(COLLECTIONS);
    const at = event.metadata.occurredAt;
    const doc = await collections.get(event.data.collectionId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'CollectionCreated') {
      const { collectionId, ...fields } = event.data;
      await collections.upsert({
        id: collectionId,
        ...fields,
        featured: false,
        ...creationStamp(event),
      });
      return;
    }
    if (!doc) return;
    const next: CollectionDoc = { ...doc, updatedAt: at, ...tracked(event) };
    if (event.type === 'CollectionEdited') Object.assign(next, event.data.changes);
    if (event.type === 'CollectionFeatured') next.featured = true;
    if (event.type === 'CollectionUnfeatured') next.featured = false;
    await collections.upsert(next);
  },
};
