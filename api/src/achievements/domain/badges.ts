/**
 * The badge catalogue and the rules that earn each badge (pure). A badge is earned once, on the date of the
 * event that earned it, and stays earned (a later withdrawal or refund does not take it back: it happened).
 *
 * The rules read other contexts' published events through the narrow shapes below (only the fields they read);
 * the projection feeds them the real events, which the compiler checks against these shapes. Some events name
 * their people only through an earlier event of the same stream (an artwork's artist, a registration's attendee,
 * a commission's parties, a lot's seller): the rules keep those as `refs`, small documents by key.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';

export const BADGE_IDS = [
  'first_purchase',
  'auction_won',
  'first_bid',
  'first_sale',
  'first_commission',
  'first_workshop',
  'first_work',
  'ten_works',
  'profile_complete',
  'first_follow',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export interface Badge {
  id: BadgeId;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  /** How many distinct facts earn it (1 for most; ten works published: 10). */
  goal: number;
}

export const WORKS_GOAL = 10;

export const BADGES: readonly Badge[] = [
  {
    id: 'first_purchase',
    name: 'First purchase',
    nameAr: 'أول عملية شراء',
    description: 'Bought a first work on the marketplace.',
    descriptionAr: 'اشترى أول عمل فني من السوق.',
    goal: 1,
  },
  {
    id: 'auction_won',
    name: 'Auction winner',
    nameAr: 'الفوز بمزاد',
    description: 'Won a first lot at auction.',
    descriptionAr: 'فاز بأول قطعة في مزاد.',
    goal: 1,
  },
  {
    id: 'first_bid',
    name: 'First bid',
    nameAr: 'المزايدة الأولى',
    description: 'Placed a first bid in an auction.',
    descriptionAr: 'قدّم أول مزايدة في مزاد.',
    goal: 1,
  },
  {
    id: 'first_sale',
    name: 'First sale',
    nameAr: 'البيعة الأولى',
    description: 'Sold a first work, directly or at auction.',
    descriptionAr: 'باع أول عمل فني، مباشرةً أو في مزاد.',
    goal: 1,
  },
  {
    id: 'first_commission',
    name: 'Commission completed',
    nameAr: 'تكليف مكتمل',
    description: 'Completed a first commission, as the collector or as the artist.',
    descriptionAr: 'أكمل أول عمل بتكليف، جامعًا أو فنانًا.',
    goal: 1,
  },
  {
    id: 'first_workshop',
    name: 'Workshop attendee',
    nameAr: 'حضور ورشة',
    description: 'Attended a first workshop (checked in at the door).',
    descriptionAr: 'حضر أول ورشة عمل (سُجّل حضوره عند الباب).',
    goal: 1,
  },
  {
    id: 'first_work',
    name: 'First work published',
    nameAr: 'أول عمل منشور',
    description: 'Published a first artwork.',
    descriptionAr: 'نشر أول عمل فني.',
    goal: 1,
  },
  {
    id: 'ten_works',
    name: 'Ten works published',
    nameAr: 'عشرة أعمال منشورة',
    description: 'Published ten different artworks.',
    descriptionAr: 'نشر عشرة أعمال فنية مختلفة.',
    goal: WORKS_GOAL,
  },
  {
    id: 'profile_complete',
    name: 'Profile complete',
    nameAr: 'ملف مكتمل',
    description: 'An artist or gallery profile with a biography, a picture and a city.',
    descriptionAr: 'ملف فنان أو معرض فيه نبذة وصورة ومدينة.',
    goal: 1,
  },
  {
    id: 'first_follow',
    name: 'First follow',
    nameAr: 'المتابعة الأولى',
    description: 'Followed a first artist, gallery or collector.',
    descriptionAr: 'تابع أول فنان أو معرض أو جامع.',
    goal: 1,
  },
];

const BADGE_BY_ID = new Map(BADGES.map((b) => [b.id, b]));

// ----- the events the rules read (narrow shapes: the fields read, by their stored type names)

type E<T extends string, D extends object> = DomainEvent<T, D>;
/** Bio, picture and city of an artist or gallery profile, as created or changed (absent: unchanged). */
interface ProfileFields {
  biography?: string;
  biographyAr?: string;
  profileImage?: string | null;
  about?: string;
  aboutAr?: string;
  logo?: string | null;
  location?: string;
  locationAr?: string;
}

export type AchievementSource =
  | E<'OrderPaid', { orderId: string; buyerId: string; sellerIds: string[] }>
  | E<'AuctionScheduled', { auctionId: string; sellerId: string; consignorId: string | null }>
  | E<'AuctionClosed', { auctionId: string } & ({ outcome: 'sold'; winnerId: string } | { outcome: string })>
  | E<'BidPlaced', { auctionId: string; bidderId: string }>
  | E<'CommissionPosted', { commissionId: string; collectorId: string }>
  | E<'CommissionBidAccepted', { commissionId: string; bidderId: string }>
  | E<'CommissionCompleted', { commissionId: string }>
  | E<'RegistrationPlaced', { registrationId: string; userId: string }>
  | E<'RegistrationCheckedIn', { registrationId: string }>
  | E<'ArtworkCreated', { artworkId: string; artistId: string }>
  | E<'ArtworkPublished', { artworkId: string }>
  | E<'Followed', { userId: string }>
  | E<'ArtistProfileCreated', { artistId: string; userId: string | null } & ProfileFields>
  | E<'ArtistProfileEdited', { artistId: string } & ProfileFields>
  | E<'GalleryProfileCreated', { galleryId: string; userId: string | null } & ProfileFields>
  | E<'GalleryProfileEdited', { galleryId: string } & ProfileFields>;

