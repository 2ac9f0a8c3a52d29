/** Favourite, follow and like toggles: each a command on the person's own stream. */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Followed } from '../domain/community.events.js';
import { favoritesDecider } from '../domain/favorites.decider.js';
import { followsDecider } from '../domain/follows.decider.js';
import { likesDecider } from '../domain/likes.decider.js';
import { favoritesProjection, followsProjection, likesProjection } from '../projections/reactions.projections.js';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import { CommunityQueries } from './community-queries.js';
import { CatalogReads } from './catalog-reads.js';

@Injectable()
export class ReactionCommands {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: CommunityQueries,
    private readonly catalog: CatalogReads,
  ) {}

  async setFavorite(userId: string, artworkId: string, on: boolean) {
    if (on) await this.catalog.artwork(artworkId);
    const command = on
      ? { type: 'AddFavorite' as const, userId, artworkId, favoriteId: randomUUID() }
      : { type: 'RemoveFavorite' as const, userId, artworkId };
    await this.writes.runAs(favoritesDecider, userId, command, userId, favoritesProjection.name);
    return on ? this.queries.favorite(userId, artworkId) : null;
  }

  async setFollow({ userId, targetType, targetId }: Followed['data'], on: boolean) {
    if (on) await this.catalog.target(targetType, targetId);
    const command = { type: on ? ('Follow' as const) : ('Unfollow' as const), userId, targetType, targetId };
    await this.writes.runAs(followsDecider, userId, command, userId, followsProjection.name);
    return { isFollowing: on, followers: await this.queries.followers(targetType, targetId) };
  }

  async setLike(userId: string, artworkId: string, on: boolean) {
    if (on) await this.catalog.artwork(artworkId);
    const command = { type: on ? ('LikeArtwork' as const) : ('UnlikeArtwork' as const), userId, artworkId };
    await this.writes.runAs(likesDecider, userId, command, userId, likesProjection.name);
    return this.queries.likes(artworkId, userId);
  }
}
