/**
 * An artist's profile, stream `artist-<id>` (id = the owning account's user id; demo artists without an
 * account have fixed ids). Saving creates the profile the first time and edits it afterwards; only its owner
 * may save it. Featuring is the staff's (checked by the HTTP role guard; the decider only records it).
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { forbidden, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { COUNTRY_KEYS, LIMITS } from './profile.vocabulary.js';
import { maxLength, notBefore, oneOf, problems, required, yearBetween, type Check } from './field-checks.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export interface ArtistAward {
  title: string;
  titleAr: string;
  year: number | null;
}
export interface ArtistExhibitionEntry {
  title: string;
  titleAr: string;
  venue: string;
  venueAr: string;
  year: number | null;
}

export interface ArtistFields {
  name: string;
  nameAr: string;
  biography: string;
  biographyAr: string;
  profileImage: string | null;
  nationality: string;
  location: string;
  locationAr: string;
  birthYear: number | null;
  died: number | null;
  style: string;
  medium: string;
  experienceYears: number | null;
  education: string;
  educationAr: string;
  awards: ArtistAward[];
  exhibitions: { solo: ArtistExhibitionEntry[]; group: ArtistExhibitionEntry[] };
}

export const ARTIST_FIELD_NAMES = [
  'name',
  'nameAr',
  'biography',
  'biographyAr',
  'profileImage',
  'nationality',
  'location',
  'locationAr',
  'birthYear',
  'died',
  'style',
  'medium',
  'experienceYears',
  'education',
  'educationAr',
  'awards',
  'exhibitions',
] as const satisfies readonly (keyof ArtistFields)[];

/**
 * `managedBy`: the gallery that created and manages this profile for an artist without an account of their
 * own (absent on profiles created by their artist or by the demo seeder).
 */
export type ArtistProfileCreated = DomainEvent<
  'ArtistProfileCreated',
  { artistId: string; userId: string | null; managedBy?: string } & ArtistFields
>;
/** Carries the fields that changed, and always the current `name` and `nameAr` (other contexts copy them). */
export type ArtistProfileEdited = DomainEvent<
  'ArtistProfileEdited',
  { artistId: string; name: string; nameAr: string } & Partial<ArtistFields>
>;
export type ArtistFeatured = DomainEvent<'ArtistFeatured', { artistId: string }>;
export type ArtistUnfeatured = DomainEvent<'ArtistUnfeatured', { artistId: string }>;
export type ArtistEvent = ArtistProfileCreated | ArtistProfileEdited | ArtistFeatured | ArtistUnfeatured;
export const ARTIST_EVENT_TYPES = eventTypesOf<ArtistEvent>()([
  'ArtistProfileCreated',
  'ArtistProfileEdited',
  'ArtistFeatured',
  'ArtistUnfeatured',
]);

export type ArtistCommand =
  /** `ownerId`: the account acting as the profile's owner (null only for the demo seeder's artists without accounts). */
  | {
      type: 'SaveArtistProfile';
      artistId: string;
      ownerId: string | null;
      fields: Partial<ArtistFields>;
      currentYear: number;
    }
  /** A gallery creates (first save) or edits an artist profile it manages; nobody else may edit that profile. */
  | {
      type: 'SaveManagedArtistProfile';
      artistId: string;
      galleryId: string;
      fields: Partial<ArtistFields>;
      currentYear: number;
    }
  | { type: 'FeatureArtist'; artistId: string }
  | { type: 'UnfeatureArtist'; artistId: string };

export type ArtistState =
  | { exists: false }
  | {
      exists: true;
      artistId: string;
      userId: string | null;
      managedBy: string | null;
      fields: ArtistFields;
      featured: boolean;
    };

const EMPTY: ArtistFields = {
  name: '',
  nameAr: '',
  biography: '',
  biographyAr: '',
  profileImage: null,
  nationality: '',
  location: '',
  locationAr: '',
  birthYear: null,
  died: null,
  style: '',
  medium: '',
  experienceYears: null,
  education: '',
  educationAr: '',
  awards: [],
  exhibitions: { solo: [], group: [] },
};

export const artistDecider: Decider<ArtistState, ArtistCommand, ArtistEvent> = {
  category: 'artist',
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ArtistProfileCreated': {
        const { artistId, userId, managedBy, ...fields } = event.data;
        return { exists: true, artistId, userId, managedBy: managedBy ?? null, fields, featured: false };
      }
      case 'ArtistProfileEdited': {
        if (!state.exists) return state;
        const { artistId: _a, ...changes } = event.data;
        return { ...state, fields: { ...state.fields, ...changes } };
      }
      case 'ArtistFeatured':
        return state.exists ? { ...state, featured: true } : state;
      case 'ArtistUnfeatured':
        return state.exists ? { ...state, featured: false } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'SaveArtistProfile') return save(command, state);
    if (command.type === 'SaveManagedArtistProfile') return saveManaged(command, state);
    if (!state.exists) throw notFound('Artist', 'الفنان');
    if (command.type === 'FeatureArtist')
      return state.featured ? [] : [{ type: 'ArtistFeatured', data: { artistId: state.artistId } }];
    return state.featured ? [{ type: 'ArtistUnfeatured', data: { artistId: state.artistId } }] : [];
  },
};

