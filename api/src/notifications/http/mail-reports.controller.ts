/**
 * The mail provider's bounce and complaint webhook (signed with HMAC-SHA256 over the body in `X-Mail-Signature`),
 * the same for Amazon SES and SendGrid in their own formats (a keyed URL), and the open-tracking pixel of campaign
 * mails. All are public: the signature, the key and the signed token are the authentication.
 */
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import { MailReports, type MailReportAnswer, type ProviderReportsAnswer } from '../application/mail-reports.js';
import { PIXEL_GIF } from '../tracking/open-tracking.js';

const REPORT_TYPES = ['bounce', 'complaint'] as const;
const BOUNCE_TYPES = ['hard', 'soft'] as const;

/** One report of the provider about one mail it took from us, named by the message id it gave then. */
export class MailReportDto {
  @ApiProperty({ enum: REPORT_TYPES, description: 'A bounce (the mail could not be delivered) or a complaint.' })
  @IsIn(REPORT_TYPES)
  type!: (typeof REPORT_TYPES)[number];

  @ApiProperty({ description: 'The message id the SMTP server answered when it took the mail (with or without <>).' })
  @IsString()
  @MinLength(1)
  @MaxLength(998)
  messageId!: string;

  @ApiPropertyOptional({
    enum: BOUNCE_TYPES,
    description: 'For a bounce: hard (permanent, the address is suppressed) or soft (temporary); hard if absent.',
  })
  @IsOptional()
  @IsIn(BOUNCE_TYPES)
  bounceType?: (typeof BOUNCE_TYPES)[number];

  @ApiPropertyOptional({ description: "The provider's diagnostic, e.g. `550 5.1.1 user unknown`." })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  detail?: string;
}

export class MailReportAnswerDto implements MailReportAnswer {
  @ApiProperty({ type: String, nullable: true })
  mailId!: string | null;
  @ApiProperty()
  recorded!: boolean;
  @ApiProperty()
  suppressed!: boolean;
}

export class ProviderReportsAnswerDto implements ProviderReportsAnswer {
  @ApiProperty({ type: [MailReportAnswerDto] })
  results!: MailReportAnswerDto[];
  @ApiProperty({ type: String, nullable: true })
  subscribeUrl!: string | null;
}

const SNS_BODY = {
  type: 'object',
  required: ['Type'],
  properties: { Type: { type: 'string' }, Message: { type: 'string' }, SubscribeURL: { type: 'string' } },
};
const SENDGRID_BODY = {
  type: 'array',
  items: {
    type: 'object',
    required: ['event'],
    properties: {
      event: { type: 'string' },
      email: { type: 'string' },
      'smtp-id': { type: 'string' },
      reason: { type: 'string' },
      type: { type: 'string' },
    },
  },
};

@ApiTags('mail')
@Controller('api')
export class MailReportsController {
  constructor(private readonly reports: MailReports) {}

  /** A bounce or complaint; a repeat of the same report changes nothing. 401 when the signature does not hold. */
  @Post('webhooks/mail/bounces')
  @Public()
  @HttpCode(200)
  @ApiHeader({ name: 'X-Mail-Signature', description: 'HMAC-SHA256 of the body, hex, with MAIL_WEBHOOK_SECRET.' })
  @ApiOkResponse({ type: MailReportAnswerDto })
  bounce(
    @Body() body: MailReportDto,
    @Req() req: Request,
    @Headers('x-mail-signature') signature?: string,
  ): Promise<MailReportAnswer> {
    return this.reports.report(JSON.stringify(req.body), signature ?? '', body);
  }

  /**
   * Amazon SES bounce and complaint notifications through Amazon SNS (an HTTPS subscription to this URL with its
   * `key`); a subscription confirmation answers the link to open once. Written against the documented format, not
   * verified here against a live account. 401 when the key does not hold, 400 naming the field for another shape.
   */
  @Post('webhooks/mail/ses')
  @Public()
  @HttpCode(200)
  @ApiQuery({ name: 'key', description: 'HMAC-SHA256 of `ses`, hex, with MAIL_WEBHOOK_SECRET.' })
  @ApiBody({ description: 'An Amazon SNS notification whose Message is an SES notification.', schema: SNS_BODY })
  @ApiOkResponse({ type: ProviderReportsAnswerDto })
  ses(@Body() body: unknown, @Query('key') key?: string): Promise<ProviderReportsAnswer> {
    return this.reports.fromProvider('ses', key ?? '', body);
  }

  /**
   * The SendGrid event webhook (its URL with the `key`): `bounce`, `dropped` and `spamreport` events are reports,
   * the others are left out. Written against the documented format, not verified here against a live account.
   */
  @Post('webhooks/mail/sendgrid')
  @Public()
  @HttpCode(200)
  @ApiQuery({ name: 'key', description: 'HMAC-SHA256 of `sendgrid`, hex, with MAIL_WEBHOOK_SECRET.' })
  @ApiBody({ description: 'An array of SendGrid events.', schema: SENDGRID_BODY })
  @ApiOkResponse({ type: ProviderReportsAnswerDto })
  sendgrid(@Body() body: unknown, @Query('key') key?: string): Promise<ProviderReportsAnswer> {
    return this.reports.fromProvider('sendgrid', key ?? '', body);
  }

  /** The 1×1 image of a campaign mail (`<token>.gif`): its first fetch records the mail opened. */
  @Get('mail/open/:file')
  @Public()
  async pixel(@Param('file') file: string, @Res() res: Response): Promise<void> {
    await this.reports.opened(file);
    res.setHeader('Cache-Control', 'no-store, private');
    res.type('gif').send(PIXEL_GIF);
  }
}