export const ACHIEVEMENT_SOURCE_TYPES: AchievementSource['type'][] = [
  'OrderPaid',
  'AuctionScheduled',
  'AuctionClosed',
  'BidPlaced',
  'CommissionPosted',
  'CommissionBidAccepted',
  'CommissionCompleted',
  'RegistrationPlaced',
  'RegistrationCheckedIn',
  'ArtworkCreated',
  'ArtworkPublished',
  'Followed',
  'ArtistProfileCreated',
  'ArtistProfileEdited',
  'GalleryProfileCreated',
  'GalleryProfileEdited',
];

// ----- refs: who an event names through an earlier event of its stream

export interface ProfileFacts {
  bio: boolean;
  picture: boolean;
  city: boolean;
}

/** `artwork:<id>`, `registration:<id>`, `commission:<id>`, `auction:<id>`, `artist:<id>` or `gallery:<id>`. */
export interface Ref {
  id: string;
  /** The people the stream's later events concern (an artwork's artist, a commission's collector and artist...). */
  userIds: string[];
  /** Artist and gallery profiles: which of the facts that make it complete it has. */
  profile?: ProfileFacts;
}

/** The key of the ref an event reads or writes (null: the event names its people itself). */
export function refKeyOf(event: AchievementSource): string | null {
  const d = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'AuctionScheduled':
    case 'AuctionClosed':
      return `auction:${String(d.auctionId)}`;
    case 'CommissionPosted':
    case 'CommissionBidAccepted':
    case 'CommissionCompleted':
      return `commission:${String(d.commissionId)}`;
    case 'RegistrationPlaced':
    case 'RegistrationCheckedIn':
      return `registration:${String(d.registrationId)}`;
    case 'ArtworkCreated':
    case 'ArtworkPublished':
      return `artwork:${String(d.artworkId)}`;
    case 'ArtistProfileCreated':
    case 'ArtistProfileEdited':
      return `artist:${String(d.artistId)}`;
    case 'GalleryProfileCreated':
    case 'GalleryProfileEdited':
      return `gallery:${String(d.galleryId)}`;
    default:
      return null;
  }
}

const filled = (...values: Array<string | null | undefined>) => values.some((v) => typeof v === 'string' && v !== '');
/** A changed field replaces the fact; an absent one (not part of the edit) keeps it. */
const fact = (previous: boolean, ...values: Array<string | null | undefined>) =>
  values.every((v) => v === undefined) ? previous : filled(...values);

function profileFacts(previous: ProfileFacts, d: ProfileFields): ProfileFacts {
  return {
    bio: fact(previous.bio, d.biography, d.biographyAr, d.about, d.aboutAr),
    picture: fact(previous.picture, d.profileImage, d.logo),
    city: fact(previous.city, d.location, d.locationAr),
  };
}

const NO_FACTS: ProfileFacts = { bio: false, picture: false, city: false };
const unique = (ids: string[]) => [...new Set(ids)];

/** The ref after the event (null: unchanged). */
export function nextRef(event: AchievementSource, ref: Ref | null): Ref | null {
  const id = refKeyOf(event);
  if (id === null) return null;
  switch (event.type) {
    case 'AuctionScheduled':
      return {
        id,
        userIds: unique([event.data.sellerId, ...(event.data.consignorId ? [event.data.consignorId] : [])]),
      };
    case 'CommissionPosted':
      return { id, userIds: [event.data.collectorId] };
    case 'CommissionBidAccepted':
      return { id, userIds: unique([...(ref?.userIds ?? []), event.data.bidderId]) };
    case 'RegistrationPlaced':
      return { id, userIds: [event.data.userId] };
    case 'ArtworkCreated':
      return { id, userIds: [event.data.artistId] };
    case 'ArtistProfileCreated':
    case 'GalleryProfileCreated':
      return { id, userIds: event.data.userId ? [event.data.userId] : [], profile: profileFacts(NO_FACTS, event.data) };
    case 'ArtistProfileEdited':
    case 'GalleryProfileEdited':
      if (!ref) return null;
      return { ...ref, profile: profileFacts(ref.profile ?? NO_FACTS, event.data) };
    default:
      return null;
  }
}

/** What an event earns: a badge for a person, with the thing counted (distinct keys count towards the goal). */
export interface Fact {
  userId: string;
  badge: BadgeId;
  key: string;
}

