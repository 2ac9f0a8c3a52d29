/**
 * Back-office resources (ra-data-simple-rest): `commissions` (requests with their bids) and
 * `commission-messages` (reported messages by default); staff read them, moderators hide a message, and hide or
 * restore a request or one bid of it with a reason.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { ModerationAction, ModerationRoute, type Moderation } from '../../platform/http/moderation-route.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import type { Collection, Doc } from '../../platform/read-store/read-store.port.js';
import { CommissionQueries } from '../application/commission-queries.js';
import { CommissionCommands } from '../application/commission-commands.js';
import { ModerationReasonDto } from './commissions.dto.js';
import { RequiredFieldsFilter } from './required-fields.filter.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const SPECS: Record<'commissions' | 'commission-messages', RaListSpec> = {
  commissions: {
    filters: {
      status: 'eq',
      category: 'eq',
      visibility: 'eq',
      collectorId: 'eq',
      bidderId: { field: 'bidderIds', op: 'contains' },
      hidden: 'eq',
    },
    textFields: ['title', 'titleAr', 'description', 'descriptionAr'],
    sortable: ['postedAt', 'deadline', 'updatedAt', 'bidCount', 'status', 'budgetMax'],
    defaultSort: { field: 'postedAt', direction: 'desc' },
  },
  'commission-messages': {
    filters: { reported: 'eq', hidden: 'eq', bidId: 'eq', commissionId: 'eq', authorId: 'eq' },
    textFields: [],
    sortable: ['postedAt'],
    defaultSort: { field: 'postedAt', direction: 'desc' },
  },
};

const withoutBookkeeping = ({ _stream, _revision, ...doc }: Record<string, unknown>) => doc;

@ApiTags('admin: commissions')
@Controller('api/admin')
@Roles(...STAFF_ROLES)
@UseFilters(RequiredFieldsFilter)
export class AdminCommissionsController {
  constructor(
    private readonly queries: CommissionQueries,
    private readonly commands: CommissionCommands,
  ) {}

  @Get('commissions')
  commissions(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list('commissions', this.queries.commissions, query, res);
  }

  @Get('commissions/:id')
  async commission(@Param('id') id: string) {
    const doc = await this.queries.doc(id);
    return { ...withoutBookkeeping(doc), sale: await this.queries.saleOf(doc) };
  }

  /** Hides an abusive request from everyone but its collector and staff, or restores it. */
  @ModerationRoute('commissions/:id/:action')
  async moderateCommission(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @ModerationAction() action: Moderation,
    @Body() body: ModerationReasonDto,
  ) {
    return withoutBookkeeping(await this.commands.moderate(user, id, action, body.reason));
  }

  /** Hides one abusive bid from everyone but its bidder and staff (the collector can no longer accept it), or restores it. */
  @ModerationRoute('commissions/:id/bids/:bidId/:action')
  async moderateBid(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('bidId') bidId: string,
    @ModerationAction() action: Moderation,
    @Body() body: ModerationReasonDto,
  ) {
    return withoutBookkeeping(await this.commands.moderate(user, id, action, body.reason, bidId));
  }

  /** Messages reach staff only once reported (a thread is the two parties' otherwise). */
  @Get('commission-messages')
  messages(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list('commission-messages', this.queries.messages, query, res, { reported: true });
  }

  @Get('commission-messages/:id')
  async message(@Param('id') id: string) {
    const doc = await this.queries.messages.get(id);
    if (!doc?.reported) throw notFound('Message', 'الرسالة');
    return withoutBookkeeping(doc);
  }

  @Post('commission-messages/:id/hide')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  async hide(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    const doc = await this.queries.messages.get(id);
    if (!doc?.reported) throw notFound('Message', 'الرسالة');
    return withoutBookkeeping((await this.commands.hideMessage(user, id))!);
  }

  private async list<T extends Doc>(
    resource: keyof typeof SPECS,
    collection: Collection<T>,
    query: RaListQuery,
    res: Response,
    fixed: Record<string, boolean> = {},
  ) {
    const options = parseRaList(query, SPECS[resource]);
    options.filter = { ...options.filter, ...fixed };
    const [docs, total] = await Promise.all([collection.find(options), collection.count(options)]);
    setContentRange(res, resource, options.offset, docs.length, total);
    return docs.map((d) => withoutBookkeeping(d));
  }
}
