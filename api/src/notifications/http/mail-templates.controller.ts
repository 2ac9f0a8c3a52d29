/**
 * The transactional mails' texts (`/api/admin/mail/templates`): admins revise, revert and test-send; moderators
 * and auditors read and preview. Each change is an event on `mailTemplate-<name>`.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { findInMemory } from '../../platform/jobs/in-memory-find.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { MailTemplates } from '../templates/mail-templates.js';
import type { MailPreview, MailTemplateRow, MailTemplateView } from '../templates/mail-templates.js';
import { PreviewMailTemplateDto, ReviseMailTemplateDto, RevertMailTemplateDto } from './mail-templates.dto.js';
import { TestSendMailTemplateDto } from './mail-templates.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const TEMPLATE_LIST: RaListSpec = {
  filters: { revised: 'eq' },
  textFields: ['name'],
  sortable: ['name', 'changedAt', 'revisionCount'],
  defaultSort: { field: 'name', direction: 'asc' },
  maxPageSize: 100,
};

@ApiTags('admin')
@Roles(...STAFF_ROLES)
@Controller('api/admin/mail/templates')
export class MailTemplatesController {
  constructor(private readonly templates: MailTemplates) {}

  @Get()
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response): Promise<MailTemplateRow[]> {
    const options = parseRaList(query, TEMPLATE_LIST);
    const page = findInMemory(await this.templates.list(), options);
    setContentRange(res, 'mail/templates', options.offset, page.items.length, page.total);
    return page.items;
  }

  @Get(':name')
  one(@Param('name') name: string): Promise<MailTemplateView> {
    return this.templates.one(name);
  }

  @Post(':name/revisions')
  @Roles('admin')
  revise(
    @Param('name') name: string,
    @Body() body: ReviseMailTemplateDto,
    @CurrentUser() admin: AccountAccess,
  ): Promise<MailTemplateView> {
    return this.templates.revise(admin.userId, name, body);
  }

  @Post(':name/revert')
  @Roles('admin')
  @HttpCode(200)
  revert(
    @Param('name') name: string,
    @Body() body: RevertMailTemplateDto,
    @CurrentUser() admin: AccountAccess,
  ): Promise<MailTemplateView> {
    return this.templates.revert(admin.userId, name, body);
  }

  @Post(':name/preview')
  @HttpCode(200)
  preview(@Param('name') name: string, @Body() body: PreviewMailTemplateDto): Promise<MailPreview> {
    return this.templates.preview(name, body.text);
  }

  @Post(':name/test-send')
  @Roles('admin')
  @HttpCode(202)
  testSend(
    @Param('name') name: string,
    @Body() body: TestSendMailTemplateDto,
    @CurrentUser() admin: AccountAccess,
  ): Promise<{ jobId: string }> {
    return this.templates.testSend(admin.userId, name, body.lang);
  }
}
