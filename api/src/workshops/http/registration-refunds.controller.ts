/**
 * Registration refunds: the attendee's quote before cancelling (the cancel itself is `POST
 * /api/my-workshops/{id}/cancel`), the organiser's refund with a reason, and a bank transfer's refund confirmed
 * sent back; the admins' refund from the payments ledger is `POST /api/admin/payments/{id}/refunds`.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RegistrationRefunds } from '../application/registration-refunds.service.js';
import { ConfirmTransferDto, RegistrationRefundDto } from './workshops.dto.js';

const ORGANISERS = ['workshop_organiser', 'gallery', 'admin'] as const;

@ApiTags('workshops')
@Controller('api')
export class RegistrationRefundsController {
  constructor(private readonly refunds: RegistrationRefunds) {}

  @Get('my-workshops/:id/refund-quote')
  quote(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.refunds.quote(user, id);
  }

  @Post('workshops/:id/registrations/:rid/refunds')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  refund(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('rid') rid: string,
    @Body() body: RegistrationRefundDto,
  ) {
    return this.refunds.refund(user, id, rid, body);
  }

  @Post('workshops/:id/registrations/:rid/refunds/:refundId/confirm-transfer')
  @Roles(...ORGANISERS)
  @HttpCode(200)
  confirmTransferBack(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('rid') rid: string,
    @Param('refundId') refundId: string,
    @Body() body: ConfirmTransferDto,
  ) {
    return this.refunds.confirmTransferBack(user, id, rid, refundId, body.bankReference);
  }
}
