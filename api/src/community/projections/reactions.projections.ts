/**
 * Favourites, follows and likes as read models, with follower and like counts. Each person-target pair is
 * one document that remembers the revision of its person's stream last applied (replays are skipped); the
 * counts are recounted from those documents, never incremented, so a replayed page cannot inflate them.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import {
  FAVORITE_EVENT_TYPES,
  FOLLOW_EVENT_TYPES,
  LIKE_EVENT_TYPES,
  type FavoriteEvent,
  type FollowEvent,
  type FollowTarget,
  type LikeEvent,
} from '../domain/community.events.js';

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
    const follows = ctx.collection<FollowDoc>(FOLLOWS);
    const { userId, targetType, targetId } = event.data;
    const id = followKey(userId, targetType, targetId);
    const doc = await follows.get(id);
    if (alreadyApplied(doc, event)) return;
    await follows.upsert({
      id,
      userId,
      targetType,
      targetId,
      active: event.type === 'Followed',
      since: event.metadata.occurredAt,
      ...tracked(event),
    });
    const followers = await follows.count({ filter: { targetType, targetId, active: true } });
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
    const likes = ctx.collection<LikeDoc>(LIKES);
    const { userId, artworkId } = event.data;
    const id = favoriteKey(userId, artworkId);
    const doc = await likes.get(id);
    if (alreadyApplied(doc, event)) return;
    await likes.upsert({
      id,
      userId,
      artworkId,
      active: event.type === 'ArtworkLiked',
      since: event.metadata.occurredAt,
      ...tracked(event),
    });
    const count = await likes.count({ filter: { artworkId, active: true } });
    await ctx.collection<LikeCountDoc>(LIKE_COUNTS).upsert({ id: artworkId, artworkId, likes: count });
  },
};
