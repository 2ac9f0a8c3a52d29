import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { collectionDecider, type CollectionEvent, type CollectionFields } from './collection.decider.js';

const id = 'c-1';
const fields: CollectionFields = {
  name: 'Letters',
  nameAr: 'حروف',
  description: '',
  descriptionAr: '',
  coverImage: null,
  artworkIds: ['w-1', 'w-2'],
  published: true,
};
const created: CollectionEvent = { type: 'CollectionCreated', data: { collectionId: id, ...fields } };

const given = specFor(collectionDecider);

describe('collection decider', () => {
  it('creates once, with names in both languages and no repeated artwork', () => {
    given([]).when({ type: 'CreateCollection', collectionId: id, fields }).then([created]);
    given([created]).when({ type: 'CreateCollection', collectionId: id, fields }).then([]);
    given([])
      .when({ type: 'CreateCollection', collectionId: id, fields: { ...fields, nameAr: '' } })
      .thenError('validation_failed', 'nameAr');
    given([])
      .when({ type: 'CreateCollection', collectionId: id, fields: { ...fields, artworkIds: ['w-1', 'w-1'] } })
      .thenError('validation_failed', 'artworkIds');
  });

  it('edits what changed', () => {
    given([created])
      .when({ type: 'EditCollection', collectionId: id, changes: { artworkIds: ['w-2'], name: 'Letters' } })
      .then([{ type: 'CollectionEdited', data: { collectionId: id, changes: { artworkIds: ['w-2'] } } }]);
    given([created])
      .when({ type: 'EditCollection', collectionId: id, changes: { name: 'Letters' } })
      .then([]);
    given([created])
      .when({ type: 'EditCollection', collectionId: id, changes: { name: 'x'.repeat(121) } })
      .thenError('validation_failed', 'name');
    given([]).when({ type: 'EditCollection', collectionId: id, changes: {} }).thenError('not_found');
  });

  it('features and unfeatures', () => {
    given([created])
      .when({ type: 'FeatureCollection', collectionId: id })
      .then([{ type: 'CollectionFeatured', data: { collectionId: id } }]);
    given([created, { type: 'CollectionFeatured', data: { collectionId: id } }])
      .when({ type: 'FeatureCollection', collectionId: id })
      .then([]);
    given([created, { type: 'CollectionFeatured', data: { collectionId: id } }])
      .when({ type: 'UnfeatureCollection', collectionId: id })
      .then([{ type: 'CollectionUnfeatured', data: { collectionId: id } }]);
    given([]).when({ type: 'FeatureCollection', collectionId: id }).thenError('not_found');
  });
});
