/**
 * STC Pay's one-time-code checkout for the registration's own attendee: `GET /api/my-workshops/{id}/stcpay`
 * (amount, code sent, attempts left), `POST …/stcpay/authorize` `{ mobile }` (STC Pay texts a code) and
 * `POST …/stcpay/confirm` `{ otp }` (paid once, or a bilingual refusal), rate-limited per person; and the STC Pay
 * simulator's sent texts (`GET /api/payments/sandbox/stcpay/messages/{mobile}`), only when it stands for STC Pay.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { OTP_LIMIT, StcPayMobileDto, StcPayOtpDto, StcPaySimulator } from '../../payments/index.js';
import { StcPayCheckout } from '../application/stcpay-checkout.service.js';

@ApiTags('payments')
@Controller('api')
export class StcPayCheckoutController {
  constructor(
    private readonly checkout: StcPayCheckout,
    private readonly simulator: StcPaySimulator,
  ) {}

  @Get('my-workshops/:id/stcpay')
  status(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.checkout.status(user, id);
  }

  @Post('my-workshops/:id/stcpay/authorize')
  @HttpCode(200)
  @RateLimit(OTP_LIMIT)
  authorize(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: StcPayMobileDto) {
    return this.checkout.authorize(user, id, body.mobile);
  }

  @Post('my-workshops/:id/stcpay/confirm')
  @HttpCode(200)
  @RateLimit(OTP_LIMIT)
  confirm(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: StcPayOtpDto) {
    return this.checkout.confirm(user, id, body.otp);
  }

  /** The texts the simulator "sent" to a mobile (a sandbox's phone): none unless it stands for STC Pay. */
  @Get('payments/sandbox/stcpay/messages/:mobile')
  @Public()
  messages(@Param('mobile') mobile: string) {
    const texts = this.simulator.textsTo(mobile);
    if (!texts) throw notFound('Messages', 'الرسائل');
    return texts;
  }
}
