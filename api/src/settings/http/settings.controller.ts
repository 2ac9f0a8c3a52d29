/**
 * The platform settings and feature toggles: what front ends read (`/api/settings/public`, `/api/feature-toggles`
 * evaluated for the caller), and the back-office's reads (admins, moderators, auditors) and writes (admins only,
 * each with a reason, against the revision the form read).
 */
import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { SettingsQueries } from '../application/settings-queries.js';
import { isFeature, SettingsCommands } from '../application/settings-commands.js';
import { SettingsAdminViews } from '../application/settings-admin-views.js';
import { ChangeSettingsDto, ChangeToggleDto } from './settings.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const TOGGLE_LIST: RaListSpec = {
  filters: {},
  textFields: [],
  sortable: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
};

@ApiTags('settings')
@Controller('api')
export class SettingsController {
  constructor(
    private readonly queries: SettingsQueries,
    private readonly commands: SettingsCommands,
    private readonly views: SettingsAdminViews,
  ) {}

  @Get('settings/public')
  @Public()
  publicSettings() {
    return this.queries.publicSettings();
  }

  @Get('feature-toggles')
  @Public()
  features(@CurrentUser() user?: AccountAccess) {
    return this.queries.featuresFor(user ?? null);
  }

  @Get('admin/settings')
  @Roles(...STAFF_ROLES)
  settings() {
    return this.views.platform();
  }

  @Get('admin/settings/platform')
  @Roles(...STAFF_ROLES)
  settingsById() {
    return this.views.platform();
  }

  @Put('admin/settings')
  @Roles('admin')
  async change(@Body() body: ChangeSettingsDto, @CurrentUser() admin: AccountAccess) {
    await this.commands.changePlatform(admin.userId, body.values, body.reason, body.expectedRevision);
    return this.views.platform();
  }

  /** The same change, as react-admin's `update` of the one record `platform` sends it. */
  @Put('admin/settings/platform')
  @Roles('admin')
  changeById(@Body() body: ChangeSettingsDto, @CurrentUser() admin: AccountAccess) {
    return this.change(body, admin);
  }

  @Get('admin/feature-toggles')
  @Roles(...STAFF_ROLES)
  async toggles(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, TOGGLE_LIST);
    const all = await this.views.toggles();
    const ordered = options.sort?.[0]?.direction === 'desc' ? [...all].reverse() : all;
    const page = ordered.slice(options.offset, options.offset + options.limit);
    setContentRange(res, 'feature-toggles', options.offset, page.length, all.length);
    return page;
  }

  @Get('admin/feature-toggles/:name')
  @Roles(...STAFF_ROLES)
  toggle(@Param('name') name: string) {
    if (!isFeature(name)) throw notFound('Feature', 'الميزة');
    return this.views.toggle(name);
  }

  @Put('admin/feature-toggles/:name')
  @Roles('admin')
  async changeToggle(@Param('name') name: string, @Body() body: ChangeToggleDto, @CurrentUser() admin: AccountAccess) {
    const { enabled, audience, percentage = 100, reason, expectedRevision } = body;
    await this.commands.changeToggle(
      admin.userId,
      name,
      { enabled, audience, percentage },
      reason,
      expectedRevision ?? null,
    );
    return this.views.toggle(name as never);
  }
}
