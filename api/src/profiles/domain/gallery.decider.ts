/**
 * A gallery's profile with its exhibitions, events and represented artists, stream `gallery-<id>` (id = the
 * owning account's user id; demo galleries without an account have fixed ids). Only the owner saves the
 * profile and manages exhibitions and events; representation arrives through accepted requests (and the demo).
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { forbidden, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { EXHIBITION_KINDS, GALLERY_EVENT_STATUSES, LIMITS } from './profile.vocabulary.js';
import type { ExhibitionKind, GalleryEventStatus } from './profile.vocabulary.js';
import { inBothLanguages, maxLength, oneOf, period, problems, required } from './field-checks.js';
import { requiredInBothLanguages, yearBetween } from './field-checks.js';
import { changedFields, definedOnly } from './artist.decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export interface GalleryFields {
  name: string;
  nameAr: string;
  about: string;
  aboutAr: string;
  establishedYear: number | null;
  /** City, e.g. "Riyadh" (the list filter). */
  location: string;
  locationAr: string;
  address: string;
  addressAr: string;
  phone: string;
  email: string;
  website: string;
  openingHours: string;
  openingHoursAr: string;
  social: { instagram: string; facebook: string; twitter: string };
  specialties: string[];
  curator: string;
  coverImage: string | null;
  logo: string | null;
}

export interface Exhibition {
  id: string;
  title: string;
  titleAr: string;
  kind: ExhibitionKind;
  startDate: string;
  endDate: string;
  description: string;
  descriptionAr: string;
  artistIds: string[];
}

export interface GalleryEventEntry {
  id: string;
  title: string;
  titleAr: string;
  startDate: string;
  endDate: string;
  /** As set by the gallery; answers derive upcoming/ongoing/completed from the dates unless cancelled or completed. */
  status: GalleryEventStatus;
  venue: string;
  venueAr: string;
  description: string;
  descriptionAr: string;
}

/** What a save names: any fields, social links one by one. */
export type GalleryFieldsInput = Partial<Omit<GalleryFields, 'social'>> & { social?: Partial<GalleryFields['social']> };
export type ExhibitionFields = Omit<Exhibition, 'id'>;
export type GalleryEventFields = Omit<GalleryEventEntry, 'id'>;

type G<T extends string, D extends object> = DomainEvent<T, { galleryId: string } & D>;
export type GalleryProfileCreated = G<'GalleryProfileCreated', { userId: string | null } & GalleryFields>;
/** Carries the fields that changed, and always the current `name` and `nameAr` (other contexts copy them). */
export type GalleryProfileEdited = G<'GalleryProfileEdited', { name: string; nameAr: string } & Partial<GalleryFields>>;
export type ExhibitionAdded = G<'ExhibitionAdded', { exhibition: Exhibition }>;
export type ExhibitionEdited = G<'ExhibitionEdited', { exhibitionId: string; changes: Partial<ExhibitionFields> }>;
export type ExhibitionRemoved = G<'ExhibitionRemoved', { exhibitionId: string }>;
export type GalleryEventAdded = G<'GalleryEventAdded', { event: GalleryEventEntry }>;
export type GalleryEventEdited = G<'GalleryEventEdited', { eventId: string; changes: Partial<GalleryEventFields> }>;
export type ArtistRepresented = G<'ArtistRepresented', { artistId: string; requestId: string | null }>;
export type GalleryFeatured = G<'GalleryFeatured', object>;
export type GalleryUnfeatured = G<'GalleryUnfeatured', object>;
export type GalleryEvent =
  | GalleryProfileCreated
  | GalleryProfileEdited
  | ExhibitionAdded
  | ExhibitionEdited
  | ExhibitionRemoved
  | GalleryEventAdded
  | GalleryEventEdited
  | ArtistRepresented
  | GalleryFeatured
  | GalleryUnfeatured;
export const GALLERY_EVENT_TYPES = eventTypesOf<GalleryEvent>()([
  'GalleryProfileCreated',
  'GalleryProfileEdited',
  'ExhibitionAdded',
  'ExhibitionEdited',
  'ExhibitionRemoved',
  'GalleryEventAdded',
  'GalleryEventEdited',
  'ArtistRepresented',
  'GalleryFeatured',
  'GalleryUnfeatured',
]);

