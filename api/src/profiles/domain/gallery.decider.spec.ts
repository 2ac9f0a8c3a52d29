import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { EMPTY_GALLERY_FIELDS, galleryDecider } from './gallery.decider.js';
import type { Exhibition, GalleryEvent, GalleryEventEntry, GalleryCommand, GalleryFields } from './gallery.decider.js';

const g = 'g-1';
const owner = 'g-1';
const fields: GalleryFields = {
  ...EMPTY_GALLERY_FIELDS,
  name: 'Najd Contemporary',
  nameAr: 'نجد المعاصر',
  establishedYear: 2012,
  location: 'Riyadh',
  locationAr: 'الرياض',
};
const created: GalleryEvent = { type: 'GalleryProfileCreated', data: { galleryId: g, userId: owner, ...fields } };
const exhibition: Exhibition = {
  id: 'x-1',
  title: 'Horizons',
  titleAr: 'آفاق',
  kind: 'group',
  startDate: '2026-01-01',
  endDate: '2026-02-01',
  description: '',
  descriptionAr: '',
  artistIds: ['a-1'],
};
const { id: _x, ...exhibitionFields } = exhibition;
const added: GalleryEvent = { type: 'ExhibitionAdded', data: { galleryId: g, exhibition } };
const event: GalleryEventEntry = {
  id: 'e-1',
  title: 'Talk',
  titleAr: 'حديث',
  startDate: '2026-01-05T16:00:00Z',
  endDate: '2026-01-05T18:00:00Z',
  status: 'upcoming',
  venue: '',
  venueAr: '',
  description: '',
  descriptionAr: '',
};
const { id: _e, ...eventFields } = event;
const eventAdded: GalleryEvent = { type: 'GalleryEventAdded', data: { galleryId: g, event } };
type Command<T extends GalleryCommand['type']> = Extract<GalleryCommand, { type: T }>;
/** The gallery's exhibitions and events, managed by its owner unless another `ownerId` is given. */
const addExhibition = (exhibitionId: string, exhibition: Command<'AddExhibition'>['exhibition'], ownerId = owner) =>
  ({ type: 'AddExhibition', galleryId: g, ownerId, exhibitionId, exhibition }) as const;
const editExhibition = (
  exhibitionId: string,
  changes: Command<'EditExhibition'>['changes'],
  ownerId: string | null = owner,
) => ({ type: 'EditExhibition', galleryId: g, ownerId, exhibitionId, changes }) as const;
const addEvent = (eventId: string, event: Command<'AddGalleryEvent'>['event'], ownerId = owner) =>
  ({ type: 'AddGalleryEvent', galleryId: g, ownerId, eventId, event }) as const;
const editEvent = (eventId: string, changes: Command<'EditGalleryEvent'>['changes'], ownerId = owner) =>
  ({ type: 'EditGalleryEvent', galleryId: g, ownerId, eventId, changes }) as const;

const given = specFor(galleryDecider);

describe('gallery decider: profile', () => {
  it('creates on the first save and needs name, nameAr and location', () => {
    given([])
      .when({ type: 'SaveGalleryProfile', galleryId: g, ownerId: owner, fields, currentYear: 2026 })
      .then([created]);
    const error = given([])
      .when({ type: 'SaveGalleryProfile', galleryId: g, ownerId: owner, fields: { name: 'X' }, currentYear: 2026 })
      .thenError('validation_failed', 'nameAr');
    expect(error.details.map((d) => d.field)).toContain('location');
  });

  it('edits what changed (social links one by one) with the current names', () => {
    given([created])
      .when({
        type: 'SaveGalleryProfile',
        galleryId: g,
        ownerId: owner,
        fields: { social: { instagram: 'https://instagram.com/najd' } },
        currentYear: 2026,
      })
      .then([
        {
          type: 'GalleryProfileEdited',
          data: {
            galleryId: g,
            social: { instagram: 'https://instagram.com/najd', facebook: '', twitter: '' },
            name: fields.name,
            nameAr: fields.nameAr,
          },
        },
      ]);
  });

  it('refuses a future founding year', () => {
    given([created])
      .when({
        type: 'SaveGalleryProfile',
        galleryId: g,
        ownerId: owner,
        fields: { establishedYear: 2031 },
        currentYear: 2026,
      })
      .thenError('validation_failed', 'establishedYear');
  });

  it('lets only the owner save', () => {
    given([created])
      .when({
        type: 'SaveGalleryProfile',
        galleryId: g,
        ownerId: 'artist-1',
        fields: { about: 'x' },
        currentYear: 2026,
      })
      .thenError('not_gallery_owner');
  });

  it('features and unfeatures', () => {
    given([created])
      .when({ type: 'FeatureGallery', galleryId: g })
      .then([{ type: 'GalleryFeatured', data: { galleryId: g } }]);
    given([created, { type: 'GalleryFeatured', data: { galleryId: g } }])
      .when({ type: 'UnfeatureGallery', galleryId: g })
      .then([{ type: 'GalleryUnfeatured', data: { galleryId: g } }]);
    given([created]).when({ type: 'UnfeatureGallery', galleryId: g }).then([]);
    given([]).when({ type: 'FeatureGallery', galleryId: g }).thenError('not_found');
  });

  it('represents an artist once', () => {
    const represented: GalleryEvent = {
      type: 'ArtistRepresented',
      data: { galleryId: g, artistId: 'a-1', requestId: 'r-1' },
    };
    given([created])
      .when({ type: 'RepresentArtist', galleryId: g, artistId: 'a-1', requestId: 'r-1' })
      .then([represented]);
    given([created, represented])
      .when({ type: 'RepresentArtist', galleryId: g, artistId: 'a-1', requestId: null })
      .then([]);
  });
});

