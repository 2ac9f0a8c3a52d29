/** Back-office artworks: the react-admin list and detail, feature/unfeature, moderation withdraw, bulk actions. */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, DomainError, validationError } from '../../platform/errors/domain-errors.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { ArtworkQueries } from '../application/artwork-queries.js';
import { ArtworkCommands } from '../application/artwork-commands.js';
import type { UntimedArtworkCommand } from '../application/artwork-stream.js';
import { ownerArtwork } from '../projections/artwork-document.js';
import { ARTWORK_TEXT_FIELDS } from '../projections/artworks.projection.js';
import { BulkArtworksDto, ModerationReasonDto } from './artwork.dto.js';
import { streamCsv } from '../../platform/http/csv-export.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

export const ADMIN_ARTWORK_LIST: RaListSpec = {
  filters: { status: 'eq', featured: 'eq', artistId: 'eq', galleryId: 'eq', availability: 'eq', category: 'eq' },
  textFields: ARTWORK_TEXT_FIELDS,
  sortable: ['createdAt', 'updatedAt', 'publishedAt', 'title', 'price', 'status', 'availability', 'featured', 'id'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

const actorOf = (user: AccountAccess) => ({ userId: user.userId, roles: user.roles });

@ApiTags('admin: artworks')
@Controller('api/admin/artworks')
export class AdminArtworksController {
  constructor(
    private readonly commands: ArtworkCommands,
    private readonly queries: ArtworkQueries,
  ) {}

  @Get()
  @Roles(...STAFF_ROLES)
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, ADMIN_ARTWORK_LIST);
    const { items, total } = await this.queries.adminList(options);
    setContentRange(res, 'artworks', options.offset, items.length, total);
    return items.map(ownerArtwork);
  }

  @Get('export.csv')
  @Roles(...STAFF_ROLES)
  async exportCsv(@Query() query: RaListQuery, @Res() res: Response) {
    const options = parseRaList(query, ADMIN_ARTWORK_LIST);
    await streamCsv(res, {
      filename: 'artworks.csv',
      options,
      page: async (page) => (await this.queries.adminList(page)).items.map(ownerArtwork),
    });
  }

  @Get(':id')
  @Roles(...STAFF_ROLES)
  async show(@Param('id') id: string) {
    return ownerArtwork(await this.queries.get(id));
  }

  @Post('bulk')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  async bulk(@Body() body: BulkArtworksDto, @CurrentUser() user: AccountAccess) {
    if (body.action === 'withdraw' && !body.reason) {
      throw validationError([fieldProblem('reason', 'required', 'This field is required.', 'هذا الحقل مطلوب.')]);
    }
    const results = [];
    for (const id of [...new Set(body.ids)]) {
      try {
        const doc = await this.commands.run(this.command(body.action, id, user, body.reason));
        results.push({ id, ok: true, artwork: ownerArtwork(doc) });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push({ id, ok: false, code: error.code, message: error.message, messageAr: error.messageAr });
      }
    }
    return { results, succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
  }

  @Post(':id/feature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  async feature(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return ownerArtwork(await this.commands.run(this.command('feature', id, user)));
  }

  @Post(':id/unfeature')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  async unfeature(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return ownerArtwork(await this.commands.run(this.command('unfeature', id, user)));
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  async withdraw(@Param('id') id: string, @Body() body: ModerationReasonDto, @CurrentUser() user: AccountAccess) {
    return ownerArtwork(await this.commands.run(this.command('withdraw', id, user, body.reason)));
  }

  private command(
    action: 'feature' | 'unfeature' | 'withdraw',
    artworkId: string,
    user: AccountAccess,
    reason?: string,
  ): UntimedArtworkCommand {
    const actor = actorOf(user);
    if (action === 'feature') return { type: 'FeatureArtwork', artworkId, actor };
    if (action === 'unfeature') return { type: 'UnfeatureArtwork', artworkId, actor };
    return { type: 'ModerateWithdrawArtwork', artworkId, actor, reason: reason ?? '' };
  }
}