function save(command: Extract<ArtistCommand, { type: 'SaveArtistProfile' }>, state: ArtistState): ArtistEvent[] {
  const { artistId, ownerId, fields, currentYear } = command;
  if (state.exists && (state.userId !== ownerId || state.managedBy !== null)) {
    throw forbidden('You can only edit your own artist profile.', 'يمكنك تعديل ملفك الفني فقط.', 'not_profile_owner');
  }
  return createOrEdit(state, artistId, fields, currentYear, { artistId, userId: ownerId });
}

function saveManaged(
  command: Extract<ArtistCommand, { type: 'SaveManagedArtistProfile' }>,
  state: ArtistState,
): ArtistEvent[] {
  const { artistId, galleryId, fields, currentYear } = command;
  if (state.exists && state.managedBy !== galleryId) {
    throw forbidden(
      'Only the gallery that manages this artist profile can edit it.',
      'لا يعدّل ملف هذا الفنان إلا المعرض الذي يديره.',
      'not_profile_manager',
    );
  }
  return createOrEdit(state, artistId, fields, currentYear, { artistId, userId: null, managedBy: galleryId });
}

function createOrEdit(
  state: ArtistState,
  artistId: string,
  fields: Partial<ArtistFields>,
  currentYear: number,
  identity: { artistId: string; userId: string | null; managedBy?: string },
): ArtistEvent[] {
  const next: ArtistFields = { ...(state.exists ? state.fields : EMPTY), ...definedOnly(fields) };
  const bad = checkArtist(next, currentYear);
  if (bad.length > 0) throw validationError(bad);
  if (!state.exists) return [{ type: 'ArtistProfileCreated', data: { ...identity, ...next } }];
  const changes = changedFields(state.fields, next);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ArtistProfileEdited', data: { artistId, ...changes, name: next.name, nameAr: next.nameAr } }];
}

export function checkArtist(f: ArtistFields, currentYear: number): ReturnType<typeof problems> {
  const texts: Check[] = (
    [
      ['name', LIMITS.name],
      ['nameAr', LIMITS.name],
      ['biography', LIMITS.longText],
      ['biographyAr', LIMITS.longText],
      ['location', LIMITS.shortText],
      ['locationAr', LIMITS.shortText],
      ['style', LIMITS.shortText],
      ['medium', LIMITS.shortText],
      ['education', LIMITS.shortText],
      ['educationAr', LIMITS.shortText],
      ['profileImage', LIMITS.url],
    ] as const
  ).map(([field, max]) => maxLength(field, f[field], max));
  return problems(
    required('name', f.name),
    required('nameAr', f.nameAr),
    required('nationality', f.nationality) ?? oneOf('nationality', f.nationality, COUNTRY_KEYS),
    ...texts,
    yearBetween('birthYear', f.birthYear, LIMITS.minYear, currentYear),
    yearBetween('died', f.died, LIMITS.minYear, currentYear),
    notBefore('died', f.died, f.birthYear),
    f.experienceYears === null ||
      (Number.isInteger(f.experienceYears) && f.experienceYears >= 0 && f.experienceYears <= LIMITS.maxExperienceYears)
      ? null
      : {
          field: 'experienceYears',
          code: 'invalid_number',
          message: `Enter a whole number from 0 to ${LIMITS.maxExperienceYears}.`,
          messageAr: `أدخل عددًا صحيحًا من 0 إلى ${LIMITS.maxExperienceYears}.`,
        },
    f.awards.length > LIMITS.listItems ? tooMany('awards') : null,
    f.exhibitions.solo.length + f.exhibitions.group.length > LIMITS.listItems ? tooMany('exhibitions') : null,
  );
}

const tooMany = (field: string) => ({
  field,
  code: 'too_many',
  message: `At most ${LIMITS.listItems} entries.`,
  messageAr: `${LIMITS.listItems} عنصرًا على الأكثر.`,
});

/** Drops keys whose value is undefined, so a partial save keeps what it leaves out. */
export function definedOnly<T extends object>(fields: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The fields of `next` that differ from `before` (compared by value). */
export function changedFields<T extends object>(before: T, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  }
  return out;
}