describe('gallery decider: exhibitions', () => {
  it('adds an exhibition (once per id)', () => {
    given([created]).when(addExhibition('x-1', exhibitionFields)).then([added]);
    given([created, added]).when(addExhibition('x-1', exhibitionFields)).then([]);
  });

  it('refuses an end before the start, a missing Arabic title and an unknown kind', () => {
    const error = given([created])
      .when(addExhibition('x-2', { ...exhibitionFields, titleAr: '', kind: 'duo' as never, endDate: '2025-12-01' }))
      .thenError('validation_failed', 'endDate');
    expect(error.details.map((d) => d.field)).toEqual(expect.arrayContaining(['titleAr', 'kind']));
  });

  it('edits and removes an exhibition', () => {
    given([created, added])
      .when(editExhibition('x-1', { title: 'Horizons II' }))
      .then([
        { type: 'ExhibitionEdited', data: { galleryId: g, exhibitionId: 'x-1', changes: { title: 'Horizons II' } } },
      ]);
    given([created, added])
      .when(editExhibition('x-1', { endDate: '2025-01-01' }))
      .thenError('validation_failed', 'endDate');
    given([created, added])
      .when({ type: 'RemoveExhibition', galleryId: g, ownerId: owner, exhibitionId: 'x-1' })
      .then([{ type: 'ExhibitionRemoved', data: { galleryId: g, exhibitionId: 'x-1' } }]);
    given([created, added, { type: 'ExhibitionRemoved', data: { galleryId: g, exhibitionId: 'x-1' } }])
      .when(editExhibition('x-1', { title: 'Z' }))
      .thenError('not_found');
    given([created])
      .when({ type: 'RemoveExhibition', galleryId: g, ownerId: owner, exhibitionId: 'nope' })
      .thenError('not_found');
  });

  it('lets only the owner manage exhibitions', () => {
    given([created])
      .when(addExhibition('x-1', exhibitionFields, 'other'))
      .thenError('not_gallery_owner');
    given([created, added])
      .when({ type: 'RemoveExhibition', galleryId: g, ownerId: 'other', exhibitionId: 'x-1' })
      .thenError('not_gallery_owner');
    given([created, added])
      .when(editExhibition('x-1', { title: 'x' }, null))
      .thenError('not_gallery_owner');
  });

  it('needs the gallery to exist', () => {
    given([]).when(addExhibition('x-1', exhibitionFields)).thenError('not_found');
  });
});

describe('gallery decider: events', () => {
  it('adds, edits (status included) and validates events', () => {
    given([created]).when(addEvent('e-1', eventFields)).then([eventAdded]);
    given([created, eventAdded])
      .when(editEvent('e-1', { status: 'cancelled' }))
      .then([{ type: 'GalleryEventEdited', data: { galleryId: g, eventId: 'e-1', changes: { status: 'cancelled' } } }]);
    given([created, eventAdded])
      .when(editEvent('e-1', { status: 'postponed' as never }))
      .thenError('validation_failed', 'status');
    given([created])
      .when(addEvent('e-2', { ...eventFields, startDate: 'soon' }))
      .thenError('validation_failed', 'startDate');
    given([created]).when(editEvent('nope', {})).thenError('not_found');
    given([created, eventAdded])
      .when(editEvent('e-1', { title: 'x' }, 'other'))
      .thenError('not_gallery_owner');
  });
});
