/**
 * STC Pay's one-time-code checkout for the order's own buyer: `GET /api/orders/{id}/stcpay` (amount, code sent,
 * attempts left), `POST …/stcpay/authorize` `{ mobile }` (STC Pay texts a code) and `POST …/stcpay/confirm`
 * `{ otp }` (paid once, or a bilingual refusal), rate-limited per person as a registration's are.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { OTP_LIMIT, StcPayMobileDto, StcPayOtpDto } from '../../payments/index.js';
import { OrderStcPayCheckout } from '../application/order-stcpay-checkout.js';

@ApiTags('orders')
@Controller('api/orders')
export class OrderStcPayController {
  constructor(private readonly checkout: OrderStcPayCheckout) {}

  @Get(':id/stcpay')
  status(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.checkout.status(user, id);
  }

  @Post(':id/stcpay/authorize')
  @HttpCode(200)
  @RateLimit(OTP_LIMIT)
  authorize(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: StcPayMobileDto) {
    return this.checkout.authorize(user, id, body.mobile);
  }

  @Post(':id/stcpay/confirm')
  @HttpCode(200)
  @RateLimit(OTP_LIMIT)
  confirm(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: StcPayOtpDto) {
    return this.checkout.confirm(user, id, body.otp);
  }
}
