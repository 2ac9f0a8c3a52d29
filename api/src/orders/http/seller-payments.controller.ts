/**
 * A seller's payment settings (`/api/seller/payment-settings`, the artist, gallery or organiser themself), the
 * methods a buyer may pay one order with (`/api/orders/:id/payment-methods`), the seller's payouts with their
 * settlement, and the back-office's read-only view of a seller's settings (`/api/admin/payment-settings/:id`).
 */
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { SellerPayments } from '../application/seller-payments.js';
import { OrderPayouts } from '../application/order-payouts.js';
import { PaymentSettingsDto } from './seller-payments.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const SELLERS = ['artist', 'gallery', 'workshop_organiser'] as const;

@ApiTags('orders')
@Controller('api')
export class SellerPaymentsController {
  constructor(
    private readonly sellers: SellerPayments,
    private readonly payouts: OrderPayouts,
  ) {}

  @Get('seller/payment-settings')
  @Roles(...SELLERS)
  settings(@CurrentUser() user: AccountAccess) {
    return this.sellers.view(user.userId);
  }

  @Put('seller/payment-settings')
  @Roles(...SELLERS)
  save(@Body() body: PaymentSettingsDto, @CurrentUser() user: AccountAccess) {
    return this.sellers.update(user, body);
  }

  @Get('seller/payouts')
  sellerPayouts(@CurrentUser() user: AccountAccess) {
    return this.payouts.sellerPayouts(user);
  }

  @Get('orders/:id/payment-methods')
  paymentMethods(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.sellers.forOrder(user, id);
  }

  @Get('admin/payment-settings/:id')
  @Roles(...STAFF_ROLES)
  sellerSettings(@Param('id') id: string) {
    return this.sellers.view(id);
  }
}
