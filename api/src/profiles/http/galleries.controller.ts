import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { ProfileQueries } from '../application/profile-queries.js';
import { GalleryProfiles } from '../application/gallery-profiles.js';
import { ArtistProfiles } from '../application/artist-profiles.js';
import { CreateManagedArtistDto, SaveArtistDto } from './artist.dto.js';
import { ExhibitionDto, GalleryEventDto, ListGalleriesQuery, PatchExhibitionDto } from './gallery.dto.js';
import { PatchGalleryEventDto, SaveGalleryDto } from './gallery.dto.js';

/** Galleries: public reads; the gallery account manages its own profile, exhibitions and events under /me. */
@ApiTags('galleries')
@Controller('api/galleries')
export class GalleriesController {
  constructor(
    private readonly queries: ProfileQueries,
    private readonly profiles: GalleryProfiles,
    private readonly artistProfiles: ArtistProfiles,
  ) {}

  @Get()
  @Public()
  list(@Query() query: ListGalleriesQuery) {
    return this.queries.listGalleries(query, new Date());
  }

  @Get('me')
  @Roles('gallery')
  me(@CurrentUser() user: AccountAccess) {
    return this.profiles.own(user.userId);
  }

  @Put('me')
  @Roles('gallery')
  save(@CurrentUser() user: AccountAccess, @Body() body: SaveGalleryDto) {
    return this.profiles.saveOwn(user.userId, body);
  }

  @Post('me/exhibitions')
  @Roles('gallery')
  addExhibition(@CurrentUser() user: AccountAccess, @Body() body: ExhibitionDto) {
    return this.profiles.addExhibition(user.userId, { ...body });
  }

  @Patch('me/exhibitions/:exhibitionId')
  @Roles('gallery')
  editExhibition(
    @CurrentUser() user: AccountAccess,
    @Param('exhibitionId') exhibitionId: string,
    @Body() body: PatchExhibitionDto,
  ) {
    return this.profiles.editExhibition(user.userId, exhibitionId, { ...body });
  }

  @Delete('me/exhibitions/:exhibitionId')
  @HttpCode(204)
  @Roles('gallery')
  async removeExhibition(@CurrentUser() user: AccountAccess, @Param('exhibitionId') exhibitionId: string) {
    await this.profiles.removeExhibition(user.userId, exhibitionId);
  }

  @Post('me/events')
  @Roles('gallery')
  addEvent(@CurrentUser() user: AccountAccess, @Body() body: GalleryEventDto) {
    return this.profiles.addEvent(user.userId, { ...body });
  }

  @Patch('me/events/:eventId')
  @Roles('gallery')
  editEvent(@CurrentUser() user: AccountAccess, @Param('eventId') eventId: string, @Body() body: PatchGalleryEventDto) {
    return this.profiles.editEvent(user.userId, eventId, { ...body });
  }

  /** Artist profiles the gallery manages for artists without an account of their own. */
  @Get('me/managed-artists')
  @Roles('gallery')
  managedArtists(@CurrentUser() user: AccountAccess) {
    return this.artistProfiles.managedBy(user.userId);
  }

  @Post('me/managed-artists')
  @Roles('gallery')
  createManagedArtist(@CurrentUser() user: AccountAccess, @Body() body: CreateManagedArtistDto) {
    return this.artistProfiles.createManaged(user.userId, { ...body });
  }

  /** Only the managing gallery edits the profile (checked on the artist's stream). */
  @Put('me/managed-artists/:artistId')
  @Roles('gallery')
  editManagedArtist(
    @CurrentUser() user: AccountAccess,
    @Param('artistId') artistId: string,
    @Body() body: SaveArtistDto,
  ) {
    return this.artistProfiles.editManaged(user.userId, artistId, { ...body });
  }

  @Get(':id')
  @Public()
  show(@Param('id') id: string) {
    return this.queries.gallery(id, new Date());
  }

  /** The represented artists, as an array. */
  @Get(':id/artists')
  @Public()
  artists(@Param('id') id: string) {
    return this.queries.galleryArtists(id);
  }
}
