import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { ProfileQueries } from '../application/profile-queries.js';
import { ArtistProfiles } from '../application/artist-profiles.js';
import { ListArtistsQuery, SaveArtistDto } from './artist.dto.js';

@ApiTags('artists')
@Controller('api/artists')
export class ArtistsController {
  constructor(
    private readonly queries: ProfileQueries,
    private readonly profiles: ArtistProfiles,
  ) {}

  @Get()
  @Public()
  list(@Query() query: ListArtistsQuery) {
    return this.queries.listArtists(query);
  }

  /** An array (SPEC section 7), at most 6. */
  @Get('featured')
  @Public()
  featured() {
    return this.queries.featuredArtists();
  }

  @Get('me')
  @Roles('artist')
  me(@CurrentUser() user: AccountAccess) {
    return this.profiles.own(user.userId);
  }

  @Put('me')
  @Roles('artist')
  save(@CurrentUser() user: AccountAccess, @Body() body: SaveArtistDto) {
    return this.profiles.saveOwn(user.userId, body);
  }

  @Get(':id')
  @Public()
  show(@Param('id') id: string) {
    return this.queries.artist(id);
  }
}
