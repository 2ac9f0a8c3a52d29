import { describe, expect, it } from 'vitest';
import { toCollectionPayload } from './collectionPayload';

describe('the collection form’s payload', () => {
  it('sends only the collection’s own fields, trimmed, each artwork once', () => {
    expect(
      toCollectionPayload({
        id: 'c1',
        featured: true,
        createdAt: '2026-01-01T00:00:00Z',
        name: '  Desert light ',
        nameAr: ' ضوء الصحراء ',
        description: 'Works of the Najd',
        descriptionAr: 'أعمال من نجد',
        coverImage: '/media/images/a.webp',
        artworkIds: ['w1', 'w2', 'w1'],
        published: true,
      }),
    ).toEqual({
      name: 'Desert light',
      nameAr: 'ضوء الصحراء',
      description: 'Works of the Najd',
      descriptionAr: 'أعمال من نجد',
      coverImage: '/media/images/a.webp',
      artworkIds: ['w1', 'w2'],
      published: true,
    });
  });

  it('turns missing values into empty ones: no cover, no works, unpublished', () => {
    expect(toCollectionPayload({ name: 'A', nameAr: 'أ', coverImage: '  ' })).toEqual({
      name: 'A',
      nameAr: 'أ',
      description: '',
      descriptionAr: '',
      coverImage: null,
      artworkIds: [],
      published: false,
    });
  });
});
