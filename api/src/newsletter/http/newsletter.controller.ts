/**
 * The newsletter for visitors and members: subscribe (always 202), confirm and unsubscribe through the mailed
 * links (the unsubscribe POST is the one-click of RFC 8058 that mail clients send), and a signed-in person's
 * preferences. Subscribing is limited per address twice: by the caller's network address here, and per e-mail
 * address by the subscriber's stream (a few confirmation mails a day at most).
 */
import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { RequiresFeature } from '../../settings/index.js';
import { NewsletterSubscriptions } from '../application/subscriptions.js';
import { NewsletterTokenDto, PreferencesDto, SubscribeDto } from './newsletter.dto.js';

@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  /** Refused (403 `feature_unavailable`) while the newsletter is switched off; leaving always works. */
  @Post('subscribe')
  @Public()
  @RequiresFeature('newsletter')
  @HttpCode(202)
  @RateLimit({ bucket: 'newsletter-subscribe', scope: 'ip', points: 20, windowSeconds: 600 })
  async subscribe(@Body() body: SubscribeDto, @CurrentUser() user?: AccountAccess) {
    const { source, ...form } = body;
    await this.subscriptions.subscribe(form, source ?? 'footer', user?.userId ?? null);
    return { status: 'accepted' };
  }

  @Get('confirm')
  @Public()
  confirm(@Query() query: NewsletterTokenDto) {
    return this.subscriptions.confirm(query.token);
  }

  @Get('unsubscribe')
  @Public()
  unsubscribe(@Query() query: NewsletterTokenDto) {
    return this.subscriptions.unsubscribe(query.token, 'link');
  }

  /** One-click (RFC 8058): the mail client posts `List-Unsubscribe=One-Click` to the header's URL. */
  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  oneClick(@Query() query: NewsletterTokenDto) {
    return this.subscriptions.unsubscribe(query.token, 'one_click');
  }

  @Get('preferences')
  preferences(@CurrentUser() user: AccountAccess) {
    return this.subscriptions.preferencesOf(user.userId);
  }

  @Put('preferences')
  change(@Body() body: PreferencesDto, @CurrentUser() user: AccountAccess) {
    return this.subscriptions.changePreferences(user.userId, body);
  }
}