/** `ownerId`: the account acting as the gallery's owner (null only for the demo seeder's galleries without accounts). */
type Owned = { galleryId: string; ownerId: string | null };
export type GalleryCommand =
  | (Owned & { type: 'SaveGalleryProfile'; fields: GalleryFieldsInput; currentYear: number })
  | (Owned & { type: 'AddExhibition'; exhibitionId: string; exhibition: ExhibitionFields })
  | (Owned & { type: 'EditExhibition'; exhibitionId: string; changes: Partial<ExhibitionFields> })
  | (Owned & { type: 'RemoveExhibition'; exhibitionId: string })
  | (Owned & { type: 'AddGalleryEvent'; eventId: string; event: GalleryEventFields })
  | (Owned & { type: 'EditGalleryEvent'; eventId: string; changes: Partial<GalleryEventFields> })
  | { type: 'RepresentArtist'; galleryId: string; artistId: string; requestId: string | null }
  | { type: 'FeatureGallery'; galleryId: string }
  | { type: 'UnfeatureGallery'; galleryId: string };

export type GalleryState =
  | { exists: false }
  | {
      exists: true;
      galleryId: string;
      userId: string | null;
      fields: GalleryFields;
      featured: boolean;
      exhibitions: Exhibition[];
      events: GalleryEventEntry[];
      representedArtistIds: string[];
    };

/** A new gallery's fields before its owner fills them in. */
export const EMPTY_GALLERY_FIELDS: GalleryFields = {
  name: '',
  nameAr: '',
  about: '',
  aboutAr: '',
  establishedYear: null,
  location: '',
  locationAr: '',
  address: '',
  addressAr: '',
  phone: '',
  email: '',
  website: '',
  openingHours: '',
  openingHoursAr: '',
  social: { instagram: '', facebook: '', twitter: '' },
  specialties: [],
  curator: '',
  coverImage: null,
  logo: null,
};

export const galleryDecider: Decider<GalleryState, GalleryCommand, GalleryEvent> = {
  category: 'gallery',
  initialState: () => ({ exists: false }),
  evolve,
  decide,
};

function evolve(state: GalleryState, event: GalleryEvent): GalleryState {
  if (event.type === 'GalleryProfileCreated') {
    const { galleryId, userId, ...fields } = event.data;
    return {
      exists: true,
      galleryId,
      userId,
      fields,
      featured: false,
      exhibitions: [],
      events: [],
      representedArtistIds: [],
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'GalleryProfileEdited': {
      const { galleryId: _g, ...changes } = event.data;
      return { ...state, fields: { ...state.fields, ...changes } };
    }
    case 'ExhibitionAdded':
      return { ...state, exhibitions: [...state.exhibitions, event.data.exhibition] };
    case 'ExhibitionEdited':
      return {
        ...state,
        exhibitions: state.exhibitions.map((x) =>
          x.id === event.data.exhibitionId ? { ...x, ...event.data.changes } : x,
        ),
      };
    case 'ExhibitionRemoved':
      return { ...state, exhibitions: state.exhibitions.filter((x) => x.id !== event.data.exhibitionId) };
    case 'GalleryEventAdded':
      return { ...state, events: [...state.events, event.data.event] };
    case 'GalleryEventEdited':
      return {
        ...state,
        events: state.events.map((x) => (x.id === event.data.eventId ? { ...x, ...event.data.changes } : x)),
      };
    case 'ArtistRepresented':
      return { ...state, representedArtistIds: [...state.representedArtistIds, event.data.artistId] };
    case 'GalleryFeatured':
      return { ...state, featured: true };
    case 'GalleryUnfeatured':
      return { ...state, featured: false };
  }
}

const notOwner = () =>
  forbidden("Only the gallery's owner can change it.", 'لا يمكن تعديل المعرض إلا لمالكه.', 'not_gallery_owner');

function decide(command: GalleryCommand, state: GalleryState): GalleryEvent[] {
  if (command.type === 'SaveGalleryProfile') return save(command, state);
  if (!state.exists) throw notFound('Gallery', 'المعرض');
  const galleryId = state.galleryId;
  if ('ownerId' in command && command.ownerId !== state.userId) throw notOwner();
  switch (command.type) {
    case 'AddExhibition': {
      if (state.exhibitions.some((x) => x.id === command.exhibitionId)) return []; // a retried request
      const exhibition = { id: command.exhibitionId, ...command.exhibition };
      ensure(checkExhibition(exhibition));
      return [{ type: 'ExhibitionAdded', data: { galleryId, exhibition } }];
    }
    case 'EditExhibition': {
      const current = state.exhibitions.find((x) => x.id === command.exhibitionId);
      if (!current) throw notFound('Exhibition', 'المعرض الفني');
      const next = { ...current, ...definedOnly(command.changes) };
      ensure(checkExhibition(next));
      const changes = changedFields(current, next);
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'ExhibitionEdited', data: { galleryId, exhibitionId: current.id, changes } }];
    }
    case 'RemoveExhibition':
      if (!state.exhibitions.some((x) => x.id === command.exhibitionId)) throw notFound('Exhibition', 'المعرض الفني');
      return [{ type: 'ExhibitionRemoved', data: { galleryId, exhibitionId: command.exhibitionId } }];
    case 'AddGalleryEvent': {
      if (state.events.some((x) => x.id === command.eventId)) return [];
      const event = { id: command.eventId, ...command.event };
      ensure(checkEvent(event));
      return [{ type: 'GalleryEventAdded', data: { galleryId, event } }];
    }
    case 'EditGalleryEvent': {
      const current = state.events.find((x) => x.id === command.eventId);
      if (!current) throw notFound('Event', 'الفعالية');
      const next = { ...current, ...definedOnly(command.changes) };
      ensure(checkEvent(next));
      const changes = changedFields(current, next);
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'GalleryEventEdited', data: { galleryId, eventId: current.id, changes } }];
    }
    case 'RepresentArtist':
      return state.representedArtistIds.includes(command.artistId)
        ? []
        : [
            {
              type: 'ArtistRepresented',
              data: { galleryId, artistId: command.artistId, requestId: command.requestId },
            },
          ];
    case 'FeatureGallery':
      return state.featured ? [] : [{ type: 'GalleryFeatured', data: { galleryId } }];
    case 'UnfeatureGallery':
      return state.featured ? [{ type: 'GalleryUnfeatured', data: { galleryId } }] : [];
  }
}

