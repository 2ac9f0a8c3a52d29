/**
 * Back-office resources `artists`, `galleries` and `collections` (react-admin simple-rest lists) and the
 * featuring commands. Staff read (admin, moderator, auditor); admin and moderator change.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { ProfileQueries } from '../application/profile-queries.js';
import { ArtistProfiles } from '../application/artist-profiles.js';
import { GalleryProfiles } from '../application/gallery-profiles.js';
import { Collections } from '../application/collections.js';
import { withoutTracking } from '../application/profile-views.js';
import { ARTIST_TEXT_FIELDS } from '../projections/artists.projection.js';
import { GALLERY_TEXT_FIELDS } from '../projections/galleries.projection.js';
import { COLLECTION_TEXT_FIELDS } from '../projections/collections.projection.js';
import { CreateCollectionDto, UpdateCollectionDto } from './collection.dto.js';
import { streamCsv } from '../../platform/http/csv-export.js';
import type { FindOptions } from '../../platform/read-store/read-store.port.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const ARTIST_LIST: RaListSpec = {
  filters: { featured: 'eq', nationality: 'eq', userId: 'eq' },
  textFields: ARTIST_TEXT_FIELDS,
  sortable: ['name', 'nameAr', 'nationality', 'featured', 'createdAt', 'updatedAt', 'id'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};
const GALLERY_LIST: RaListSpec = {
  filters: { featured: 'eq', location: 'eq', userId: 'eq' },
  textFields: GALLERY_TEXT_FIELDS,
  sortable: ['name', 'nameAr', 'location', 'featured', 'establishedYear', 'createdAt', 'updatedAt', 'id'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};
const COLLECTION_LIST: RaListSpec = {
  filters: { featured: 'eq', published: 'eq' },
  textFields: COLLECTION_TEXT_FIELDS,
  sortable: ['name', 'nameAr', 'featured', 'published', 'createdAt', 'updatedAt', 'id'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

@ApiTags('admin: profiles')
@Controller('api/admin')
export class AdminProfilesController {
  constructor(
    private readonly queries: ProfileQueries,
    private readonly artistProfiles: ArtistProfiles,
    private readonly galleryProfiles: GalleryProfiles,
    private readonly collections: Collections,
  ) {}

  @Get('artists')
  @Roles(...STAFF_ROLES)
  async artists(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, ARTIST_LIST);
    const [docs, total] = await Promise.all([this.queries.artists.find(options), this.queries.artists.count(options)]);
    setContentRange(res, 'artists', options.offset, docs.length, total);
    return this.queries.artistViews(docs);
  }

  @Get('artists/export.csv')
  @Roles(...STAFF_ROLES)
  exportArtists(@Query() query: RaListQuery, @Res() res: Response) {
    const rows = async (page: FindOptions) => this.queries.artistViews(await this.queries.artists.find(page));
    return streamCsv(res, { filename: 'artists.csv', options: parseRaList(query, ARTIST_LIST), page: rows });
  }

  @Get('artists/:id')
  @Roles(...STAFF_ROLES)
  artist(@Param('id') id: string) {
    return this.queries.artist(id);
  }

  @Post('artists/:id/feature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  featureArtist(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.artistProfiles.setFeatured(id, true, actor.userId);
  }

  @Post('artists/:id/unfeature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  unfeatureArtist(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.artistProfiles.setFeatured(id, false, actor.userId);
  }

  @Get('galleries')
  @Roles(...STAFF_ROLES)
  async galleries(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, GALLERY_LIST);
    const [docs, total] = await Promise.all([
      this.queries.galleries.find(options),
      this.queries.galleries.count(options),
    ]);
    setContentRange(res, 'galleries', options.offset, docs.length, total);
    return this.queries.galleryViews(docs, new Date());
  }

  @Get('galleries/export.csv')
  @Roles(...STAFF_ROLES)
  exportGalleries(@Query() query: RaListQuery, @Res() res: Response) {
    const rows = async (page: FindOptions) =>
      this.queries.galleryViews(await this.queries.galleries.find(page), new Date());
    return streamCsv(res, { filename: 'galleries.csv', options: parseRaList(query, GALLERY_LIST), page: rows });
  }

  @Get('galleries/:id')
  @Roles(...STAFF_ROLES)
  gallery(@Param('id') id: string) {
    return this.queries.gallery(id, new Date());
  }

  @Post('galleries/:id/feature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  featureGallery(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.galleryProfiles.setFeatured(id, true, actor.userId);
  }

  @Post('galleries/:id/unfeature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  unfeatureGallery(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.galleryProfiles.setFeatured(id, false, actor.userId);
  }

  @Get('collections')
  @Roles(...STAFF_ROLES)
  async collectionList(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, COLLECTION_LIST);
    const [docs, total] = await Promise.all([
      this.queries.collections.find(options),
      this.queries.collections.count(options),
    ]);
    setContentRange(res, 'collections', options.offset, docs.length, total);
    return docs.map(withoutTracking);
  }

  @Post('collections')
  @Roles('admin', 'moderator')
  createCollection(@Body() body: CreateCollectionDto, @CurrentUser() actor: AccountAccess) {
    const { featured, ...fields } = body;
    return this.collections.create(actor.userId, { ...fields }, featured);
  }

  @Get('collections/export.csv')
  @Roles(...STAFF_ROLES)
  exportCollections(@Query() query: RaListQuery, @Res() res: Response) {
    const rows = async (page: FindOptions) => (await this.queries.collections.find(page)).map(withoutTracking);
    return streamCsv(res, { filename: 'collections.csv', options: parseRaList(query, COLLECTION_LIST), page: rows });
  }

  @Get('collections/:id')
  @Roles(...STAFF_ROLES)
  collection(@Param('id') id: string) {
    return this.queries.adminCollection(id);
  }

  @Put('collections/:id')
  @Roles('admin', 'moderator')
  updateCollection(@Param('id') id: string, @Body() body: UpdateCollectionDto, @CurrentUser() actor: AccountAccess) {
    const { featured, id: _i, createdAt: _c, updatedAt: _u, artworks: _a, ...changes } = body;
    return this.collections.edit(actor.userId, id, { ...changes }, featured);
  }

  @Post('collections/:id/feature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  featureCollection(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.collections.setFeatured(id, true, actor.userId);
  }

  @Post('collections/:id/unfeature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  unfeatureCollection(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.collections.setFeatured(id, false, actor.userId);
  }
}
