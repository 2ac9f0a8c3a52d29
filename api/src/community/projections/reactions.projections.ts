/**
 * Favourites, follows and likes as read models, with follower and like counts. Each person-target pair is
 * one document that remembers the revision of its person's stream last applied (replays are skipped); the
 * counts are recounted from those documents, never incremented, so a replayed page cannot inflate them.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Collection, Doc, Filter } from '../../platform/read-store/read-store.port.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { FAVORITE_EVENT_TYPES, FOLLOW_EVENT_TYPES, LIKE_EVENT_TYPES } from '../domain/community.events.js';
import type { FavoriteEvent, FollowEvent, FollowTarget, LikeEvent } from '../domain/community.events.js';

export const FAVORITES = 'favorites';
export const FOLLOWS = 'follows';
export const FOLLOWER_COUNTS = 'followerCounts';
export const LIKES = 'likes';
export const LIKE_COUNTS = 'likeCounts';

export interface FavoriteDoc extends Doc, StreamTracked {
  favoriteId: string;
  userId: string;
  artworkId: string;
  active: boolean;
  createdAt: string;
}
export interface FollowDoc extends Doc, StreamTracked {
  userId: string;
  targetType: FollowTarget;
  targetId: string;
  active: boolean;
  since: string;
}
export interface FollowerCountDoc extends Doc {
  targetType: FollowTarget;
  targetId: string;
  followers: number;
}
export interface LikeDoc extends Doc, StreamTracked {
  userId: string;
  artworkId: string;
  active: boolean;
  since: string;
}
export interface LikeCountDoc extends Doc {
  artworkId: string;
  likes: number;
}

export const favoriteKey = (userId: string, artworkId: string) => `${userId}:${artworkId}`;
export const followKey = (userId: string, targetType: FollowTarget, targetId: string) =>
  `${userId}:${targetType}:${targetId}`;
export const targetKey = (targetType: FollowTarget, targetId: string) => `${targetType}:${targetId}`;

/**
 * One person-target toggle (a follow, a like): the pair's document turned on or off, then how many pairs are on
 * for the target (`target`: the fields naming it), recounted from the documents; null for a replayed event.
 */
async function toggle<D extends Doc & StreamTracked & { active: boolean; since: string }>(
  pairs: Collection<D>,
  event: Pick<StoredEvent, 'streamName' | 'revision' | 'metadata'>,
  pair: Omit<D, 'active' | 'since' | keyof StreamTracked> & { id: string },
  active: boolean,
  target: Filter,
): Promise<number | null> {
  if (alreadyApplied(await pairs.get(pair.id), event)) return null;
  await pairs.upsert({ ...pair, active, since: event.metadata.occurredAt, ...tracked(event) } as D);
  return pairs.count({ filter: { ...target, active: true } });
}

export const favoritesProjection: Projection<FavoriteEvent> = {
  name: 'favorites',
  version: 1,
  eventTypes: FAVORITE_EVENT_TYPES,
  collections: {
    [FAVORITES]: { indexes: [{ fields: ['userId', 'active'] }, { fields: ['artworkId'] }, { fields: ['createdAt'] }] },
  },
  async apply(event, ctx) {
    const favorites = ctx.collection<FavoriteDoc>(FAVORITES);
    const { userId, artworkId, favoriteId } = event.data;
    const id = favoriteKey(userId, artworkId);
    const doc = await favorites.get(id);
    if (alreadyApplied(doc, event)) return;
    const active = event.type === 'FavoriteAdded';
    await favorites.upsert({
      id,
      favoriteId,
      userId,
      artworkId,
      active,
      createdAt: active ? event.metadata.occurredAt : (doc?.createdAt ?? event.metadata.occurredAt),
      ...tracked(event),
    });
  },
};

export const followsProjection: Projection<FollowEvent> = {
  name: 'follows',
  version: 1,
  eventTypes: FOLLOW_EVENT_TYPES,
  collections: {
    [FOLLOWS]: { indexes: [{ fields: ['userId', 'active'] }, { fields: ['targetType', 'targetId', 'active'] }] },
    [FOLLOWER_COUNTS]: { indexes: [{ fields: ['targetType', 'followers'] }] },
  },
  async apply(event, ctx) {
    const { userId, targetType, targetId } = event.data;
    const pair = { id: followKey(userId, targetType, targetId), userId, targetType, targetId };
    const followers = await toggle(ctx.collection<FollowDoc>(FOLLOWS), event, pair, event.type === 'Followed', {
      targetType,
      targetId,
    });
    if (followers === null) return;
    await ctx
      .collection<FollowerCountDoc>(FOLLOWER_COUNTS)
      .upsert({ id: targetKey(targetType, targetId), targetType, targetId, followers });
  },
};

export const likesProjection: Projection<LikeEvent> = {
  name: 'likes',
  version: 1,
  eventTypes: LIKE_EVENT_TYPES,
  collections: {
    [LIKES]: { indexes: [{ fields: ['userId', 'active'] }, { fields: ['artworkId', 'active'] }] },
    [LIKE_COUNTS]: { indexes: [{ fields: ['likes'] }] },
  },
  async apply(event, ctx) {
    const { userId, artworkId } = event.data;
    const pair = { id: favoriteKey(userId, artworkId), userId, artworkId };
    const likes = await toggle(ctx.collection<LikeDoc>(LIKES), event, pair, event.type === 'ArtworkLiked', {
      artworkId,
    });
    if (likes === null) return;
    await ctx.collection<LikeCountDoc>(LIKE_COUNTS).upsert({ id: artworkId, artworkId, likes });
  },
};
