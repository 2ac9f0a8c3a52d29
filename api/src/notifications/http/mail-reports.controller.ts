/**
 * The mail provider's bounce and complaint webhook (signed with HMAC-SHA256 over the body in `X-Mail-Signature`)
 * and the open-tracking pixel of campaign mails. Both are public: the signature and the signed token are the
 * authentication.
 */
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import { MailReports, type MailReportAnswer } from '../application/mail-reports.js';
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

  /** The 1×1 image of a campaign mail (`<token>.gif`): its first fetch records the mail opened. */
  @Get('mail/open/:file')
  @Public()
  async pixel(@Param('file') file: string, @Res() res: Response): Promise<void> {
    await this.reports.opened(file);
    res.setHeader('Cache-Control', 'no-store, private');
    res.type('gif').send(PIXEL_GIF);
  }
}
