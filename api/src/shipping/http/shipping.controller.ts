/**
 * Shipping (`/api/shipping`): the seller's profile, the orders a person may see, ship / tracking / deliver, the
 * carriers' signed webhooks; and the back-office list `/api/admin/shipping-orders` (admins and auditors).
 */
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { CARRIERS, SHIPPING_STATUSES, type ShippingStatus } from '../domain/shipping.events.js';
import { ShippingCommands } from '../application/shipping-commands.js';
import { ShippingQueries } from '../application/shipping-queries.js';
import { ARAMEX_BODY, CarrierReportsAnswerDto, CarrierWebhookDto, SMSA_BODY, ShipOrderDto } from './shipping.dto.js';
import { ShippingProfileDto, TrackingEventDto } from './shipping.dto.js';

const SELLERS = ['artist', 'gallery'] as const;
const DESK = [...SELLERS, 'shipping_provider', 'admin', 'auditor'] as const;

@ApiTags('shipping')
@Controller('api')
export class ShippingController {
  constructor(
    private readonly commands: ShippingCommands,
    private readonly queries: ShippingQueries,
  ) {}

  /** The seller's profile (null until they save one). */
  @Get('shipping/profile')
  @Roles(...SELLERS)
  async profile(@CurrentUser() user: AccountAccess) {
    return { profile: await this.queries.profileOf(user.userId) };
  }

  @Put('shipping/profile')
  @Roles(...SELLERS)
  async saveProfile(@Body() body: ShippingProfileDto, @CurrentUser() user: AccountAccess) {
    return { profile: await this.commands.saveProfile(user, { ...body, notes: body.notes ?? null }) };
  }

  /** The seller's own orders, a provider's assigned ones, or all for staff; `status` narrows them. */
  @Get('shipping/orders')
  @Roles(...DESK)
  orders(@CurrentUser() user: AccountAccess, @Query('status') status?: string) {
    if (status !== undefined && !(SHIPPING_STATUSES as readonly string[]).includes(status))
      throw validationError([fieldProblem('status', 'isIn', 'Unknown status.', 'حالة غير معروفة.')]);
    return this.queries.visibleOrders(user, status as ShippingStatus | undefined);
  }

  @Get('shipping/analytics')
  @Roles(...DESK)
  analytics(@CurrentUser() user: AccountAccess) {
    return this.queries.analytics(user);
  }

  /** One order, for its seller, buyer, assigned provider or staff. */
  @Get('shipping/orders/:id')
  order(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.queries.orderFor(id, user);
  }

  @Post('shipping/orders/:id/ship')
  @HttpCode(200)
  @Roles(...SELLERS, 'admin')
  ship(@Param('id') id: string, @Body() body: ShipOrderDto, @CurrentUser() user: AccountAccess) {
    return this.commands.ship(user, id, body);
  }

  @Post('shipping/orders/:id/tracking')
  @HttpCode(200)
  @Roles(...SELLERS, 'shipping_provider', 'admin')
  track(@Param('id') id: string, @Body() body: TrackingEventDto, @CurrentUser() user: AccountAccess) {
    return this.commands.track(user, id, body);
  }

  /** The buyer confirms delivery, or the seller or provider records it; the dispute window starts. */
  @Post('shipping/orders/:id/deliver')
  @HttpCode(200)
  deliver(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.commands.deliver(user, id);
  }

  /**
   * SMSA Express tracking (its e-commerce API's body: `AWB` and `Scans`, one shipment or an array), with the key
   * of its URL. Written against the documented format, not verified here against a live account. Declared before
   * the signed route so that `smsa` takes this format.
   */
  @Post('shipping/webhooks/smsa')
  @Public()
  @HttpCode(200)
  @ApiQuery({ name: 'key', description: 'HMAC-SHA256 of `carrier:smsa`, hex, with SHIPPING_WEBHOOK_SECRET.' })
  @ApiBody({
    description:
      'SMSA Express tracking: { AWB, Scans: [{ ScanType, ScanDescription, ScanDateTime, ScanTimeZone, City }] }, or an array of them.',
    schema: SMSA_BODY,
  })
  @ApiOkResponse({ type: CarrierReportsAnswerDto })
  smsa(@Body() body: unknown, @Query('key') key?: string) {
    return this.commands.fromCarrier('smsa', key ?? '', body);
  }

  /**
   * Aramex tracking (its Shipment Tracking API's body: `TrackingResults`), with the key of its URL. Written against
   * the documented format, not verified here against a live account.
   */
  @Post('shipping/webhooks/aramex')
  @Public()
  @HttpCode(200)
  @ApiQuery({ name: 'key', description: 'HMAC-SHA256 of `carrier:aramex`, hex, with SHIPPING_WEBHOOK_SECRET.' })
  @ApiBody({
    description: 'Aramex tracking: { TrackingResults: [{ Key, Value: [TrackingResult] }] }.',
    schema: ARAMEX_BODY,
  })
  @ApiOkResponse({ type: CarrierReportsAnswerDto })
  aramex(@Body() body: unknown, @Query('key') key?: string) {
    return this.commands.fromCarrier('aramex', key ?? '', body);
  }

  /** A carrier's tracking report, signed with HMAC-SHA256 over the body in `X-Carrier-Signature`. */
  @Post('shipping/webhooks/:carrier')
  @Public()
  @HttpCode(200)
  webhook(
    @Param('carrier') carrier: string,
    @Body() body: CarrierWebhookDto,
    @Req() req: Request,
    @Headers('x-carrier-signature') signature?: string,
  ) {
    if (!(CARRIERS as readonly string[]).includes(carrier)) throw notFound('Carrier', 'شركة الشحن');
    return this.commands.webhook(carrier, JSON.stringify(req.body), signature ?? '', body);
  }

  @Get('admin/shipping-orders')
  @Roles('admin', 'auditor')
  async adminList(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, ADMIN_LIST);
    const { items, total } = await this.queries.adminList(options);
    setContentRange(res, 'shipping-orders', options.offset, items.length, total);
    return items;
  }

  @Get('admin/shipping-orders/:id')
  @Roles('admin', 'auditor')
  async adminShow(@Param('id') id: string) {
    const found = await this.queries.order(id);
    if (!found) throw notFound('Shipping order', 'طلب الشحن');
    return found;
  }
}

const ADMIN_LIST: RaListSpec = {
  filters: { status: 'eq', sellerId: 'eq', providerId: 'eq', carrier: 'eq', buyerId: 'eq' },
  textFields: ['orderNumber', 'artworkTitle', 'trackingNumber'],
  sortable: ['createdAt', 'updatedAt', 'status', 'orderNumber', 'shipBy'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};
