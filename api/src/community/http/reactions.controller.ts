/**
 * A person's reactions, as SPEC section 7's client calls them: favourite artworks (and the dashboard's quick stats),
 * follow artists and galleries, like artworks. Counts are public, toggles need a session.
 */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { CommunityQueries } from '../application/community-queries.js';
import { ReactionCommands } from '../application/reaction-commands.js';
import { FavoriteDto, FollowersQuery, FollowQuery, pageOf } from './community.dto.js';
import { publicFollowers } from '../application/followers.js';

@ApiTags('community')
@Controller('api')
export class ReactionsController {
  constructor(
    private readonly reactions: ReactionCommands,
    private readonly queries: CommunityQueries,
  ) {}

  @Get('favorites')
  favorites(@CurrentUser() user: AccountAccess) {
    return this.queries.favorites(user.userId);
  }

  @Get('favorites/:artworkId/check')
  async isFavorite(@CurrentUser() user: AccountAccess, @Param('artworkId') artworkId: string) {
    return { isFavorite: await this.queries.isFavorite(user.userId, artworkId) };
  }

  @Post('favorites')
  addFavorite(@CurrentUser() user: AccountAccess, @Body() body: FavoriteDto) {
    return this.reactions.setFavorite(user.userId, body.artworkId, true);
  }

  @Delete('favorites/:artworkId')
  @HttpCode(204)
  async removeFavorite(@CurrentUser() user: AccountAccess, @Param('artworkId') artworkId: string): Promise<void> {
    await this.reactions.setFavorite(user.userId, artworkId, false);
  }

  @Get('me/stats')
  stats(@CurrentUser() user: AccountAccess) {
    return this.queries.stats(user.userId);
  }

  @Get('follows')
  following(@CurrentUser() user: AccountAccess) {
    return this.queries.following(user.userId);
  }

  @Get('follows/check')
  async isFollowing(@CurrentUser() user: AccountAccess, @Query() query: FollowQuery) {
    return { isFollowing: await this.queries.isFollowing(user.userId, query.type, query.id) };
  }

  @Public()
  @Get('follows/count')
  async count(@Query() query: FollowQuery) {
    return { followers: await this.queries.followers(query.type, query.id) };
  }

  /** The followers who let themselves be named ("First L.", newest first, paged), and the count of all. */
  @Public()
  @Get('follows/followers')
  followers(@Query() query: FollowersQuery) {
    return publicFollowers(this.queries.reads, query.type, query.id, pageOf(query));
  }

  @Post('follows/artists/:id')
  @HttpCode(200)
  followArtist(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.reactions.setFollow({ userId: user.userId, targetType: 'artist', targetId: id }, true);
  }

  @Delete('follows/artists/:id')
  unfollowArtist(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.reactions.setFollow({ userId: user.userId, targetType: 'artist', targetId: id }, false);
  }

  @Post('follows/galleries/:id')
  @HttpCode(200)
  followGallery(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.reactions.setFollow({ userId: user.userId, targetType: 'gallery', targetId: id }, true);
  }

  @Delete('follows/galleries/:id')
  unfollowGallery(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.reactions.setFollow({ userId: user.userId, targetType: 'gallery', targetId: id }, false);
  }

  @Public()
  @Get('likes/artworks/:id')
  likes(@CurrentUser() user: AccountAccess | undefined, @Param('id') id: string) {
    return this.queries.likes(id, user?.userId ?? null);
  }

  @Post('likes/artworks/:id')
  @HttpCode(200)
  like(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.reactions.setLike(user.userId, id, true);
  }

  @Delete('likes/artworks/:id')
  unlike(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.reactions.setLike(user.userId, id, false);
  }
}
