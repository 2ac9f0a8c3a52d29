/**
 * Disputes: the buyer reports a problem with a delivered order (`POST /api/orders/:id/dispute`), a seller answers
 * (`.../dispute/answer`), staff decide (`POST /api/admin/orders/:id/dispute/resolve`, moderators and admins) and
 * list them for the back-office (`GET /api/admin/disputes`, filter `disputeStatus` open or resolved). The dispute
 * is part of the order as `GET /api/orders/:id` and the seller's lists show it.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { OrderDisputes } from '../application/order-disputes.js';
import { OrderQueries } from '../application/order-queries.js';
import { AnswerDisputeDto, OpenDisputeDto, ResolveDisputeDto } from './order-disputes.dto.js';

const LIST: RaListSpec = {
  filters: { disputeStatus: 'eq', buyerId: 'eq', sellerId: 'eq', artworkId: 'eq' },
  textFields: [],
  sortable: ['createdAt', 'updatedAt', 'amount'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
};

@ApiTags('orders')
@Controller('api')
export class OrderDisputesController {
  constructor(
    private readonly disputes: OrderDisputes,
    private readonly queries: OrderQueries,
  ) {}

  @Post('orders/:id/dispute')
  @HttpCode(201)
  open(@Param('id') id: string, @Body() body: OpenDisputeDto, @CurrentUser() user: AccountAccess) {
    return this.disputes.open(user, id, body);
  }

  @Post('orders/:id/dispute/answer')
  @HttpCode(200)
  answer(@Param('id') id: string, @Body() body: AnswerDisputeDto, @CurrentUser() user: AccountAccess) {
    return this.disputes.answer(user, id, body.answer);
  }

  @Post('admin/orders/:id/dispute/resolve')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  resolve(@Param('id') id: string, @Body() body: ResolveDisputeDto, @CurrentUser() staff: AccountAccess) {
    return this.disputes.resolve(staff, id, body);
  }

  @Get('admin/disputes')
  @Roles('admin', 'moderator', 'auditor')
  async list(@Query() q: RaListQuery, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AccountAccess) {
    const options = parseRaList(q, LIST);
    const { items, total } = await this.queries.adminList('disputes', options, user);
    setContentRange(res, 'disputes', options.offset, items.length, total);
    return items;
  }

  @Get('admin/disputes/:id')
  @Roles('admin', 'moderator', 'auditor')
  one(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.queries.visible(id, user);
  }
}
