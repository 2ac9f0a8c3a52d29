/**
 * The back-office's orders, offers, payments and payouts (ra-data-simple-rest lists; staff read, auditors too),
 * a refund as a command with a reason (admins), and the expiry sweep on demand (the scheduled job runs it too).
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { OrderCommands } from '../application/order-commands.js';
import { OrderQueries } from '../application/order-queries.js';
import { RefundDto } from './orders.dto.js';
import { ORDER_PROVIDER_FIELD, PaymentsLedger } from '../application/payments-ledger.js';
import { RegistrationRefunds } from '../../workshops/index.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const LIST: RaListSpec = {
  filters: { status: 'eq', buyerId: 'eq', sellerId: 'eq', artworkId: 'eq', source: 'eq' },
  textFields: [],
  sortable: ['createdAt', 'updatedAt', 'amount', 'status'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

/** The ledger: by source (order or workshop), provider, status and refund (`none|partial|full`), newest first. */
const LEDGER: RaListSpec = {
  filters: { status: 'eq', source: 'eq', refund: 'eq', provider: { field: ORDER_PROVIDER_FIELD, op: 'eq' } },
  textFields: [],
  sortable: ['createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};
const REGISTRATION_ROW = /^registration-(.+)$/;

type Kind = 'orders' | 'offers' | 'payments' | 'payouts';

@ApiTags('admin')
@Controller('api/admin')
export class AdminOrdersController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly queries: OrderQueries,
    private readonly ledger: PaymentsLedger,
    private readonly registrationRefunds: RegistrationRefunds,
  ) {}

  private async list(kind: Kind, query: RaListQuery, res: Response, user: AccountAccess) {
    const options = parseRaList(query, LIST);
    const { items, total } = await this.queries.adminList(kind, options, user);
    setContentRange(res, kind, options.offset, items.length, total);
    return items;
  }

  @Get('orders')
  @Roles(...STAFF_ROLES)
  orders(@Query() q: RaListQuery, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AccountAccess) {
    return this.list('orders', q, res, user);
  }

  @Get('offers')
  @Roles(...STAFF_ROLES)
  offers(@Query() q: RaListQuery, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AccountAccess) {
    return this.list('offers', q, res, user);
  }

  @Get('payments')
  @Roles(...STAFF_ROLES)
  async payments(
    @Query() q: RaListQuery,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: AccountAccess,
  ) {
    const options = parseRaList(q, LEDGER);
    const { items, total } = await this.ledger.list(options, user);
    setContentRange(res, 'payments', options.offset, items.length, total);
    return items;
  }

  /** A ledger row's refund: an order's, or a workshop registration's (`registration-<id>`). */
  @Post('payments/:id/refunds')
  @HttpCode(200)
  @Roles('admin')
  refundPayment(@Param('id') id: string, @Body() body: RefundDto, @CurrentUser() admin: AccountAccess) {
    const registration = REGISTRATION_ROW.exec(id)?.[1];
    if (registration) return this.registrationRefunds.refundAsAdmin(admin, registration, body);
    return this.commands.refund(admin, id, body.amount, body.reason);
  }

  @Get('payouts')
  @Roles(...STAFF_ROLES)
  payouts(@Query() q: RaListQuery, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AccountAccess) {
    return this.list('payouts', q, res, user);
  }

  @Get(['orders/:id', 'offers/:id', 'payments/:id', 'payouts/:id'])
  @Roles(...STAFF_ROLES)
  one(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.queries.visible(id, user);
  }

  @Post('orders/:id/refunds')
  @HttpCode(200)
  @Roles('admin')
  refund(@Param('id') id: string, @Body() body: RefundDto, @CurrentUser() admin: AccountAccess) {
    return this.commands.refund(admin, id, body.amount, body.reason);
  }

  @Post('order-sweeps')
  @HttpCode(200)
  @Roles('admin')
  sweep() {
    return this.commands.sweep();
  }
}
