import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../platform/auth/guards/auth.decorators.js';
import { parseRaList, setContentRange, type RaListQuery } from '../../platform/http/ra-list.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import type { CapturedMail } from '../capture/captured-mail.js';
import { CAPTURED_MAIL_LIST, getCapturedMail, listCapturedMail } from '../capture/captured-mail.queries.js';

/** Mail kept by the local capture server (no SMTP_URL), for the back-office `mail` resource. */
@ApiTags('admin')
@Roles('admin')
@Controller('api/admin/mail')
export class MailAdminController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @Get()
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response): Promise<CapturedMail[]> {
    const options = parseRaList(query, CAPTURED_MAIL_LIST);
    const page = await listCapturedMail(this.store, options);
    setContentRange(res, 'mail', options.offset, page.items.length, page.total);
    return page.items;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<CapturedMail> {
    return getCapturedMail(this.store, id);
  }
}
