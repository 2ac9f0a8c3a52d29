/**
 * The artwork decider, stream `artwork-<id>`. Owners (the artist or the gallery) create, edit, publish,
 * withdraw, price and move availability; moderators and admins feature, unfeature and withdraw with a reason.
 * Commands that would change nothing answer no events, so a repeated click is harmless.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import type { ArtworkCommand, CreateArtwork, MoveForOrder } from './artwork.commands.js';
import type { ArtworkDetails, ArtworkEvent } from './artwork.events.js';
import type { ArtworkStatus, Availability } from './artwork.vocabulary.js';
import { assertOwner, assertStaff, canMoveAvailability, detailProblems, priceProblems } from './artwork.rules.js';
import { throwIfProblems } from './artwork.rules.js';

export interface ArtworkLive {
  status: ArtworkStatus;
  artistId: string;
  galleryId: string | null;
  details: ArtworkDetails;
  priceHalalas: number | null;
  availability: Availability;
  featured: boolean;
  /** Withdrawn by a moderator: publishing again needs an edit first. */
  moderationHold: boolean;
  /** The order holding or having bought the work (the orders context's moves), if any. */
  reservedFor?: string | null;
}

export type ArtworkState = { status: 'none' } | ArtworkLive;

const artworkNotFound = () => notFound('Artwork', 'العمل الفني');

export const artworkDecider: Decider<ArtworkState, ArtworkCommand, ArtworkEvent> = {
  category: 'artwork',
  initialState: () => ({ status: 'none' }),
  evolve,
  decide(command, state) {
    if (command.type === 'CreateArtwork') return create(command, state);
    if (state.status === 'none') throw artworkNotFound();
    const { artworkId, at, actor } = command;
    switch (command.type) {
      case 'EditArtwork': {
        assertOwner(actor, state);
        throwIfProblems(detailProblems(command.changes, at));
        const changes = changedDetails(state.details, command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'ArtworkEdited', data: { artworkId, changes, at } }];
      }
      case 'PublishArtwork':
        assertOwner(actor, state);
        if (state.status === 'published') return [];
        if (state.moderationHold) {
          throw illegalState(
            'moderation_hold',
            'A moderator withdrew this artwork: edit it before publishing again.',
            'سحب مشرف هذا العمل: عدّله قبل نشره من جديد.',
          );
        }
        if (state.details.images.length === 0) {
          throw illegalState(
            'image_required',
            'Add at least one image before publishing.',
            'أضف صورة واحدة على الأقل قبل النشر.',
          );
        }
        return [{ type: 'ArtworkPublished', data: { artworkId, at } }];
      case 'WithdrawArtwork':
        assertOwner(actor, state);
        if (state.status === 'withdrawn') return [];
        if (state.status !== 'published') throw notPublished();
        return [
          ...unfeatureFirst(state, artworkId, at),
          { type: 'ArtworkWithdrawn', data: { artworkId, byModeration: false, reason: command.reason, at } },
        ];
      case 'ModerateWithdrawArtwork':
        assertStaff(actor);
        if (state.status === 'withdrawn' && state.moderationHold) return [];
        if (state.status !== 'published') throw notPublished();
        return [
          ...unfeatureFirst(state, artworkId, at),
          { type: 'ArtworkWithdrawn', data: { artworkId, byModeration: true, reason: command.reason, at } },
        ];
      case 'ChangeAvailability':
        assertOwner(actor, state, true);
        if (state.availability === command.availability) return [];
        if (!canMoveAvailability(state.availability, command.availability, actor)) {
          throw illegalState(
            'availability_move',
            `An artwork cannot go from ${state.availability} to ${command.availability}.`,
            `لا يمكن تغيير حالة توفر العمل من ${state.availability} إلى ${command.availability}.`,
          );
        }
        return [
          {
            type: 'ArtworkAvailabilityChanged',
            data: { artworkId, availability: command.availability, previous: state.availability, at },
          },
        ];
      case 'ChangePrice':
        assertOwner(actor, state);
        throwIfProblems(priceProblems(command.priceHalalas));
        if (state.availability === 'sold')
          throw illegalState('sold', 'A sold artwork keeps its price.', 'يحتفظ العمل المباع بسعره.');
        if (state.priceHalalas === command.priceHalalas) return [];
        return [
          {
            type: 'ArtworkPriceChanged',
            data: { artworkId, priceHalalas: command.priceHalalas, previousHalalas: state.priceHalalas, at },
          },
        ];
      case 'MoveForOrder':
        return moveForOrder(command, state);
      case 'FeatureArtwork':
        assertStaff(actor);
        if (state.featured) return [];
        if (state.status !== 'published') throw notPublished();
        return [{ type: 'ArtworkFeatured', data: { artworkId, at } }];
      case 'UnfeatureArtwork':
        assertStaff(actor);
        return state.featured ? [{ type: 'ArtworkUnfeatured', data: { artworkId, at } }] : [];
    }
  },
};

/**
 * Reservation for an order: only a published, priced, available work is reserved (so of two buyers on the last
 * unit, the second finds it reserved: the stream's revision check orders them). Repeating a move for the same
 * order changes nothing; releasing a reservation another order holds changes nothing either.
 */