/** The facts an event establishes, given its ref as it stands after the event (`nextRef` applied). */
export function factsOf(event: AchievementSource, ref: Ref | null): Fact[] {
  const each = (userIds: string[], badge: BadgeId, key: string): Fact[] =>
    unique(userIds).map((userId) => ({ userId, badge, key }));
  const users = ref?.userIds ?? [];
  switch (event.type) {
    case 'OrderPaid':
      return [
        ...each([event.data.buyerId], 'first_purchase', event.data.orderId),
        ...each(event.data.sellerIds, 'first_sale', event.data.orderId),
      ];
    case 'AuctionClosed': {
      const d = event.data;
      if (d.outcome !== 'sold' || !('winnerId' in d)) return [];
      return [...each([d.winnerId], 'auction_won', d.auctionId), ...each(users, 'first_sale', d.auctionId)];
    }
    case 'BidPlaced':
      return each([event.data.bidderId], 'first_bid', event.data.auctionId);
    case 'CommissionCompleted':
      return each(users, 'first_commission', event.data.commissionId);
    case 'RegistrationCheckedIn':
      return each(users, 'first_workshop', event.data.registrationId);
    case 'ArtworkPublished':
      return [...each(users, 'first_work', event.data.artworkId), ...each(users, 'ten_works', event.data.artworkId)];
    case 'Followed':
      return each([event.data.userId], 'first_follow', 'follow');
    case 'ArtistProfileCreated':
    case 'ArtistProfileEdited':
    case 'GalleryProfileCreated':
    case 'GalleryProfileEdited': {
      const p = ref?.profile;
      return p && p.bio && p.picture && p.city ? each(users, 'profile_complete', ref!.id) : [];
    }
    default:
      return [];
  }
}

// ----- a person's achievements

export interface UserAchievements {
  /** The user id. */
  id: string;
  /** Badge id -> when it was earned (the earning event's time, ISO 8601). */
  earned: Partial<Record<BadgeId, string>>;
  /** Badge id -> the distinct keys counted so far, for badges with a goal above 1 (at most the goal). */
  counted: Partial<Record<BadgeId, string[]>>;
  /** Erased under the personal data law: nothing is kept, nothing more is earned. */
  forgotten?: boolean;
}

export const noAchievements = (userId: string): UserAchievements => ({ id: userId, earned: {}, counted: {} });

/** The record after a fact, or the same object when the fact changes nothing (already earned, key counted). */
export function earn(record: UserAchievements, fact: Fact, at: string): UserAchievements {
  if (record.forgotten || record.earned[fact.badge] !== undefined) return record;
  const goal = BADGE_BY_ID.get(fact.badge)!.goal;
  if (goal === 1) return { ...record, earned: { ...record.earned, [fact.badge]: at } };
  const keys = record.counted[fact.badge] ?? [];
  if (keys.includes(fact.key)) return record;
  const counted = [...keys, fact.key];
  const earned = counted.length >= goal ? { ...record.earned, [fact.badge]: at } : record.earned;
  return { ...record, earned, counted: { ...record.counted, [fact.badge]: counted } };
}

export const forgotten = (userId: string): UserAchievements => ({ ...noAchievements(userId), forgotten: true });

// ----- the answer

export interface EarnedBadge extends Omit<Badge, 'goal'> {
  earnedAt: string;
}
export interface LockedBadge extends Omit<Badge, 'goal'> {
  /** Where counting is meaningful (goal above 1): how far along. */
  progress: { current: number; goal: number } | null;
}

const described = ({ goal: _goal, ...badge }: Badge) => badge;

/** Earned badges in the order they were earned (catalogue order on the same instant), then the rest. */
export function achievementsView(record: UserAchievements | null) {
  const earnedAt = (b: Badge) => record?.earned[b.id];
  const earned: EarnedBadge[] = BADGES.filter((b) => earnedAt(b) !== undefined)
    .map((b) => ({ ...described(b), earnedAt: earnedAt(b)! }))
    .sort((a, b) => a.earnedAt.localeCompare(b.earnedAt));
  const locked: LockedBadge[] = BADGES.filter((b) => earnedAt(b) === undefined).map((b) => ({
    ...described(b),
    progress: b.goal > 1 ? { current: record?.counted[b.id]?.length ?? 0, goal: b.goal } : null,
  }));
  return { earned, locked, total: BADGES.length };
}

/**
 * The whole fold in memory (the projection does the same step by step on its collections): events in log order,
 * each with its time, to every person's achievements.
 */
export function achievementsFrom(
  events: Array<{ event: AchievementSource | DomainEvent<'UserForgotten', { userId: string }>; at: string }>,
): Map<string, UserAchievements> {
  const refs = new Map<string, Ref>();
  const people = new Map<string, UserAchievements>();
  for (const { event, at } of events) {
    if (event.type === 'UserForgotten') {
      const userId = (event.data as { userId: string }).userId;
      people.set(userId, forgotten(userId));
      continue;
    }
    const source = event as AchievementSource;
    const key = refKeyOf(source);
    const current = key ? (refs.get(key) ?? null) : null;
    const next = nextRef(source, current);
    if (next) refs.set(next.id, next);
    for (const f of factsOf(source, next ?? current)) {
      people.set(f.userId, earn(people.get(f.userId) ?? noAchievements(f.userId), f, at));
    }
  }
  return people;
}
