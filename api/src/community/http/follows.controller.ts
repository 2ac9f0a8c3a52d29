/** Follow artists and galleries; like artworks. Counts are public, toggles need a session. */
import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { CommunityQueries } from '../application/community-queries.js';
import { ReactionCommands } from '../application/reaction-commands.js';
import { FollowersQuery, FollowQuery, pageOf } from './community.dto.js';
import { publicFollowers } from '../application/followers.js';

@ApiTags('community')
@Controller('api')
export class FollowsController {
  constructor(
    private readonly reactions: ReactionCommands,
    private readonly queries: CommunityQueries,
  ) {}

  @Get('follows')
  following(@CurrentUser() user: AccountAccess) {
    return this.queries.following(user.userId);
  }

  @Get('follows/check')
  async check(@CurrentUser() user: AccountAccess, @Query() query: FollowQuery) {
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