function moveForOrder(command: MoveForOrder, state: ArtworkLive): ArtworkEvent[] {
  const { artworkId, orderId, move, at } = command;
  const ours = state.reservedFor === orderId;
  const moveTo = (availability: Availability): ArtworkEvent[] => [
    {
      type: 'ArtworkAvailabilityChanged',
      data: { artworkId, availability, previous: state.availability, at, orderId },
    },
  ];
  if (move === 'release') return ours && state.availability === 'reserved' ? moveTo('available') : [];
  if (move === 'sell') {
    if (ours && state.availability === 'sold') return [];
    if (!ours || state.availability !== 'reserved')
      throw illegalState(
        'not_reserved',
        'This work is not reserved for this order.',
        'هذا العمل غير محجوز لهذا الطلب.',
      );
    return moveTo('sold');
  }
  if (ours && state.availability === 'reserved') return [];
  if (move === 'reserve_commissioned' || move === 'reserve_won') {
    if (state.status === 'withdrawn' || state.availability !== 'available')
      throw illegalState('artwork_unavailable', 'This work is no longer available.', 'هذا العمل لم يعد متاحًا.');
    return moveTo('reserved');
  }
  if (state.status !== 'published' || state.priceHalalas === null || state.availability !== 'available')
    throw illegalState('artwork_unavailable', 'This work is no longer available.', 'هذا العمل لم يعد متاحًا.');
  if (command.priceHalalas !== null && command.priceHalalas !== state.priceHalalas)
    throw illegalState('price_changed', 'The price of this work has just changed.', 'تغيّر سعر هذا العمل للتو.');
  return moveTo('reserved');
}

function create(command: CreateArtwork, state: ArtworkState): ArtworkEvent[] {
  if (state.status !== 'none')
    throw illegalState('artwork_exists', 'This artwork already exists.', 'هذا العمل الفني موجود بالفعل.');
  const { actor } = command;
  const actsAsArtist = actor.roles.includes('artist') && command.artistId === actor.userId;
  const actsAsGallery = actor.roles.includes('gallery') && command.galleryId === actor.userId;
  if (!actsAsArtist && !actsAsGallery) {
    throw forbidden(
      'Artists add their own works; galleries add works they show.',
      'يضيف الفنانون أعمالهم، وتضيف المعارض الأعمال التي تعرضها.',
      'not_owner',
    );
  }
  throwIfProblems([...detailProblems(command.details, command.at), ...priceProblems(command.priceHalalas)]);
  return [
    {
      type: 'ArtworkCreated',
      data: {
        ...command.details,
        artworkId: command.artworkId,
        artistId: command.artistId,
        galleryId: command.galleryId,
        createdBy: actor.userId,
        artist: command.artist,
        gallery: command.gallery,
        priceHalalas: command.priceHalalas,
        currency: 'SAR',
        availability: command.availability,
        at: command.at,
      },
    },
  ];
}

const notPublished = () =>
  illegalState('not_published', 'This artwork is not published.', 'هذا العمل الفني غير منشور.');

function unfeatureFirst(state: ArtworkLive, artworkId: string, at: string): ArtworkEvent[] {
  return state.featured ? [{ type: 'ArtworkUnfeatured', data: { artworkId, at } }] : [];
}

/** Only the fields whose value differs (arrays and image lists compared by content). */
function changedDetails(current: ArtworkDetails, proposed: Partial<ArtworkDetails>): Partial<ArtworkDetails> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(proposed)) {
    if (value === undefined) continue;
    if (JSON.stringify(value) !== JSON.stringify(current[key as keyof ArtworkDetails])) changes[key] = value;
  }
  return changes as Partial<ArtworkDetails>;
}

export const DETAIL_KEYS: (keyof ArtworkDetails)[] = [
  'title',
  'titleAr',
  'description',
  'descriptionAr',
  'medium',
  'mediumAr',
  'category',
  'categoryAr',
  'style',
  'year',
  'dimensions',
  'tags',
  'provenance',
  'condition',
  'frame',
  'signed',
  'edition',
  'certificateOfAuthenticity',
  'insurance',
  'shipping',
  'images',
];

function evolve(state: ArtworkState, event: ArtworkEvent): ArtworkState {
  if (event.type === 'ArtworkCreated') {
    const d = event.data;
    const details = Object.fromEntries(DETAIL_KEYS.map((key) => [key, d[key]])) as unknown as ArtworkDetails;
    return {
      status: 'draft',
      artistId: d.artistId,
      galleryId: d.galleryId,
      details,
      priceHalalas: d.priceHalalas,
      availability: d.availability,
      featured: false,
      moderationHold: false,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ArtworkEdited':
      return { ...state, details: { ...state.details, ...event.data.changes }, moderationHold: false };
    case 'ArtworkPublished':
      return { ...state, status: 'published' };
    case 'ArtworkWithdrawn':
      return { ...state, status: 'withdrawn', moderationHold: event.data.byModeration };
    case 'ArtworkAvailabilityChanged':
      return {
        ...state,
        availability: event.data.availability,
        reservedFor: event.data.availability === 'available' ? null : (event.data.orderId ?? null),
      };
    case 'ArtworkPriceChanged':
      return { ...state, priceHalalas: event.data.priceHalalas };
    case 'ArtworkFeatured':
      return { ...state, featured: true };
    case 'ArtworkUnfeatured':
      return { ...state, featured: false };
  }
}
