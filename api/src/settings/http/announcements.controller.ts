/**
 * Storefront announcements: the banners a caller sees now (`/api/announcements/active`, public), and the
 * back-office resource (`/api/admin/announcements`: staff read, admins publish, revise and withdraw).
 */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import type { AnnouncementDetails } from '../domain/settings.events.js';
import { AnnouncementQueries } from '../application/announcement-queries.js';
import { SettingsCommands } from '../application/settings-commands.js';
import { AnnouncementDto, WithdrawAnnouncementDto } from './settings.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const ANNOUNCEMENT_LIST: RaListSpec = {
  filters: { status: 'eq', audience: 'eq', tone: 'eq' },
  textFields: ['message', 'messageAr'],
  sortable: ['startsAt', 'endsAt', 'updatedAt', 'createdAt'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
};

const details = (body: AnnouncementDto): AnnouncementDetails => ({
  message: body.message,
  messageAr: body.messageAr,
  link: body.link || null,
  tone: body.tone ?? 'info',
  startsAt: body.startsAt,
  endsAt: body.endsAt,
  audience: body.audience,
  role: body.audience === 'role' ? (body.role ?? null) : null,
});

@ApiTags('announcements')
@Controller('api')
export class AnnouncementsController {
  constructor(
    private readonly queries: AnnouncementQueries,
    private readonly commands: SettingsCommands,
  ) {}

  @Get('announcements/active')
  @Public()
  active(@CurrentUser() user?: AccountAccess) {
    return this.queries.active(user ?? null);
  }

  @Get('admin/announcements')
  @Roles(...STAFF_ROLES)
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, ANNOUNCEMENT_LIST);
    const { items, total } = await this.queries.list(options);
    setContentRange(res, 'announcements', options.offset, items.length, total);
    return items;
  }

  @Get('admin/announcements/:id')
  @Roles(...STAFF_ROLES)
  one(@Param('id') id: string) {
    return this.queries.one(id);
  }

  @Post('admin/announcements')
  @HttpCode(201)
  @Roles('admin')
  async publish(@Body() body: AnnouncementDto, @CurrentUser() admin: AccountAccess) {
    return this.queries.one(await this.commands.publishAnnouncement(admin.userId, details(body)));
  }

  @Put('admin/announcements/:id')
  @Roles('admin')
  async revise(@Param('id') id: string, @Body() body: AnnouncementDto, @CurrentUser() admin: AccountAccess) {
    await this.commands.reviseAnnouncement(admin.userId, id, details(body));
    return this.queries.one(id);
  }

  /** Withdraws it (the stream keeps it): react-admin's delete, with an optional reason. */
  @Delete('admin/announcements/:id')
  @Roles('admin')
  async withdraw(@Param('id') id: string, @Body() body: WithdrawAnnouncementDto, @CurrentUser() admin: AccountAccess) {
    await this.commands.withdrawAnnouncement(admin.userId, id, body?.reason || 'Withdrawn from the back-office');
    return this.queries.one(id);
  }
}
