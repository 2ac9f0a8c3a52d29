import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../platform/auth/guards/auth.decorators.js';
import { parseRaList, setContentRange, type RaListQuery } from '../../platform/http/ra-list.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import type { CapturedMail } from '../capture/captured-mail.js';
import { CAPTURED_MAIL_LIST, getCapturedMail, listCapturedMail } from '../capture/captured-mail.queries.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import { MAIL_OUTBOX, type OutboxEntry } from '../outbox/mail-outbox.js';
import { SUPPRESSIONS, type SuppressionDoc } from '../suppression/suppressions.projection.js';
import { noSuchEntry, OUTBOX_LIST, SUPPRESSION_LIST } from './mail-records.queries.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

/** Mail kept by the local capture server (no SMTP_URL), for the back-office `mail` resource; and, whichever the
 * transport, the outbox record of every mail (`mail/outbox`) and the suppression list (`mail/suppressions`). */
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

  @Get('outbox')
  @Roles('admin', 'auditor')
  outbox(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response): Promise<OutboxEntry[]> {
    return this.page<OutboxEntry>(MAIL_OUTBOX, 'mail/outbox', query, res);
  }

  @Get('outbox/:id')
  @Roles('admin', 'auditor')
  outboxEntry(@Param('id') id: string): Promise<OutboxEntry> {
    return this.one<OutboxEntry>(MAIL_OUTBOX, id);
  }

  @Get('suppressions')
  @Roles(...STAFF_ROLES)
  suppressions(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response): Promise<SuppressionDoc[]> {
    return this.page<SuppressionDoc>(SUPPRESSIONS, 'mail/suppressions', query, res);
  }

  @Get('suppressions/:id')
  @Roles(...STAFF_ROLES)
  suppression(@Param('id') id: string): Promise<SuppressionDoc> {
    return this.one<SuppressionDoc>(SUPPRESSIONS, id);
  }

  private async page<T extends Doc>(collection: string, resource: string, query: RaListQuery, res: Response) {
    const options = parseRaList(query, collection === MAIL_OUTBOX ? OUTBOX_LIST : SUPPRESSION_LIST);
    const docs = this.store.collection<T>(collection);
    const [items, total] = await Promise.all([
      docs.find(options),
      docs.count({ filter: options.filter, text: options.text }),
    ]);
    setContentRange(res, resource, options.offset, items.length, total);
    return items;
  }

  private async one<T extends Doc>(collection: string, id: string): Promise<T> {
    const found = await this.store.collection<T>(collection).get(id);
    if (!found) throw noSuchEntry(id);
    return found;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<CapturedMail> {
    return getCapturedMail(this.store, id);
  }
}
