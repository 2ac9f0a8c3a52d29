/**
 * The `achievements` projection: other contexts' published events, through their public surfaces, into each
 * person's badges (the rules are domain/badges.ts). Two collections: `achievements`, one document per person
 * (user id), and `achievementRefs`, who a stream's later events concern (an artwork's artist, a registration's
 * attendee...). Ids only, no personal data; a forgotten person's document is emptied and stays so.
 */
import type { Projection } from '../../platform/projections/projection.js';
import { forgottenUserId, USER_FORGOTTEN } from '../../platform/projections/projection.js';
import type { ArtworkCreated, ArtworkPublished } from '../../artworks/index.js';
import type { AuctionBidPlaced, AuctionClosed, AuctionScheduled } from '../../auctions/index.js';
import type { CommissionBidAccepted, CommissionCompleted, CommissionPosted } from '../../commissions/index.js';
import type { Followed } from '../../community/index.js';
import type { UserForgotten } from '../../identity/index.js';
import type { OrderPaid } from '../../orders/index.js';
import type { ArtistProfileCreated, ArtistProfileEdited, GalleryProfileCreated } from '../../profiles/index.js';
import type { GalleryProfileEdited } from '../../profiles/index.js';
import type { RegistrationCheckedIn, RegistrationPlaced } from '../../workshops/index.js';
import { ACHIEVEMENT_SOURCE_TYPES, earn, factsOf, forgotten, nextRef, noAchievements } from '../domain/badges.js';
import { refKeyOf } from '../domain/badges.js';
import type { AchievementSource, Ref, UserAchievements } from '../domain/badges.js';

export const ACHIEVEMENTS = 'achievements';
export const ACHIEVEMENT_REFS = 'achievementRefs';

/** The events read, as their contexts publish them (each must fit the narrow shape the rules read). */
type SourceEvent =
  | OrderPaid
  | AuctionScheduled
  | AuctionClosed
  | AuctionBidPlaced
  | CommissionPosted
  | CommissionBidAccepted
  | CommissionCompleted
  | RegistrationPlaced
  | RegistrationCheckedIn
  | ArtworkCreated
  | ArtworkPublished
  | Followed
  | ArtistProfileCreated
  | ArtistProfileEdited
  | GalleryProfileCreated
  | GalleryProfileEdited
  | UserForgotten;

export type AchievementsDoc = UserAchievements & { [key: string]: unknown };
type RefDoc = Ref & { [key: string]: unknown };

export const achievementsProjection: Projection<SourceEvent> = {
  name: 'achievements',
  version: 1,
  eventTypes: [...ACHIEVEMENT_SOURCE_TYPES, USER_FORGOTTEN],
  // Every handler builds new documents (the rules return new objects, never change the ones they are given).
  immutableDocuments: true,
  collections: { [ACHIEVEMENTS]: {}, [ACHIEVEMENT_REFS]: {} },
  /**
   * The page's refs read at once, then the people their facts name (a crowd's registrations were one ref read
   * each): `apply` finds them in the page's cache. A ref or a person an earlier event of the page creates is
   * simply not found here, and `apply` sees the page's own write; a prefetch only warms the page's cache.
   */
  async prefetch(events, ctx) {
    const sources = events.filter((e) => e.type !== USER_FORGOTTEN) as unknown as AchievementSource[];
    const keys = [...new Set(sources.flatMap((e) => refKeyOf(e) ?? []))];
    const found = await ctx.collection<RefDoc>(ACHIEVEMENT_REFS).getMany(keys);
    const refs = new Map<string, Ref>(found.map((r) => [r.id, r]));
    const userIds = sources.flatMap((e) => {
      const key = refKeyOf(e);
      const ref = key ? (refs.get(key) ?? null) : null;
      // Events as stored, before upcasting: an older shape the rules cannot read only goes unprefetched.
      try {
        return factsOf(e, nextRef(e, ref) ?? ref).map((f) => f.userId);
      } catch {
        return [];
      }
    });
    if (userIds.length > 0) await ctx.collection<AchievementsDoc>(ACHIEVEMENTS).getMany([...new Set(userIds)]);
  },
  async apply(event, ctx) {
    const people = ctx.collection<AchievementsDoc>(ACHIEVEMENTS);
    const erased = forgottenUserId(event);
    if (erased !== null) {
      await people.upsert(forgotten(erased) as AchievementsDoc);
      return;
    }
    const source: AchievementSource = event as Exclude<SourceEvent, UserForgotten>;
    const refs = ctx.collection<RefDoc>(ACHIEVEMENT_REFS);
    const key = refKeyOf(source);
    const current = key ? ((await refs.get(key)) as Ref | null) : null;
    const next = nextRef(source, current);
    if (next) await refs.upsert(next as RefDoc);
    for (const fact of factsOf(source, next ?? current)) {
      const record = ((await people.get(fact.userId)) as UserAchievements | null) ?? noAchievements(fact.userId);
      const after = earn(record, fact, event.metadata.occurredAt);
      if (after !== record) await people.upsert(after as AchievementsDoc);
    }
  },
};

export const ACHIEVEMENTS_PROJECTIONS = [achievementsProjection] as Projection[];
