/** A workshop's promo codes: the organiser's list, create and deactivate, and the dialog's price check. */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { PromoCodesService } from '../application/promo-codes.service.js';
import { CheckPromoCodeDto, CreatePromoCodeDto, PromoCodeParams } from './workshops.dto.js';

const ORGANISERS = ['workshop_organiser', 'gallery', 'admin'] as const;

@ApiTags('workshops')
@Controller('api/workshops/:id/promo-codes')
export class PromoCodesController {
  constructor(private readonly promoCodes: PromoCodesService) {}

  @Get()
  @Roles(...ORGANISERS)
  list(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.promoCodes.list(user, id);
  }

  @Post()
  @Roles(...ORGANISERS)
  create(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: CreatePromoCodeDto) {
    return this.promoCodes.create(user, id, {
      code: body.code,
      kind: body.kind,
      amount: body.amount,
      tierIds: body.tierIds ?? [],
      maxUses: body.maxUses ?? null,
      validUntil: body.validUntil ?? null,
    });
  }

  @Post('check')
  @HttpCode(200)
  check(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: CheckPromoCodeDto) {
    return this.promoCodes.check(user, id, {
      code: body.promoCode,
      ticketTierId: body.ticketTierId,
      paymentMethod: body.paymentMethod,
      quantity: body.quantity,
    });
  }

  @Post(':code/deactivate')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  deactivate(@CurrentUser() user: AccountAccess, @Param() params: PromoCodeParams) {
    return this.promoCodes.deactivate(user, params.id, params.code);
  }
}
