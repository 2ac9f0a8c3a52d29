/** Favourites exactly as SPEC section 7's client calls them, and the dashboard's quick stats. */
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { CommunityQueries } from '../application/community-queries.js';
import { ReactionCommands } from '../application/reaction-commands.js';
import { FavoriteDto } from './community.dto.js';

@ApiTags('community')
@Controller('api')
export class FavoritesController {
  constructor(
    private readonly reactions: ReactionCommands,
    private readonly queries: CommunityQueries,
  ) {}

  @Get('favorites')
  list(@CurrentUser() user: AccountAccess) {
    return this.queries.favorites(user.userId);
  }

  @Get('favorites/:artworkId/check')
  async check(@CurrentUser() user: AccountAccess, @Param('artworkId') artworkId: string) {
    return { isFavorite: await this.queries.isFavorite(user.userId, artworkId) };
  }

  @Post('favorites')
  add(@CurrentUser() user: AccountAccess, @Body() body: FavoriteDto) {
    return this.reactions.setFavorite(user.userId, body.artworkId, true);
  }

  @Delete('favorites/:artworkId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AccountAccess, @Param('artworkId') artworkId: string): Promise<void> {
    await this.reactions.setFavorite(user.userId, artworkId, false);
  }

  @Get('me/stats')
  stats(@CurrentUser() user: AccountAccess) {
    return this.queries.stats(user.userId);
  }
}
