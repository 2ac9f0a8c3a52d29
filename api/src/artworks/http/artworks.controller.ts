/** The public catalogue and the owners' artwork commands (contract: "artworks context"). */
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { ArtworkViewCounter } from '../../analytics/index.js';
import { ArtworkQueries } from '../application/artwork-queries.js';
import { ArtworkCommands } from '../application/artwork-commands.js';
import { ownerArtwork, publicArtwork } from '../projections/artwork-document.js';
import { AvailabilityDto, CreateArtworkDto, EditArtworkDto, ListArtworksQuery, PageQuery } from './artwork.dto.js';
import { PriceDto, WithdrawDto } from './artwork.dto.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import { recommendedWorks } from '../application/recommendations.js';

const actorOf = (user: AccountAccess) => ({ userId: user.userId, roles: user.roles });

@ApiTags('artworks')
@Controller('api/artworks')
export class ArtworksController {
  constructor(
    private readonly commands: ArtworkCommands,
    private readonly queries: ArtworkQueries,
    private readonly views: ArtworkViewCounter,
  ) {}

  @Get()
  @Public()
  async list(@Query() query: ListArtworksQuery) {
    const { items, total, facets } = await this.queries.search(query);
    return { items: items.map(publicArtwork), total, facets };
  }

  @Get('featured')
  @Public()
  async featured() {
    return (await this.queries.featured()).map(publicArtwork);
  }

  /** The signed-in person's recommended works: their stated art preferences first, then the featured works. */
  @Get('recommended')
  async recommended(@CurrentUser() user: AccountAccess) {
    const person = await this.queries.reads.collection<UserDoc>(USERS).get(user.userId);
    return (await recommendedWorks(this.queries, person?.artPreferences ?? null)).map(publicArtwork);
  }

  @Get('mine')
  @Roles('artist', 'gallery')
  async mine(@CurrentUser() user: AccountAccess, @Query() query: PageQuery) {
    const { items, total } = await this.queries.mine(user.userId, query.page ?? 1, query.pageSize ?? 24);
    return { items: items.map(ownerArtwork), total };
  }

  @Get(':id')
  @Public()
  async show(@Param('id') id: string, @Req() request: Request) {
    const artwork = await this.queries.getPublished(id);
    await this.views.recordRead(artwork, request);
    return publicArtwork(artwork);
  }

  @Get(':id/similar')
  @Public()
  async similar(@Param('id') id: string) {
    return (await this.queries.similar(id)).map(publicArtwork);
  }

  @Post()
  @Roles('artist', 'gallery')
  async create(@Body() body: CreateArtworkDto, @CurrentUser() user: AccountAccess) {
    const { currency: _sar, ...input } = body;
    return ownerArtwork(await this.commands.create(actorOf(user), input));
  }

  @Patch(':id')
  @Roles('artist', 'gallery')
  async edit(@Param('id') id: string, @Body() body: EditArtworkDto, @CurrentUser() user: AccountAccess) {
    const { currency: _sar, ...input } = body;
    return ownerArtwork(await this.commands.edit(id, actorOf(user), input));
  }

  @Post(':id/publish')
  @HttpCode(200)
  @Roles('artist', 'gallery')
  async publish(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return ownerArtwork(await this.commands.run({ type: 'PublishArtwork', artworkId: id, actor: actorOf(user) }));
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @Roles('artist', 'gallery')
  async withdraw(@Param('id') id: string, @Body() body: WithdrawDto, @CurrentUser() user: AccountAccess) {
    return ownerArtwork(
      await this.commands.run({
        type: 'WithdrawArtwork',
        artworkId: id,
        actor: actorOf(user),
        reason: body.reason || null,
      }),
    );
  }

  @Post(':id/availability')
  @HttpCode(200)
  @Roles('artist', 'gallery', 'admin')
  async availability(@Param('id') id: string, @Body() body: AvailabilityDto, @CurrentUser() user: AccountAccess) {
    return ownerArtwork(
      await this.commands.run({
        type: 'ChangeAvailability',
        artworkId: id,
        actor: actorOf(user),
        availability: body.availability,
      }),
    );
  }

  @Post(':id/price')
  @HttpCode(200)
  @Roles('artist', 'gallery')
  async price(@Param('id') id: string, @Body() body: PriceDto, @CurrentUser() user: AccountAccess) {
    return ownerArtwork(
      await this.commands.run({
        type: 'ChangePrice',
        artworkId: id,
        actor: actorOf(user),
        priceHalalas: body.price === null ? null : Math.round(body.price * 100),
      }),
    );
  }
}
