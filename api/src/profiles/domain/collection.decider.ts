/**
 * A curated collection of artworks, stream `collection-<id>`, made and changed by staff (admin or moderator,
 * checked by the HTTP role guard). Only published collections show in public lists.
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { notFound, validationError } from '../../platform/errors/domain-errors.js';
import { LIMITS } from './profile.vocabulary.js';
import { inBothLanguages, maxLength, problems, requiredInBothLanguages } from './field-checks.js';
import { changedFields, definedOnly } from './artist.decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export interface CollectionFields {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  coverImage: string | null;
  artworkIds: string[];
  published: boolean;
}

export type CollectionCreated = DomainEvent<'CollectionCreated', { collectionId: string } & CollectionFields>;
export type CollectionEdited = DomainEvent<
  'CollectionEdited',
  { collectionId: string; changes: Partial<CollectionFields> }
>;
export type CollectionFeatured = DomainEvent<'CollectionFeatured', { collectionId: string }>;
export type CollectionUnfeatured = DomainEvent<'CollectionUnfeatured', { collectionId: string }>;
export type CollectionEvent = CollectionCreated | CollectionEdited | CollectionFeatured | CollectionUnfeatured;
export const COLLECTION_EVENT_TYPES = eventTypesOf<CollectionEvent>()([
  'CollectionCreated',
  'CollectionEdited',
  'CollectionFeatured',
  'CollectionUnfeatured',
]);

export type CollectionCommand =
  | { type: 'CreateCollection'; collectionId: string; fields: CollectionFields }
  | { type: 'EditCollection'; collectionId: string; changes: Partial<CollectionFields> }
  | { type: 'FeatureCollection'; collectionId: string }
  | { type: 'UnfeatureCollection'; collectionId: string };

export type CollectionState =
  { exists: false } | { exists: true; collectionId: string; fields: CollectionFields; featured: boolean };

export const collectionDecider: Decider<CollectionState, CollectionCommand, CollectionEvent> = {
  category: 'collection',
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'CollectionCreated': {
        const { collectionId, ...fields } = event.data;
        return { exists: true, collectionId, fields, featured: false };
      }
      case 'CollectionEdited':
        return state.exists ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'CollectionFeatured':
        return state.exists ? { ...state, featured: true } : state;
      case 'CollectionUnfeatured':
        return state.exists ? { ...state, featured: false } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateCollection') {
      if (state.exists) return []; // a retried creation
      ensure(checkCollection(command.fields));
      return [{ type: 'CollectionCreated', data: { collectionId: command.collectionId, ...command.fields } }];
    }
    if (!state.exists) throw notFound('Collection', 'المجموعة');
    const { collectionId } = state;
    switch (command.type) {
      case 'EditCollection': {
        const next = { ...state.fields, ...definedOnly(command.changes) };
        ensure(checkCollection(next));
        const changes = changedFields(state.fields, next);
        return Object.keys(changes).length === 0 ? [] : [{ type: 'CollectionEdited', data: { collectionId, changes } }];
      }
      case 'FeatureCollection':
        return state.featured ? [] : [{ type: 'CollectionFeatured', data: { collectionId } }];
      case 'UnfeatureCollection':
        return state.featured ? [{ type: 'CollectionUnfeatured', data: { collectionId } }] : [];
    }
  },
};

function ensure(bad: ReturnType<typeof problems>): void {
  if (bad.length > 0) throw validationError(bad);
}

export function checkCollection(f: CollectionFields) {
  return problems(
    ...requiredInBothLanguages(f, 'name', LIMITS.name),
    ...inBothLanguages(f, 'description', LIMITS.longText),
    maxLength('coverImage', f.coverImage, LIMITS.url),
    f.artworkIds.length > LIMITS.artworksPerCollection
      ? {
          field: 'artworkIds',
          code: 'too_many',
          message: `At most ${LIMITS.artworksPerCollection} artworks.`,
          messageAr: `${LIMITS.artworksPerCollection} عملًا فنيًا على الأكثر.`,
        }
      : new Set(f.artworkIds).size !== f.artworkIds.length
        ? { field: 'artworkIds', code: 'duplicate', message: 'An artwork appears twice.', messageAr: 'عمل فني مكرر.' }
        : null,
  );
}
