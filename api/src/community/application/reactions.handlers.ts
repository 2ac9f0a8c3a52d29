/** Favourite, follow and like toggles: each a command on the person's own stream. */
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FollowTarget } from '../domain/community.events.js';
import { favoritesDecider } from '../domain/favorites.decider.js';
import { followsDecider } from '../domain/follows.decider.js';
import { likesDecider } from '../domain/likes.decider.js';
import { favoritesProjection, followsProjection, likesProjection } from '../projections/reactions.projections.js';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import { CommunityQueries } from './community-queries.js';
import { CatalogReads } from './catalog-reads.js';

type FavoriteView = NonNullable<Awaited<ReturnType<CommunityQueries['favorite']>>>;

export class SetFavoriteCommand extends Command<FavoriteView | null> {
  constructor(
    readonly userId: string,
    readonly artworkId: string,
    readonly on: boolean,
  ) {
    super();
  }
}

@CommandHandler(SetFavoriteCommand)
export class SetFavoriteHandler implements ICommandHandler<SetFavoriteCommand> {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: CommunityQueries,
    private readonly catalog: CatalogReads,
  ) {}

  async execute({ userId, artworkId, on }: SetFavoriteCommand) {
    if (on) await this.catalog.artwork(artworkId);
    const command = on
      ? { type: 'AddFavorite' as const, userId, artworkId, favoriteId: randomUUID() }
      : { type: 'RemoveFavorite' as const, userId, artworkId };
    await this.writes.runAs(favoritesDecider, userId, command, userId, favoritesProjection.name);
    return on ? this.queries.favorite(userId, artworkId) : null;
  }
}

export class SetFollowCommand extends Command<{ isFollowing: boolean; followers: number }> {
  constructor(
    readonly userId: string,
    readonly targetType: FollowTarget,
    readonly targetId: string,
    readonly on: boolean,
  ) {
    super();
  }
}

@CommandHandler(SetFollowCommand)
export class SetFollowHandler implements ICommandHandler<SetFollowCommand> {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: CommunityQueries,
    private readonly catalog: CatalogReads,
  ) {}

  async execute({ userId, targetType, targetId, on }: SetFollowCommand) {
    if (on) await this.catalog.target(targetType, targetId);
    const command = { type: on ? ('Follow' as const) : ('Unfollow' as const), userId, targetType, targetId };
    await this.writes.runAs(followsDecider, userId, command, userId, followsProjection.name);
    return { isFollowing: on, followers: await this.queries.followers(targetType, targetId) };
  }
}

export class SetLikeCommand extends Command<{ likes: number; isLiked: boolean }> {
  constructor(
    readonly userId: string,
    readonly artworkId: string,
    readonly on: boolean,
  ) {
    super();
  }
}

@CommandHandler(SetLikeCommand)
export class SetLikeHandler implements ICommandHandler<SetLikeCommand> {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: CommunityQueries,
    private readonly catalog: CatalogReads,
  ) {}

  async execute({ userId, artworkId, on }: SetLikeCommand) {
    if (on) await this.catalog.artwork(artworkId);
    const command = { type: on ? ('LikeArtwork' as const) : ('UnlikeArtwork' as const), userId, artworkId };
    await this.writes.runAs(likesDecider, userId, command, userId, likesProjection.name);
    return this.queries.likes(artworkId, userId);
  }
}