function save(command: Extract<GalleryCommand, { type: 'SaveGalleryProfile' }>, state: GalleryState): GalleryEvent[] {
  const { galleryId, ownerId, fields, currentYear } = command;
  if (state.exists && state.userId !== ownerId) throw notOwner();
  const base = state.exists ? state.fields : EMPTY_GALLERY_FIELDS;
  const given = definedOnly(fields);
  const next: GalleryFields = { ...base, ...given, social: { ...base.social, ...definedOnly(given.social ?? {}) } };
  ensure(checkGallery(next, currentYear));
  if (!state.exists) return [{ type: 'GalleryProfileCreated', data: { galleryId, userId: ownerId, ...next } }];
  const changes = changedFields(state.fields, next);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'GalleryProfileEdited', data: { galleryId, ...changes, name: next.name, nameAr: next.nameAr } }];
}

function ensure(bad: ReturnType<typeof problems>): void {
  if (bad.length > 0) throw validationError(bad);
}

export function checkGallery(f: GalleryFields, currentYear: number) {
  const texts = (
    [
      ['name', LIMITS.name],
      ['nameAr', LIMITS.name],
      ['about', LIMITS.longText],
      ['aboutAr', LIMITS.longText],
      ['location', LIMITS.shortText],
      ['locationAr', LIMITS.shortText],
      ['address', LIMITS.shortText],
      ['addressAr', LIMITS.shortText],
      ['phone', 30],
      ['email', LIMITS.shortText],
      ['website', LIMITS.url],
      ['openingHours', LIMITS.shortText],
      ['openingHoursAr', LIMITS.shortText],
      ['curator', LIMITS.name],
      ['coverImage', LIMITS.url],
      ['logo', LIMITS.url],
    ] as const
  ).map(([field, max]) => maxLength(field, f[field], max));
  return problems(
    required('name', f.name),
    required('nameAr', f.nameAr),
    required('location', f.location),
    ...texts,
    ...(['instagram', 'facebook', 'twitter'] as const).map((k) => maxLength(`social.${k}`, f.social[k], LIMITS.url)),
    yearBetween('establishedYear', f.establishedYear, LIMITS.minYear, currentYear),
    f.specialties.length > LIMITS.listItems
      ? {
          field: 'specialties',
          code: 'too_many',
          message: `At most ${LIMITS.listItems} entries.`,
          messageAr: `${LIMITS.listItems} عنصرًا على الأكثر.`,
        }
      : null,
  );
}

export function checkExhibition(x: Exhibition) {
  return problems(
    ...requiredInBothLanguages(x, 'title', LIMITS.shortText),
    ...inBothLanguages(x, 'description', LIMITS.longText),
    oneOf('kind', x.kind, EXHIBITION_KINDS),
    ...period(x),
  );
}

export function checkEvent(x: GalleryEventEntry) {
  return problems(
    ...requiredInBothLanguages(x, 'title', LIMITS.shortText),
    ...inBothLanguages(x, 'venue', LIMITS.shortText),
    ...inBothLanguages(x, 'description', LIMITS.longText),
    oneOf('status', x.status, GALLERY_EVENT_STATUSES),
    ...period(x),
  );
}
