import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { artistDecider, type ArtistEvent, type ArtistFields } from './artist.decider.js';

const owner = 'u-1';
const fields: ArtistFields = {
  name: 'Lulwa Al-Harbi',
  nameAr: 'لولوة الحربي',
  biography: 'Painter.',
  biographyAr: 'رسامة.',
  profileImage: null,
  nationality: 'Saudi Arabia',
  location: 'Riyadh',
  locationAr: 'الرياض',
  birthYear: 1984,
  died: null,
  style: 'abstract',
  medium: 'acrylic',
  experienceYears: 12,
  education: '',
  educationAr: '',
  awards: [],
  exhibitions: { solo: [], group: [] },
};
const created: ArtistEvent = { type: 'ArtistProfileCreated', data: { artistId: owner, userId: owner, ...fields } };
const save = (f: Partial<ArtistFields>, ownerId: string | null = owner) => ({
  type: 'SaveArtistProfile' as const,
  artistId: owner,
  ownerId,
  fields: f,
  currentYear: 2026,
});

const given = specFor(artistDecider);

describe('artist profile decider', () => {
  it('creates the profile on the first save, with defaults for what is left out', () => {
    given([])
      .when(save({ name: fields.name, nameAr: fields.nameAr, nationality: 'Saudi Arabia' }))
      .then([
        {
          type: 'ArtistProfileCreated',
          data: {
            ...fields,
            artistId: owner,
            userId: owner,
            biography: '',
            biographyAr: '',
            location: '',
            locationAr: '',
            birthYear: null,
            style: '',
            medium: '',
            experienceYears: null,
          },
        },
      ]);
  });

  it('needs a name in both languages and a listed nationality to create', () => {
    const error = given([])
      .when(save({ name: ' ', nationality: 'Atlantis' }))
      .thenError('validation_failed', 'name');
    expect(error.details.map((d) => d.field)).toEqual(expect.arrayContaining(['name', 'nameAr', 'nationality']));
  });

  it('edits only what changed and always carries the current names', () => {
    given([created])
      .when(save({ biography: 'Abstract painter.', name: fields.name }))
      .then([
        {
          type: 'ArtistProfileEdited',
          data: { artistId: owner, biography: 'Abstract painter.', name: fields.name, nameAr: fields.nameAr },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given([created])
      .when(save({ name: fields.name, style: 'abstract' }))
      .then([]);
  });

  it('refuses a died year before the birth year, a future birth year and a bad experience', () => {
    const error = given([created])
      .when(save({ died: 1970, experienceYears: -1 }))
      .thenError('validation_failed', 'died');
    expect(error.details.map((d) => d.field)).toContain('experienceYears');
    given([created])
      .when(save({ birthYear: 2030 }))
      .thenError('validation_failed', 'birthYear');
  });

  it('refuses a save by anyone but the owner', () => {
    given([created])
      .when(save({ biography: 'mine now' }, 'u-2'))
      .thenError('not_profile_owner');
    given([created])
      .when(save({ biography: 'mine now' }, null))
      .thenError('not_profile_owner');
  });

  it('features and unfeatures once each', () => {
    given([created])
      .when({ type: 'FeatureArtist', artistId: owner })
      .then([{ type: 'ArtistFeatured', data: { artistId: owner } }]);
    given([created, { type: 'ArtistFeatured', data: { artistId: owner } }])
      .when({ type: 'FeatureArtist', artistId: owner })
      .then([]);
    given([created]).when({ type: 'UnfeatureArtist', artistId: owner }).then([]);
    given([created, { type: 'ArtistFeatured', data: { artistId: owner } }])
      .when({ type: 'UnfeatureArtist', artistId: owner })
      .then([{ type: 'ArtistUnfeatured', data: { artistId: owner } }]);
  });

  it('cannot feature an artist without a profile', () => {
    given([]).when({ type: 'FeatureArtist', artistId: owner }).thenError('not_found');
    given([]).when({ type: 'UnfeatureArtist', artistId: owner }).thenError('not_found');
  });

  describe('a profile a gallery manages', () => {
    const managed = 'a-managed';
    const gallery = 'g-1';
    const saveManaged = (f: Partial<ArtistFields>, galleryId = gallery) => ({
      type: 'SaveManagedArtistProfile' as const,
      artistId: managed,
      galleryId,
      fields: f,
      currentYear: 2026,
    });
    const managedCreated: ArtistEvent = {
      type: 'ArtistProfileCreated',
      data: { artistId: managed, userId: null, managedBy: gallery, ...fields },
    };

    it('is created without an account, marked as managed by the gallery', () => {
      given([]).when(saveManaged(fields)).then([managedCreated]);
    });

    it('needs the same fields as an artist profile, naming each', () => {
      const error = given([])
        .when(saveManaged({ name: 'Only English' }))
        .thenError('validation_failed', 'nameAr');
      expect(error.details.map((d) => d.field)).toContain('nationality');
    });

    it('is edited by its gallery only', () => {
      given([managedCreated])
        .when(saveManaged({ biography: 'Calligrapher.' }))
        .then([
          {
            type: 'ArtistProfileEdited',
            data: { artistId: managed, biography: 'Calligrapher.', name: fields.name, nameAr: fields.nameAr },
          },
        ]);
      given([managedCreated])
        .when(saveManaged({ biography: 'ours now' }, 'g-2'))
        .thenError('not_profile_manager');
    });

    it('cannot be edited as an own profile, by an account or without one', () => {
      given([managedCreated])
        .when({ ...save({ biography: 'mine' }, 'u-2'), artistId: managed })
        .thenError('not_profile_owner');
      given([managedCreated])
        .when({ ...save({ biography: 'mine' }, null), artistId: managed })
        .thenError('not_profile_owner');
    });

    it('cannot be taken over by a gallery on an artist’s own profile', () => {
      given([created])
        .when({ ...saveManaged({ biography: 'ours' }), artistId: owner })
        .thenError('not_profile_manager');
    });
  });
});
