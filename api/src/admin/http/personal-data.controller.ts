/**
 * Download my data (PDPL access right): the signed-in person asks for an archive of their data (202: a job
 * builds it and mails them when it is ready), lists their exports with their status, and downloads a ready one
 * (theirs only: anyone else's is not found; an expired one is gone, 410). A few requests per hour per account:
 * each export reads every context, and a stolen session should not be able to siphon a person's data repeatedly
 * unnoticed.
 */
import { Controller, Get, HttpCode, HttpException, Param, Post, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { PersonalDataExports } from '../application/personal-data-exports.js';

export const PERSONAL_DATA_EXPORT_LIMIT = {
  bucket: 'personal-data-export',
  scope: 'user',
  points: 3,
  windowSeconds: 3600,
} as const;

@ApiTags('profile')
@Controller('api/profile')
export class PersonalDataController {
  constructor(private readonly exports: PersonalDataExports) {}

  @Post('export')
  @HttpCode(202)
  @RateLimit(PERSONAL_DATA_EXPORT_LIMIT)
  request(@CurrentUser() user: AccountAccess) {
    return this.exports.request(user.userId, new Date());
  }

  @Get('exports')
  list(@CurrentUser() user: AccountAccess) {
    return this.exports.list(user.userId, new Date());
  }

  @Get('exports/:id/download')
  @ApiProduces('application/zip')
  async download(@Param('id') id: string, @CurrentUser() user: AccountAccess, @Res() res: Response) {
    try {
      const { bytes, view } = await this.exports.download(user.userId, id, new Date());
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Length', String(bytes.length));
      res.setHeader('Content-Disposition', `attachment; filename="my-data-${view.requestedAt.slice(0, 10)}.zip"`);
      res.setHeader('Cache-Control', 'no-store, private');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(bytes);
    } catch (error) {
      // An expired archive is gone for good (410), which the domain's kinds do not name.
      if (error instanceof DomainError && error.code === 'export_expired')
        throw new HttpException({ code: error.code, message: error.message, messageAr: error.messageAr }, 410);
      throw error;
    }
  }
}
