/**
 * The landing page's texts and figures and the home's block order: the storefront reads them (`/api/landing`),
 * staff read them with their history and admins change them with a reason (`/api/admin/landing`, the Content tab).
 */
import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { setContentRange } from '../../platform/http/ra-list.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { ContentQueries } from '../application/content-queries.js';
import { SettingsCommands } from '../application/settings-commands.js';
import { LANDING_ID } from '../domain/landing-content.js';
import { LandingContentDto } from './landing.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const landingOnly = (id: string) => {
  if (id !== LANDING_ID) throw notFound('Landing page', 'صفحة الهبوط');
};

@ApiTags('content')
@Controller('api')
export class LandingController {
  constructor(
    private readonly queries: ContentQueries,
    private readonly commands: SettingsCommands,
  ) {}

  @Get('landing')
  @Public()
  landing() {
    return this.queries.publicLanding();
  }

  /** A list of one, so the back-office's resource lists it like any other. */
  @Get('admin/landing')
  @Roles(...STAFF_ROLES)
  async list(@Res({ passthrough: true }) res: Response) {
    setContentRange(res, 'landing', 0, 1, 1);
    return [await this.queries.landing()];
  }

  @Get('admin/landing/:id')
  @Roles(...STAFF_ROLES)
  one(@Param('id') id: string) {
    landingOnly(id);
    return this.queries.landing();
  }

  @Put('admin/landing/:id')
  @Roles('admin')
  async change(@Param('id') id: string, @Body() body: LandingContentDto, @CurrentUser() admin: AccountAccess) {
    landingOnly(id);
    const { reason, expectedRevision, hero, figures, countdown, homeBlocks } = body;
    await this.commands.changeLanding(admin.userId, { hero, figures, countdown, homeBlocks }, reason, expectedRevision);
    return this.queries.landing();
  }
}
