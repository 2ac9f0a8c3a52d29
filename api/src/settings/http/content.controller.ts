/**
 * The static pages (`/guide`, `/investment`, `/support`): the storefront reads them (`/api/content/:page`), staff
 * read them with their history and admins change them with a reason (`/api/admin/content`, the Content tab).
 */
import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { setContentRange } from '../../platform/http/ra-list.js';
import { ContentQueries, isContentPage } from '../application/content-queries.js';
import { SettingsCommands } from '../application/settings-commands.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { PageContentDto } from './content.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

@ApiTags('content')
@Controller('api')
export class ContentController {
  constructor(
    private readonly queries: ContentQueries,
    private readonly commands: SettingsCommands,
  ) {}

  @Get('content/:page')
  @Public()
  page(@Param('page') page: string) {
    return this.queries.publicPage(page);
  }

  @Get('admin/content')
  @Roles(...STAFF_ROLES)
  async list(@Res({ passthrough: true }) res: Response) {
    const pages = await this.queries.all();
    setContentRange(res, 'content', 0, pages.length, pages.length);
    return pages;
  }

  @Get('admin/content/:page')
  @Roles(...STAFF_ROLES)
  one(@Param('page') page: string) {
    return this.queries.page(page);
  }

  @Put('admin/content/:page')
  @Roles('admin')
  async change(@Param('page') page: string, @Body() body: PageContentDto, @CurrentUser() admin: AccountAccess) {
    if (!isContentPage(page)) throw notFound('Page', 'الصفحة');
    const { reason, expectedRevision, title, titleAr, summary, summaryAr, sections } = body;
    await this.commands.changeContent(
      admin.userId,
      page,
      { title, titleAr, summary, summaryAr, sections },
      reason,
      expectedRevision,
    );
    return this.queries.page(page);
  }
}
